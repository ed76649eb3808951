import { useEffect, useState } from 'react';
import {
  Link,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Loading, useBasename, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage, statusOf } from '../api/errors';
import { useCities, useStates, useWorkingCountryId } from '../api/reference';
import { useConsoleApi } from '../api/useConsoleApi';
import { PageHeading } from '../farmers/ui';
import { usePermissionCheck } from '../permissions';
import { ADVISORY_KEY, type Recommendation, type RecommendationResult } from './api';
import { BasketTab } from './BasketTab';
import { SelectField, t, useCrops } from './ui';

type Choice = { cropId: number; cityId: number };

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
            <Button component={RouterLink} to={`${basename}/advisory/fertilizer-recommendattions/create`} variant="outlined" data-testid="advisory-tables-link">
              {translate(t('menu.createRecommendations'))}
            </Button>
          ) : undefined
        }
      />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Box component="form" noValidate aria-label={translate(t('recommendation.title'))} onSubmit={(event) => { event.preventDefault(); submit(); }}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <SelectField name="cropId" label={t('fields.crop')} required value={cropId} options={crops.data ?? []} onChange={setCropId} error={errors.cropId} />
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
                <SelectField name="cityId" label={t('fields.city')} required value={cityId} options={(cities.data ?? []).filter((c) => c.listed !== false)} onChange={setCityId} error={errors.cityId} />
              </Grid>
            </Grid>
            <Button type="submit" variant="contained" data-testid="advisory-submit">
              {translate(t('recommendation.submit'))}
            </Button>
          </Box>
        </CardContent>
      </Card>
      {choice && <ResultTabs key={`${choice.cropId}-${choice.cityId}`} choice={choice} />}
      <History />
    </Box>
  );
}

function ResultTabs({ choice }: { choice: Choice }) {
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
    if (result.isSuccess) void queryClient.invalidateQueries({ queryKey: [ADVISORY_KEY, 'history'] });
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
        <Tab value="articles" label={translate(t('recommendation.tabs.articles'))} data-testid="advisory-tab-articles" />
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

function ResultTab({ result }: { result: RecommendationResult }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" data-testid="advisory-result-kind">
        {translate(t(result.siteSpecific ? 'recommendation.siteSpecific' : 'recommendation.generic'))}
      </Typography>
      {result.disclaimer && (
        <Alert severity="warning" data-testid="advisory-disclaimer">
          {result.disclaimer}
        </Alert>
      )}
      {result.recommendations.map((recommendation) => (
        <RecommendationCard key={recommendation.id} recommendation={recommendation} />
      ))}
    </Stack>
  );
}

function RecommendationCard({ recommendation }: { recommendation: Recommendation }) {
  const translate = useTranslate();
  const figures = [
    ['planting', recommendation.planting],
    ['top1', recommendation.firstTopDressing],
    ['top2', recommendation.secondTopDressing],
    ['seasonTotal', recommendation.seasonTotal],
  ].filter(([, value]) => value !== null) as [string, number][];
  return (
    <Box data-testid="advisory-recommendation" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mb: 1 }}>
        {figures.map(([key, value]) => (
          <Typography key={key} variant="body1" data-testid={`advisory-bags-${key}`}>
            <strong>{value}</strong> {translate(t(`fields.${key}`))}
          </Typography>
        ))}
      </Stack>
      <Table size="small" aria-label={translate(t('recommendation.tabs.result'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(t('fields.application'))}</TableCell>
            <TableCell>{translate(t('fields.product'))}</TableCell>
            <TableCell align="right">{translate(t('fields.bags'))}</TableCell>
            <TableCell align="right">{translate(t('fields.kg'))}</TableCell>
            <TableCell>{translate(t('fields.timing'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {recommendation.applications.map((line, index) => (
            <TableRow key={index}>
              <TableCell>{translate(t(`applications.${line.application}`))}</TableCell>
              <TableCell>
                {line.product} {line.alternative && <Chip size="small" variant="outlined" label={translate(t('recommendation.alternative'))} />}
              </TableCell>
              <TableCell align="right">{line.bagsPerHa}</TableCell>
              <TableCell align="right">{line.kgPerHa}</TableCell>
              <TableCell>{line.timing}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {recommendation.region && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(t('recommendation.region'), { region: recommendation.region })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate(t('recommendation.source'), { source: recommendation.source })}
      </Typography>
    </Box>
  );
}

function SellersTab({ cityId }: { cityId: number }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const sellers = useQuery({ queryKey: [ADVISORY_KEY, 'sellers', cityId], queryFn: ({ signal }) => api.recommendationSellers(cityId, signal) });
  if (sellers.isPending) return <Loading />;
  if (sellers.isError) return <Alert severity="error">{serverMessage(sellers.error, translate(t('recommendation.failure')))}</Alert>;
  if (!sellers.data.length) return <Typography data-testid="advisory-no-sellers">{translate(t('recommendation.noSellers'))}</Typography>;
  return (
    <Table size="small" data-testid="advisory-sellers" aria-label={translate(t('recommendation.tabs.sellers'))}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(t('fields.product'))}</TableCell>
          <TableCell>{translate(t('fields.seller'))}</TableCell>
          <TableCell>{translate(t('fields.location'))}</TableCell>
          <TableCell align="right">{translate(t('fields.price'))}</TableCell>
          <TableCell align="right">{translate(t('fields.distance'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sellers.data.map((product) => (
          <TableRow key={product.id} data-testid="advisory-seller-row">
            <TableCell>{product.name}</TableCell>
            <TableCell>{product.sellerName ?? '—'}</TableCell>
            <TableCell>{product.location}</TableCell>
            <TableCell align="right">{product.price}</TableCell>
            <TableCell align="right">{translate(t('recommendation.km'), { km: product.distance })}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ArticlesTab({ cropId }: { cropId: number }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const articles = useQuery({ queryKey: [ADVISORY_KEY, 'articles', cropId], queryFn: ({ signal }) => api.recommendationArticles(cropId, signal) });
  if (articles.isPending) return <Loading />;
  if (articles.isError || !articles.data.length) return <Typography data-testid="advisory-no-articles">{translate(t('recommendation.noArticles'))}</Typography>;
  return (
    <Stack spacing={1}>
      {articles.data.map((article) => (
        <Box key={article.id}>
          <Typography variant="subtitle1">
            <Link href={`/contents/${encodeURIComponent(article.slug)}`} target="_blank" rel="noopener" data-testid="advisory-article">
              {article.title}
            </Link>
          </Typography>
          {article.summary && <Typography variant="body2">{article.summary}</Typography>}
        </Box>
      ))}
    </Stack>
  );
}

function History() {
  const translate = useTranslate();
  const api = useConsoleApi();
  const history = useQuery({ queryKey: [ADVISORY_KEY, 'history'], queryFn: ({ signal }) => api.recommendationHistory(0, 10, signal) });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate(t('recommendation.history'))}
        </Typography>
        {history.isPending ? (
          <Loading />
        ) : history.isError ? (
          <Alert severity="error">{serverMessage(history.error, translate(t('recommendation.historyFailure')))}</Alert>
        ) : !history.data.content.length ? (
          <Typography color="text.secondary">{translate(t('recommendation.noHistory'))}</Typography>
        ) : (
          <Table size="small" data-testid="advisory-history" aria-label={translate(t('recommendation.history'))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('fields.date'))}</TableCell>
                <TableCell>{translate(t('fields.crop'))}</TableCell>
                <TableCell>{translate(t('fields.state'))}</TableCell>
                <TableCell>{translate(t('fields.city'))}</TableCell>
                <TableCell>{translate(t('fields.status'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.content.map((entry) => (
                <TableRow key={entry.id} data-testid="advisory-history-row">
                  <TableCell>{new Date(entry.lookedUpAt).toLocaleString()}</TableCell>
                  <TableCell>{entry.crop?.name ?? '—'}</TableCell>
                  <TableCell>{entry.state?.name ?? '—'}</TableCell>
                  <TableCell>{entry.city?.name ?? '—'}</TableCell>
                  <TableCell>{translate(t(entry.siteSpecific ? 'recommendation.siteSpecificShort' : 'recommendation.genericShort'))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
