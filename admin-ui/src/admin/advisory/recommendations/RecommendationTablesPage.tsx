import { useState } from 'react';
import { Box, Button, Card, CardContent, Grid, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldErrorMap } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { useCities, useStates, useWorkingCountryId } from '../../api/reference';
import { useConsoleApi } from '../../api/useConsoleApi';
import { PageHeading, RequirePermission } from '../../farmers/ui';
import type { RecommendationInput } from '../api';
import { SelectField, t, useCrops } from '../ui';
import { RecommendationImportForm } from './RecommendationImportForm';

const APPLICATIONS = [
  ['planting', 'plantingProduct', 'planting'],
  ['top1', 'top1Product', 'top1'],
  ['top2', 'top2Product', 'top2'],
] as const;

type Draft = Record<
  'region' | 'source' | 'planting' | 'plantingProduct' | 'top1' | 'top1Product' | 'top2' | 'top2Product',
  string
>;
const EMPTY: Draft = {
  region: '',
  source: '',
  planting: '',
  plantingProduct: '',
  top1: '',
  top1Product: '',
  top2: '',
  top2Product: '',
};

/** advisory/fertilizer-recommendattions/create: administrators create a recommendation (generic for a state, or site-specific) or import a table. */
export function RecommendationTablesPage() {
  const translate = useTranslate();
  return (
    <RequirePermission permission="fertilizer-recommendations:manage">
      <Box sx={{ px: { xs: 1, md: 2 }, pb: 4 }}>
        <PageHeading title={translate(t('tables.title'))} />
        <CreateForm />
        <RecommendationImportForm />
      </Box>
    </RequirePermission>
  );
}

function CreateForm() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const countryId = useWorkingCountryId();
  const crops = useCrops();
  const [cropId, setCropId] = useState<number | ''>('');
  const [stateId, setStateId] = useState<number | ''>('');
  const [cityId, setCityId] = useState<number | ''>('');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const states = useStates(countryId);
  const cities = useCities(stateId === '' ? null : stateId);
  const save = useApiMutation({
    mutationFn: (body: RecommendationInput) => api.createRecommendation(body),
    success: t('tables.created'),
    failure: t('tables.failure'),
    onSuccess: () => {
      setDraft(EMPTY);
      setErrors({});
    },
    onError: (error) => setErrors(fieldErrorMap(error)),
  });
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = () => {
    const found: Record<string, string> = {};
    if (cropId === '') found.cropId = t('recommendation.required');
    if (stateId === '') found.stateId = t('recommendation.required');
    if (!draft.source.trim()) found.source = t('recommendation.required');
    const applications = APPLICATIONS.filter(([bags]) => draft[bags].trim() !== '').map(
      ([bags, product, application]) => ({
        application,
        product: draft[product].trim(),
        bagsPerHa: Number(draft[bags]),
      }),
    );
    if (!applications.length) found.planting = t('tables.atLeastOne');
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate({
      cropId: cropId as number,
      stateId: stateId as number,
      cityId: cityId === '' ? undefined : cityId,
      region: draft.region.trim() || undefined,
      source: draft.source.trim(),
      applications,
    } as RecommendationInput);
  };

  const field = (key: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      label={translate(label)}
      value={draft[key]}
      onChange={set(key)}
      error={!!errors[key]}
      helperText={errors[key] ? translate(errors[key], { _: errors[key] }) : ' '}
      slotProps={{ htmlInput: { name: key, 'data-testid': `advisory-${key}` } }}
      {...props}
    />
  );

  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate(t('tables.createTitle'))}
        </Typography>
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
              allowEmpty
              value={cityId}
              options={(cities.data ?? []).filter((c) => c.listed !== false)}
              onChange={setCityId}
              error={errors.cityId}
              helper={translate(t('tables.cityHelp'))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>{field('region', t('fields.region'))}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{field('source', t('fields.source'), { required: true })}</Grid>
          {APPLICATIONS.map(([bags, product]) => (
            <Grid key={bags} size={{ xs: 12, md: 4 }}>
              {field(product, t(`fields.${product}`))}
              {field(bags, t(`fields.${bags}`), { type: 'number' })}
            </Grid>
          ))}
        </Grid>
        <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="advisory-create">
          {translate(t('tables.create'))}
        </Button>
      </CardContent>
    </Card>
  );
}
