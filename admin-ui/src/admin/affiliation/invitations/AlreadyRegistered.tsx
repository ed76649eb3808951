import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { useTranslate } from 'react-admin';
import { isDealerSide } from '../roles';
import { type Registered } from './inviteValues';

/** The warning that the person invited is registered already, and the affiliation request it may offer. */
export function AlreadyRegistered({
  registered,
  asking,
  onAsk,
  role,
}: {
  registered: Registered;
  asking: boolean;
  onAsk: () => void;
  role: string;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="invite-already-registered"
      data-standing={registered.standing}
      action={
        registered.inputProviderId &&
        (registered.standing === 'NONE' || registered.standing === 'DECLINED') &&
        !registered.sent ? (
          <Button
            color="inherit"
            size="small"
            startIcon={asking ? <CircularProgress size={14} color="inherit" /> : <HandshakeIcon />}
            disabled={asking}
            onClick={onAsk}
            data-testid="invite-request-affiliation"
          >
            {translate('kasuwa.partners.invite.requestAffiliation')}
          </Button>
        ) : undefined
      }
    >
      {registered.message}
      {registered.sent && (
        <AlertTitle sx={{ mt: 1, mb: 0 }} data-testid="invite-affiliation-sent">
          {translate('kasuwa.partners.invite.affiliationSent')}
        </AlertTitle>
      )}
      {!registered.sent && registered.standing === 'PENDING' && (
        <AlertTitle sx={{ mt: 1, mb: 0 }}>{translate('kasuwa.partners.invite.affiliationPending')}</AlertTitle>
      )}
      {!registered.sent && registered.standing === 'APPROVED' && (
        <AlertTitle sx={{ mt: 1, mb: 0 }}>{translate('kasuwa.partners.invite.alreadyAffiliated')}</AlertTitle>
      )}
      {!registered.inputProviderId && !isDealerSide(role) && (
        <Box sx={{ mt: 1 }}>{translate('kasuwa.partners.invite.dealerAsks')}</Box>
      )}
    </Alert>
  );
}
