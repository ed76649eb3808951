import { useSearchParams } from 'react-router-dom';
import { Container, Typography } from '@mui/material';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useT } from '../useT';

/** /contents (and /contents?query=…): agro content is a later feature; this page says so. */
export function ContentsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }} data-testid="contents-page">
      <MenuBookIcon color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 1 }}>
        {t('contents.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {query ? t('contents.query', { query }) : t('contents.soon')}
      </Typography>
    </Container>
  );
}
