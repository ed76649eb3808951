import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Form, PasswordInput, required, useTranslate } from 'react-admin';
import { ApiError, statusOf } from '../../api/errors';
import { useConsoleApi } from '../../api/useConsoleApi';
import { clearSession } from '../../../shared/session';
import { forgetPermissions } from '../../authProvider';

const confirmWithPassword = required('kasuwa.account.delete.confirm');

/** Delete-account tab: DELETE users { password }; then the session is cleared and /auth/deleted shown. */
export function DeleteAccountTab() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const [failure, setFailure] = useState('');
  const remove = useMutation({ mutationFn: (password: string) => api.deleteAccount({ password }) });

  const submit = async (values: Record<string, unknown>) => {
    setFailure('');
    try {
      const answer = await remove.mutateAsync(String(values.password));
      if (answer?.success === false) throw new Error(answer.message || translate('kasuwa.account.delete.failure'));
      forgetPermissions();
      clearSession();
      queryClient.clear();
      navigate('/auth/deleted', { replace: true });
      return undefined;
    } catch (caught) {
      // A wrong password is the field's error; anything else is said under the form.
      if (caught instanceof ApiError && statusOf(caught) === 401)
        return { password: caught.message || translate('kasuwa.account.delete.invalid') };
      setFailure(
        caught instanceof ApiError || (caught instanceof Error && caught.name === 'Error')
          ? (caught as Error).message || translate('kasuwa.account.delete.failure')
          : translate('kasuwa.account.delete.failure'),
      );
      return undefined;
    }
  };

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }} data-testid="delete-form">
      <Form onSubmit={submit} noValidate>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {translate('kasuwa.account.delete.title')}
        </Typography>
        <Alert severity="warning" sx={{ mb: 3 }}>
          {translate('kasuwa.account.delete.warning')}
        </Alert>
        <PasswordInput
          source="password"
          label="kasuwa.account.delete.password"
          helperText="kasuwa.account.delete.confirm"
          validate={confirmWithPassword}
          fullWidth
          size="medium"
          autoComplete="current-password"
          inputProps={{ 'data-testid': 'delete-password', maxLength: 200 }}
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
          disabled={remove.isPending}
          sx={{ mt: 2 }}
          data-testid="delete-submit"
          startIcon={remove.isPending ? <CircularProgress size={16} color="inherit" /> : <DeleteForeverIcon />}
        >
          {translate('kasuwa.account.delete.submit')}
        </Button>
      </Form>
    </Box>
  );
}
