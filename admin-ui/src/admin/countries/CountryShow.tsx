import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Loading,
  ShowBase,
  Title,
  TopToolbar,
  ListButton,
  useNotify,
  useRecordContext,
  useTranslate,
  useShowContext,
  type Identifier,
} from 'react-admin';
import { useConsoleApi } from '../api/useConsoleApi';
import { usePermissionCheck } from '../permissions';
import type { CountryDetail, CountryProfile, Feature } from './types';

type Toggle = { kind: 'country' | 'profile' | 'feature'; id: Identifier; value: boolean };

/** One switch per toggle kind; the record refetches after each change. */
function useToggle() {
  const api = useConsoleApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  return useMutation({
    mutationFn: ({ kind, id, value }: Toggle): Promise<{ message?: string }> =>
      kind === 'country'
        ? api.setCountryActive(id, value)
        : kind === 'profile'
          ? api.setProfileEnabled(id, value)
          : api.setFeatureEnabled(id, value),
    onSuccess: (answer, toggle) => {
      const message = answer.message;
      const fallback =
        toggle.kind === 'country'
          ? translate(toggle.value ? 'kasuwa.countries.activated' : 'kasuwa.countries.deactivated')
          : translate('kasuwa.countries.saved');
      notify(message || fallback, { type: 'success' });
      // Keep the switch on its new value until the country is read again.
      return queryClient.invalidateQueries({ queryKey: ['countries'] });
    },
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : translate('kasuwa.countries.failure'), {
        type: 'error',
      }),
  });
}

/** The value a switch shows: the one being saved, else the record's. */
function shown(toggle: ReturnType<typeof useToggle>, kind: Toggle['kind'], id: Identifier, value: boolean): boolean {
  const pending = toggle.isPending ? toggle.variables : undefined;
  return pending && pending.kind === kind && pending.id === id ? pending.value : value;
}

function FeatureRow({
  role,
  feature,
  canManage,
  toggle,
}: {
  role: string;
  feature: Feature;
  canManage: boolean;
  toggle: ReturnType<typeof useToggle>;
}) {
  const translate = useTranslate();
  const checked = shown(toggle, 'feature', feature.id, feature.enabled);
  return (
    <TableRow hover>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.85rem' }}>{feature.permission}</TableCell>
      <TableCell sx={{ color: 'text.secondary' }}>{feature.description || '—'}</TableCell>
      <TableCell align="right">
        <Switch
          size="small"
          checked={checked}
          disabled={!canManage || toggle.isPending}
          onChange={(event) => toggle.mutate({ kind: 'feature', id: feature.id, value: event.target.checked })}
          slotProps={{
            input: {
              'aria-label': `${feature.permission}: ${translate('kasuwa.countries.enabled')}`,
              'data-testid': `feature-enabled-${role}-${feature.permission}`,
            } as React.InputHTMLAttributes<HTMLInputElement>,
          }}
        />
      </TableCell>
    </TableRow>
  );
}

function ProfilePanel({
  profile,
  canManage,
  toggle,
}: {
  profile: CountryProfile;
  canManage: boolean;
  toggle: ReturnType<typeof useToggle>;
}) {
  const translate = useTranslate();
  const features = profile.features ?? [];
  const enabledCount = features.filter((f) => f.enabled).length;
  return (
    // The heading holds only the button that opens the panel; the profile's switch sits beside it, not inside it
    // (a control inside the summary's button is nested-interactive, and screen readers cannot reach it).
    // A closed panel's feature table is not rendered: the page stays light with every role's profile on it.
    <Accordion
      disableGutters
      variant="outlined"
      data-testid={`profile-${profile.role}`}
      slots={{ heading: 'div' }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ flexGrow: 1, m: 0, font: 'inherit' }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', width: '100%', pr: 1 }}>
              <Typography component="span" sx={{ fontWeight: 600, minWidth: 200 }}>
                {translate(`kasuwa.roles.${profile.role}`, { _: profile.role })}
              </Typography>
              <Chip size="small" variant="outlined" label={`${enabledCount} / ${features.length}`} />
            </Box>
          </AccordionSummary>
        </Typography>
        <FormControlLabel
          sx={{ mx: 2 }}
          control={
            <Switch
              size="small"
              checked={shown(toggle, 'profile', profile.id, profile.enabled)}
              disabled={!canManage || toggle.isPending}
              onChange={(event) => toggle.mutate({ kind: 'profile', id: profile.id, value: event.target.checked })}
              slotProps={{
                input: {
                  'data-testid': `profile-enabled-${profile.role}`,
                } as React.InputHTMLAttributes<HTMLInputElement>,
              }}
            />
          }
          label={translate('kasuwa.countries.profileEnabled')}
        />
      </Box>
      <AccordionDetails sx={{ p: 0 }}>
        {features.length ? (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('kasuwa.countries.permission')}</TableCell>
                <TableCell>{translate('kasuwa.countries.description')}</TableCell>
                <TableCell align="right">{translate('kasuwa.countries.enabled')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {features.map((feature) => (
                <FeatureRow
                  key={feature.id}
                  role={profile.role}
                  feature={feature}
                  canManage={canManage}
                  toggle={toggle}
                />
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate('kasuwa.countries.noFeatures')}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

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
