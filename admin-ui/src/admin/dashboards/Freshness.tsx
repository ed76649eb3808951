/**
 * "As of <time>" above a dashboard's figures, and "Catching up…" while the aggregation is behind the log
 * (GET dashboard/freshness, or the freshness of other figures: `read`). While it catches up it asks again every few
 * seconds; once caught up, the screen's figures (the queries under `figuresKey`) are read again, so that a figure never
 * stays behind without saying so.
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Chip, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConsoleApi } from '../api/useConsoleApi';
import { useFormat } from '../shared/format';
import { DASHBOARDS_KEY, t } from './widgets';

export const CATCHING_UP_POLL_MS = 4000;
const CAUGHT_UP_POLL_MS = 60_000;

interface FreshnessReading {
  asOf: string | null;
  catchingUp: boolean;
}

export function Freshness({
  figuresKey = DASHBOARDS_KEY,
  read,
  lists = [],
}: {
  figuresKey?: string;
  read?: (signal?: AbortSignal) => Promise<FreshnessReading>;
  /** The react-admin lists of the screen (their resources), read again with the figures. */
  lists?: string[];
} = {}) {
  const api = useConsoleApi();
  const translate = useTranslate();
  const format = useFormat();
  const queryClient = useQueryClient();
  const freshness = useQuery({
    queryKey: [figuresKey, 'freshness'],
    queryFn: ({ signal }) => (read ?? api.dashboardFreshness)(signal),
    refetchInterval: (query) => (query.state.data?.catchingUp ? CATCHING_UP_POLL_MS : CAUGHT_UP_POLL_MS),
  });
  const data = freshness.data;
  const wasCatchingUp = useRef(false);
  const shownAsOf = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!data) return;
    // Caught up, or further on while catching up: the figures on the screen are older than the ones kept now.
    const moved = shownAsOf.current !== undefined && shownAsOf.current !== data.asOf;
    if ((wasCatchingUp.current && !data.catchingUp) || moved) {
      void queryClient.invalidateQueries({
        queryKey: [figuresKey],
        predicate: (query) => query.queryKey[1] !== 'freshness',
      });
      for (const resource of lists) void queryClient.invalidateQueries({ queryKey: [resource] });
    }
    wasCatchingUp.current = data.catchingUp;
    shownAsOf.current = data.asOf;
  }, [data, queryClient, figuresKey, lists]);
  if (!data) return null;
  return (
    <Box
      data-testid="dashboard-freshness"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      role="status"
      aria-live="polite"
    >
      <Typography variant="body2" color="text.secondary" data-testid="dashboard-as-of">
        {data.asOf
          ? translate(t('freshness.asOf'), { time: format.dateTime(data.asOf, { seconds: true }) })
          : translate(t('freshness.nothingYet'))}
      </Typography>
      {data.catchingUp && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          data-testid="dashboard-catching-up"
          icon={<CircularProgress size={12} color="inherit" />}
          label={translate(t('freshness.catchingUp'))}
          title={translate(t('freshness.catchingUpHint'))}
        />
      )}
    </Box>
  );
}
