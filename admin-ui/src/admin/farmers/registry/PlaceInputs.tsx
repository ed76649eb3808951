import { Grid } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from 'react-admin';
import { useCities, useStates } from '../../api/reference';
import { useAreaLabel } from './areas';

/** State, then the state's LGAs (named as the country names them); another state clears the LGA. */
export function PlaceInputs({ countryId }: { countryId: number | undefined }) {
  const stateId = useWatch({ name: 'stateId' });
  const { setValue } = useFormContext();
  const states = useStates(countryId);
  const cities = useCities(stateId ? Number(stateId) : null);
  const cityLabel = useAreaLabel(cities.data, 'kasuwa.farmers.fields.city');
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="stateId"
          label="kasuwa.farmers.fields.state"
          choices={states.data ?? []}
          fullWidth
          onChange={() => setValue('cityId', '')}
          data-testid="farmer-state"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="cityId"
          label={cityLabel}
          choices={cities.data ?? []}
          disabled={!stateId}
          fullWidth
          data-testid="farmer-city"
        />
      </Grid>
    </>
  );
}
