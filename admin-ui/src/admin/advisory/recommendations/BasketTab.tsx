import { useState } from 'react';
import { Button, Grid, Stack } from '@mui/material';
import { Form, SelectInput, TextInput, required, useTranslate, type Validator } from 'react-admin';
import { type BasketRequest, type Recommendation } from '../api';
import { t } from '../ui';
import { BasketPlanView } from './BasketPlanView';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
// The farm size as people type it: a comma or a point before the decimals.
const hectaresOf = (typed: unknown) => Number(String(typed ?? '').replace(',', '.'));
const farmSize: Validator = (value) => {
  const ha = hectaresOf(value);
  return !Number.isFinite(ha) || ha < 0.01 || ha > 10000 ? t('basket.hectaresInvalid') : undefined;
};
const mustBeChosen = required(t('recommendation.required'));
const hectaresRules = [required(t('basket.hectaresInvalid')), farmSize];
const amount: Validator = (value) =>
  typeof value === 'string' && value.trim() && !AMOUNT.test(value.trim()) ? t('basket.budgetInvalid') : undefined;
const inputOf = (testId: string) => ({
  fullWidth: true,
  size: 'medium' as const,
  inputProps: { inputMode: 'decimal' as const, 'data-testid': testId },
});

/**
 * The basket tab: from one of the recommendations and the farm size (and a budget), the bags of each application, the
 * in-stock product of the nearest seller at its live price, what the budget covers; then one click asks the sellers for
 * quotations (the plan id, made there, makes a retry safe).
 */
export function BasketTab({ cityId, recommendations }: { cityId: number; recommendations: Recommendation[] }) {
  const translate = useTranslate();
  const [asked, setAsked] = useState<(BasketRequest & { recommendationId: number }) | null>(null);
  const options = recommendations.map((r, index) => ({
    id: r.id,
    name: translate(t('basket.option'), {
      index: index + 1,
      products: [...new Set(r.applications.filter((a) => !a.alternative).map((a) => a.product))].join(' + '),
    }),
  }));
  const submit = (values: Record<string, unknown>) => {
    const budget = typeof values.budget === 'string' ? values.budget.trim() : '';
    setAsked({
      recommendationId: Number(values.recommendationId),
      cityId,
      hectares: Math.round(hectaresOf(values.hectares) * 100) / 100,
      ...(budget ? { budget } : {}),
    });
  };

  return (
    <Stack spacing={2} data-testid="advisory-basket">
      <Stack role="form" aria-label={translate(t('basket.title'))}>
        <Form onSubmit={submit} defaultValues={{ recommendationId: recommendations[0]?.id }} noValidate>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <SelectInput
                source="recommendationId"
                label={t('basket.recommendation')}
                choices={options}
                validate={mustBeChosen}
                translateChoice={false}
                fullWidth
                size="medium"
                inputProps={{ 'data-testid': 'advisory-recommendationId' }}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextInput
                source="hectares"
                label={t('basket.hectares')}
                validate={hectaresRules}
                {...inputOf('basket-hectares')}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextInput source="budget" label={t('basket.budget')} validate={amount} {...inputOf('basket-budget')} />
            </Grid>
          </Grid>
          <Button type="submit" variant="contained" data-testid="basket-submit">
            {translate(t('basket.submit'))}
          </Button>
        </Form>
      </Stack>
      {asked && <BasketPlanView key={JSON.stringify(asked)} asked={asked} />}
    </Stack>
  );
}
