import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { clearSession } from '../../shared/session';
import { useT } from '../useT';

/** /auth/logout: forgets the token and the user, then goes home. */
export function LogoutPage() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    navigate('/', { replace: true });
  }, [navigate]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={24} />
      <Typography>{t('logout.text')}</Typography>
    </Box>
  );
}
