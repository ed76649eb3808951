/** The farmer form's values: checked before they are sent, turned into the API's fields and files, read from a saved farmer. */
import type { Farmer } from '../types';

const REQUIRED = 'kasuwa.farmers.form.required';

const FILE_FIELDS = ['picture', 'consentForm'] as const;

export type Values = Record<string, unknown>;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** The form's checks before anything is sent (the server checks again and says the rest on the fields). */
export function validate(values: Values): Values {
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
export function toSubmission(values: Values) {
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
export function valuesOf(farmer: Farmer): Values {
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
