import { Button, Tooltip } from '@mui/material';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { useTranslate } from 'react-admin';

/**
 * "Request affiliation" with the product's input provider (POST partners). Shown disabled, with a
 * note, until business affiliations open.
 */
export function AffiliationButton() {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('kasuwa.catalogue.inputs.affiliationSoon')}>
      <span>
        <Button variant="outlined" startIcon={<HandshakeIcon />} disabled data-testid="input-request-affiliation">
          {translate('kasuwa.catalogue.inputs.requestAffiliation')}
        </Button>
      </span>
    </Tooltip>
  );
}
