import { Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { useAreaLabel, useCities, useStates, useWorkingCountryId } from '../../api/reference';
import { INVITATION_TYPES } from '../types';
import { useTypeLabel } from '../ui';
import { emailRule, fullNameRule, mustBeGiven, phoneRule, type Values } from './inviteValues';
import { NativeSelectInput } from './NativeSelectInput';

const T = 'kasuwa.partners.invite';

/** The invitation's fields: name, e-mail or phone, store address, state and local area, type. */
export function InviteFields() {
  const translate = useTranslate();
  const typeLabel = useTypeLabel();
  const { setValue, trigger, getFieldState } = useFormContext<Values>();
  const stateId = useWatch<Values, 'stateId'>({ name: 'stateId' });
  const states = useStates(useWorkingCountryId());
  const cities = useCities(stateId ? Number(stateId) : null);
  const cityLabel = useAreaLabel(cities.data, translate(`${T}.city`));
  // Either contact will do: a phone typed answers the e-mail's "give one or the other".
  const checkEmailAgain = () => {
    if (getFieldState('email').invalid) void trigger('email');
  };
  return (
    <>
      <TextInput
        source="fullName"
        label={`${T}.fullName`}
        validate={fullNameRule}
        fullWidth
        data-testid="invite-full-name"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          source="email"
          label={`${T}.email`}
          validate={emailRule}
          fullWidth
          inputProps={{ type: 'email', autoComplete: 'off' }}
          data-testid="invite-email"
        />
        <TextInput
          source="phoneNumber"
          label={`${T}.phone`}
          helperText={`${T}.phoneHelp`}
          validate={phoneRule}
          onChange={checkEmailAgain}
          fullWidth
          inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
          data-testid="invite-phone"
        />
      </Stack>
      <TextInput
        source="storeAddress"
        label={`${T}.storeAddress`}
        validate={mustBeGiven}
        fullWidth
        data-testid="invite-address"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NativeSelectInput
          source="stateId"
          label={translate(`${T}.state`)}
          choices={states.data ?? []}
          emptyText={translate(`${T}.chooseState`)}
          validate={mustBeGiven}
          onChange={() => setValue('cityId', '')}
          testId="invite-state"
        />
        <NativeSelectInput
          source="cityId"
          label={cityLabel}
          choices={cities.data ?? []}
          emptyText={translate(`${T}.chooseCity`)}
          validate={mustBeGiven}
          disabled={!stateId}
          testId="invite-city"
        />
      </Stack>
      <NativeSelectInput
        source="type"
        label={translate(`${T}.type`)}
        choices={INVITATION_TYPES.map((type) => ({ id: type, name: typeLabel(type) }))}
        emptyText={translate(`${T}.chooseType`)}
        validate={mustBeGiven}
        testId="invite-type"
      />
    </>
  );
}
