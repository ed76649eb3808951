import { DomainError } from '../../../kernel/errors/domain-error';
import { defineEvent, sharedDataOf } from '../../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../../kernel/events/event.types';
import { SealedPersonalData } from '../../../kernel/privacy/personal-data-vault';
import { FarmersErrors } from '../../farmers.errors';
import { defineAggregate } from '../../../kernel/events/decider';

/**
 * A farmer of the registry, enrolled by an extension agent (or an administrator, a platform manager): where they farm,
 * the project and aggregation partner they belong to, and their personal details, sealed in the log with the farmer's
 * own key so that deleting the farmer makes them unreadable there too. The id is chosen by the client (offline
 * capture) or by the server, and is the stream's id: a retried enrolment never makes a second farmer.
 */
export const FARMER_STREAM = 'farmer';
export const farmerStreamId = (farmerId: string) => `farmer-${farmerId}`;
/** The vault subject of a farmer's personal details (never a user's id, whatever id a client sends). */
export const farmerSubject = (farmerId: string) => `farmer-${farmerId}`;

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

/** The consent a farmer gives when enrolled on their behalf or invited to the platform. */
export interface FarmerConsent {
  firstName: string;
  idNumber: string;
  /** The signed form, kept privately in storage. */
  formKey: string | null;
  formType: string | null;
  authorisation: boolean;
  personalDataTransfer: boolean;
  accountCreation: boolean;
}

/** What is sealed in the events: everything that names or reaches the person. */
export interface FarmerPersonal {
  fullName: string;
  email: string | null;
  phone: string | null;
  address: string;
  consent: FarmerConsent | null;
}

export const PERSONAL_FIELDS = ['fullName', 'email', 'phone', 'address', 'consent'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** The facts about a farmer that are not personal: where, which project, which partner. */
export interface FarmerFacts {
  countryId: number;
  stateId: number;
  cityId: number;
  gender: Gender;
  projectId: number;
  aggregationPartnerId: number;
  farmerCompanyId: number | null;
  age: number | null;
  year: number | null;
  community: string;
  pictureKey: string | null;
}

export const FACT_FIELDS: readonly (keyof FarmerFacts)[] = [
  'countryId',
  'stateId',
  'cityId',
  'gender',
  'projectId',
  'aggregationPartnerId',
  'farmerCompanyId',
  'age',
  'year',
  'community',
  'pictureKey',
];

export interface FarmerEnrolled extends FarmerFacts {
  farmerId: string;
  /** The user who enrolled the farmer (agent, administrator, platform manager). */
  createdBy: string;
  /** Their working role when they did (ROLE_EXTENSION_AGENT, ROLE_ADMIN, ...). */
  createdByRole: string;
  personal: SealedPersonalData;
  invitedToPlatform: boolean;
  /** The affiliation module's invitation sent to the farmer, when invited. */
  invitationId: string | null;
  at: string;
}

/** Only the fields that changed; personal ones sealed together in `personal`, their names in `personalFields`. */
export type FarmerUpdated = Partial<FarmerFacts> & {
  farmerId: string;
  updatedBy: string;
  personal: SealedPersonalData | null;
  personalFields: PersonalField[];
  invitedToPlatform?: boolean;
  invitationId?: string | null;
  at: string;
};

export interface FarmerDeleted {
  farmerId: string;
  deletedBy: string;
  at: string;
}

export interface FarmerLinkedToAccount {
  farmerId: string;
  userId: string;
  at: string;
}

// Each event type, declared once with its payload.
export const FarmerEnrolled = defineEvent<FarmerEnrolled>('FarmerEnrolled');
export const FarmerUpdated = defineEvent<FarmerUpdated>('FarmerUpdated');
export const FarmerDeleted = defineEvent<FarmerDeleted>('FarmerDeleted');
export const FarmerLinkedToAccount = defineEvent<FarmerLinkedToAccount>('FarmerLinkedToAccount');

/** The farmer every event of the stream is about, and when. */
export const farmerEventData = sharedDataOf<{ farmerId: string; at: string }>(
  FarmerEnrolled,
  FarmerUpdated,
  FarmerDeleted,
  FarmerLinkedToAccount,
);

/** The type names, for projections' `handles` and `switch`es. */
export const FarmerEvents = {
  enrolled: FarmerEnrolled.type,
  updated: FarmerUpdated.type,
  deleted: FarmerDeleted.type,
  linkedToAccount: FarmerLinkedToAccount.type,
} as const;

export interface FarmerState {
  exists: boolean;
  deleted: boolean;
  createdBy: string | null;
  facts: FarmerFacts | null;
  invitedToPlatform: boolean;
  invitationId: string | null;
  userId: string | null;
}

export const initialFarmerState: FarmerState = {
  exists: false,
  deleted: false,
  createdBy: null,
  facts: null,
  invitedToPlatform: false,
  invitationId: null,
  userId: null,
};

type Event = StoredEvent | NewEvent;

const factsOf = (data: Partial<FarmerFacts>): Partial<FarmerFacts> =>
  Object.fromEntries(FACT_FIELDS.filter((f) => f in data).map((f) => [f, data[f]])) as Partial<FarmerFacts>;

export function evolveFarmer(state: FarmerState, event: Event): FarmerState {
  switch (event.type) {
    case FarmerEvents.enrolled: {
      const data = FarmerEnrolled.dataOf(event as StoredEvent) as FarmerEnrolled;
      return {
        ...initialFarmerState,
        exists: true,
        createdBy: data.createdBy,
        facts: factsOf(data) as FarmerFacts,
        invitedToPlatform: data.invitedToPlatform,
        invitationId: data.invitationId,
      };
    }
    case FarmerEvents.updated: {
      const data = FarmerUpdated.dataOf(event);
      return {
        ...state,
        facts: { ...(state.facts as FarmerFacts), ...factsOf(data) },
        invitedToPlatform: data.invitedToPlatform ?? state.invitedToPlatform,
        invitationId: data.invitationId === undefined ? state.invitationId : data.invitationId,
      };
    }
    case FarmerEvents.deleted:
      return { ...state, deleted: true };
    case FarmerEvents.linkedToAccount:
      return { ...state, userId: FarmerLinkedToAccount.dataOf(event).userId };
    default:
      return state;
  }
}

/** What an enrolment asks for, with the personal details both sealed (for the log) and plain (to compare a retry). */
export interface EnrolFarmer extends FarmerFacts {
  farmerId: string;
  createdBy: string;
  createdByRole: string;
  personal: SealedPersonalData;
  invitedToPlatform: boolean;
  invitationId: string | null;
  now: string;
}

/**
 * Enrols once. The same enrolment sent again (a retry after a lost answer: same caller, same facts, same personal
 * details, compared by the caller who opened them) changes nothing; other details under the same id are refused.
 * A picture sent again is a new file and is not compared.
 */
export function decideEnrol(
  state: FarmerState,
  command: EnrolFarmer,
  sameAsExisting: (state: FarmerState) => boolean,
): NewEvent[] {
  if (state.exists) {
    if (!state.deleted && state.createdBy === command.createdBy && sameAsExisting(state)) return [];
    throw new DomainError(FarmersErrors.FARMER_ALREADY_EXISTS);
  }
  const { now, ...enrolled } = command;
  return [FarmerEnrolled.create({ ...enrolled, at: now })];
}

/** The facts equal, but for the picture (a retried upload stores the same picture under a new key). */
export function sameFacts(a: FarmerFacts, b: FarmerFacts): boolean {
  return FACT_FIELDS.filter((f) => f !== 'pictureKey').every((f) => a[f] === b[f]);
}

function mustExist(state: FarmerState): asserts state is FarmerState & { facts: FarmerFacts } {
  if (!state.exists || state.deleted) throw new DomainError(FarmersErrors.FARMER_NOT_FOUND);
}

export interface UpdateFarmer {
  farmerId: string;
  updatedBy: string;
  facts: FarmerFacts;
  /** The personal fields that changed (the caller compared them), sealed; null when none did. */
  personal: SealedPersonalData | null;
  personalFields: PersonalField[];
  /** Set when the farmer is invited to the platform with this change. */
  invitationId: string | null;
  now: string;
}

/** Records what changed; nothing changed, no event. */
export function decideUpdate(state: FarmerState, command: UpdateFarmer): NewEvent[] {
  mustExist(state);
  const changed = Object.fromEntries(
    FACT_FIELDS.filter((f) => state.facts[f] !== command.facts[f]).map((f) => [f, command.facts[f]]),
  ) as Partial<FarmerFacts>;
  const invited = command.invitationId !== null && !state.invitedToPlatform;
  if (!Object.keys(changed).length && !command.personalFields.length && !invited) return [];
  return [
    FarmerUpdated.create({
      farmerId: command.farmerId,
      ...changed,
      updatedBy: command.updatedBy,
      personal: command.personalFields.length ? command.personal : null,
      personalFields: command.personalFields,
      ...(invited ? { invitedToPlatform: true, invitationId: command.invitationId } : {}),
      at: command.now,
    }),
  ];
}

export function decideDelete(
  state: FarmerState,
  command: { farmerId: string; deletedBy: string; now: string },
): NewEvent[] {
  mustExist(state);
  return [FarmerDeleted.create({ farmerId: command.farmerId, deletedBy: command.deletedBy, at: command.now })];
}

/** The account opened with the farmer's invitation becomes theirs; once. */
export function decideLink(state: FarmerState, command: { farmerId: string; userId: string; now: string }): NewEvent[] {
  if (!state.exists || state.deleted || state.userId) return [];
  return [FarmerLinkedToAccount.create({ farmerId: command.farmerId, userId: command.userId, at: command.now })];
}

export const FarmerStream = defineAggregate({
  streamType: FARMER_STREAM,
  streamId: farmerStreamId,
  initial: initialFarmerState,
  evolve: evolveFarmer,
});
