import { useEffect, useState, type MouseEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button as MuiButton,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import {
  CreateButton,
  Datagrid,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  WrapperField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListError, ListPagination } from '../ListError';
import type { KasuwaDataProvider } from '../dataProvider';
import { usePermissionCheck } from '../permissions';
import { LocalDateField, NameField, StatusField, fullName, type UserRecord } from '../users/fields';

function PermissionsDialog({ user, open, onClose }: { user: UserRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<KasuwaDataProvider>();
  const endpoints = useQuery({
    queryKey: ['staff', 'endpoints'],
    enabled: open,
    staleTime: 10 * 60 * 1000,
    queryFn: ({ signal }) => dataProvider.getEndpoints(signal),
  });
  const granted = useQuery({
    queryKey: ['staff', 'permissions', user.id],
    enabled: open,
    staleTime: 0,
    queryFn: ({ signal }) => dataProvider.getUserPermissions(user.id, signal),
  });
  const [selected, setSelected] = useState<string[] | null>(null);
  useEffect(() => {
    if (open && granted.data && selected === null) setSelected(granted.data);
    if (!open && selected !== null) setSelected(null);
  }, [open, granted.data, selected]);

  const save = useMutation({
    mutationFn: async (next: string[]) => {
      const before = new Set(granted.data ?? []);
      const after = new Set(next);
      const added = next.filter((name) => !before.has(name));
      const removed = [...before].filter((name) => !after.has(name));
      if (added.length) await dataProvider.grantPermissions(user.id, added);
      if (removed.length) await dataProvider.revokePermissions(user.id, removed);
    },
    onSuccess: async () => {
      notify(translate('kasuwa.staff.saved'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['staff', 'permissions', user.id] });
      onClose();
    },
    onError: (error) => notify(error instanceof Error && error.message ? error.message : translate('kasuwa.staff.failure'), { type: 'error' }),
  });

  const loading = endpoints.isPending || granted.isPending || selected === null;
  const error = endpoints.error ?? granted.error;
  const toggle = (name: string, checked: boolean) =>
    setSelected((current) => (checked ? [...new Set([...(current ?? []), name])] : (current ?? []).filter((value) => value !== name)));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" onClick={(event: MouseEvent) => event.stopPropagation()}>
      <DialogTitle>{translate('kasuwa.staff.dialogTitle', { name: fullName(user) })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>{translate('kasuwa.staff.help')}</DialogContentText>
        {error ? (
          <Alert severity="error">{error instanceof Error ? error.message : translate('kasuwa.common.failure')}</Alert>
        ) : loading ? (
          <CircularProgress size={24} />
        ) : endpoints.data?.length ? (
          <FormGroup data-testid="staff-permissions">
            {endpoints.data.map((endpoint) => (
              <FormControlLabel
                key={endpoint.name}
                sx={{ alignItems: 'flex-start', mb: 0.5 }}
                control={
                  <Checkbox
                    sx={{ pt: 0.5 }}
                    checked={selected!.includes(endpoint.name)}
                    onChange={(event) => toggle(endpoint.name, event.target.checked)}
                    slotProps={{
                      input: { 'data-testid': `staff-permission-${endpoint.name}` } as React.InputHTMLAttributes<HTMLInputElement>,
                    }}
                  />
                }
                label={
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
                }
              />
            ))}
          </FormGroup>
        ) : (
          <Typography color="text.secondary">{translate('kasuwa.staff.noEndpoints')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('kasuwa.common.cancel')}</MuiButton>
        <MuiButton
          variant="contained"
          disableElevation
          disabled={loading || !!error || save.isPending}
          onClick={() => save.mutate(selected ?? [])}
          data-testid="staff-permissions-save"
        >
          {translate('kasuwa.common.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
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

const filters = [<SearchInput key="name" source="name" alwaysOn />];

function Actions() {
  const { has } = usePermissionCheck();
  return <TopToolbar>{has('staff:create') && <CreateButton />}</TopToolbar>;
}

/** The staff of the caller's organisation, with a permission-assignment dialog (staff:permissions). */
export function StaffList() {
  return (
    <List
      perPage={20}
      exporter={false}
      actions={<Actions />}
      filters={filters}
      error={<ListError />}
      pagination={<ListPagination rowsPerPageOptions={[10, 20, 50]} />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <NameField label="kasuwa.fields.name" sortable={false} />
        <TextField source="phone" label="kasuwa.fields.phone" sortable={false} emptyText="—" />
        <StatusField label="kasuwa.fields.status" sortable={false} />
        <LocalDateField source="createdAt" label="kasuwa.fields.createdAt" sortable={false} showTime={false} />
        <WrapperField label={false} textAlign="right">
          <PermissionsButton />
        </WrapperField>
      </Datagrid>
    </List>
  );
}
