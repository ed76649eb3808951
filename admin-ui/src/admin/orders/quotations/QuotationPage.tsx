import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Link, Title, TopToolbar, useRequireAccess, useTranslate } from 'react-admin';
import { serverMessage } from '../../api/errors';
import { usePriceFormat } from '../../catalogue/shared/price';
import { usePermissionCheck } from '../../permissions';
import { useConsoleApi } from '../../api/useConsoleApi';
import { TRADE_PERMISSIONS } from '../permissions';
import { TRADE_KEY, TRADE_LISTS } from '../resources';
import { QuotationStatusChip } from '../shared/StatusChips';
import { partyName, type Side } from '../types';
import { BuyerActions } from './BuyerActions';
import { QuotationThread } from './QuotationThread';
import { SellerAnswer } from './SellerAnswer';
import { useQuotationPaths } from './paths';

/** The query of one quotation (the thread), refreshed with every trade query. */
export const quotationKey = (id: string) => [TRADE_KEY, 'quotation', id];

/**
 * quotations/{id} (the seller) and quotations/asked/{id} (the buyer): the quotation and its thread (GET quotes/{id}),
 * with what the caller's side may do next.
 */
export function QuotationPage({ side }: { side: Side }) {
  const { id = '' } = useParams<{ id: string }>();
  const translate = useTranslate();
  const api = useConsoleApi();
  const price = usePriceFormat();
  const paths = useQuotationPaths();
  const { has } = usePermissionCheck();
  const access = useRequireAccess({
    resource: side === 'SELLER' ? TRADE_LISTS.receivedQuotations : TRADE_LISTS.askedQuotations,
    action: 'show',
  });
  const quotation = useQuery({
    queryKey: quotationKey(id),
    enabled: !access.isPending && !!id,
    retry: false,
    staleTime: 0,
    refetchOnMount: 'always',
    queryFn: ({ signal }) => api.quotation(id, signal),
  });
  const data = quotation.data;
  const otherSide = data ? (side === 'SELLER' ? data.requesterName : partyName(data.seller)) : '';
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={data?.productName ?? translate('kasuwa.trade.quotations.detailTitle')} />
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <Button
          component={Link}
          to={side === 'SELLER' ? paths.received : paths.asked}
          label="kasuwa.trade.quotations.backToList"
          data-testid="quotation-back"
        >
          <ArrowBackIcon />
        </Button>
      </TopToolbar>
      {access.isPending || quotation.isPending ? (
        <CircularProgress size={24} />
      ) : quotation.error || !data ? (
        <Alert severity="error" data-testid="quotation-error">
          {serverMessage(quotation.error, translate('kasuwa.trade.quotations.loadFailure'))}
        </Alert>
      ) : (
        <Card data-testid="quotation-detail" data-status={data.status} data-read={String(data.isRead)}>
          <CardContent>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="quotation-product-name">
                {data.productName}
              </Typography>
              <QuotationStatusChip status={data.status} />
            </Stack>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {translate(side === 'SELLER' ? 'kasuwa.trade.quotations.askedBy' : 'kasuwa.trade.quotations.askedOf', {
                name: otherSide,
                quantity: data.quantity,
              })}
            </Typography>
            <Stack direction="row" spacing={4} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {translate('kasuwa.trade.quotations.fields.price')}
                </Typography>
                <Typography sx={{ fontWeight: 700 }} data-testid="quotation-price">
                  {price(data.price)}
                </Typography>
              </Box>
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {translate('kasuwa.trade.quotations.fields.counterPrice')}
                </Typography>
                <Typography sx={{ fontWeight: 700 }} data-testid="quotation-counter-price">
                  {price(data.counterPrice)}
                </Typography>
              </Box>
            </Stack>
            <Divider sx={{ my: 2 }} />
            <QuotationThread quotation={data} side={side} />
            <Divider sx={{ my: 2 }} />
            {side === 'SELLER' ? (
              <>
                {data.status === 'ACCEPTED' && (
                  <Alert severity="success" sx={{ mb: 2 }} data-testid="quotation-accepted">
                    {translate('kasuwa.trade.quotations.acceptedBySeller')}{' '}
                    <Link to={paths.allOrders}>{translate('kasuwa.trade.quotations.seeOrders')}</Link>
                  </Alert>
                )}
                <SellerAnswer quotation={data} canAnswer={has(TRADE_PERMISSIONS.quotationsAnswer)} />
              </>
            ) : (
              <BuyerActions quotation={data} canAccept={has(TRADE_PERMISSIONS.ordersCreate)} />
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

export const SellerQuotationPage = () => <QuotationPage side="SELLER" />;
export const BuyerQuotationPage = () => <QuotationPage side="BUYER" />;
