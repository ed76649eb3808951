import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Title, useBasename, useTranslate } from 'react-admin';

/** Shown when the caller's role lacks the permission of a page (react-admin's /access-denied). */
export function AccessDenied() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Card sx={{ mt: 2 }} data-testid="access-denied">
      <Title title={translate('kasuwa.accessDenied.title')} />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Box sx={{ display: 'inline-flex', p: 2, borderRadius: '50%', bgcolor: 'rgba(249,168,37,0.15)', color: 'secondary.dark', mb: 2 }}>
          <LockIcon fontSize="large" />
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('kasuwa.accessDenied.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
          {translate('kasuwa.accessDenied.text')}
        </Typography>
        <Button component={RouterLink} to={`${basename}/`} variant="contained" disableElevation sx={{ mt: 3 }}>
          {translate('kasuwa.accessDenied.home')}
        </Button>
      </CardContent>
    </Card>
  );
}
