import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import { newId } from '../../farmers/offline/queue';
import { ADVISORY_KEY, type BasketQuotations, type BasketRequest, type Recommendation } from '../api';
import { SelectField, t } from '../ui';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The basket tab: from one of the recommendations and the farm size (and a budget), the bags of each application, the
 * in-stock product of the nearest seller at its live price, what the budget covers; then one click asks the sellers for
 * quotations (the plan id, made here, makes a retry safe).
 */
export function BasketTab({ cityId, recommendations }: { cityId: number; recommendations: Recommendation[] }) {
  const translate = useTranslate();
  const [recommendationId, setRecommendationId] = useState<number | ''>(recommendations[0]?.id ?? '');
  const [hectares, setHectares] = useState('');
  const [budget, setBudget] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asked, setAsked] = useState<(BasketRequest & { recommendationId: number }) | null>(null);
  const options = recommendations.map((r, index) => ({
    id: r.id,
    name: translate(t('basket.option'), {
      index: index + 1,
      products: [...new Set(r.applications.filter((a) => !a.alternative).map((a) => a.product))].join(' + '),
    }),
  }));

  const submit = () => {
    const found: Record<string, string> = {};
    const ha = Number(hectares.replace(',', '.'));
    if (recommendationId === '') found.recommendationId = t('recommendation.required');
    if (!hectares.trim() || !Number.isFinite(ha) || ha < 0.01 || ha > 10000)
      found.hectares = t('basket.hectaresInvalid');
    if (budget.trim() && !AMOUNT.test(budget.trim())) found.budget = t('basket.budgetInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    setAsked({
      recommendationId: recommendationId as number,
      cityId,
      hectares: Math.round(ha * 100) / 100,
      ...(budget.trim() ? { budget: budget.trim() } : {}),
    });
  };

  return (
    <Stack spacing={2} data-testid="advisory-basket">
      <Box
        component="form"
        noValidate
        aria-label={translate(t('basket.title'))}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SelectField
              name="recommendationId"
              label={t('basket.recommendation')}
              required
              value={recommendationId}
              options={options}
              onChange={setRecommendationId}
              error={errors.recommendationId}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField
              fullWidth
              required
              label={translate(t('basket.hectares'))}
              value={hectares}
              onChange={(event) => setHectares(event.target.value)}
              error={!!errors.hectares}
              helperText={errors.hectares ? translate(errors.hectares) : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'basket-hectares' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField
              fullWidth
              label={translate(t('basket.budget'))}
              value={budget}
              onChange={(event) => setBudget(event.target.value)}
              error={!!errors.budget}
              helperText={errors.budget ? translate(errors.budget) : ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'basket-budget' } }}
            />
          </Grid>
        </Grid>
        <Button type="submit" variant="contained" data-testid="basket-submit">
          {translate(t('basket.submit'))}
        </Button>
      </Box>
      {asked && <BasketPlanView key={JSON.stringify(asked)} asked={asked} />}
    </Stack>
  );
}

function BasketPlanView({ asked }: { asked: BasketRequest & { recommendationId: number } }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const { recommendationId, ...basket } = asked;
  // One plan id per plan shown: pressing the button again (or a retry) asks no seller twice.
  const planId = useMemo(() => newId(), []);
  const [quotations, setQuotations] = useState<BasketQuotations | null>(null);
  const plan = useQuery({
    queryKey: [ADVISORY_KEY, 'basket', recommendationId, basket],
    queryFn: ({ signal }) => api.basketPlan(recommendationId, basket, signal),
    retry: false,
  });
  const request = useApiMutation({
    mutationFn: () => api.requestBasketQuotations(recommendationId, planId, basket),
    success: t('basket.requested'),
    failure: t('basket.requestFailure'),
    onSuccess: (answer) => setQuotations(answer.data),
  });
  if (plan.isPending) return <Loading />;
  if (plan.isError) return <Alert severity="error">{serverMessage(plan.error, translate(t('basket.failure')))}</Alert>;
  const data = plan.data;
  const buyable = data.lines.some(
    (l) => l.offer && l.bagsCovered > 0 && ['PLANNED', 'COVERED', 'PARTIAL'].includes(l.status),
  );
  return (
    <Stack spacing={2}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="basket-plan" aria-label={translate(t('basket.title'))}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(t('fields.application'))}</TableCell>
              <TableCell>{translate(t('basket.fertilizer'))}</TableCell>
              <TableCell>{translate(t('basket.product'))}</TableCell>
              <TableCell>{translate(t('basket.seller'))}</TableCell>
              <TableCell align="right">{translate(t('basket.bags'))}</TableCell>
              <TableCell align="right">{translate(t('basket.price'))}</TableCell>
              <TableCell align="right">{translate(t('basket.subtotal'))}</TableCell>
              <TableCell>{translate(t('basket.status'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.lines.map((line, index) => (
              <TableRow key={index} data-testid="basket-line">
                <TableCell>{translate(t(`applications.${line.application}`))}</TableCell>
                <TableCell>{line.fertilizer}</TableCell>
                <TableCell>{line.offer?.productName ?? '—'}</TableCell>
                <TableCell>
                  {line.offer
                    ? `${line.offer.sellerName ?? '—'} (${translate(t('recommendation.km'), { km: line.offer.distance })})`
                    : '—'}
                </TableCell>
                <TableCell align="right">{line.bags}</TableCell>
                <TableCell align="right">{line.offer?.price ?? '—'}</TableCell>
                <TableCell align="right">{line.subtotal ?? '—'}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    sx={{ fontWeight: line.status === 'COVERED' || line.status === 'PLANNED' ? 600 : 400 }}
                    data-testid="basket-status"
                    label={
                      line.status === 'PARTIAL'
                        ? `${translate(t('basket.statuses.PARTIAL'))}: ${translate(t('basket.partial'), { bags: line.bagsCovered, all: line.bags })}`
                        : translate(t(`basket.statuses.${line.status}`))
                    }
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} data-testid="basket-totals">
        <Typography>{translate(t('basket.total'), { total: data.total })}</Typography>
        <Typography>{translate(t('basket.toBuy'), { toBuy: data.toBuy })}</Typography>
        {data.remaining !== null && (
          <Typography>{translate(t('basket.remaining'), { remaining: data.remaining })}</Typography>
        )}
      </Stack>
      <Box>
        <Button
          variant="contained"
          color="primary"
          disabled={!buyable || request.isPending}
          onClick={() => request.mutate()}
          data-testid="basket-request"
        >
          {translate(t('basket.request'))}
        </Button>
      </Box>
      {quotations && (
        <Box data-testid="basket-quotations">
          <Typography variant="h6" component="h3">
            {translate(t('basket.quotations'))}
          </Typography>
          <List dense>
            {quotations.quotations.map((q) => (
              <ListItem key={q.quotationId} data-testid="basket-quotation">
                <ListItemText
                  primary={`${q.productName} — ${q.sellerName ?? '—'}`}
                  secondary={translate(t('basket.quotationBags'), { bags: q.bags })}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Stack>
  );
}
