import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Title, useBasename, useTranslate } from 'react-admin';
import { lastRefusedScreen, rolesOfScreen } from '../screenRoles';

/**
 * Shown when the caller's role lacks the permission of a page (react-admin's /access-denied), or when the page
 * belongs to other roles (../screenRoles.ts): then it names the roles the page is for. `screen` is the page refused;
 * without it, the one the route guard last refused for the role.
 */
export function AccessDenied({ screen }: { screen?: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const roles = rolesOfScreen(screen ?? lastRefusedScreen() ?? '');
  const forRoles = roles.map((role) => translate(`kasuwa.roles.${role}`, { _: role })).join(', ');
  return (
    <Card sx={{ mt: 2 }} data-testid="access-denied">
      <Title title={translate('kasuwa.accessDenied.title')} />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Box
          sx={{
            display: 'inline-flex',
            p: 2,
            borderRadius: '50%',
            bgcolor: 'rgba(249,168,37,0.15)',
            color: 'secondary.dark',
            mb: 2,
          }}
        >
          <LockIcon fontSize="large" />
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate(roles.length ? 'kasuwa.accessDenied.notYourScreen' : 'kasuwa.accessDenied.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }} data-testid="access-denied-text">
          {roles.length
            ? translate('kasuwa.accessDenied.forRoles', { roles: forRoles })
            : translate('kasuwa.accessDenied.text')}
        </Typography>
        <Button component={RouterLink} to={`${basename}/`} variant="contained" disableElevation sx={{ mt: 3 }}>
          {translate('kasuwa.accessDenied.home')}
        </Button>
      </CardContent>
    </Card>
  );
}
