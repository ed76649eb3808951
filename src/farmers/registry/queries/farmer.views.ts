import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { ContactCard, ContactCardsQuery } from '../../../accounts';
import { GeographyQueries } from '../../../geography';
import { DomainError } from '../../../kernel/errors/domain-error';
import { FarmersErrors } from '../../farmers.errors';
import { Gender } from '../domain/farmer';

export interface Named {
  id: number;
  name: string;
}

export interface FarmerConsentView {
  firstName: string | null;
  idNumber: string | null;
  authorisation: boolean;
  personalDataTransfer: boolean;
  accountCreation: boolean;
  /** Where the signed form is downloaded (those who may read the farmer), or null when there is none. */
  formUrl: string | null;
}

export interface FarmerView {
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  gender: Gender;
  address: string;
  community: string;
  age: number | null;
  year: number | null;
  countryId: number;
  state: Named;
  city: Named;
  project: Named;
  aggregationPartner: Named;
  farmerCompany: Named | null;
  pictureUrl: string | null;
  invitedToPlatform: boolean;
  /** The farmer's own account, once they signed up with their invitation. */
  userId: string | null;
  createdBy: { id: string; fullName: string | null };
  consent: FarmerConsentView | null;
  createdAt: string;
  updatedAt: string;
}

/** The row of `farmers` with its reference names, as FarmerViews reads it. */
export interface FarmerRow {
  id: string;
  created_by: string;
  country_id: number;
  state_id: number;
  city_id: number;
  gender: Gender;
  project_id: number;
  project_name: string | null;
  aggregation_partner_id: number;
  aggregation_partner_name: string | null;
  farmer_company_id: number | null;
  farmer_company_name: string | null;
  age: number | null;
  year: number | null;
  community: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  address: string;
  picture_key: string | null;
  consent_first_name: string | null;
  consent_id_number: string | null;
  consent_form_key: string | null;
  consent_form_type: string | null;
  consent_authorisation: boolean;
  consent_data_transfer: boolean;
  consent_account_creation: boolean;
  invited_to_platform: boolean;
  invitation_id: string | null;
  user_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns FarmerViews reads, on `farmers f`. */
export const FARMER_COLUMNS = `f.*, p.name AS project_name, ap.name AS aggregation_partner_name, fc.name AS farmer_company_name`;
export const FARMER_JOINS = `LEFT JOIN farmer_reference_items p ON p.id = f.project_id
  LEFT JOIN farmer_reference_items ap ON ap.id = f.aggregation_partner_id
  LEFT JOIN farmer_reference_items fc ON fc.id = f.farmer_company_id`;

export const farmerPictureUrl = (farmerId: string) => `/api/v1/farmers/${farmerId}/picture`;
export const consentFormUrl = (farmerId: string) => `/api/v1/farmers/${farmerId}/consent-form`;

/** How long the names of a state and its cities are kept in memory. */
const PLACE_NAMES_TTL_MS = 10 * 60_000;

const fullNameOf = (card: ContactCard | undefined) => (card ? `${card.firstname} ${card.lastname}`.trim() : null);

/** Farmers as the API shows them, with the names of their state, city, lists and creator. */
@Injectable()
export class FarmerViews {
  constructor(
    private readonly dataSource: DataSource,
    private readonly geography: GeographyQueries,
    private readonly queries: QueryBus,
  ) {}

  private readonly places = new Map<number, { name: string; cities: Map<number, string>; until: number }>();

  async row(farmerId: string, manager: EntityManager = this.dataSource.manager): Promise<FarmerRow | null> {
    const [row] = await manager.query<FarmerRow[]>(
      `SELECT ${FARMER_COLUMNS} FROM farmers f ${FARMER_JOINS} WHERE f.id = $1`,
      [farmerId],
    );
    return row ?? null;
  }

  async one(farmerId: string, manager?: EntityManager): Promise<FarmerView> {
    const row = await this.row(farmerId, manager);
    if (!row) throw new DomainError(FarmersErrors.FARMER_NOT_FOUND);
    return (await this.many([row]))[0];
  }

  /** The views of rows read with FARMER_COLUMNS / FARMER_JOINS, in the same order. */
  /** The names of a state and its cities, kept for a while: reference data that changes with releases only. */
  private async placeNames(stateId: number): Promise<{ name: string; cities: Map<number, string> }> {
    const cached = this.places.get(stateId);
    if (cached && cached.until > Date.now()) return cached;
    const state = await this.geography.findState(stateId);
    const cities = new Map(((await this.geography.citiesOfState(stateId)) ?? []).map((c) => [c.id, c.name]));
    const entry = { name: state?.name ?? '', cities, until: Date.now() + PLACE_NAMES_TTL_MS };
    this.places.set(stateId, entry);
    return entry;
  }

  async many(rows: FarmerRow[]): Promise<FarmerView[]> {
    const states = new Map<number, string>();
    const cities = new Map<number, string>();
    for (const stateId of new Set(rows.map((r) => r.state_id))) {
      const place = await this.placeNames(stateId);
      states.set(stateId, place.name);
      for (const [id, name] of place.cities) cities.set(id, name);
    }
    const cards: ContactCard[] = rows.length
      ? await this.queries.execute(new ContactCardsQuery([...new Set(rows.map((r) => r.created_by))]))
      : [];
    const creators = new Map(cards.map((c) => [c.id, c]));
    return rows.map((r) => ({
      id: r.id,
      fullName: r.full_name,
      email: r.email,
      phone: r.phone,
      gender: r.gender,
      address: r.address,
      community: r.community,
      age: r.age,
      year: r.year,
      countryId: r.country_id,
      state: { id: r.state_id, name: states.get(r.state_id) ?? '' },
      city: { id: r.city_id, name: cities.get(r.city_id) ?? '' },
      project: { id: r.project_id, name: r.project_name ?? '' },
      aggregationPartner: { id: r.aggregation_partner_id, name: r.aggregation_partner_name ?? '' },
      farmerCompany: r.farmer_company_id ? { id: r.farmer_company_id, name: r.farmer_company_name ?? '' } : null,
      pictureUrl: r.picture_key ? farmerPictureUrl(r.id) : null,
      invitedToPlatform: r.invited_to_platform,
      userId: r.user_id,
      createdBy: { id: r.created_by, fullName: fullNameOf(creators.get(r.created_by)) },
      consent:
        r.consent_first_name ||
        r.consent_id_number ||
        r.consent_form_key ||
        r.consent_authorisation ||
        r.consent_data_transfer ||
        r.consent_account_creation
          ? {
              firstName: r.consent_first_name,
              idNumber: r.consent_id_number,
              authorisation: r.consent_authorisation,
              personalDataTransfer: r.consent_data_transfer,
              accountCreation: r.consent_account_creation,
              formUrl: r.consent_form_key ? consentFormUrl(r.id) : null,
            }
          : null,
      createdAt: new Date(r.created_at).toISOString(),
      updatedAt: new Date(r.updated_at).toISOString(),
    }));
  }
}
