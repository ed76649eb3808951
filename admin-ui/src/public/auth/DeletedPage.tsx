import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import WavingHandIcon from '@mui/icons-material/WavingHand';
import { useT } from '../useT';

/** /auth/deleted: the account is gone; a link home. */
export function DeletedPage() {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center' }} data-testid="account-deleted">
      <Box
        sx={{
          display: 'inline-flex',
          p: 2,
          borderRadius: '50%',
          bgcolor: 'rgba(46,125,50,0.1)',
          color: 'primary.main',
          mb: 2,
        }}
      >
        <WavingHandIcon fontSize="large" />
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('deleted.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('deleted.text')}
      </Typography>
      <Button
        component={RouterLink}
        to="/"
        variant="contained"
        disableElevation
        sx={{ mt: 4 }}
        data-testid="deleted-home"
      >
        {t('deleted.home')}
      </Button>
    </Box>
  );
}
