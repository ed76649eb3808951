import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, CircularProgress, Typography } from '@mui/material';
import { signOut } from '../../shared/session';
import { useT } from '../useT';

/** /auth/logout: ends the session (on the server too), forgets the token and the user, then goes home. */
export function LogoutPage() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void signOut().then(() => live && navigate('/', { replace: true }));
    return () => {
      live = false;
    };
  }, [navigate]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={24} />
      <Typography>{t('logout.text')}</Typography>
    </Box>
  );
}
