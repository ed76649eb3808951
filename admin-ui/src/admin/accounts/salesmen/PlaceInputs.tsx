import { Stack, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useAreaLabel, useCitiesWithCurrent, useStates, useWorkingCountryId, type Place } from '../../api/reference';

const toId = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

function PlaceSelect({
  label,
  value,
  places,
  emptyLabel,
  error,
  disabled,
  testId,
  onChange,
}: {
  label: string;
  value: number | null;
  places: Place[];
  emptyLabel: string;
  error?: string;
  disabled?: boolean;
  testId: string;
  onChange: (id: number | null) => void;
}) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(toId(event.target.value))}
      disabled={disabled}
      error={!!error}
      helperText={error || ' '}
      data-testid={testId}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{emptyLabel}</option>
      {places.map((place) => (
        <option key={place.id} value={place.id}>
          {place.name}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The salesman's state (of the working country) and city (of that state). Choosing another
 * state clears the city, which must belong to it.
 */
export function PlaceInputs() {
  const translate = useTranslate();
  const state = useInput({ source: 'stateId' });
  const city = useInput({ source: 'cityId' });
  const stateId = toId(state.field.value);
  const states = useStates(useWorkingCountryId());
  const cities = useCitiesWithCurrent(stateId, toId(city.field.value));
  const cityLabel = useAreaLabel(cities, translate('kasuwa.fields.city'));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <PlaceSelect
        label={translate('kasuwa.fields.state')}
        value={stateId}
        places={states.data ?? []}
        emptyLabel={translate('kasuwa.salesmen.noState')}
        error={state.fieldState.error?.message}
        testId="salesman-state"
        onChange={(id) => {
          state.field.onChange(id);
          city.field.onChange(null);
        }}
      />
      <PlaceSelect
        label={cityLabel}
        value={toId(city.field.value)}
        places={cities}
        emptyLabel={translate('kasuwa.salesmen.noCity')}
        error={city.fieldState.error?.message}
        disabled={!stateId}
        testId="salesman-city"
        onChange={(id) => city.field.onChange(id)}
      />
    </Stack>
  );
}
