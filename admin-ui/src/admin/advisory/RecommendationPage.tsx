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
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Loading, useBasename, useLocale, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage, statusOf } from '../api/errors';
import { useCities, useStates, useWorkingCountryId } from '../api/reference';
import { useConsoleApi } from '../api/useConsoleApi';
import { PageHeading } from '../farmers/ui';
import { usePermissionCheck } from '../permissions';
import { ADVISORY_KEY, type Recommendation, type RecommendationResult } from './api';
import { BasketTab } from './BasketTab';
import { SelectField, t, useCrops } from './ui';
import { useFormat } from '../shared/format';

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
            <Button
              component={RouterLink}
              to={`${basename}/advisory/fertilizer-recommendattions/create`}
              variant="outlined"
              data-testid="advisory-tables-link"
            >
              {translate(t('menu.createRecommendations'))}
            </Button>
          ) : undefined
        }
      />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Box
            component="form"
            noValidate
            aria-label={translate(t('recommendation.title'))}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
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
                  required
                  value={cityId}
                  options={(cities.data ?? []).filter((c) => c.listed !== false)}
                  onChange={setCityId}
                  error={errors.cityId}
                />
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

/** A farm size as people type it ("2", "0,5", " 1.25 ha"): hectares, or null when it is not one. */
export function hectaresOf(typed: string): number | null {
  const cleaned = typed
    .trim()
    .replace(/\s*ha$/i, '')
    .replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 && value <= 10_000 ? value : null;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The result: one recommendation first (the API puts the most specific source for the place first), its rates in
 * bags and kg per hectare and for the farm's size, when to apply each product and its source in plain words; the
 * other sourced options below it, each named by what differs.
 */
function ResultTab({ result }: { result: RecommendationResult }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('1');
  const hectares = hectaresOf(typed);
  const [first, ...others] = result.recommendations;
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
      <TextField
        label={translate(t('recommendation.farmSize'))}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={hectares === null}
        helperText={hectares === null ? translate(t('recommendation.farmSizeInvalid')) : ' '}
        size="small"
        sx={{ maxWidth: 280 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'advisory-farm-size' } }}
      />
      {first && (
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate(t('recommendation.recommended'))}
          </Typography>
          <RecommendationCard recommendation={first} hectares={hectares} testId="advisory-recommended" />
        </Box>
      )}
      {others.length > 0 && (
        <Box>
          <Typography variant="h6" component="h2">
            {translate(t('recommendation.otherOptions'))}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(t('recommendation.otherOptionsHelp'))}
          </Typography>
          <Stack spacing={2}>
            {others.map((recommendation) => (
              <RecommendationCard
                key={recommendation.id}
                recommendation={recommendation}
                hectares={hectares}
                testId="advisory-option"
              />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

function RecommendationCard({
  recommendation,
  hectares,
  testId,
}: {
  recommendation: Recommendation;
  hectares: number | null;
  testId: string;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const french = locale === 'fr';
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return (
    <Box
      data-testid={testId}
      sx={{
        border: 1,
        borderColor: testId === 'advisory-recommended' ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Typography
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, mb: 1 }}
        data-testid="advisory-option-label"
      >
        {french ? recommendation.optionLabelFr : recommendation.optionLabel}
      </Typography>
      <Table size="small" aria-label={french ? recommendation.optionLabelFr : recommendation.optionLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(t('fields.application'))}</TableCell>
            <TableCell>{translate(t('fields.product'))}</TableCell>
            <TableCell align="right">{translate(t('fields.bags'))}</TableCell>
            <TableCell align="right">{translate(t('fields.kg'))}</TableCell>
            <TableCell align="right">
              {hectares === null ? '—' : translate(t('recommendation.forFarm'), { hectares: number(hectares) })}
            </TableCell>
            <TableCell>{translate(t('fields.timing'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {recommendation.applications.map((line, index) => {
            const when = french ? line.whenFr : line.when;
            return (
              <TableRow key={index} data-testid="advisory-line">
                <TableCell>{translate(t(`applications.${line.application}`))}</TableCell>
                <TableCell>
                  {line.alternative && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={translate(t('recommendation.alternativeOf'))}
                      sx={{ mr: 1 }}
                    />
                  )}
                  {french ? line.productNameFr : line.productName}
                </TableCell>
                <TableCell align="right">{number(line.bagsPerHa)}</TableCell>
                <TableCell align="right">{number(line.kgPerHa)}</TableCell>
                <TableCell align="right" data-testid="advisory-line-farm">
                  {hectares === null
                    ? '—'
                    : translate(t('recommendation.forFarmValue'), {
                        bags: number(round(line.bagsPerHa * hectares, 2)),
                        kg: number(round(line.kgPerHa * hectares, 1)),
                      })}
                </TableCell>
                <TableCell data-testid="advisory-line-when">
                  {when ?? (
                    <Typography variant="body2" component="span" color="text.secondary">
                      {translate(t('recommendation.whenNotGiven'))}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="advisory-source">
        {translate(t('recommendation.source'), {
          source: french ? recommendation.sourceNameFr : recommendation.sourceName,
        })}
      </Typography>
    </Box>
  );
}

function SellersTab({ cityId }: { cityId: number }) {
  const translate = useTranslate();
  const api = useConsoleApi();
  const sellers = useQuery({
    queryKey: [ADVISORY_KEY, 'sellers', cityId],
    queryFn: ({ signal }) => api.recommendationSellers(cityId, signal),
  });
  if (sellers.isPending) return <Loading />;
  if (sellers.isError)
    return <Alert severity="error">{serverMessage(sellers.error, translate(t('recommendation.failure')))}</Alert>;
  if (!sellers.data.length)
    return <Typography data-testid="advisory-no-sellers">{translate(t('recommendation.noSellers'))}</Typography>;
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
  const articles = useQuery({
    queryKey: [ADVISORY_KEY, 'articles', cropId],
    queryFn: ({ signal }) => api.recommendationArticles(cropId, signal),
  });
  if (articles.isPending) return <Loading />;
  if (articles.isError || !articles.data.length)
    return <Typography data-testid="advisory-no-articles">{translate(t('recommendation.noArticles'))}</Typography>;
  return (
    <Stack spacing={1}>
      {articles.data.map((article) => (
        <Box key={article.id}>
          <Typography variant="subtitle1">
            <Link
              href={`/contents/${encodeURIComponent(article.slug)}`}
              target="_blank"
              rel="noopener"
              data-testid="advisory-article"
            >
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
  const format = useFormat();
  const api = useConsoleApi();
  const history = useQuery({
    queryKey: [ADVISORY_KEY, 'history'],
    queryFn: ({ signal }) => api.recommendationHistory(0, 10, signal),
  });
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
                  <TableCell>{format.dateTime(entry.lookedUpAt)}</TableCell>
                  <TableCell>{entry.crop?.name ?? '—'}</TableCell>
                  <TableCell>{entry.state?.name ?? '—'}</TableCell>
                  <TableCell>{entry.city?.name ?? '—'}</TableCell>
                  <TableCell>
                    {translate(
                      t(entry.siteSpecific ? 'recommendation.siteSpecificShort' : 'recommendation.genericShort'),
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
