import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, FormControlLabel, Switch, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useConsoleApi } from '../../api/useConsoleApi';
import { errorMessage } from './forms';

const KEY = ['kasuwa', 'email-notifications'];

/** Notifications tab: GET / POST email-notifications { enabled }. */
export function NotificationsTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const api = useConsoleApi();
  const setting = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.getEmailNotifications(signal),
  });
  const mutation = useMutation({
    mutationFn: (enabled: boolean) => api.setEmailNotifications({ enabled }),
    onMutate: async (enabled) => {
      await queryClient.cancelQueries({ queryKey: KEY });
      const previous = queryClient.getQueryData(KEY);
      queryClient.setQueryData(KEY, { enabled });
      return { previous };
    },
    onSuccess: (answer, enabled) => {
      notify(
        answer?.message ||
          translate(enabled ? 'kasuwa.account.notifications.enabled' : 'kasuwa.account.notifications.disabled'),
        {
          type: 'success',
        },
      );
    },
    onError: (error, _enabled, context) => {
      queryClient.setQueryData(KEY, context?.previous);
      notify(errorMessage(error, translate('kasuwa.account.notifications.failure')), { type: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });

  const enabled = !!setting.data?.enabled;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('kasuwa.account.notifications.title')}
      </Typography>
      {setting.isPending ? (
        <CircularProgress size={24} />
      ) : setting.error ? (
        <Alert severity="error">{errorMessage(setting.error, translate('kasuwa.account.notifications.failure'))}</Alert>
      ) : (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={enabled}
                disabled={mutation.isPending}
                onChange={(event) => mutation.mutate(event.target.checked)}
                slotProps={{
                  input: { 'data-testid': 'notifications-toggle' } as React.InputHTMLAttributes<HTMLInputElement>,
                }}
              />
            }
            label={translate('kasuwa.account.notifications.label')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, ml: 6 }}>
            {translate('kasuwa.account.notifications.help')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="notifications-state" data-enabled={String(enabled)}>
            {translate(enabled ? 'kasuwa.account.notifications.enabled' : 'kasuwa.account.notifications.disabled')}
          </Typography>
        </>
      )}
    </Box>
  );
}
