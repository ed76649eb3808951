import { useState } from 'react';
import { Box, Button, Card, CardContent, Grid } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { useCities, useStates, useWorkingCountryId } from '../../api/reference';
import { PageHeading } from '../../farmers/ui';
import { usePermissionCheck } from '../../permissions';
import { SelectField, t, useCrops } from '../ui';
import { ResultTabs, type Choice } from './ResultTabs';
import { RecommendationHistory } from './RecommendationHistory';

/** The fertilizer recommendation screen: crop, state and local area (all required), the result, sellers and articles tabs, and the caller's history. */
export function RecommendationPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { has } = usePermissionCheck();
  const countryId = useWorkingCountryId();
  const crops = useCrops();
  const [cropId, setCropId] = useState<number | ''>('');
  const [stateId, setStateId] = useState<number | ''>('');
  const [cityId, setCityId] = useState<number | ''>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [choice, setChoice] = useState<Choice | null>(null);
  const states = useStates(countryId);
  const cities = useCities(stateId === '' ? null : stateId);

  const submit = () => {
    const found: Record<string, string> = {};
    if (cropId === '') found.cropId = t('recommendation.required');
    if (stateId === '') found.stateId = t('recommendation.required');
    if (cityId === '') found.cityId = t('recommendation.required');
    setErrors(found);
    if (Object.keys(found).length === 0) setChoice({ cropId: cropId as number, cityId: cityId as number });
  };

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
          <Box
            component="form"
            noValidate
            aria-label={translate(t('recommendation.title'))}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <SelectField
                  name="cropId"
                  label={t('fields.crop')}
                  required
                  value={cropId}
                  options={crops.data ?? []}
                  onChange={setCropId}
                  error={errors.cropId}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <SelectField
                  name="stateId"
                  label={t('fields.state')}
                  required
                  value={stateId}
                  options={states.data ?? []}
                  onChange={(value) => {
                    setStateId(value);
                    setCityId('');
                  }}
                  error={errors.stateId}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <SelectField
                  name="cityId"
                  label={t('fields.city')}
                  required
                  value={cityId}
                  options={(cities.data ?? []).filter((c) => c.listed !== false)}
                  onChange={setCityId}
                  error={errors.cityId}
                />
              </Grid>
            </Grid>
            <Button type="submit" variant="contained" data-testid="advisory-submit">
              {translate(t('recommendation.submit'))}
            </Button>
          </Box>
        </CardContent>
      </Card>
      {choice && <ResultTabs key={`${choice.cropId}-${choice.cityId}`} choice={choice} />}
      <RecommendationHistory />
    </Box>
  );
}
