import { Link as RouterLink } from 'react-router-dom';
import { Button, Container, Typography } from '@mui/material';
import { useT } from './useT';

export function NotFoundPage() {
  const t = useT();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }} data-testid="not-found">
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 800 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" disableElevation sx={{ mt: 4 }}>
        {t('notFound.home')}
      </Button>
    </Container>
  );
}
