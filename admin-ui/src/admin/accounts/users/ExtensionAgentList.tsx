import { useQuery } from '@tanstack/react-query';
import { Alert, Box } from '@mui/material';
import { Datagrid, TopToolbar, WrapperField, useListContext, useTranslate } from 'react-admin';
import { ConsoleList } from '../../shared/ConsoleList';
import { ListStatusTabs } from '../../shared/StatusTabs';
import { useConsoleApi } from '../../api/useConsoleApi';
import { EXTENSION_AGENT_STATUSES, type ExtensionAgentStatus } from '../../dataProvider';
import { ActivationButton, DeleteUserButton, ExportUsersButton } from './actions';
import { ApprovalButtons } from './ApprovalButtons';
import { LocalDateField, NameField, StatusField } from './fields';
import { USERS_PER_PAGE } from './UserList';
import { ProfileButton } from '../../farmers/extension-agents/ProfileButton';
import { EditAgentButton } from '../../farmers/extension-agents/ExtensionAgentEdit';
import { permissionFor, usePermissionCheck } from '../../permissions';

function useCount(status: ExtensionAgentStatus) {
  const api = useConsoleApi();
  return useQuery({
    queryKey: ['users/extensionagents', 'count', status],
    queryFn: ({ signal }) => api.countExtensionAgents(status, signal),
  });
}

const useCountOf = (status: ExtensionAgentStatus) => useCount(status).data;

function TabbedGrid() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const status = (EXTENSION_AGENT_STATUSES as readonly string[]).includes(filterValues.status)
    ? filterValues.status
    : 'PENDING';
  const canEdit = usePermissionCheck().has(permissionFor('users/extensionagents', 'edit'));
  return (
    <>
      <ListStatusTabs
        statuses={EXTENSION_AGENT_STATUSES}
        label={(value) => translate(`kasuwa.users.extensionAgents.tabs.${value}`)}
        useCount={useCountOf}
        badgeColor={(value) => (value === 'PENDING' ? 'warning' : 'default')}
        testIdPrefix="ea"
      />
      {status === 'PENDING' && (
        <Alert severity="info" sx={{ m: 1 }}>
          {translate('kasuwa.users.extensionAgents.scope')}
        </Alert>
      )}
      <Datagrid bulkActionButtons={false} rowClick="show">
        <NameField label="kasuwa.fields.name" sortable={false} />
        <StatusField label="kasuwa.fields.status" sortable={false} />
        <LocalDateField source="createdAt" label="kasuwa.fields.createdAt" sortable={false} showTime={false} />
        <WrapperField label={false} textAlign="right">
          <Box sx={{ display: 'flex', gap: 0.25, justifyContent: 'flex-end' }}>
            <ApprovalButtons status={status} />
            {status === 'APPROVED' && <ProfileButton />}
            {canEdit && <EditAgentButton />}
            {status === 'APPROVED' && <ActivationButton compact />}
            <DeleteUserButton compact />
          </Box>
        </WrapperField>
      </Datagrid>
    </>
  );
}

/** Extension agents by approval status (Pending / Approved / Declined tabs, with counts). */
export function ExtensionAgentList() {
  return (
    <ConsoleList
      perPage={USERS_PER_PAGE}
      filterDefaultValues={{ status: 'PENDING' }}
      actions={
        <TopToolbar>
          <ExportUsersButton type="ROLE_EXTENSION_AGENT" />
        </TopToolbar>
      }
    >
      <TabbedGrid />
    </ConsoleList>
  );
}
