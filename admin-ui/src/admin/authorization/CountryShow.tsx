import { Alert, Box, Card, CardContent, Chip, FormControlLabel, Switch, Typography } from '@mui/material';
import {
  Loading,
  ShowBase,
  Title,
  TopToolbar,
  ListButton,
  useRecordContext,
  useTranslate,
  useShowContext,
} from 'react-admin';
import { usePermissionCheck } from '../permissions';
import type { CountryDetail } from './types';
import { ProfilePanel } from './ProfilePanel';
import { shown, useToggle } from './countryToggles';

function CountryDetailView() {
  const record = useRecordContext<CountryDetail>();
  const { isPending, isFetching, error } = useShowContext();
  const translate = useTranslate();
  const { has } = usePermissionCheck();
  const toggle = useToggle();
  // A row of the list (profiles as a count) may stand in until the country itself is read.
  if (isPending || (record && !Array.isArray(record.profiles) && isFetching)) return <Loading />;
  if (error || !record) {
    return (
      <Alert severity="error">
        {error instanceof Error && error.message ? error.message : translate('ra.notification.item_doesnt_exist')}
      </Alert>
    );
  }
  const canManage = has('countries:manage');
  const profiles = Array.isArray(record.profiles) ? record.profiles : [];
  return (
    <>
      <Title title={record.name} />
      <TopToolbar>
        <ListButton />
      </TopToolbar>
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="country-name">
            {record.name}
          </Typography>
          <Chip
            size="small"
            color={record.active ? 'success' : 'default'}
            label={translate(record.active ? 'kasuwa.countries.active' : 'kasuwa.countries.inactive')}
          />
          <Box sx={{ flexGrow: 1 }} />
          <FormControlLabel
            control={
              <Switch
                checked={shown(toggle, 'country', record.id, !!record.active)}
                disabled={!canManage || toggle.isPending}
                onChange={(event) => toggle.mutate({ kind: 'country', id: record.id, value: event.target.checked })}
                slotProps={{
                  input: { 'data-testid': 'country-active-switch' } as React.InputHTMLAttributes<HTMLInputElement>,
                }}
              />
            }
            label={translate('kasuwa.countries.activate')}
          />
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
        {translate('kasuwa.countries.profiles')}
      </Typography>
      {profiles.length ? (
        profiles.map((profile) => (
          <ProfilePanel key={profile.id} profile={profile} canManage={canManage} toggle={toggle} />
        ))
      ) : (
        <Alert severity="info">{translate('kasuwa.countries.noProfiles')}</Alert>
      )}
    </>
  );
}

/** A country: active switch, then each profile (role) with its enable switch and feature toggles. */
export function CountryShow() {
  return (
    <ShowBase queryOptions={{ refetchOnMount: 'always', staleTime: 0 }}>
      <Box sx={{ mt: 1 }}>
        <CountryDetailView />
      </Box>
    </ShowBase>
  );
}
