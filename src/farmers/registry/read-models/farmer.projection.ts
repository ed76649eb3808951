import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../../kernel/events/event.types';
import { AppendedRun, eventRow, InlineProjection, jsonRow, Projection } from '../../../kernel/events/projection';
import { PersonalDataVault } from '../../../kernel/privacy/personal-data-vault';
import {
  FACT_FIELDS,
  FarmerDeleted,
  FarmerEnrolled,
  FarmerEvents,
  FarmerFacts,
  FarmerLinkedToAccount,
  FarmerPersonal,
  FarmerUpdated,
} from '../domain/farmer';
import { FARMER_LIST_VERSIONS } from '../queries/farmer-list-cache';

/** What a farmer's personal details read as once their key is destroyed (a rebuild after deletion). */
const ERASED: FarmerPersonal = { fullName: '', email: null, phone: null, address: '', consent: null };

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

/** The farmers row of an enrolment but its personal columns: column, field and type. */
const ENROLLED_COLUMNS = {
  id: ['farmerId', 'uuid'],
  created_by: ['createdBy', 'uuid'],
  created_by_role: ['createdByRole', 'text'],
  country_id: ['countryId', 'integer'],
  state_id: ['stateId', 'integer'],
  city_id: ['cityId', 'integer'],
  gender: ['gender', 'text'],
  project_id: ['projectId', 'integer'],
  aggregation_partner_id: ['aggregationPartnerId', 'integer'],
  farmer_company_id: ['farmerCompanyId', 'integer'],
  age: ['age', 'smallint'],
  year: ['year', 'smallint'],
  community: ['community', 'text'],
  picture_key: ['pictureKey', 'text'],
  invited_to_platform: ['invitedToPlatform', 'boolean'],
  invitation_id: ['invitationId', 'uuid'],
  created_at: ['at', 'timestamptz'],
  updated_at: ['at', 'timestamptz'],
} as const satisfies Record<string, readonly [keyof FarmerEnrolled, string]>;
const ENROLLED_ROW = eventRow(ENROLLED_COLUMNS);

/** The column of each fact (what an update may change). */
const FACT_COLUMNS = new Map(
  Object.entries(ENROLLED_COLUMNS)
    .filter(([, [field]]) => (FACT_FIELDS as readonly string[]).includes(field))
    .map(([column, [field]]) => [field as keyof FarmerFacts, column]),
);

/** The personal columns of a farmers row (see personalColumns), given in $5 in the order of the run's events. */
const PERSONAL_ROW = jsonRow(`$5::jsonb -> e.n`, 'person', {
  full_name: ['full_name', 'text'],
  email: ['email', 'text'],
  phone: ['phone', 'text'],
  address: ['address', 'text'],
  consent_first_name: ['consent_first_name', 'text'],
  consent_id_number: ['consent_id_number', 'text'],
  consent_form_key: ['consent_form_key', 'text'],
  consent_form_type: ['consent_form_type', 'text'],
  consent_authorisation: ['consent_authorisation', 'boolean'],
  consent_data_transfer: ['consent_data_transfer', 'boolean'],
  consent_account_creation: ['consent_account_creation', 'boolean'],
});

/**
 * The farmers table, kept from the farmer streams in the same transaction: personal details opened from the sealed
 * part of each event. A deleted farmer's row goes (and with it every personal detail the read side held).
 */
@Injectable()
@Projection()
export class FarmerProjection implements InlineProjection {
  readonly name = 'farmers';
  readonly tables = ['farmers'];
  /** The lists' totals are kept under it (FarmerListCache). */
  readonly cacheVersions = [FARMER_LIST_VERSIONS];
  readonly handles = Object.values(FarmerEvents);
  /** Reads no other projection's tables (the farmer history asks only whether a farmer exists): a replay gives it its events on their own. */
  readonly replaysAlone = true;
  /** It finds a farmer by id alone: the lists', the search's and the duplicate checks' indexes serve only readers. */
  readonly readerIndexes = [
    'farmers_created_by',
    'farmers_country',
    'farmers_created_at',
    'farmers_state',
    'farmers_city',
    'farmers_project',
    'farmers_aggregation_partner',
    'farmers_year',
    'farmers_name_trigrams',
    'farmers_user',
    'farmers_invitation',
    'farmers_phone',
  ];

  constructor(private readonly vault: PersonalDataVault) {}

  /**
   * Many enrolments (a batched import) in one INSERT: the facts from the events as stored, the personal details (opened
   * together) beside them.
   */
  async applyAppended(run: AppendedRun, manager: EntityManager): Promise<void> {
    if (run.type !== FarmerEvents.enrolled) {
      for (const event of run.events) await this.apply(event, manager);
      return;
    }
    const enrolled = run.events.map((event) => FarmerEnrolled.dataOf(event));
    const opened = await this.vault.openMany<FarmerPersonal>(
      enrolled.map((data) => data.personal),
      manager,
    );
    // The personal columns of each farmer, in the events' order: an array rather than an object keyed by farmer id,
    // whose thousand keys would each give the object a new shape to make. A plain INSERT (no ON CONFLICT, which costs
    // each row a speculative insertion): these farmers' streams were created by the statement that logged the run.
    const personal = opened.map((person) => personalColumns(person ?? ERASED));
    await manager.query(
      `INSERT INTO farmers (${ENROLLED_ROW.names}, ${PERSONAL_ROW.names})
       SELECT ${ENROLLED_ROW.values}, ${PERSONAL_ROW.values}
       FROM ${run.numberedFrom} CROSS JOIN LATERAL ${ENROLLED_ROW.record} CROSS JOIN LATERAL ${PERSONAL_ROW.record}`,
      [...run.params, JSON.stringify(personal)],
    );
  }

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case FarmerEvents.enrolled: {
        const data = FarmerEnrolled.dataOf(event);
        const personal = (await this.vault.open<FarmerPersonal>(data.personal, manager)) ?? ERASED;
        const columns: Record<string, unknown> = {
          ...Object.fromEntries(Object.entries(ENROLLED_COLUMNS).map(([column, [field]]) => [column, data[field]])),
          ...personalColumns(personal),
        };
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
            [...FACT_COLUMNS]
              .filter(([field]) => field in data)
              .map(([field, column]) => [column, data[field as keyof FarmerFacts]]),
          ),
          ...(opened ? personalColumns(opened) : {}),
          ...(data.invitedToPlatform !== undefined ? { invited_to_platform: data.invitedToPlatform } : {}),
          ...(data.invitationId !== undefined ? { invitation_id: data.invitationId } : {}),
          updated_at: new Date(data.at),
        };
        const names = Object.keys(columns);
        await manager.query(`UPDATE farmers SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} WHERE id = $1`, [
          data.farmerId,
          ...Object.values(columns),
        ]);
        return;
      }
      case FarmerEvents.linkedToAccount: {
        const data = FarmerLinkedToAccount.dataOf(event);
        await manager.query(`UPDATE farmers SET user_id = $2, updated_at = $3 WHERE id = $1`, [
          data.farmerId,
          data.userId,
          new Date(data.at),
        ]);
        return;
      }
      case FarmerEvents.deleted:
        await manager.query(`DELETE FROM farmers WHERE id = $1`, [FarmerDeleted.dataOf(event).farmerId]);
        return;
    }
  }
}
