import { Link, Box, Stack, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useConsoleApi } from '../../api/useConsoleApi';
import { ADVISORY_KEY } from '../api';
import { t } from '../ui';

/** The published articles on the crop, each opened on the public site. */
export function ArticlesTab({ cropId }: { cropId: number }) {
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
