import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Box,
  Button,
  Container,
  FormControl,
  InputLabel,
  LinearProgress,
  MenuItem,
  Pagination,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { usePreferences } from '../../shared/usePreferences';
import { useApi } from '../useApi';
import { usePageMeta } from '../usePageMeta';
import { useT } from '../useT';
import { ContentCard } from '../contents/ContentCard';
import { CONTENT_LANGUAGES, FILE_TYPES, type ContentFileType } from '../contents/types';
import { useRemote } from '../products/useRemote';
import { RetryAlert } from '../LoadStates';

interface Filters {
  category: string;
  fileType: '' | ContentFileType;
  crop: string;
}
const NO_FILTER: Filters = { category: '', fileType: '', crop: '' };

/** The language filter: '' for every language. */
type LanguageChoice = '' | (typeof CONTENT_LANGUAGES)[number];

/**
 * /contents and /contents?query=…: the published agronomy contents of the visitor's country
 * (GET agronomy-contents/list-published-contents), in the page's language unless the visitor chooses another or all
 * languages, filtered by category, kind and crop; the header's search sends its words as `title`, which forgives
 * accents and typos.
 */
export function ContentsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { country, language: pageLanguage } = usePreferences();
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const [filters, setFilters] = useState<Filters>(NO_FILTER);
  const [crop, setCrop] = useState('');
  // null: the page's language (followed when the visitor switches it).
  const [chosenLanguage, setChosenLanguage] = useState<LanguageChoice | null>(null);
  const language: LanguageChoice = chosenLanguage ?? pageLanguage;
  const [page, setPage] = useState(0);
  const [pageOfQuery, setPageOfQuery] = useState(query);
  if (pageOfQuery !== query) {
    setPageOfQuery(query);
    setPage(0);
  }
  usePageMeta(query ? t('contents.resultsFor', { query }) : t('contents.title'), t('contents.description'));

  const categories = useApi('/api/v1/agronomy-contents/categories', { params: { query: { countryName: country } } });
  const results = useRemote('/api/v1/agronomy-contents/list-published-contents', {
    params: {
      query: {
        countryName: country,
        page,
        size: 12,
        ...(query ? { title: query } : {}),
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.fileType ? { fileType: filters.fileType } : {}),
        ...(filters.crop ? { crop: filters.crop } : {}),
        ...(language ? { language } : {}),
      },
    },
  });
  const chooseLanguage = (next: LanguageChoice) => {
    setChosenLanguage(next);
    setPage(0);
  };
  const change = (next: Partial<Filters>) => {
    setFilters({ ...filters, ...next });
    setPage(0);
  };
  const data = results.data;
  const state = results.isPending ? 'loading' : results.error ? 'error' : 'ready';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="contents-page">
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}
        data-testid="contents-title"
      >
        {query ? t('contents.resultsFor', { query }) : t('contents.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {data && state === 'ready'
          ? t(data.totalElements === 1 ? 'contents.count.one' : 'contents.count.other', { count: data.totalElements })
          : t('contents.description')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ my: 3 }}
        component="form"
        role="search"
        aria-label={t('contents.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          change({ crop: crop.trim() });
        }}
      >
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="contents-category-label">{t('contents.category')}</InputLabel>
          <Select
            labelId="contents-category-label"
            label={t('contents.category')}
            value={filters.category}
            onChange={(e) => change({ category: e.target.value })}
            data-testid="contents-category"
          >
            <MenuItem value="">{t('contents.all')}</MenuItem>
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="contents-kind-label">{t('contents.kind')}</InputLabel>
          <Select
            labelId="contents-kind-label"
            label={t('contents.kind')}
            value={filters.fileType}
            onChange={(e) => change({ fileType: e.target.value as Filters['fileType'] })}
          >
            <MenuItem value="">{t('contents.all')}</MenuItem>
            {FILE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`contents.fileType.${type}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="contents-language-label">{t('contents.language')}</InputLabel>
          <Select
            labelId="contents-language-label"
            label={t('contents.language')}
            value={language}
            onChange={(e) => chooseLanguage(e.target.value as LanguageChoice)}
            data-testid="contents-language"
          >
            {CONTENT_LANGUAGES.map((l) => (
              <MenuItem key={l} value={l}>
                {t(`contents.languageName.${l}`)}
              </MenuItem>
            ))}
            <MenuItem value="">{t('contents.allLanguages')}</MenuItem>
          </Select>
        </FormControl>
        <TextField
          size="small"
          label={t('contents.crop')}
          value={crop}
          onChange={(e) => setCrop(e.target.value)}
          onBlur={() => change({ crop: crop.trim() })}
        />
        {(query || filters !== NO_FILTER || chosenLanguage !== null) && (
          <Button
            onClick={() => {
              setFilters(NO_FILTER);
              setCrop('');
              setChosenLanguage(null);
              setPage(0);
              if (query) navigate('/contents');
            }}
          >
            {t('contents.clear')}
          </Button>
        )}
      </Stack>
      <Box data-testid="contents-results" data-state={state} aria-busy={results.isPending}>
        <Box sx={{ height: 4, mb: 2 }}>
          {results.isPending && <LinearProgress aria-label={t('contents.loading')} />}
        </Box>
        {results.error ? (
          <RetryAlert text={t('contents.errorLoad')} onRetry={results.reload} />
        ) : data && data.content.length === 0 && !results.isPending ? (
          <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }} data-testid="contents-empty">
            <SearchOffIcon sx={{ fontSize: 48 }} />
            <Typography sx={{ mt: 1 }}>{query ? t('contents.noMatch', { query }) : t('contents.empty')}</Typography>
            {language && (
              <Button
                sx={{ mt: 2 }}
                variant="outlined"
                onClick={() => chooseLanguage('')}
                data-testid="contents-all-languages"
              >
                {t('contents.seeAllLanguages')}
              </Button>
            )}
          </Box>
        ) : (
          <Box
            data-testid="contents-list"
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {(data?.content ?? []).map((content) => (
              <ContentCard key={content.id} content={content} />
            ))}
          </Box>
        )}
        {data && data.totalPages > 1 && !results.error && (
          <Pagination
            sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
            color="primary"
            count={data.totalPages}
            page={page + 1}
            onChange={(_, value) => setPage(value - 1)}
            aria-label={t('contents.page')}
          />
        )}
      </Box>
    </Container>
  );
}
