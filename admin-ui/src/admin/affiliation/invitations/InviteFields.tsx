import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INVITATION_TYPES } from '../types';
import { useTypeLabel } from '../ui';
import { type Values } from './inviteValues';
import { PlaceSelect } from './PlaceSelect';
import { type Invitation } from './useInvitation';

/** The invitation's fields: name, e-mail or phone, store address, state and local area, type. */
export function InviteFields({ form: { values, errors, set, states, cities, cityLabel } }: { form: Invitation }) {
  const translate = useTranslate();
  const typeLabel = useTypeLabel();
  const text = (field: keyof Values, label: string, testId: string, extra: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      label={label}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={!!errors[field]}
      helperText={errors[field] || (extra.help as string | undefined) || ' '}
      data-testid={testId}
      slotProps={{ htmlInput: { name: field, ...(extra.input as object) } }}
    />
  );
  return (
    <>
      {text('fullName', translate('kasuwa.partners.invite.fullName'), 'invite-full-name')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('email', translate('kasuwa.partners.invite.email'), 'invite-email', {
          input: { type: 'email', autoComplete: 'off' },
        })}
        {text('phoneNumber', translate('kasuwa.partners.invite.phone'), 'invite-phone', {
          help: translate('kasuwa.partners.invite.phoneHelp'),
          input: { inputMode: 'numeric', autoComplete: 'off' },
        })}
      </Stack>
      {text('storeAddress', translate('kasuwa.partners.invite.storeAddress'), 'invite-address')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PlaceSelect
          label={translate('kasuwa.partners.invite.state')}
          value={values.stateId}
          places={states.data ?? []}
          emptyLabel={translate('kasuwa.partners.invite.chooseState')}
          error={errors.stateId}
          testId="invite-state"
          onChange={set('stateId')}
        />
        <PlaceSelect
          label={cityLabel}
          value={values.cityId}
          places={cities.data ?? []}
          emptyLabel={translate('kasuwa.partners.invite.chooseCity')}
          error={errors.cityId}
          disabled={!values.stateId}
          testId="invite-city"
          onChange={set('cityId')}
        />
      </Stack>
      <TextField
        select
        fullWidth
        label={translate('kasuwa.partners.invite.type')}
        value={values.type}
        onChange={(event) => set('type')(event.target.value)}
        error={!!errors.type}
        helperText={errors.type || ' '}
        data-testid="invite-type"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{translate('kasuwa.partners.invite.chooseType')}</option>
        {INVITATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {typeLabel(type)}
          </option>
        ))}
      </TextField>
    </>
  );
}
