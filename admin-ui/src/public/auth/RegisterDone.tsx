import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import { useT } from '../useT';
import { PageTitle, StatusAlert, type Status } from './fields';

/** The sign-up's outcome and the countdown to sign-in. */
export function RegisterDone({ status, seconds }: { status: Status; seconds: number }) {
  const t = useT();
  return (
    <Box data-testid="register-done">
      <PageTitle title={t('register.title')} />
      <Box sx={{ mt: 3 }}>
        <StatusAlert status={status} testId="register-result" />
      </Box>
      <Typography color="text.secondary" data-testid="register-countdown">
        {t('register.redirecting', { seconds })}
      </Typography>
      <Button component={RouterLink} to="/auth/login" variant="contained" disableElevation sx={{ mt: 3 }}>
        {t('register.goToLogin')}
      </Button>
    </Box>
  );
}
