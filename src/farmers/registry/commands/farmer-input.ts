import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CountryDirectory, CountryView, GeographyQueries } from '../../../geography';
import { COUNTRY_LOOKUP, CountryLookup } from '../../../kernel/auth/access.ports';
import type { Actor } from '../../../kernel/context/request-context';
import { DomainError, FieldError } from '../../../kernel/errors/domain-error';
import { KernelErrors } from '../../../kernel/errors/kernel.errors';
import { FarmersErrors } from '../../farmers.errors';
import { FarmerConsent, FarmerFacts, FarmerPersonal, Gender } from '../domain/farmer';
import { ReferenceList } from '../domain/reference-item';
import { FarmerScope, isAdministrator, ROLE_EXTENSION_AGENT } from '../queries/farmer-scope';

/** A farmer as a client sends it (a multipart form or a JSON body), once the edge has checked each field's shape. */
export interface FarmerInput {
  /** A UUID the client chose (offline capture); the server makes one when absent. Only on enrolment. */
  id?: string | null;
  fullName: string;
  gender: Gender;
  email?: string | null;
  phone?: string | null;
  address: string;
  /** The country; the state's when left out. */
  countryId?: number | null;
  stateId: number;
  cityId: number;
  community: string;
  projectId: number;
  aggregationPartnerId: number;
  farmerCompanyId?: number | null;
  age?: number | null;
  year?: number | null;
  /** Sends the farmer an invitation to the platform (consent required). */
  inviteToPlatform?: boolean | null;
  /** The farmer is enrolled on their behalf (consent required). */
  onBehalf?: boolean | null;
  consentFirstName?: string | null;
  consentIdNumber?: string | null;
  agreeAuthorisation?: boolean | null;
  agreePersonalDataTransfer?: boolean | null;
  agreeAccountCreation?: boolean | null;
}

/** The input checked against the country, geography, the reference lists and the consent rules. */
export interface CheckedFarmer {
  facts: Omit<FarmerFacts, 'pictureKey'>;
  personal: Omit<FarmerPersonal, 'consent'>;
  consent: Omit<FarmerConsent, 'formKey' | 'formType'> | null;
  consentRequired: boolean;
}

/**
 * What the checks read, kept for the checks of many farmers in a row (an import): each combination of country, state,
 * area and reference items is checked once, with the caller's rights. Only for one caller, and for as long as one
 * import runs.
 */
export class CheckMemo {
  private readonly values = new Map<string, Promise<unknown>>();

  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.values.has(key)) this.values.set(key, read());
    return this.values.get(key) as Promise<T>;
  }
}

const clean = (text: string | null | undefined) => (typeof text === 'string' ? text.trim().replace(/\s+/g, ' ') : '');

/**
 * Checks a farmer against what the edge cannot know: the state and city (of the country), the reference lists of the
 * country, the phone number by the country's rules, where the caller may enrol, and the consent. Every failure is a
 * field error, all of them in one VALIDATION_FAILED.
 */
@Injectable()
export class FarmerInputChecker {
  constructor(
    private readonly geography: GeographyQueries,
    private readonly countries: CountryDirectory,
    private readonly scope: FarmerScope,
    @Inject(COUNTRY_LOOKUP) private readonly lookup: CountryLookup,
  ) {}

  /** `memo` (many farmers of one caller in a row): what the checks read is read once for all of them. */
  async check(
    actor: Actor,
    input: FarmerInput,
    hasConsentForm: boolean,
    manager: EntityManager,
    memo?: CheckMemo,
  ): Promise<CheckedFarmer> {
    const places = `${input.countryId ?? ''}|${input.stateId}|${input.cityId}|${input.projectId}|${input.aggregationPartnerId}|${input.farmerCompanyId ?? ''}`;
    const checked = () => this.checkPlaces(actor, input, manager);
    const { countryId, country, errors: placeErrors } = await (memo ? memo.once(places, checked) : checked());
    const errors: FieldError[] = [...placeErrors];
    const params: Record<string, string | number> = {};

    let phone: string | null = null;
    if (clean(input.phone)) {
      const raw = clean(input.phone).replace(/[\s-]/g, '');
      const code = country?.phoneCode ?? '';
      const length = country?.phoneLength ?? 0;
      const national = code && raw.startsWith(code) ? raw.slice(code.length) : raw.replace(/^0+/, '');
      if (!/^\d+$/.test(national) || (length && national.length !== length)) {
        errors.push({ field: 'phone', message: 'FARMER_PHONE_INVALID' });
        params.length = length;
        params.code = code;
      } else phone = national;
    }

    const consentRequired = !!input.onBehalf || !!input.inviteToPlatform;
    const consentGiven =
      [input.consentFirstName, input.consentIdNumber].some((v) => clean(v)) ||
      !!input.agreeAuthorisation ||
      !!input.agreePersonalDataTransfer ||
      !!input.agreeAccountCreation;
    if (consentRequired) {
      if (!clean(input.consentFirstName))
        errors.push({ field: 'consentFirstName', message: 'FARMER_CONSENT_FIELD_REQUIRED' });
      if (!clean(input.consentIdNumber))
        errors.push({ field: 'consentIdNumber', message: 'FARMER_CONSENT_FIELD_REQUIRED' });
      if (!hasConsentForm) errors.push({ field: 'consentForm', message: 'FARMER_CONSENT_FIELD_REQUIRED' });
      if (!input.agreeAuthorisation)
        errors.push({ field: 'agreeAuthorisation', message: 'FARMER_CONSENT_AGREEMENT_REQUIRED' });
      if (!input.agreePersonalDataTransfer)
        errors.push({ field: 'agreePersonalDataTransfer', message: 'FARMER_CONSENT_AGREEMENT_REQUIRED' });
      if (!input.agreeAccountCreation)
        errors.push({ field: 'agreeAccountCreation', message: 'FARMER_CONSENT_AGREEMENT_REQUIRED' });
    }
    const email = clean(input.email).toLowerCase() || null;
    if (input.inviteToPlatform && !email && !phone && !errors.some((e) => e.field === 'phone'))
      errors.push({ field: 'email', message: 'FARMER_INVITE_NEEDS_CONTACT' });

    if (errors.length) {
      throw new DomainError(
        consentRequired && errors.some((e) => e.message.startsWith('FARMER_CONSENT'))
          ? FarmersErrors.FARMER_CONSENT_REQUIRED
          : KernelErrors.VALIDATION_FAILED,
        params,
        errors,
      );
    }
    return {
      facts: {
        countryId: countryId!,
        stateId: input.stateId,
        cityId: input.cityId,
        gender: input.gender,
        projectId: input.projectId,
        aggregationPartnerId: input.aggregationPartnerId,
        farmerCompanyId: input.farmerCompanyId ?? null,
        age: input.age ?? null,
        year: input.year ?? null,
        community: clean(input.community),
      },
      personal: { fullName: clean(input.fullName), email, phone, address: clean(input.address) },
      consent:
        consentRequired || consentGiven
          ? {
              firstName: clean(input.consentFirstName),
              idNumber: clean(input.consentIdNumber),
              authorisation: !!input.agreeAuthorisation,
              personalDataTransfer: !!input.agreePersonalDataTransfer,
              accountCreation: !!input.agreeAccountCreation,
            }
          : null,
      consentRequired,
    };
  }

  /** The checks of where the farmer is and of the reference lists: the same for every farmer of one place and lists. */
  private async checkPlaces(
    actor: Actor,
    input: FarmerInput,
    manager: EntityManager,
  ): Promise<{ countryId: number | null; country: CountryView | undefined; errors: FieldError[] }> {
    const errors: FieldError[] = [];
    const state = await this.geography.findState(input.stateId);
    const countryId = input.countryId ?? state?.countryId ?? null;
    const country = countryId === null ? undefined : (await this.countries.ready()).byId(countryId);
    if (!country || !(await this.lookup.byId(country.id)))
      errors.push({ field: 'countryId', message: 'FARMER_COUNTRY_UNKNOWN' });
    else if (!(await this.mayEnrolIn(actor, country.id)))
      errors.push({ field: 'countryId', message: 'FARMER_COUNTRY_UNKNOWN' });
    if (!state || (countryId !== null && state.countryId !== countryId))
      errors.push({ field: 'stateId', message: 'FARMER_STATE_UNKNOWN' });
    else if (
      !(await this.geography.cityBelongsTo(input.cityId, input.stateId, state.countryId, { listedOnly: true }))
    ) {
      errors.push({ field: 'cityId', message: 'FARMER_CITY_UNKNOWN' });
    }

    const lists: [keyof FarmerInput, ReferenceList, string][] = [
      ['projectId', 'PROJECT', 'FARMER_PROJECT_UNKNOWN'],
      ['aggregationPartnerId', 'AGGREGATION_PARTNER', 'FARMER_AGGREGATION_PARTNER_UNKNOWN'],
      ['farmerCompanyId', 'FARMER_COMPANY', 'FARMER_COMPANY_UNKNOWN'],
    ];
    for (const [field, list, code] of lists) {
      const id = input[field] as number | null | undefined;
      if (id === null || id === undefined) continue;
      const [found] = await manager.query<{ active: boolean; countryId: number }[]>(
        `SELECT active, country_id AS "countryId" FROM farmer_reference_items WHERE id = $1 AND list = $2`,
        [id, list],
      );
      if (!found || !found.active || found.countryId !== countryId) errors.push({ field, message: code });
    }
    return { countryId, country, errors };
  }

  /** Administrators enrol anywhere, platform managers in the countries they monitor, agents in their own country. */
  private async mayEnrolIn(actor: Actor, countryId: number): Promise<boolean> {
    if (isAdministrator(actor)) return true;
    const monitored = await this.scope.monitoredCountries(actor);
    if (monitored?.includes(countryId)) return true;
    return actor.roles.includes(ROLE_EXTENSION_AGENT) && actor.countryId === countryId;
  }
}
