import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { api } from '../../shared/api';
import { HttpError } from '../../shared/http';
import { homeAfterLogin, startSession, workingRole } from '../../shared/session';
import { useT } from '../useT';
import { PageTitle, messageOf, noResponse } from './fields';
import { ResendActivationDialog } from './ResendActivationDialog';

type State = 'pending' | 'success' | 'expired' | 'failed';

const REDIRECT_DELAY_MS = 1500;

/**
 * /auth/activate?key=<key>: POST activate { key } on load. Success signs the person in and goes
 * where sign-in would; 404 or 449 (unknown or expired key) opens the resend-link dialog.
 */
export function ActivatePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? params.get('_key') ?? '';
  const redirect = params.get('redirect');
  const [state, setState] = useState<State>(key ? 'pending' : 'expired');
  const [message, setMessage] = useState('');
  const [dialog, setDialog] = useState(!key);
  const started = useRef(false);

  useEffect(() => {
    if (!key || started.current) return undefined;
    started.current = true; // StrictMode mounts twice; a key is used once.
    let timer: number | undefined;
    api.post('/api/v1/activate', { body: { key } }).then(
      (answer) => {
        const user = startSession(answer);
        setState('success');
        timer = window.setTimeout(
          () => navigate(homeAfterLogin(workingRole(user), redirect), { replace: true }),
          REDIRECT_DELAY_MS,
        );
      },
      (error: unknown) => {
        if (error instanceof HttpError && (error.status === 404 || error.status === 449)) {
          setState('expired');
          setMessage(messageOf(error, ''));
          setDialog(true);
        } else {
          setState('failed');
          // No answer at all: common failure; an answer without words: the activation failure.
          setMessage(noResponse(error) ? t('common.failure') : messageOf(error, t('signup.notify.activation-failure')));
        }
      },
    );
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per key: navigate, redirect and t do not restart an activation
  }, [key]);

  const text =
    state === 'pending'
      ? t('activate.pending')
      : state === 'success'
        ? t('activate.success')
        : state === 'expired'
          ? key
            ? t('activate.expired')
            : t('activate.missingKey')
          : message || t('signup.notify.activation-failure');

  return (
    <Box>
      <PageTitle title={t('activate.title')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 3 }}>
        {state === 'pending' ? (
          <CircularProgress size={28} />
        ) : state === 'success' ? (
          <CheckCircleIcon color="success" fontSize="large" />
        ) : (
          <ErrorIcon color="error" fontSize="large" />
        )}
        <Typography data-testid="activation-status" data-state={state} role="status" aria-live="polite">
          {text}
        </Typography>
      </Stack>
      {(state === 'expired' || state === 'failed') && (
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          {state === 'expired' && (
            <Button
              variant="contained"
              disableElevation
              onClick={() => setDialog(true)}
              data-testid="activation-open-resend"
            >
              {t('activation.resend')}
            </Button>
          )}
          <Button component={RouterLink} to="/auth/login" variant="outlined">
            {t('activate.signIn')}
          </Button>
        </Stack>
      )}
      <ResendActivationDialog open={dialog} onClose={() => setDialog(false)} message={message || undefined} />
    </Box>
  );
}
