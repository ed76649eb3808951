import { Box, LinearProgress, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Title, useLocale, useTranslate } from 'react-admin';
import { RequirePermission } from '../../pages/RequirePermission';
import { useConsoleApi } from '../../api/useConsoleApi';
import { dayBars } from './chartData';
import { FarmsMap } from './FarmsMap';
import { NotAnAgent, namesNoAgent } from './NotAnAgent';
import { AgentFigures } from './AgentFigures';
import { BarsChart } from './AgentCharts';
import { LastActivities } from './LastActivities';
import { PersonalInfo } from './PersonalInfo';
import { Loading, Section, t, useFigure } from './widgets';

function DataScore({ agentId }: { agentId: string }) {
  const api = useConsoleApi();
  const translate = useTranslate();
  const score = useFigure(agentId, 'data-score', api.agentDataScore);
  return (
    <Section title={t('profile.dataScore')} testId="ea-data-score">
      {!score.data ? (
        <Loading error={score.error} />
      ) : (
        <>
          <Typography variant="h4" sx={{ fontWeight: 700 }} data-testid="ea-data-score-value">
            {score.data.score} %
          </Typography>
          <LinearProgress
            variant="determinate"
            value={score.data.score}
            color="success"
            sx={{ my: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="caption" color="text.secondary">
            {translate(t('profile.dataScoreHelp'), {
              complete: score.data.withFarmAndRecord,
              farmers: score.data.farmers,
            })}
          </Typography>
        </>
      )}
    </Section>
  );
}

function DailyActivity({ agentId }: { agentId: string }) {
  const api = useConsoleApi();
  const locale = useLocale();
  const daily = useFigure(agentId, 'daily-activity', (id, signal) => api.agentDaily(id, 30, signal));
  return (
    <Section title={t('charts.daily')} testId="ea-daily">
      {daily.data ? (
        <BarsChart data={dayBars(daily.data, locale)} name={t('charts.activities')} colour="#1565c0" />
      ) : (
        <Loading error={daily.error} />
      )}
    </Section>
  );
}

function Map({ agentId }: { agentId: string }) {
  const api = useConsoleApi();
  const map = useFigure(agentId, 'farms-map', api.agentFarmsMap);
  return (
    <Section title={t('profile.map')}>
      {map.data ? <FarmsMap data={map.data} /> : <Loading error={map.error} />}
    </Section>
  );
}

function Profile() {
  const api = useConsoleApi();
  const translate = useTranslate();
  const { userId } = useParams<{ userId: string }>();
  const info = useFigure(userId, 'information', api.agentInformation);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate(t('profileTitle'))} />
      <Typography variant="h5" component="h1" data-testid="page-title" sx={{ fontWeight: 700 }}>
        {translate(t('profileTitle'))}
      </Typography>
      {namesNoAgent(info.error) ? (
        <NotAnAgent self={false} />
      ) : !userId || !info.data ? (
        <Loading error={info.error} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
            <PersonalInfo info={info.data} />
            <DataScore agentId={userId} />
            <LastActivities agentId={userId} />
          </Box>
          <AgentFigures agentId={userId} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <DailyActivity agentId={userId} />
            <Map agentId={userId} />
          </Box>
        </>
      )}
    </Box>
  );
}

/** users/extensionagents/ea-profile/{userId}: an agent's activity, data score, daily activity and farms, for those who list users. */
export function ExtensionAgentProfile() {
  return (
    <RequirePermission resource="users/extensionagents" action="show">
      <Profile />
    </RequirePermission>
  );
}
