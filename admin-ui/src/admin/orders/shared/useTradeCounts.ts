import { useQuery } from '@tanstack/react-query';
import { useConsoleApi } from '../../api/useConsoleApi';
import { TRADE_KEY } from '../resources';

const MINUTE = 60_000;

/** GET quotes/read/UNREAD/count: the quotations the seller has not read. */
export function useUnreadQuotationsCount(enabled = true) {
  const api = useConsoleApi();
  return useQuery({
    queryKey: [TRADE_KEY, 'count', 'quotations-unread'],
    enabled,
    staleTime: MINUTE,
    refetchInterval: 2 * MINUTE,
    queryFn: ({ signal }) => api.countUnreadQuotations(signal),
  });
}

/** GET product/request/PENDING/count: the orders waiting for the seller. */
export function usePendingOrdersCount(enabled = true) {
  const api = useConsoleApi();
  return useQuery({
    queryKey: [TRADE_KEY, 'count', 'orders-pending'],
    enabled,
    staleTime: MINUTE,
    refetchInterval: 2 * MINUTE,
    queryFn: ({ signal }) => api.countPendingOrders(signal),
  });
}
