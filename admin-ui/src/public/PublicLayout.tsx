import { useState } from 'react';
import { Link as RouterLink, NavLink, Outlet } from 'react-router-dom';
import {
  AppBar,
  Box,
  Button,
  Container,
  Divider,
  Drawer,
  IconButton,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import SpaIcon from '@mui/icons-material/Spa';
import MenuIcon from '@mui/icons-material/Menu';
import { LANGUAGES, setLanguage, isLanguage } from '../shared/preferences';
import { usePreferences } from '../shared/usePreferences';
import { useSession } from '../shared/session';
import { useT } from './useT';
import type { MessageKey } from './messages';
import { HeaderSearch } from './search/HeaderSearch';
import { headerSearchShown } from './search/headerSearch';

const NAV: { to: string; label: MessageKey }[] = [
  { to: '/products', label: 'nav.products' },
  { to: '/contents', label: 'nav.contents' },
];

const FOOTER: { to: string; label: MessageKey }[] = [
  { to: '/products', label: 'footer.products' },
  { to: '/contents', label: 'footer.agroContent' },
  { to: '/privacy-and-terms', label: 'footer.terms' },
  { to: '/faq/', label: 'footer.faq' },
  { to: '/contact/', label: 'footer.contact' },
];

export function Logo({ color = 'primary.main' }: { color?: string }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Kasuwa"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color, textDecoration: 'none' }}
    >
      <SpaIcon />
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
        Kasuwa
      </Typography>
    </Box>
  );
}

export function LanguageSwitch() {
  const { language } = usePreferences();
  const t = useT();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={language}
      aria-label={t('nav.language')}
      onChange={(_, value: unknown) => {
        if (isLanguage(value)) setLanguage(value);
      }}
    >
      {LANGUAGES.map((code) => (
        <ToggleButton key={code} value={code} sx={{ px: 1.25, py: 0.25, fontWeight: 700 }}>
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Sign in / sign up for visitors; the console and sign out for signed-in people. */
function AccountButtons({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useT();
  const { signedIn } = useSession();
  if (signedIn) {
    return (
      <>
        <Button component={RouterLink} to="/admin" variant="contained" disableElevation fullWidth={fullWidth}>
          {t('nav.console')}
        </Button>
        <Button component={RouterLink} to="/auth/logout" variant="outlined" fullWidth={fullWidth}>
          {t('nav.signOut')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button component={RouterLink} to="/auth/login" variant="outlined" fullWidth={fullWidth}>
        {t('nav.signIn')}
      </Button>
      <Button component={RouterLink} to="/auth/register" variant="contained" disableElevation fullWidth={fullWidth}>
        {t('nav.signUp')}
      </Button>
    </>
  );
}

function Header() {
  const t = useT();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const { country } = usePreferences();
  const search = headerSearchShown(country);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 3, minHeight: { xs: 60, md: 68 } }}>
          <Logo />
          {!compact && (
            <Stack direction="row" spacing={1} component="nav">
              {NAV.map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  color="inherit"
                  sx={{ fontWeight: 500, '&.active': { color: 'primary.main' } }}
                >
                  {t(item.label)}
                </Button>
              ))}
            </Stack>
          )}
          <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center' }}>
            {search && !compact && <HeaderSearch />}
          </Box>
          <LanguageSwitch />
          {compact ? (
            <IconButton aria-label={t('nav.menu')} onClick={() => setOpen(true)} edge="end">
              <MenuIcon />
            </IconButton>
          ) : (
            <Stack direction="row" spacing={1}>
              <AccountButtons />
            </Stack>
          )}
        </Toolbar>
        {search && compact && (
          <Box sx={{ pb: 1.5 }}>
            <HeaderSearch />
          </Box>
        )}
      </Container>
      <Drawer anchor="right" open={compact && open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 260, p: 2 }} role="presentation" onClick={() => setOpen(false)}>
          <Logo />
          <List>
            {NAV.map((item) => (
              <ListItemButton key={item.to} component={RouterLink} to={item.to}>
                <ListItemText primary={t(item.label)} />
              </ListItemButton>
            ))}
          </List>
          <Divider sx={{ mb: 2 }} />
          <Stack spacing={1}>
            <AccountButtons fullWidth />
          </Stack>
        </Box>
      </Drawer>
    </AppBar>
  );
}

function Footer() {
  const t = useT();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 'auto', py: 5 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 420 }}>
            <Logo color="inherit" />
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.85 }}>
              {t('footer.tagline')}
            </Typography>
          </Box>
          <Stack
            component="nav"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 3 }}
            sx={{ alignItems: { sm: 'center' } }}
          >
            {FOOTER.map((item) => (
              <Link
                key={item.to + item.label}
                component={RouterLink}
                to={item.to}
                color="inherit"
                underline="hover"
                variant="body2"
                sx={{ fontWeight: 500 }}
              >
                {t(item.label)}
              </Link>
            ))}
          </Stack>
        </Stack>
        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.2)' }} />
        <Typography variant="caption" sx={{ opacity: 0.75 }}>
          © {new Date().getFullYear()} Kasuwa. {t('footer.rights')}
        </Typography>
      </Container>
    </Box>
  );
}

export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
