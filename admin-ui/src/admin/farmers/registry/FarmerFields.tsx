import { useQuery } from '@tanstack/react-query';
import { Divider, Grid } from '@mui/material';
import { BooleanInput, NumberInput, RadioButtonGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { FirstSteps } from './FirstSteps';
import { FileInput } from '../ui';
import { useFarmersApi } from '../useFarmersApi';
import { PlaceInputs } from './PlaceInputs';
import { ConsentStep } from './ConsentStep';

const HOUR = 60 * 60 * 1000;

/** The farmer's fields: identity, contact, place, the country's projects, partners and companies, and the consent step. */
export function FarmerFields({ countryId }: { countryId: number | undefined }) {
  const translate = useTranslate();
  const api = useFarmersApi();
  const projects = useQuery({
    queryKey: ['farmers', 'projects', countryId],
    enabled: !!countryId,
    staleTime: HOUR,
    queryFn: ({ signal }) => api.projectsOf(countryId!, signal),
  });
  const partners = useQuery({
    queryKey: ['farmers', 'aggregation-partners', countryId],
    enabled: !!countryId,
    staleTime: HOUR,
    queryFn: ({ signal }) => api.aggregationPartnersOf(countryId!, signal),
  });
  const companies = useQuery({
    queryKey: ['farmers', 'farmer-companies', countryId],
    enabled: !!countryId,
    staleTime: HOUR,
    queryFn: ({ signal }) => api.farmerCompaniesOf(countryId!, signal),
  });
  const genders = [
    { id: 'MALE', name: translate('kasuwa.farmers.genders.MALE') },
    { id: 'FEMALE', name: translate('kasuwa.farmers.genders.FEMALE') },
  ];
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FirstSteps countryId={countryId} projects={projects.data} partners={partners.data} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput source="fullName" label="kasuwa.farmers.fields.fullName" fullWidth data-testid="farmer-fullName" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <RadioButtonGroupInput
          source="gender"
          label="kasuwa.farmers.fields.gender"
          choices={genders}
          row
          data-testid="farmer-gender"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          source="email"
          label="kasuwa.farmers.fields.email"
          type="email"
          fullWidth
          data-testid="farmer-email"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          source="phone"
          label="kasuwa.farmers.fields.phone"
          fullWidth
          helperText="kasuwa.farmers.form.phoneHelp"
          data-testid="farmer-phone"
        />
      </Grid>
      <Grid size={12}>
        <TextInput source="address" label="kasuwa.farmers.fields.address" fullWidth data-testid="farmer-address" />
      </Grid>
      <PlaceInputs countryId={countryId} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput
          source="community"
          label="kasuwa.farmers.fields.community"
          fullWidth
          data-testid="farmer-community"
        />
      </Grid>
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
        <BooleanInput
          source="onBehalf"
          label="kasuwa.farmers.consent.onBehalf"
          data-testid="farmer-onBehalf"
          helperText={false}
        />
        <BooleanInput
          source="inviteToPlatform"
          label="kasuwa.farmers.consent.invite"
          data-testid="farmer-inviteToPlatform"
          helperText={false}
        />
        <ConsentStep />
      </Grid>
    </Grid>
  );
}
