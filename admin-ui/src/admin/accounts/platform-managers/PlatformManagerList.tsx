import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button as MuiButton } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import { Datagrid, TextField, WrapperField, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { ChecklistDialog } from '../../shared/ChecklistDialog';
import { ConsoleList } from '../../shared/ConsoleList';
import { useReferenceCountries } from '../../api/reference';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import { usePermissionCheck } from '../../permissions';
import { ActivationButton } from '../users/actions';
import { CountryNameField, NameField, StatusField, fullName, type UserRecord } from '../users/fields';

/** The spec's page size for platform managers. */
export const PLATFORM_MANAGERS_PER_PAGE = 10;

function MonitoredCountriesDialog({ user, open, onClose }: { user: UserRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const api = useConsoleApi();
  const countries = useReferenceCountries(open);
  const monitored = useQuery({
    queryKey: ['platform-managers', 'monitored-countries', user.id],
    enabled: open,
    staleTime: 0,
    queryFn: ({ signal }) => api.getMonitoredCountries(user.id, signal),
  });

  const save = useApiMutation({
    mutationFn: (ids: number[]) => api.setMonitoredCountries(user.id, ids),
    success: 'kasuwa.platformManagers.saved',
    failure: 'kasuwa.platformManagers.failure',
    onSuccess: async () => {
      await monitored.refetch();
      onClose();
    },
  });

  return (
    <ChecklistDialog
      open={open}
      onClose={onClose}
      title={translate('kasuwa.platformManagers.dialogTitle', { name: fullName(user) })}
      help={translate('kasuwa.platformManagers.help')}
      items={countries.data?.map((country) => ({
        value: Number(country.id),
        testId: `monitored-country-${country.id}`,
        label: locale === 'fr' && country.nameFr ? country.nameFr : country.name,
      }))}
      initial={monitored.data}
      error={countries.error ?? monitored.error}
      empty={translate('ra.navigation.no_results')}
      onSave={(ids) => save.mutate(ids)}
      saving={save.isPending}
      testIds={{ list: 'monitored-countries', save: 'monitored-countries-save' }}
    />
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
    <ConsoleList perPage={PLATFORM_MANAGERS_PER_PAGE} perPageOptions={[10]}>
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
    </ConsoleList>
  );
}
