import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useTranslate } from 'react-admin';
import { ApiError, statusOf } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { clearSession } from '../../../shared/session';
import { forgetPermissions } from '../../authProvider';
import { PasswordField } from './PasswordField';

/** Delete-account tab: DELETE users { password }; then the session is cleared and /auth/deleted shown. */
export function DeleteAccountTab() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [deleting, setDeleting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!password) {
      setError(translate('kasuwa.account.delete.confirm'));
      return;
    }
    setDeleting(true);
    try {
      const answer = await api.deleteAccount({ password });
      if (answer?.success === false) throw new Error(answer.message || translate('kasuwa.account.delete.failure'));
      forgetPermissions();
      clearSession();
      queryClient.clear();
      navigate('/auth/deleted', { replace: true });
    } catch (caught) {
      setDeleting(false);
      if (caught instanceof ApiError && statusOf(caught) === 401) {
        setError(caught.message || translate('kasuwa.account.delete.invalid'));
        return;
      }
      setFailure(
        caught instanceof ApiError || (caught instanceof Error && caught.name === 'Error')
          ? (caught as Error).message || translate('kasuwa.account.delete.failure')
          : translate('kasuwa.account.delete.failure'),
      );
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}
      data-testid="delete-form"
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('kasuwa.account.delete.title')}
      </Typography>
      <Alert severity="warning" sx={{ mb: 3 }}>
        {translate('kasuwa.account.delete.warning')}
      </Alert>
      <PasswordField
        fullWidth
        label={translate('kasuwa.account.delete.password')}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError('');
        }}
        error={!!error}
        helperText={error || translate('kasuwa.account.delete.confirm')}
        autoComplete="current-password"
        required
        testId="delete-password"
      />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-result">
          {failure}
        </Alert>
      )}
      <Button
        type="submit"
        color="error"
        variant="contained"
        disableElevation
        disabled={deleting}
        sx={{ mt: 2 }}
        data-testid="delete-submit"
        startIcon={deleting ? <CircularProgress size={16} color="inherit" /> : <DeleteForeverIcon />}
      >
        {translate('kasuwa.account.delete.submit')}
      </Button>
    </Box>
  );
}
