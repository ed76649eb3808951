import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import SpaIcon from '@mui/icons-material/Spa';
import { Title, useBasename, useTranslate } from 'react-admin';

/**
 * The console's page for an address it has no screen for (react-admin's catchAll), in the console's own colours and
 * words: which address, and the way home. (react-admin's default is grey on grey, below the AA contrast.)
 */
export function NotFound() {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  return (
    <Card sx={{ mt: 2 }} data-testid="console-not-found">
      <Title title={translate('kasuwa.notFound.title')} />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Box
          sx={{
            display: 'inline-flex',
            p: 2,
            borderRadius: '50%',
            bgcolor: 'rgba(46, 125, 50, 0.1)',
            color: 'primary.dark',
            mb: 2,
          }}
        >
          <SpaIcon fontSize="large" />
        </Box>
        <Typography variant="h3" component="p" sx={{ fontWeight: 800, color: 'primary.dark' }} aria-hidden>
          404
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
          {translate('kasuwa.notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
          {translate('kasuwa.notFound.text')}
        </Typography>
        <Typography
          variant="body2"
          sx={{ mt: 1, fontFamily: 'monospace', wordBreak: 'break-all' }}
          data-testid="console-not-found-address"
        >
          {pathname}
        </Typography>
        <Button component={RouterLink} to={`${basename}/`} variant="contained" disableElevation sx={{ mt: 3 }}>
          {translate('kasuwa.notFound.home')}
        </Button>
      </CardContent>
    </Card>
  );
}
