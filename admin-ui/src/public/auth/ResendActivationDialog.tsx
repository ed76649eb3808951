import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { api } from '../../shared/api';
import { useT } from '../useT';
import { EMAIL, Field, messageOf, type Status } from './fields';

/**
 * The account is not activated (449) or its activation link expired (404/449): explains, and
 * offers to send a new link (POST users/resend-account-confirmation-link { email }).
 */
export function ResendActivationDialog({
  open,
  onClose,
  message,
  email: initialEmail = '',
  canResend = true,
}: {
  open: boolean;
  onClose: () => void;
  message?: string;
  email?: string;
  canResend?: boolean;
}) {
  const t = useT();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);

  useEffect(() => {
    if (open) {
      setEmail(initialEmail);
      setError('');
      setStatus(null);
    }
  }, [open, initialEmail]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('validation.required'));
    if (!EMAIL.test(value)) return setError(t('validation.email'));
    setSending(true);
    setStatus(null);
    try {
      const answer = await api.post('/api/v1/users/resend-account-confirmation-link', { body: { email: value } });
      setStatus({
        severity: answer?.success === false ? 'error' : 'success',
        text: answer?.message || t(answer?.success === false ? 'common.failure' : 'activation.resent'),
      });
    } catch (caught) {
      setStatus({ severity: 'error', text: messageOf(caught, t('common.failure')) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      data-testid="activation-dialog"
      aria-labelledby="activation-dialog-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle
          id="activation-dialog-title"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}
        >
          <MarkEmailReadIcon color="primary" />
          {t('activation.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }} data-testid="activation-dialog-message">
            {message || t('activation.text')}
          </DialogContentText>
          {canResend && (
            <Field
              testId="activation-email"
              label={t('activation.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError('');
              }}
              error={error}
            />
          )}
          {status && (
            <Alert severity={status.severity} data-testid="activation-resend-result">
              {status.text}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('activation.close')}</Button>
          {canResend && (
            <Button
              type="submit"
              variant="contained"
              disableElevation
              disabled={sending}
              data-testid="activation-resend"
              startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('activation.resend')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
