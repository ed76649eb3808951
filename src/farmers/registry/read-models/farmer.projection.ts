import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../../kernel/events/projection';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import { FarmerDeleted, FarmerEnrolled, FarmerEvents, FarmerFacts, FarmerLinkedToAccount, FarmerPersonal, FarmerUpdated } from '../domain/farmer';
import { bumpFarmerListVersion } from '../queries/farmer-list-cache';

/** What a farmer's personal details read as once their key is destroyed (a rebuild after deletion). */
const ERASED: FarmerPersonal = { fullName: '', email: null, phone: null, address: '', consent: null };

const FACT_COLUMNS: Record<keyof FarmerFacts, string> = {
  countryId: 'country_id',
  stateId: 'state_id',
  cityId: 'city_id',
  gender: 'gender',
  projectId: 'project_id',
  aggregationPartnerId: 'aggregation_partner_id',
  farmerCompanyId: 'farmer_company_id',
  age: 'age',
  year: 'year',
  community: 'community',
  pictureKey: 'picture_key',
};

/** The personal columns for the fields given (the others are left as they are). */
function personalColumns(personal: Partial<FarmerPersonal>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if ('fullName' in personal) columns.full_name = personal.fullName;
  if ('email' in personal) columns.email = personal.email;
  if ('phone' in personal) columns.phone = personal.phone;
  if ('address' in personal) columns.address = personal.address;
  if ('consent' in personal) {
    const consent = personal.consent ?? null;
    columns.consent_first_name = consent?.firstName ?? null;
    columns.consent_id_number = consent?.idNumber ?? null;
    columns.consent_form_key = consent?.formKey ?? null;
    columns.consent_form_type = consent?.formType ?? null;
    columns.consent_authorisation = consent?.authorisation ?? false;
    columns.consent_data_transfer = consent?.personalDataTransfer ?? false;
    columns.consent_account_creation = consent?.accountCreation ?? false;
  }
  return columns;
}

/** The farmers row of an enrolment. */
function enrolledColumns(data: FarmerEnrolled, personal: FarmerPersonal): Record<string, unknown> {
  return {
    id: data.farmerId,
    created_by: data.createdBy,
    created_by_role: data.createdByRole,
    ...Object.fromEntries(Object.entries(FACT_COLUMNS).map(([field, column]) => [column, data[field as keyof FarmerFacts]])),
    ...personalColumns(personal),
    invited_to_platform: data.invitedToPlatform,
    invitation_id: data.invitationId,
    created_at: new Date(data.at),
    updated_at: new Date(data.at),
  };
}

/**
 * The farmers table, kept from the farmer streams in the same transaction: personal details opened from the sealed
 * part of each event. A deleted farmer's row goes (and with it every personal detail the read side held).
 */
@Injectable()
@Projection()
export class FarmerProjection implements InlineProjection {
  readonly name = 'farmers';
  readonly tables = ['farmers'];
  readonly handles = Object.values(FarmerEvents);

  constructor(private readonly vault: PersonalDataVault) {}

  /** Many enrolments (a batched import) in one INSERT, their personal details opened together. */
  async applyBatch(events: StoredEvent[], manager: EntityManager): Promise<void> {
    if (events[0].type !== FarmerEvents.enrolled) {
      for (const event of events) await this.apply(event, manager);
      return;
    }
    const enrolled = events.map((event) => FarmerEnrolled.dataOf(event));
    const personal = await this.vault.openMany<FarmerPersonal>(enrolled.map((data) => data.personal), manager);
    const rows = enrolled.map((data, i) => enrolledColumns(data, personal[i] ?? ERASED));
    const names = Object.keys(rows[0]);
    await manager.query(
      `INSERT INTO farmers (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_populate_recordset(NULL::farmers, $1::jsonb) ON CONFLICT (id) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  }

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case FarmerEvents.enrolled: {
        const data = FarmerEnrolled.dataOf(event);
        const personal = (await this.vault.open<FarmerPersonal>(data.personal, manager)) ?? ERASED;
        const columns = enrolledColumns(data, personal);
        const names = Object.keys(columns);
        await manager.query(
          `INSERT INTO farmers (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT (id) DO NOTHING`,
          Object.values(columns),
        );
        return;
      }
      case FarmerEvents.updated: {
        const data = FarmerUpdated.dataOf(event);
        const opened = data.personal ? await this.vault.open<Partial<FarmerPersonal>>(data.personal, manager) : null;
        const columns: Record<string, unknown> = {
          ...Object.fromEntries(
            Object.entries(FACT_COLUMNS)
              .filter(([field]) => field in data)
              .map(([field, column]) => [column, data[field as keyof FarmerFacts]]),
          ),
          ...(opened ? personalColumns(opened) : {}),
          ...(data.invitedToPlatform !== undefined ? { invited_to_platform: data.invitedToPlatform } : {}),
          ...(data.invitationId !== undefined ? { invitation_id: data.invitationId } : {}),
          updated_at: new Date(data.at),
        };
        const names = Object.keys(columns);
        await manager.query(`UPDATE farmers SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} WHERE id = $1`, [data.farmerId, ...Object.values(columns)]);
        return;
      }
      case FarmerEvents.linkedToAccount: {
        const data = FarmerLinkedToAccount.dataOf(event);
        await manager.query(`UPDATE farmers SET user_id = $2, updated_at = $3 WHERE id = $1`, [data.farmerId, data.userId, new Date(data.at)]);
        return;
      }
      case FarmerEvents.deleted:
        await manager.query(`DELETE FROM farmers WHERE id = $1`, [FarmerDeleted.dataOf(event).farmerId]);
        return;
    }
  }

  /** The lists' totals are kept under a version: any change to the farmers moves it. */
  async afterProjected(manager: EntityManager): Promise<void> {
    await bumpFarmerListVersion(manager);
  }
}
