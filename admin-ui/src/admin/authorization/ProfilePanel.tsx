import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
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
import { useTranslate } from 'react-admin';
import type { CountryProfile, Feature } from './types';
import { shown, type useToggle } from './countryToggles';

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
