import { Divider, Grid } from '@mui/material';
import { NumberInput, RadioButtonGroupInput, SelectInput, useTranslate } from 'react-admin';
import { FirstSteps } from './FirstSteps';
import { FileInput } from '../ui';
import { useCountryList } from './countryLists';
import { TextCell, Tick } from './cells';
import { PlaceInputs } from './PlaceInputs';
import { ConsentStep } from './ConsentStep';

/** The farmer's fields: identity, contact, place, the country's projects, partners and companies, and the consent step. */
export function FarmerFields({ countryId }: { countryId: number | undefined }) {
  const translate = useTranslate();
  const projects = useCountryList('projectsOf', countryId);
  const partners = useCountryList('aggregationPartnersOf', countryId);
  const companies = useCountryList('farmerCompaniesOf', countryId);
  const genders = [
    { id: 'MALE', name: translate('kasuwa.farmers.genders.MALE') },
    { id: 'FEMALE', name: translate('kasuwa.farmers.genders.FEMALE') },
  ];
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FirstSteps countryId={countryId} projects={projects.data} partners={partners.data} />
      </Grid>
      <TextCell source="fullName" label="kasuwa.farmers.fields.fullName" />
      <Grid size={{ xs: 12, sm: 6 }}>
        <RadioButtonGroupInput
          source="gender"
          label="kasuwa.farmers.fields.gender"
          choices={genders}
          row
          data-testid="farmer-gender"
        />
      </Grid>
      <TextCell source="email" label="kasuwa.farmers.fields.email" type="email" />
      <TextCell source="phone" label="kasuwa.farmers.fields.phone" helperText="kasuwa.farmers.form.phoneHelp" />
      <TextCell source="address" label="kasuwa.farmers.fields.address" cell={12} />
      <PlaceInputs countryId={countryId} />
      <TextCell source="community" label="kasuwa.farmers.fields.community" />
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="farmerCompanyId"
          label="kasuwa.farmers.fields.farmerCompany"
          choices={companies.data ?? []}
          fullWidth
          emptyText="—"
          data-testid="farmer-company"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="projectId"
          label="kasuwa.farmers.fields.project"
          choices={projects.data ?? []}
          fullWidth
          data-testid="farmer-project"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="aggregationPartnerId"
          label="kasuwa.farmers.fields.aggregationPartner"
          choices={partners.data ?? []}
          fullWidth
          data-testid="farmer-aggregationPartner"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <NumberInput source="age" label="kasuwa.farmers.fields.age" fullWidth data-testid="farmer-age" />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <NumberInput
          source="year"
          label="kasuwa.farmers.fields.year"
          fullWidth
          helperText="kasuwa.farmers.form.yearHelp"
          data-testid="farmer-year"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FileInput
          source="picture"
          label={translate('kasuwa.farmers.fields.picture')}
          accept="image/jpeg,image/png,image/webp"
          testId="farmer-picture"
        />
      </Grid>
      <Grid size={12}>
        <Divider sx={{ my: 1 }} />
        <Tick source="onBehalf" label="kasuwa.farmers.consent.onBehalf" />
        <Tick source="inviteToPlatform" label="kasuwa.farmers.consent.invite" />
        <ConsentStep />
      </Grid>
    </Grid>
  );
}
