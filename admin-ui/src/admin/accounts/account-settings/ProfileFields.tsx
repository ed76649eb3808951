import { Box, TextField } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, required, useTranslate, type Validator } from 'react-admin';
import { useAreaLabel, useCitiesWithCurrent, useStates } from '../../api/reference';
import { DIGITS, LETTERS } from './forms';
import { type Values } from './profileValues';

const mustBeRequired = required('kasuwa.validation.required');
// Spaces alone are no name (react-admin's required() lets them through).
const notBlank: Validator = (value) =>
  typeof value === 'string' && value !== '' && !value.trim() ? 'kasuwa.validation.required' : undefined;
const letters: Validator = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text && !LETTERS.test(text) ? 'kasuwa.validation.letters' : undefined;
};
const digits: Validator = (value) => (value && !DIGITS.test(String(value)) ? 'kasuwa.validation.digits' : undefined);
const nameRules = [mustBeRequired, notBlank, letters];

const inputOf = (name: string, htmlInput: Record<string, unknown> = {}) => ({
  size: 'medium' as const,
  inputProps: { 'data-testid': `profile-${name}`, ...htmlInput },
});

/** The profile's fields: names, e-mail (read-only), phone, company, address, state and local area. */
export function ProfileFields({
  email,
  countryId,
  requireWhereabouts,
}: {
  email: string;
  /** The country whose states and local areas are offered. */
  countryId: number | undefined;
  requireWhereabouts: boolean;
}) {
  const translate = useTranslate();
  const { setValue } = useFormContext<Values>();
  const [stateId, cityId] = useWatch<Values, ['stateId', 'cityId']>({ name: ['stateId', 'cityId'] });
  const states = useStates(countryId);
  const cities = useCitiesWithCurrent(stateId ?? null, cityId ?? null);
  const cityLabel = useAreaLabel(cities, translate('kasuwa.fields.city'));
  const whereabouts = requireWhereabouts ? [mustBeRequired, notBlank] : undefined;
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextInput
        source="firstname"
        label="kasuwa.fields.firstname"
        validate={nameRules}
        {...inputOf('firstname', { maxLength: 60 })}
      />
      <TextInput
        source="lastname"
        label="kasuwa.fields.lastname"
        validate={nameRules}
        {...inputOf('lastname', { maxLength: 60 })}
      />
      <TextField
        label={translate('kasuwa.fields.email')}
        value={email}
        helperText={translate('kasuwa.account.profile.emailHint')}
        sx={{ mb: 2 }}
        // Read-only rather than disabled: its hint stays readable (a disabled field's text is greyed below AA).
        slotProps={{ htmlInput: { 'data-testid': 'profile-email', readOnly: true } }}
      />
      <TextInput
        source="phone"
        label="kasuwa.fields.phone"
        validate={digits}
        {...inputOf('phone', { inputMode: 'numeric', maxLength: 15 })}
      />
      <TextInput
        source="company"
        label="kasuwa.fields.company"
        validate={whereabouts}
        {...inputOf('company', { maxLength: 120 })}
      />
      <TextInput
        source="address"
        label="kasuwa.fields.address"
        validate={whereabouts}
        {...inputOf('address', { maxLength: 300 })}
      />
      <SelectInput
        source="stateId"
        label="kasuwa.fields.state"
        choices={states.data ?? []}
        validate={requireWhereabouts ? mustBeRequired : undefined}
        emptyText={<em>{translate('kasuwa.account.profile.noState')}</em>}
        onChange={() => setValue('cityId', null)}
        {...inputOf('state')}
      />
      <SelectInput
        source="cityId"
        label={cityLabel}
        choices={cities}
        disabled={!stateId}
        validate={requireWhereabouts ? mustBeRequired : undefined}
        emptyText={<em>{translate('kasuwa.account.profile.noCity')}</em>}
        {...inputOf('city')}
      />
    </Box>
  );
}
