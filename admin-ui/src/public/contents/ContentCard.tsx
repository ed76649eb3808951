import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import { usePreferences } from '../../shared/usePreferences';
import { useT } from '../useT';
import { contentPath, fileSrc, formatDate, type PublicContent } from './types';

/** A content in a list: image, category, title, summary and date; opens its page. */
export function ContentCard({ content }: { content: PublicContent }) {
  const t = useT();
  const { language } = usePreferences();
  const image = fileSrc(content.mainImage);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="content-card" data-content-id={content.id}>
      <CardActionArea
        component={RouterLink}
        to={contentPath(content)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          sx={{
            aspectRatio: '16 / 9',
            bgcolor: 'rgba(46,125,50,0.08)',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {image ? (
            <Box component="img" src={image} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <ArticleIcon color="primary" sx={{ fontSize: 48 }} />
          )}
        </Box>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={content.category} />
            <Chip size="small" variant="outlined" label={t(`contents.fileType.${content.fileType}`)} />
          </Stack>
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
            data-testid="content-card-title"
          >
            {content.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {content.summary}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto' }}>
            {formatDate(content.createdAt, language)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
