import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Box,
  Button,
  Container,
  Drawer,
  IconButton,
  LinearProgress,
  Pagination,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import CloseIcon from '@mui/icons-material/Close';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { usePreferences } from '../../shared/usePreferences';
import { useT } from '../useT';
import { FilterPanel } from './FilterPanel';
import { NO_FILTER, filterQuery, searchQuery, type FilterSelection } from './filterSelection';
import { ProductCard } from './ProductCard';
import { useRemote } from './useRemote';
import { usePageMeta } from '../usePageMeta';
import { RetryAlert } from '../LoadStates';

/** The filters go into a drawer at this width and below. */
export const MOBILE_QUERY = '(max-width:768px)';

const scrollToTop = () => {
  window.scrollTo({ top: 0, behavior: 'smooth' });
};

/**
 * /products and /products?query=…: with a query, GET products/search; otherwise GET products with the
 * filters ticked in the panel. Filtering drops the query (the search has no filters).
 */
export function ProductsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { country } = usePreferences();
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim().toLowerCase();
  usePageMeta(query ? t('products.resultsFor', { query }) : t('products.title'), t('products.description'));
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [selection, setSelection] = useState<FilterSelection>(NO_FILTER);
  const [page, setPage] = useState(0);

  // A new search starts on its first page, without the filters (the search has none).
  const [pageOfQuery, setPageOfQuery] = useState(query);
  if (pageOfQuery !== query) {
    setPageOfQuery(query);
    setPage(0);
    if (query) setSelection(NO_FILTER);
  }

  const searching = query !== '';
  const results = useRemote<'/api/v1/products/search' | '/api/v1/products'>(
    searching ? '/api/v1/products/search' : '/api/v1/products',
    {
      params: { query: searching ? searchQuery(query, country, page) : filterQuery(selection, country, page) },
    },
  );

  const applyFilters = (next: FilterSelection) => {
    setSelection(next);
    setPage(0);
    setDrawerOpen(false);
    if (searching) navigate('/products');
    scrollToTop();
  };

  const clearFilters = () => {
    setSelection(NO_FILTER);
    setPage(0);
    setDrawerOpen(false);
    navigate('/products');
    results.reload();
    scrollToTop();
  };

  const panel = (
    <FilterPanel selection={searching ? NO_FILTER : selection} onChange={applyFilters} onClear={clearFilters} />
  );
  const data = results.data;
  const state = results.isPending ? 'loading' : results.error ? 'error' : 'ready';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 2 }}>
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}
            data-testid="products-title"
          >
            {searching ? t('products.resultsFor', { query }) : t('products.title')}
          </Typography>
          {data && state === 'ready' && (
            <Typography color="text.secondary" data-testid="products-count">
              {t(data.totalElements === 1 ? 'products.count.one' : 'products.count.other', {
                count: data.totalElements,
              })}
            </Typography>
          )}
        </Box>
        {mobile && (
          <Button
            variant="outlined"
            startIcon={<TuneIcon />}
            onClick={() => setDrawerOpen(true)}
            data-testid="filters-open"
          >
            {t('filters.title')}
          </Button>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: mobile ? '1fr' : '260px 1fr', alignItems: 'start' }}>
        {!mobile && <Box sx={{ position: 'sticky', top: 88 }}>{panel}</Box>}
        <Box data-testid="products-results" data-state={state} aria-busy={results.isPending}>
          <Box sx={{ height: 4, mb: 2 }}>{results.isPending && <LinearProgress data-testid="products-loading" />}</Box>
          {results.error ? (
            <RetryAlert
              text={t(searching ? 'products.errorSearch' : 'products.errorFilter')}
              onRetry={results.reload}
              testId="products-error"
            />
          ) : data && data.content.length === 0 && !results.isPending ? (
            <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }} data-testid="products-empty">
              <SearchOffIcon sx={{ fontSize: 48 }} />
              <Typography sx={{ mt: 1 }}>{t('products.empty')}</Typography>
            </Box>
          ) : (
            <Box
              data-testid="products-list"
              sx={{
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                opacity: results.isPending ? 0.5 : 1,
                transition: 'opacity 150ms',
              }}
            >
              {(data?.content ?? []).map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </Box>
          )}
          {data && data.totalPages > 1 && !results.error && (
            <Pagination
              sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
              color="primary"
              count={data.totalPages}
              page={page + 1}
              onChange={(_, value) => {
                setPage(value - 1);
                scrollToTop();
              }}
              aria-label={t('products.page')}
              data-testid="products-pagination"
            />
          )}
        </Box>
      </Box>
      <Drawer anchor="left" open={mobile && drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box sx={{ width: 300, p: 2 }} data-testid="filters-drawer">
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <IconButton aria-label={t('filters.close')} onClick={() => setDrawerOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {panel}
        </Box>
      </Drawer>
    </Container>
  );
}
