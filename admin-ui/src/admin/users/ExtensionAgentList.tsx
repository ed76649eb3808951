import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Box, Tab, Tabs } from '@mui/material';
import {
  Datagrid,
  List,
  TextField,
  TopToolbar,
  WrapperField,
  useDataProvider,
  useListContext,
  useTranslate,
} from 'react-admin';
import { ListError, ListPagination } from '../ListError';
import { EXTENSION_AGENT_STATUSES, type ExtensionAgentStatus, type KasuwaDataProvider } from '../dataProvider';
import { ActivationButton, ApprovalButtons, DeleteUserButton, ExportUsersButton } from './actions';
import { LocalDateField, NameField, StatusField } from './fields';
import { USERS_PER_PAGE } from './UserList';

function useCount(status: ExtensionAgentStatus) {
  const dataProvider = useDataProvider<KasuwaDataProvider>();
  return useQuery({
    queryKey: ['users/extensionagents', 'count', status],
    queryFn: ({ signal }) => dataProvider.countExtensionAgents(status, signal),
  });
}

function StatusTab({ status, ...props }: { status: ExtensionAgentStatus; value: string }) {
  const translate = useTranslate();
  const count = useCount(status);
  return (
    <Tab
      {...props}
      data-testid={`ea-tab-${status}`}
      label={
        <Badge
          color={status === 'PENDING' ? 'warning' : 'default'}
          badgeContent={count.data ?? 0}
          max={999}
          showZero={false}
          data-testid={`ea-count-${status}`}
          sx={{ pr: 1.5, '& .MuiBadge-colorDefault': { bgcolor: 'grey.300', color: 'text.primary' } }}
        >
          {translate(`kasuwa.extensionAgents.tabs.${status}`)}
        </Badge>
      }
    />
  );
}

function TabbedGrid() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const status = (EXTENSION_AGENT_STATUSES as readonly string[]).includes(filterValues.status) ? filterValues.status : 'PENDING';
  return (
    <>
      <Tabs
        value={status}
        onChange={(_, value: string) => setFilters({ ...filterValues, status: value }, displayedFilters)}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {EXTENSION_AGENT_STATUSES.map((value) => (
          <StatusTab key={value} value={value} status={value} />
        ))}
      </Tabs>
      {status === 'PENDING' && (
        <Alert severity="info" sx={{ m: 1 }}>
          {translate('kasuwa.extensionAgents.scope')}
        </Alert>
      )}
      <Datagrid bulkActionButtons={false} rowClick="show">
        <NameField label="kasuwa.fields.name" sortable={false} />
        <TextField source="phone" label="kasuwa.fields.phone" sortable={false} emptyText="—" />
        <StatusField label="kasuwa.fields.status" sortable={false} />
        <LocalDateField source="createdAt" label="kasuwa.fields.createdAt" sortable={false} showTime={false} />
        <WrapperField label={false} textAlign="right">
          <Box sx={{ display: 'flex', gap: 0.25, justifyContent: 'flex-end' }}>
            <ApprovalButtons status={status} />
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
    <List
      perPage={USERS_PER_PAGE}
      filterDefaultValues={{ status: 'PENDING' }}
      actions={
        <TopToolbar>
          <ExportUsersButton type="ROLE_EXTENSION_AGENT" />
        </TopToolbar>
      }
      exporter={false}
      error={<ListError />}
      pagination={<ListPagination rowsPerPageOptions={[10, 20, 50]} />}
    >
      <TabbedGrid />
    </List>
  );
}
