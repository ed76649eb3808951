import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button as MuiButton, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import {
  CreateButton,
  Datagrid,
  SearchInput,
  TextField,
  TopToolbar,
  WrapperField,
  useBasename,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ChecklistDialog } from '../../shared/ChecklistDialog';
import { ConsoleList } from '../../shared/ConsoleList';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import { usePermissionCheck } from '../../permissions';
import { LocalDateField, NameField, StatusField, fullName, type UserRecord } from '../users/fields';

function PermissionsDialog({ user, open, onClose }: { user: UserRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const endpoints = useQuery({
    queryKey: ['staff', 'endpoints'],
    enabled: open,
    staleTime: 10 * 60 * 1000,
    queryFn: ({ signal }) => api.getEndpoints(signal),
  });
  const granted = useQuery({
    queryKey: ['staff', 'permissions', user.id],
    enabled: open,
    staleTime: 0,
    queryFn: ({ signal }) => api.getUserPermissions(user.id, signal),
  });

  const save = useApiMutation({
    mutationFn: async (next: string[]) => {
      const before = new Set(granted.data ?? []);
      const after = new Set(next);
      const added = next.filter((name) => !before.has(name));
      const removed = [...before].filter((name) => !after.has(name));
      if (added.length) await api.grantPermissions(user.id, added);
      if (removed.length) await api.revokePermissions(user.id, removed);
    },
    success: 'kasuwa.staff.saved',
    failure: 'kasuwa.staff.failure',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff', 'permissions', user.id] });
      onClose();
    },
  });

  return (
    <ChecklistDialog
      open={open}
      onClose={onClose}
      title={translate('kasuwa.staff.dialogTitle', { name: fullName(user) })}
      help={translate('kasuwa.staff.help')}
      maxWidth="sm"
      items={endpoints.data?.map((endpoint) => ({
        value: endpoint.name,
        testId: `staff-permission-${endpoint.name}`,
        label: (
          <Box>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {endpoint.name}
            </Typography>
            {endpoint.description && (
              <Typography variant="caption" color="text.secondary">
                {endpoint.description}
              </Typography>
            )}
          </Box>
        ),
      }))}
      initial={granted.data}
      error={endpoints.error ?? granted.error}
      empty={translate('kasuwa.staff.noEndpoints')}
      onSave={(chosen) => save.mutate(chosen)}
      saving={save.isPending}
      testIds={{ list: 'staff-permissions', save: 'staff-permissions-save' }}
    />
  );
}

function PermissionsButton() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { has } = usePermissionCheck();
  const [open, setOpen] = useState(false);
  if (!record || !has('staff:permissions')) return null;
  return (
    <>
      <MuiButton
        size="small"
        startIcon={<KeyIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        data-testid="staff-permissions-button"
      >
        {translate('kasuwa.staff.permissions')}
      </MuiButton>
      <PermissionsDialog user={record} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The spec's edit path of the row's staff member: staff/edit/{id} or dealers/staff/edit/{id}. */
function EditStaffButton() {
  const record = useRecordContext<UserRecord>();
  const resource = useResourceContext() ?? 'staff';
  const basename = useBasename();
  const translate = useTranslate();
  const { has } = usePermissionCheck();
  if (!record || !has('staff:edit')) return null;
  return (
    <MuiButton
      component={Link}
      to={`${basename}/${resource}/edit/${encodeURIComponent(String(record.id))}`}
      size="small"
      startIcon={<EditIcon />}
      onClick={(event) => event.stopPropagation()}
      data-testid="staff-edit-button"
    >
      {translate('kasuwa.staff.edit')}
    </MuiButton>
  );
}

const filters = [<SearchInput key="name" source="name" alwaysOn />];

function Actions() {
  const { has } = usePermissionCheck();
  return <TopToolbar>{has('staff:create') && <CreateButton />}</TopToolbar>;
}

/** The staff of the caller's organisation, with a permission-assignment dialog (staff:permissions). */
export function StaffList() {
  return (
    <ConsoleList actions={<Actions />} filters={filters}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <NameField label="kasuwa.fields.name" sortable={false} />
        <TextField source="phone" label="kasuwa.fields.phone" sortable={false} emptyText="—" />
        <StatusField label="kasuwa.fields.status" sortable={false} />
        <LocalDateField source="createdAt" label="kasuwa.fields.createdAt" sortable={false} showTime={false} />
        <WrapperField label={false} textAlign="right">
          <EditStaffButton />
          <PermissionsButton />
        </WrapperField>
      </Datagrid>
    </ConsoleList>
  );
}
