import { Box, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { RequirePermission } from '../../pages/RequirePermission';
import { useConsoleApi } from '../../api/useConsoleApi';
import { NotAnAgent } from './NotAnAgent';
import { Freshness } from '../../dashboards/Freshness';
import { AgentFigures } from './AgentFigures';
import { GenderChart, MonthlyChart, ProjectChart } from './AgentCharts';
import { FarmersList } from './AgentFarmersList';
import { LastActivities } from './LastActivities';
import { PersonalInfo } from './PersonalInfo';
import { Loading, t, useFigure } from './widgets';

/** The dashboard's react-admin lists, read again when its figures catch up. */
const AGENT_LISTS = ['agent-farmers'];

function Dashboard() {
  const api = useConsoleApi();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // Only an extension agent has figures of their own; an administrator (who holds every permission) is told so.
  const isAgent = identity?.role === 'ROLE_EXTENSION_AGENT';
  const agentId = identity?.id && isAgent ? String(identity.id) : undefined;
  const info = useFigure(agentId, 'information', api.agentInformation);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate(t('dashboardTitle'))} />
      <Typography variant="h5" component="h1" data-testid="page-title" sx={{ fontWeight: 700 }}>
        {translate(t('dashboardTitle'))}
      </Typography>
      {/* "As of" the last event the agent's figures counted, as the other dashboards say it (GET ea-analytics/freshness). */}
      {isAgent && <Freshness figuresKey="ea-analytics" read={api.agentFiguresFreshness} lists={AGENT_LISTS} />}
      {identity && !isAgent ? (
        <NotAnAgent self />
      ) : !agentId || !info.data ? (
        <Loading error={info.error} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
            <PersonalInfo info={info.data} />
            <MonthlyChart agentId={agentId} />
          </Box>
          <AgentFigures agentId={agentId} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
            <GenderChart agentId={agentId} />
            <ProjectChart agentId={agentId} />
            <LastActivities agentId={agentId} />
          </Box>
          <FarmersList agentId={agentId} />
        </>
      )}
    </Box>
  );
}

/** extensionagentdashboard: the signed-in agent's own analytics (anyone else is told they are not an agent). */
export function ExtensionAgentDashboard() {
  return (
    <RequirePermission resource="extensionagentdashboard">
      <Dashboard />
    </RequirePermission>
  );
}
