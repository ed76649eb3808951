import { useEffect, useState, type MouseEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
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
} from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import {
  Datagrid,
  List,
  TextField,
  WrapperField,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListError, ListPagination } from '../ListError';
import type { KasuwaDataProvider } from '../dataProvider';
import { usePermissionCheck } from '../permissions';
import { ActivationButton } from '../users/actions';
import { CountryNameField, NameField, StatusField, fullName, type UserRecord } from '../users/fields';

/** The spec's page size for platform managers. */
export const PLATFORM_MANAGERS_PER_PAGE = 10;

function MonitoredCountriesDialog({ user, open, onClose }: { user: UserRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<KasuwaDataProvider>();
  const countries = useQuery({
    queryKey: ['kasuwa', 'reference-countries'],
    enabled: open,
    staleTime: 60 * 60 * 1000,
    queryFn: ({ signal }) => dataProvider.getReferenceCountries(signal),
  });
  const monitored = useQuery({
    queryKey: ['platform-managers', 'monitored-countries', user.id],
    enabled: open,
    staleTime: 0,
    queryFn: ({ signal }) => dataProvider.getMonitoredCountries(user.id, signal),
  });
  const [selected, setSelected] = useState<number[] | null>(null);
  useEffect(() => {
    if (open && monitored.data && selected === null) setSelected(monitored.data);
    if (!open && selected !== null) setSelected(null);
  }, [open, monitored.data, selected]);

  const save = useMutation({
    mutationFn: (ids: number[]) => dataProvider.setMonitoredCountries(user.id, ids),
    onSuccess: async (answer) => {
      notify(answer?.message || translate('kasuwa.platformManagers.saved'), { type: 'success' });
      await monitored.refetch();
      onClose();
    },
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : translate('kasuwa.platformManagers.failure'), { type: 'error' }),
  });

  const loading = countries.isPending || monitored.isPending || selected === null;
  const error = countries.error ?? monitored.error;
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => (checked ? [...new Set([...(current ?? []), id])] : (current ?? []).filter((value) => value !== id)));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" onClick={(event: MouseEvent) => event.stopPropagation()}>
      <DialogTitle>{translate('kasuwa.platformManagers.dialogTitle', { name: fullName(user) })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('kasuwa.platformManagers.help')}</DialogContentText>
        {error ? (
          <Alert severity="error">{error instanceof Error ? error.message : translate('kasuwa.common.failure')}</Alert>
        ) : loading ? (
          <CircularProgress size={24} />
        ) : (
          <FormGroup data-testid="monitored-countries">
            {(countries.data ?? []).map((country) => (
              <FormControlLabel
                key={country.id}
                control={
                  <Checkbox
                    checked={selected!.includes(Number(country.id))}
                    onChange={(event) => toggle(Number(country.id), event.target.checked)}
                    slotProps={{ input: { 'data-testid': `monitored-country-${country.id}` } as React.InputHTMLAttributes<HTMLInputElement> }}
                  />
                }
                label={locale === 'fr' && country.nameFr ? country.nameFr : country.name}
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('kasuwa.common.cancel')}</MuiButton>
        <MuiButton
          variant="contained"
          disableElevation
          disabled={loading || !!error || save.isPending}
          onClick={() => save.mutate(selected ?? [])}
          data-testid="monitored-countries-save"
        >
          {translate('kasuwa.common.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function MonitoredCountriesButton() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { has } = usePermissionCheck();
  const [open, setOpen] = useState(false);
  if (!record || !has('platform-managers:manage')) return null;
  return (
    <>
      <MuiButton
        size="small"
        startIcon={<PublicIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        data-testid="monitored-countries-button"
      >
        {translate('kasuwa.platformManagers.monitoredCountries')}
      </MuiButton>
      <MonitoredCountriesDialog user={record} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Platform managers (GET users/platform-managers, 10 a page) with their monitored countries. */
export function PlatformManagerList() {
  return (
    <List
      perPage={PLATFORM_MANAGERS_PER_PAGE}
      exporter={false}
      actions={false}
      error={<ListError />}
      pagination={<ListPagination rowsPerPageOptions={[10]} />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <NameField label="kasuwa.fields.name" sortable={false} />
        <TextField source="phone" label="kasuwa.fields.phone" sortable={false} emptyText="—" />
        <CountryNameField label="kasuwa.fields.country" sortable={false} />
        <StatusField label="kasuwa.fields.status" sortable={false} />
        <WrapperField label={false} textAlign="right">
          <MonitoredCountriesButton />
          <ActivationButton compact />
        </WrapperField>
      </Datagrid>
    </List>
  );
}
