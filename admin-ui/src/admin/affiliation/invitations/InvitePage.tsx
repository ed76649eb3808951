import { Link } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import { Form, Title, useBasename, useTranslate } from 'react-admin';
import { INVITATIONS_MANAGE } from '../permissions';
import type { PartnerListKind } from '../resources';
import { PageHeading, RequireAnyPermission } from '../ui';
import { useInvitation } from './useInvitation';
import { AlreadyRegistered } from './AlreadyRegistered';
import { InviteFields } from './InviteFields';
import { emptyValues } from './inviteValues';

/**
 * retailers/invite and agrodealers/invite (POST invite). Someone already registered (409) gets the warning that
 * offers a business affiliation request (POST partners) when the caller may ask them; an invitation still running
 * (422) its message; a sent one leads back to the retailers or agro-dealers list, by type.
 */
function InviteForm({ kind }: { kind: PartnerListKind }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { registered, asking, askAffiliation, role, pending, failure, submit, sending } = useInvitation();
  const title = translate(
    kind === 'retailers' ? 'kasuwa.partners.invite.retailerTitle' : 'kasuwa.partners.invite.agrodealerTitle',
  );

  return (
    <Box sx={{ maxWidth: 860 }}>
      <Title title={title} />
      <PageHeading
        title={title}
        intro={translate('kasuwa.partners.invite.intro')}
        actions={
          <Button component={Link} to={`${basename}/${kind}`} startIcon={<ArrowBackIcon />} data-testid="invite-back">
            {translate('kasuwa.partners.invite.back')}
          </Button>
        }
      />
      {registered && <AlreadyRegistered registered={registered} asking={asking} onAsk={askAffiliation} role={role} />}
      {pending && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="invite-already-pending">
          {pending}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="invite-error">
          {failure}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Box data-testid="invite-form">
            <Form defaultValues={emptyValues(kind)} onSubmit={submit} noValidate>
              <Stack spacing={1}>
                <InviteFields />
                <Box>
                  <Button
                    type="submit"
                    variant="contained"
                    disableElevation
                    startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
                    disabled={sending}
                    data-testid="invite-submit"
                  >
                    {translate('kasuwa.partners.invite.submit')}
                  </Button>
                </Box>
              </Stack>
            </Form>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

export function InvitePage({ kind }: { kind: PartnerListKind }) {
  return (
    <RequireAnyPermission permissions={[INVITATIONS_MANAGE]}>
      <InviteForm kind={kind} />
    </RequireAnyPermission>
  );
}
