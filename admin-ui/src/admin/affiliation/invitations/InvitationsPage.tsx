import { Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { INVITATIONS_MANAGE } from '../permissions';
import { PageHeading, RequireAnyPermission } from '../ui';
import { InvitationTable } from './InvitationTable';

/** invitations: the invitations sent, and the two invitation forms. */
function Invitations() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <>
      <PageHeading
        title={translate('kasuwa.partners.invitations.title')}
        intro={translate('kasuwa.partners.invitations.intro')}
        actions={
          <>
            <Button
              variant="contained"
              disableElevation
              startIcon={<PersonAddIcon />}
              component={Link}
              to={`${basename}/retailers/invite`}
              data-testid="invitations-invite-retailer"
            >
              {translate('kasuwa.partners.invitations.inviteRetailer')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PersonAddIcon />}
              component={Link}
              to={`${basename}/agrodealers/invite`}
              data-testid="invitations-invite-agrodealer"
            >
              {translate('kasuwa.partners.invitations.inviteAgrodealer')}
            </Button>
          </>
        }
      />
      <InvitationTable title={translate('kasuwa.partners.invitations.title')} />
    </>
  );
}

export function InvitationsPage() {
  return (
    <RequireAnyPermission permissions={[INVITATIONS_MANAGE]}>
      <Invitations />
    </RequireAnyPermission>
  );
}
