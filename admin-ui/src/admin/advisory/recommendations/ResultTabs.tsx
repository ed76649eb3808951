import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, Tab, Tabs } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage, statusOf } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { ADVISORY_KEY } from '../api';
import { BasketTab } from './BasketTab';
import { t } from '../ui';
import { ResultTab } from './ResultTab';
import { SellersTab } from './SellersTab';
import { ArticlesTab } from './ArticlesTab';

export type Choice = { cropId: number; cityId: number };

/** The looked-up recommendation's tabs: the result, sellers near the place, the basket, and articles on the crop. */
export function ResultTabs({ choice }: { choice: Choice }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const [tab, setTab] = useState<'result' | 'sellers' | 'basket' | 'articles'>('result');
  const result = useQuery({
    queryKey: [ADVISORY_KEY, 'recommendation', choice.cropId, choice.cityId],
    queryFn: ({ signal }) => api.recommendationForCity(choice.cropId, choice.cityId, signal),
    retry: false,
  });
  const queryClient = useQueryClient();
  // Each lookup goes into the history: show it there.
  useEffect(() => {
    if (result.isSuccess) void queryClient.invalidateQueries({ queryKey: ['recommendation-history'] });
  }, [result.isSuccess, queryClient]);
  if (result.isPending) return <Loading />;
  if (result.isError) {
    return (
      <Alert severity={statusOf(result.error) === 404 ? 'info' : 'error'} data-testid="advisory-none" sx={{ mb: 2 }}>
        {serverMessage(result.error, translate(t('recommendation.failure')))}
      </Alert>
    );
  }
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="advisory-result">
      <Tabs value={tab} onChange={(_, value) => setTab(value)} aria-label={translate(t('recommendation.title'))}>
        <Tab value="result" label={translate(t('recommendation.tabs.result'))} data-testid="advisory-tab-result" />
        <Tab value="sellers" label={translate(t('recommendation.tabs.sellers'))} data-testid="advisory-tab-sellers" />
        <Tab value="basket" label={translate(t('recommendation.tabs.basket'))} data-testid="advisory-tab-basket" />
        <Tab
          value="articles"
          label={translate(t('recommendation.tabs.articles'))}
          data-testid="advisory-tab-articles"
        />
      </Tabs>
      <CardContent>
        {tab === 'result' && <ResultTab result={result.data} />}
        {tab === 'sellers' && <SellersTab cityId={choice.cityId} />}
        {tab === 'basket' && <BasketTab cityId={choice.cityId} recommendations={result.data.recommendations} />}
        {tab === 'articles' && <ArticlesTab cropId={choice.cropId} />}
      </CardContent>
    </Card>
  );
}
