import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, required } from 'react-admin';
import { useCities, useStates, useWorkingCountryId } from '../api/reference';
import { t, useChoices } from './ui';

export const mustBeRequired = required(t('recommendation.required'));

/** A state of the working country (required) and, optionally, one of its listed local areas: another state empties the area. */
export function PlaceInputs({
  testIds,
  size,
  cityHelp,
}: {
  testIds: { state: string; city: string };
  size: { xs: number; sm?: number; md?: number };
  cityHelp?: ReactNode;
}) {
  const { setValue } = useFormContext();
  const stateId = useWatch<{ stateId?: number | null }, 'stateId'>({ name: 'stateId' });
  const states = useStates(useWorkingCountryId());
  const cities = useCities(stateId ?? null);
  const choices = useChoices();
  return (
    <>
      <Grid size={size}>
        <SelectInput
          source="stateId"
          label={t('fields.state')}
          choices={choices(states.data)}
          validate={mustBeRequired}
          size="medium"
          inputProps={{ 'data-testid': testIds.state }}
          onChange={() => setValue('cityId', null)}
        />
      </Grid>
      <Grid size={size}>
        <SelectInput
          source="cityId"
          label={t('fields.city')}
          choices={choices((cities.data ?? []).filter((c) => c.listed !== false))}
          emptyText="—"
          size="medium"
          helperText={cityHelp}
          inputProps={{ 'data-testid': testIds.city }}
        />
      </Grid>
    </>
  );
}
