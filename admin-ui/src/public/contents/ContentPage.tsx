import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Box,
  Chip,
  Container,
  Divider,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DescriptionIcon from '@mui/icons-material/Description';
import { usePreferences } from '../../shared/usePreferences';
import { NotFoundPage } from '../NotFoundPage';
import { usePageMeta } from '../usePageMeta';
import { useT } from '../useT';
import { isNotFound } from '../products/errors';
import { useRemote } from '../products/useRemote';
import { ContentCard } from './ContentCard';
import { contentIdOf, fileSrc, formatDate, type PublicContent } from './types';
import { ContentBody } from './ContentBody';
import { PageFailure, PageLoading } from '../LoadStates';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
const kindOf = (contentType: string) =>
  (contentType.split('/')[1] ?? contentType)
    .replace(/^vnd\.openxmlformats-officedocument\.(\w+).*$/, '$1')
    .toUpperCase();

/** /contents/{slug}: GET agronomy-contents/{id}; a content that is not public is "Page not found". */
export function ContentPage() {
  const t = useT();
  const { url = '' } = useParams();
  const id = contentIdOf(url);
  const content = useRemote(id ? '/api/v1/agronomy-contents/{id}' : null, { params: { path: { id: id ?? '' } } });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [url]);
  if (!id || (content.error && isNotFound(content.error))) return <NotFoundPage />;
  if (content.error) {
    return <PageFailure text={t('contents.errorLoad')} onRetry={content.reload} />;
  }
  if (!content.data) {
    return <PageLoading label={t('contents.loading')} />;
  }
  return <ContentDetails content={content.data} />;
}

function ContentDetails({ content }: { content: PublicContent }) {
  const t = useT();
  const { language } = usePreferences();
  usePageMeta(content.title, content.summary);
  const related = useRemote('/api/v1/agronomy-contents/{id}/related-content', { params: { path: { id: content.id } } });
  const image = fileSrc(content.mainImage);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="content-page" data-content-id={content.id}>
      <Link
        component={RouterLink}
        to="/contents"
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3, fontWeight: 600 }}
      >
        <ArrowBackIcon fontSize="small" />
        {t('contents.back')}
      </Link>
      <Typography variant="overline" color="text.secondary" component="p">
        {content.category}
      </Typography>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: { xs: '2rem', md: '2.6rem' } }}
        data-testid="content-title"
      >
        {content.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {content.author
          ? t('contents.byOn', { author: content.author.name, date: formatDate(content.createdAt, language) })
          : formatDate(content.createdAt, language)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }} aria-label={t('contents.crops')}>
        {content.crops.map((crop) => (
          <Chip
            key={crop}
            label={crop}
            color="primary"
            variant="outlined"
            size="small"
            component={RouterLink}
            to={`/contents?query=${encodeURIComponent(crop)}`}
            clickable
          />
        ))}
        {content.tags.map((tag) => (
          <Chip key={tag} label={`#${tag}`} size="small" />
        ))}
      </Stack>
      {image && (
        <Box
          component="img"
          src={image}
          alt={content.title}
          sx={{ width: '100%', borderRadius: 2, mt: 3, maxHeight: 420, objectFit: 'cover' }}
        />
      )}
      <ContentBody html={content.content} />
      {content.youtubeVideoId && (
        <Box sx={{ mt: 4, position: 'relative', pt: '56.25%' }}>
          <Box
            component="iframe"
            src={`https://www.youtube-nocookie.com/embed/${content.youtubeVideoId}`}
            title={t('contents.videoOf', { title: content.title })}
            allow="accelerometer; encrypted-media; picture-in-picture"
            allowFullScreen
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0, borderRadius: 2 }}
          />
        </Box>
      )}
      {content.video && (
        <Box
          component="video"
          controls
          src={fileSrc(content.video)}
          aria-label={t('contents.videoOf', { title: content.title })}
          sx={{ width: '100%', mt: 4, borderRadius: 2 }}
        />
      )}
      {content.documents.length > 0 && (
        <Box component="section" aria-labelledby="content-documents" sx={{ mt: 4 }}>
          <Typography id="content-documents" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('contents.documents')}
          </Typography>
          <List data-testid="content-documents">
            {content.documents.map((doc, i) => (
              <ListItem key={doc.id} disableGutters>
                <ListItemIcon>
                  <DescriptionIcon color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={
                    <Link href={fileSrc(doc)} target="_blank" rel="noopener">
                      {t('contents.document', { n: i + 1 })}
                    </Link>
                  }
                  secondary={`${kindOf(doc.contentType)} · ${sizeOf(doc.size)}`}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {(related.data?.length ?? 0) > 0 && (
        <Box component="section" aria-labelledby="content-related" sx={{ mt: 4 }}>
          <Divider sx={{ mb: 4 }} />
          <Typography id="content-related" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {t('contents.related')}
          </Typography>
          <Box
            data-testid="content-related"
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {related.data!.map((c) => (
              <ContentCard key={c.id} content={c} />
            ))}
          </Box>
        </Box>
      )}
    </Container>
  );
}
