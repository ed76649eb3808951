import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  FormControlLabel,
  Switch,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { FunctionField, useTranslate } from 'react-admin';
import { ConsoleDatagrid, LoadedList } from '../shared/ConsoleList';
import type { CountryProfile, Feature } from './types';
import { shown, type useToggle } from './countryToggles';

/** The switch of one feature of a profile. */
function FeatureSwitch({
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
  return (
    <Switch
      size="small"
      checked={shown(toggle, 'feature', feature.id, feature.enabled)}
      disabled={!canManage || toggle.isPending}
      onChange={(event) => toggle.mutate({ kind: 'feature', id: feature.id, value: event.target.checked })}
      slotProps={{
        input: {
          'aria-label': `${feature.permission}: ${translate('kasuwa.countries.enabled')}`,
          'data-testid': `feature-enabled-${role}-${feature.permission}`,
        } as React.InputHTMLAttributes<HTMLInputElement>,
      }}
    />
  );
}

/** A profile (role) of the country: its enable switch and its features' toggles. */
export function ProfilePanel({
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
        <LoadedList resource="country-features" data={features}>
          <ConsoleDatagrid
            empty={
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {translate('kasuwa.countries.noFeatures')}
              </Typography>
            }
          >
            <FunctionField<Feature>
              label="kasuwa.countries.permission"
              sx={{ fontFamily: 'monospace', fontSize: '0.85rem' }}
              render={(feature) => feature.permission}
            />
            <FunctionField<Feature>
              label="kasuwa.countries.description"
              sx={{ color: 'text.secondary' }}
              render={(feature) => feature.description || '—'}
            />
            <FunctionField<Feature>
              label="kasuwa.countries.enabled"
              textAlign="right"
              render={(feature) => (
                <FeatureSwitch role={profile.role} feature={feature} canManage={canManage} toggle={toggle} />
              )}
            />
          </ConsoleDatagrid>
        </LoadedList>
      </AccordionDetails>
    </Accordion>
  );
}
