import { useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Divider, Grid, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  Form,
  Loading,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  Toolbar,
  useBasename,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useCities, useStates, useWorkingCountryId } from '../api/reference';
import { useAreaLabel } from './areas';
import { newId } from './offline/queue';
import { PendingIndicator } from './offline/PendingIndicator';
import { FirstSteps, ImportLink } from './FirstSteps';
import { FARMERS_CREATE, FARMERS_EDIT } from './permissions';
import type { Farmer } from './types';
import { FileInput, PageHeading, RequirePermission, fieldErrorsOf, messageOf } from './ui';
import { useFarmersApi } from './useFarmersApi';

const HOUR = 60 * 60 * 1000;
const REQUIRED = 'kasuwa.farmers.form.required';

const FILE_FIELDS = ['picture', 'consentForm'] as const;

type Values = Record<string, unknown>;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** The form's checks before anything is sent (the server checks again and says the rest on the fields). */
function validate(values: Values): Values {
  const errors: Values = {};
  for (const field of [
    'fullName',
    'gender',
    'address',
    'stateId',
    'cityId',
    'community',
    'projectId',
    'aggregationPartnerId',
  ]) {
    if (blank(values[field])) errors[field] = REQUIRED;
  }
  if (!blank(values.email) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(values.email).trim()))
    errors.email = 'kasuwa.farmers.form.emailInvalid';
  if (!blank(values.phone) && !/^\+?\d{4,20}$/.test(String(values.phone).trim()))
    errors.phone = 'kasuwa.farmers.form.phoneDigits';
  if (
    !blank(values.age) &&
    !(Number(values.age) >= 18 && Number(values.age) <= 120 && Number.isInteger(Number(values.age)))
  )
    errors.age = 'kasuwa.farmers.form.ageRange';
  if (!blank(values.year) && !/^\d{4}$/.test(String(values.year))) errors.year = 'kasuwa.farmers.form.yearFormat';
  if (values.onBehalf || values.inviteToPlatform) {
    if (blank(values.consentFirstName)) errors.consentFirstName = REQUIRED;
    if (blank(values.consentIdNumber)) errors.consentIdNumber = REQUIRED;
    if (!(values.consentForm instanceof Blob) && !values.hasConsentForm) errors.consentForm = REQUIRED;
    for (const agreement of ['agreeAuthorisation', 'agreePersonalDataTransfer', 'agreeAccountCreation']) {
      if (!values[agreement]) errors[agreement] = 'kasuwa.farmers.form.agreementRequired';
    }
  }
  return errors;
}

/** The API's fields of the form's values: empty optional ones left out, files apart. */
function toSubmission(values: Values) {
  const fields: Values = {};
  const files: Record<string, Blob> = {};
  for (const [key, value] of Object.entries(values)) {
    if ((FILE_FIELDS as readonly string[]).includes(key)) {
      if (value instanceof Blob) files[key] = value;
      continue;
    }
    if (key === 'hasConsentForm' || key === 'id' || blank(value)) continue;
    fields[key] = typeof value === 'string' ? value.trim() : value;
  }
  return { fields, files };
}

/** A saved farmer as the form's values. */
function valuesOf(farmer: Farmer): Values {
  return {
    fullName: farmer.fullName,
    gender: farmer.gender,
    email: farmer.email ?? '',
    phone: farmer.phone ?? '',
    address: farmer.address,
    stateId: farmer.state?.id,
    cityId: farmer.city?.id,
    community: farmer.community,
    projectId: farmer.project?.id,
    aggregationPartnerId: farmer.aggregationPartner?.id,
    farmerCompanyId: farmer.farmerCompany?.id ?? '',
    age: farmer.age ?? '',
    year: farmer.year ?? '',
    inviteToPlatform: farmer.invitedToPlatform,
    onBehalf: !!farmer.consent,
    consentFirstName: farmer.consent?.firstName ?? '',
    consentIdNumber: farmer.consent?.idNumber ?? '',
    agreeAuthorisation: !!farmer.consent?.authorisation,
    agreePersonalDataTransfer: !!farmer.consent?.personalDataTransfer,
    agreeAccountCreation: !!farmer.consent?.accountCreation,
    hasConsentForm: !!farmer.consent?.formUrl,
  };
}

/** State, then the state's LGAs (named as the country names them); another state clears the LGA. */
function PlaceInputs({ countryId }: { countryId: number | undefined }) {
  const stateId = useWatch({ name: 'stateId' });
  const { setValue } = useFormContext();
  const states = useStates(countryId);
  const cities = useCities(stateId ? Number(stateId) : null);
  const cityLabel = useAreaLabel(cities.data, 'kasuwa.farmers.fields.city');
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="stateId"
          label="kasuwa.farmers.fields.state"
          choices={states.data ?? []}
          fullWidth
          onChange={() => setValue('cityId', '')}
          data-testid="farmer-state"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput
          source="cityId"
          label={cityLabel}
          choices={cities.data ?? []}
          disabled={!stateId}
          fullWidth
          data-testid="farmer-city"
        />
      </Grid>
    </>
  );
}

/** The consent step: shown (and required) when the farmer is enrolled on their behalf or invited to the platform. */
function ConsentStep() {
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
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="consentFirstName"
            label="kasuwa.farmers.consent.firstName"
            fullWidth
            data-testid="farmer-consentFirstName"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            source="consentIdNumber"
            label="kasuwa.farmers.consent.idNumber"
            fullWidth
            data-testid="farmer-consentIdNumber"
          />
        </Grid>
      </Grid>
      <FileInput
        source="consentForm"
        label={translate('kasuwa.farmers.consent.form')}
        accept="application/pdf,image/jpeg,image/png,image/webp"
        testId="farmer-consentForm"
        help={hasForm ? translate('kasuwa.farmers.consent.formKept') : translate('kasuwa.farmers.consent.formHelp')}
      />
      <BooleanInput
        source="agreeAuthorisation"
        label="kasuwa.farmers.consent.authorisation"
        data-testid="farmer-agreeAuthorisation"
        helperText={false}
      />
      <BooleanInput
        source="agreePersonalDataTransfer"
        label="kasuwa.farmers.consent.personalDataTransfer"
        data-testid="farmer-agreePersonalDataTransfer"
        helperText={false}
      />
      <BooleanInput
        source="agreeAccountCreation"
        label="kasuwa.farmers.consent.accountCreation"
        data-testid="farmer-agreeAccountCreation"
        helperText={false}
      />
    </Box>
  );
}

function FarmerFields({ countryId }: { countryId: number | undefined }) {
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

/**
 * farmers/create and farmers/edit/{id}: the farmer form with its consent step. A new farmer gets its id here, so that
 * a submission sent again (a retry, or one kept while offline) is the same farmer. Offline, or when the network
 * fails, the submission is kept on this device and sent when the connection returns.
 */
function FarmerFormPage({ id }: { id?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const api = useFarmersApi();
  const creating = !id;
  const newFarmerId = useRef(newId());
  const countryId = useWorkingCountryId();
  const farmer = useQuery({
    queryKey: ['farmers', 'one', id],
    enabled: !!id,
    queryFn: ({ signal }) => api.getFarmer(id!, signal),
  });
  const defaults = useMemo(
    () => (farmer.data ? valuesOf(farmer.data) : { gender: '', onBehalf: false, inviteToPlatform: false }),
    [farmer.data],
  );
  if (id && farmer.isPending) return <Loading />;
  if (id && farmer.error)
    return <Alert severity="error">{messageOf(farmer.error, translate('kasuwa.farmers.loadFailure'))}</Alert>;

  const save = async (values: Values) => {
    const farmerId = id ?? newFarmerId.current;
    const submission = toSubmission(values);
    try {
      const outcome = await api.saveFarmer({ id: farmerId, ...submission }, creating);
      if (outcome.status === 'QUEUED') {
        notify('kasuwa.farmers.pending.kept', { type: 'info' });
        navigate(`${basename}/farmers`);
        return undefined;
      }
      notify(
        outcome.result.message || translate(creating ? 'kasuwa.farmers.form.created' : 'kasuwa.farmers.form.updated'),
        { type: 'success' },
      );
      navigate(`${basename}/farmers/${farmerId}`);
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      notify(messageOf(error, translate('kasuwa.farmers.form.failure')), { type: 'error' });
      return Object.keys(errors).length ? errors : undefined;
    }
  };

  return (
    <Box>
      <Title title={translate(creating ? 'kasuwa.farmers.form.createTitle' : 'kasuwa.farmers.form.editTitle')} />
      <PageHeading
        title={translate(creating ? 'kasuwa.farmers.form.createTitle' : 'kasuwa.farmers.form.editTitle')}
        actions={<PendingIndicator />}
      />
      {creating && (
        <Box sx={{ mb: 2 }}>
          <ImportLink />
        </Box>
      )}
      <Card>
        <Form
          defaultValues={defaults}
          record={farmer.data ? { id: farmer.data.id } : undefined}
          validate={validate}
          onSubmit={save}
          noValidate
        >
          <CardContent>
            <FarmerFields countryId={farmer.data?.countryId ?? countryId} />
          </CardContent>
          <Toolbar>
            <SaveButton
              label={creating ? 'kasuwa.farmers.form.create' : 'kasuwa.farmers.form.save'}
              alwaysEnable
              data-testid="farmer-save"
            />
          </Toolbar>
        </Form>
      </Card>
    </Box>
  );
}

export function FarmerCreate() {
  return (
    <RequirePermission permission={FARMERS_CREATE}>
      <FarmerFormPage />
    </RequirePermission>
  );
}

export function FarmerEdit() {
  const { id } = useParams();
  return (
    <RequirePermission permission={FARMERS_EDIT}>
      <FarmerFormPage key={id} id={id} />
    </RequirePermission>
  );
}
