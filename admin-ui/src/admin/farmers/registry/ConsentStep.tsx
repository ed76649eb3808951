import { Box, Grid, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { TextCell, Tick } from './cells';
import { FileInput } from '../ui';

/** The consent step: shown (and required) when the farmer is enrolled on their behalf or invited to the platform. */
export function ConsentStep() {
  const translate = useTranslate();
  const [onBehalf, invite, hasForm] = useWatch({ name: ['onBehalf', 'inviteToPlatform', 'hasConsentForm'] });
  if (!onBehalf && !invite) return null;
  return (
    <Box data-testid="farmer-consent" sx={{ mt: 1 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('kasuwa.farmers.consent.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('kasuwa.farmers.consent.intro')}
      </Typography>
      <Grid container spacing={2}>
        <TextCell source="consentFirstName" label="kasuwa.farmers.consent.firstName" />
        <TextCell source="consentIdNumber" label="kasuwa.farmers.consent.idNumber" />
      </Grid>
      <FileInput
        source="consentForm"
        label={translate('kasuwa.farmers.consent.form')}
        accept="application/pdf,image/jpeg,image/png,image/webp"
        testId="farmer-consentForm"
        help={hasForm ? translate('kasuwa.farmers.consent.formKept') : translate('kasuwa.farmers.consent.formHelp')}
      />
      <Tick source="agreeAuthorisation" label="kasuwa.farmers.consent.authorisation" />
      <Tick source="agreePersonalDataTransfer" label="kasuwa.farmers.consent.personalDataTransfer" />
      <Tick source="agreeAccountCreation" label="kasuwa.farmers.consent.accountCreation" />
    </Box>
  );
}
