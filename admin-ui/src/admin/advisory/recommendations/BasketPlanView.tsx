import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { FunctionField, Loading, TextField, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../api/errors';
import { useApiMutation } from '../../api/useApiMutation';
import { useConsoleApi } from '../../api/useConsoleApi';
import { newId } from '../../farmers/offline/queue';
import { ConsoleDatagrid, LoadedList } from '../../shared/ConsoleList';
import { ADVISORY_KEY, type BasketLine, type BasketQuotations, type BasketRequest } from '../api';
import { t } from '../ui';

type Line = BasketLine & { id: number };

/** The status of a line: what the budget covers of it, a partly covered one with its bags. */
function LineStatus({ line }: { line: Line }) {
  const translate = useTranslate();
  return (
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
  );
}

/** The basket asked: its lines, totals, and the button asking the sellers for quotations (once per plan shown). */
export function BasketPlanView({ asked }: { asked: BasketRequest & { recommendationId: number } }) {
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
  // The lines have no id of their own: their place in the plan is one.
  const lines = useMemo(() => plan.data?.lines.map((line, index) => ({ ...line, id: index })), [plan.data]);
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
  const offered = (text: (offer: NonNullable<BasketLine['offer']>) => unknown) => (line: Line) =>
    line.offer ? String(text(line.offer) ?? '—') : '—';
  return (
    <Stack spacing={2}>
      <Box sx={{ overflowX: 'auto' }}>
        <LoadedList resource="basket-lines" data={lines}>
          <ConsoleDatagrid
            empty=""
            rowTestId="basket-line"
            data-testid="basket-plan"
            aria-label={translate(t('basket.title'))}
          >
            <FunctionField
              label={t('fields.application')}
              render={(line: Line) => translate(t(`applications.${line.application}`))}
            />
            <TextField source="fertilizer" label={t('basket.fertilizer')} sortable={false} />
            <FunctionField label={t('basket.product')} render={offered((offer) => offer.productName)} />
            <FunctionField
              label={t('basket.seller')}
              render={offered(
                (offer) => `${offer.sellerName ?? '—'} (${translate(t('recommendation.km'), { km: offer.distance })})`,
              )}
            />
            <TextField source="bags" label={t('basket.bags')} textAlign="right" sortable={false} />
            <FunctionField label={t('basket.price')} textAlign="right" render={offered((offer) => offer.price)} />
            <TextField
              source="subtotal"
              label={t('basket.subtotal')}
              textAlign="right"
              emptyText="—"
              sortable={false}
            />
            <FunctionField label={t('basket.status')} render={(line: Line) => <LineStatus line={line} />} />
          </ConsoleDatagrid>
        </LoadedList>
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
