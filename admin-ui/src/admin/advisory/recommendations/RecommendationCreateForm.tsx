import { useState } from 'react';
import { Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { Form, SelectInput, TextInput, useTranslate, type Validator } from 'react-admin';
import { fieldErrorsAfter } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import type { RecommendationInput } from '../api';
import { mustBeRequired, PlaceInputs } from '../PlaceInputs';
import { t, useChoices, useCrops } from '../ui';

/** Each application: the field of its bags per ha, of its product, and the application it names. */
const APPLICATIONS = [
  ['planting', 'plantingProduct', 'planting'],
  ['top1', 'top1Product', 'top1'],
  ['top2', 'top2Product', 'top2'],
] as const;

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
const atLeastOneApplication: Validator = (_value, values) =>
  APPLICATIONS.some(([bags]) => textOf(values[bags]) !== '') ? undefined : t('tables.atLeastOne');

/** A recommendation typed in: crop, state and optional local area, zone, source, and the bags and product of each application. */
export function RecommendationCreateForm() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const crops = useCrops();
  const choices = useChoices();
  // After a save, a new form keeps the crop and the place for the next recommendation of the same table.
  const [next, setNext] = useState<{ key: number; place: Record<string, unknown> }>({ key: 0, place: {} });
  const save = useApiMutation({
    mutationFn: (body: RecommendationInput) => api.createRecommendation(body),
    success: t('tables.created'),
    failure: t('tables.failure'),
  });
  const submit = async (values: Record<string, unknown>) => {
    const applications = APPLICATIONS.filter(([bags]) => textOf(values[bags]) !== '').map(
      ([bags, product, application]) => ({
        application,
        product: textOf(values[product]),
        bagsPerHa: Number(values[bags]),
      }),
    );
    return fieldErrorsAfter(async () => {
      await save.mutateAsync({
        cropId: Number(values.cropId),
        stateId: Number(values.stateId),
        cityId: values.cityId ? Number(values.cityId) : undefined,
        region: textOf(values.region) || undefined,
        source: textOf(values.source),
        applications,
      } as RecommendationInput);
      const { cropId, stateId, cityId } = values;
      setNext(({ key }) => ({ key: key + 1, place: { cropId, stateId, cityId } }));
    });
  };
  const field = (key: string, props: Record<string, unknown> = {}) => (
    <TextInput
      source={key}
      label={t(`fields.${key}`)}
      size="medium"
      inputProps={{ name: key, 'data-testid': `advisory-${key}` }}
      {...props}
    />
  );

  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate(t('tables.createTitle'))}
        </Typography>
        <Form key={next.key} record={next.place} onSubmit={submit} noValidate>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectInput
                source="cropId"
                label={t('fields.crop')}
                choices={choices(crops.data)}
                validate={mustBeRequired}
                size="medium"
                inputProps={{ 'data-testid': 'advisory-cropId' }}
              />
            </Grid>
            <PlaceInputs
              testIds={{ state: 'advisory-stateId', city: 'advisory-cityId' }}
              size={{ xs: 12, md: 4 }}
              cityHelp={t('tables.cityHelp')}
            />
            <Grid size={{ xs: 12, md: 6 }}>{field('region')}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>{field('source', { validate: mustBeRequired })}</Grid>
            {APPLICATIONS.map(([bags, product]) => (
              <Grid key={bags} size={{ xs: 12, md: 4 }}>
                {field(product)}
                {field(bags, { type: 'number', validate: bags === 'planting' ? atLeastOneApplication : undefined })}
              </Grid>
            ))}
          </Grid>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="advisory-create">
            {translate(t('tables.create'))}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
