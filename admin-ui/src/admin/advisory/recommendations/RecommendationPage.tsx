import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Button, Card, CardContent, Grid } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Form, SelectInput, required, useBasename, useLocaleState, useTranslate } from 'react-admin';
import { useCities, useStates, useWorkingCountryId } from '../../api/reference';
import { PageHeading } from '../../farmers/ui';
import { usePermissionCheck } from '../../permissions';
import { t, useCrops, type Option } from '../ui';
import { ResultTabs, type Choice } from './ResultTabs';
import { RecommendationHistory } from './RecommendationHistory';

const mustBeChosen = required(t('recommendation.required'));

/** Crop, state and local area, each a react-admin select (the local areas of the state chosen). */
function ChoiceInputs() {
  const [locale] = useLocaleState();
  const { setValue } = useFormContext();
  const stateId = useWatch<{ stateId?: number | null }, 'stateId'>({ name: 'stateId' });
  const crops = useCrops();
  const states = useStates(useWorkingCountryId());
  const cities = useCities(stateId ?? null);
  const choices = (options: Option[] | undefined) =>
    (options ?? []).map((option) => ({
      id: option.id,
      name: locale === 'fr' && option.nameFr ? option.nameFr : option.name,
    }));
  const select = (name: 'cropId' | 'stateId' | 'cityId', label: string, options: Option[] | undefined) => (
    <SelectInput
      source={name}
      label={t(label)}
      choices={choices(options)}
      validate={mustBeChosen}
      emptyText=""
      fullWidth
      size="medium"
      inputProps={{ 'data-testid': `advisory-${name}` }}
      onChange={name === 'stateId' ? () => setValue('cityId', null) : undefined}
    />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>{select('cropId', 'fields.crop', crops.data)}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>{select('stateId', 'fields.state', states.data)}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {select(
          'cityId',
          'fields.city',
          (cities.data ?? []).filter((c) => c.listed !== false),
        )}
      </Grid>
    </Grid>
  );
}

/** The fertilizer recommendation screen: crop, state and local area (all required), the result, sellers and articles tabs, and the caller's history. */
export function RecommendationPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { has } = usePermissionCheck();
  const [choice, setChoice] = useState<Choice | null>(null);
  const submit = (values: Record<string, unknown>) =>
    setChoice({ cropId: Number(values.cropId), cityId: Number(values.cityId) });

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
      <PageHeading
        title={translate(t('recommendation.title'))}
        actions={
          has('fertilizer-recommendations:manage') ? (
            <Button
              component={RouterLink}
              to={`${basename}/advisory/fertilizer-recommendattions/create`}
              variant="outlined"
              data-testid="advisory-tables-link"
            >
              {translate(t('menu.createRecommendations'))}
            </Button>
          ) : undefined
        }
      />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Box aria-label={translate(t('recommendation.title'))} role="form">
            <Form onSubmit={submit} noValidate>
              <ChoiceInputs />
              <Button type="submit" variant="contained" data-testid="advisory-submit">
                {translate(t('recommendation.submit'))}
              </Button>
            </Form>
          </Box>
        </CardContent>
      </Card>
      {choice && <ResultTabs key={`${choice.cropId}-${choice.cityId}`} choice={choice} />}
      <RecommendationHistory />
    </Box>
  );
}
