import type { ChangeEvent } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type FieldErrors } from './forms';
import { type Values } from './profileValues';

/** The profile's fields: names, e-mail (read-only), phone, company, address, state and local area. */
export function ProfileFields({
  values,
  errors,
  set,
  email,
  requireWhereabouts,
  states,
  cities,
  cityLabel,
}: {
  values: Values;
  errors: FieldErrors;
  set: (field: keyof Values) => (event: ChangeEvent<HTMLInputElement>) => void;
  email: string;
  requireWhereabouts: boolean;
  states: { id: number; name: string }[] | undefined;
  cities: { id: number; name: string }[];
  cityLabel: string;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label={translate('kasuwa.fields.firstname')}
        value={values.firstname}
        onChange={set('firstname')}
        error={!!errors.firstname}
        helperText={errors.firstname || ' '}
        required
        slotProps={{ htmlInput: { 'data-testid': 'profile-firstname', maxLength: 60 } }}
      />
      <TextField
        label={translate('kasuwa.fields.lastname')}
        value={values.lastname}
        onChange={set('lastname')}
        error={!!errors.lastname}
        helperText={errors.lastname || ' '}
        required
        slotProps={{ htmlInput: { 'data-testid': 'profile-lastname', maxLength: 60 } }}
      />
      <TextField
        label={translate('kasuwa.fields.email')}
        value={email}
        helperText={translate('kasuwa.account.profile.emailHint')}
        // Read-only rather than disabled: its hint stays readable (a disabled field's text is greyed below AA).
        slotProps={{ htmlInput: { 'data-testid': 'profile-email', readOnly: true } }}
      />
      <TextField
        label={translate('kasuwa.fields.phone')}
        value={values.phone}
        onChange={set('phone')}
        error={!!errors.phone}
        helperText={errors.phone || ' '}
        slotProps={{ htmlInput: { 'data-testid': 'profile-phone', inputMode: 'numeric', maxLength: 15 } }}
      />
      <TextField
        label={translate('kasuwa.fields.company')}
        value={values.company}
        onChange={set('company')}
        error={!!errors.company}
        helperText={errors.company || ' '}
        required={requireWhereabouts}
        slotProps={{ htmlInput: { 'data-testid': 'profile-company', maxLength: 120 } }}
      />
      <TextField
        label={translate('kasuwa.fields.address')}
        value={values.address}
        onChange={set('address')}
        error={!!errors.address}
        helperText={errors.address || ' '}
        required={requireWhereabouts}
        slotProps={{ htmlInput: { 'data-testid': 'profile-address', maxLength: 300 } }}
      />
      <TextField
        select
        label={translate('kasuwa.fields.state')}
        value={values.stateId}
        onChange={set('stateId')}
        error={!!errors.stateId}
        helperText={errors.stateId || ' '}
        required={requireWhereabouts}
        slotProps={{ htmlInput: { 'data-testid': 'profile-state' } }}
      >
        <MenuItem value="">
          <em>{translate('kasuwa.account.profile.noState')}</em>
        </MenuItem>
        {(states ?? []).map((state) => (
          <MenuItem key={state.id} value={String(state.id)}>
            {state.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={cityLabel}
        value={values.cityId}
        onChange={set('cityId')}
        disabled={!values.stateId}
        error={!!errors.cityId}
        helperText={errors.cityId || ' '}
        required={requireWhereabouts}
        slotProps={{ htmlInput: { 'data-testid': 'profile-city' } }}
      >
        <MenuItem value="">
          <em>{translate('kasuwa.account.profile.noCity')}</em>
        </MenuItem>
        {cities.map((city) => (
          <MenuItem key={city.id} value={String(city.id)}>
            {city.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
