import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Box, Link, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Logo, LanguageSwitch } from '../PublicLayout';
import { useT } from '../useT';
import { PromoCarousel } from './PromoCarousel';

/**
 * The sign-in, sign-up and password pages: the form on the left, six promotional slides on the
 * right (not rendered below 900 px, the `md` breakpoint).
 */
export function AuthLayout() {
  const t = useT();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(460px, 5fr) 6fr' },
        minHeight: '100vh',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
          px: { xs: 2.5, sm: 6 },
          py: { xs: 2.5, sm: 4 },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: { xs: 3, sm: 5 } }}>
          <Logo />
          <LanguageSwitch />
        </Stack>
        <Box component="main" sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Box sx={{ width: '100%', maxWidth: 440 }}>
            <Outlet />
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
          <Link component={RouterLink} to="/" underline="hover" color="inherit">
            {t('auth.backHome')}
          </Link>
          {' · '}
          <Link component={RouterLink} to="/privacy-and-terms" underline="hover" color="inherit">
            {t('footer.terms')}
          </Link>
          {' · '}© {new Date().getFullYear()} Kasuwa
        </Typography>
      </Box>
      {wide && (
        <Box sx={{ position: 'sticky', top: 0, height: '100vh' }}>
          <PromoCarousel />
        </Box>
      )}
    </Box>
  );
}
