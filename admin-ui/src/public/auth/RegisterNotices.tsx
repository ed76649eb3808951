import { Alert, Button } from '@mui/material';
import { messageOf } from './fields';
import { type Registration } from './useRegistration';

/** Who invited the visitor (or why the invitation cannot be read), and a failure to load the countries. */
export function RegisterNotices({ form: { t, invitation, catalogue } }: { form: Registration }) {
  return (
    <>
      {invitation.data && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="register-invitation">
          {t('register.invitedBy', { inviter: invitation.data.invitedBy.company || invitation.data.invitedBy.name })}
        </Alert>
      )}
      {!!invitation.error && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="register-invitation-error">
          {messageOf(invitation.error, t('signup.notify.invitation-failure'))}
        </Alert>
      )}
      {!!catalogue.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => catalogue.refetch()}>
              {t('register.retry')}
            </Button>
          }
        >
          {messageOf(catalogue.error, t('register.loadFailure'))}
        </Alert>
      )}
    </>
  );
}
