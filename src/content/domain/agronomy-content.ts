import { DomainError } from '../../kernel/errors/domain-error';
import { defineEvent, sharedDataOf } from '../../kernel/events/event-registry';
import { NewEvent, StoredEvent } from '../../kernel/events/event.types';
import { ContentErrors } from '../content.errors';
import { defineAggregate } from '../../kernel/events/decider';

/**
 * Agronomy content: an article, a video or documents written by an agronomist (or any author allowed to write), for
 * the farmers of one country. It is reviewed (approved or declined, one toggle) and its author says whether it is
 * published; it is public only when both approved and published.
 */
export const CONTENT_STREAM = 'agronomy-content';
export const contentStreamId = (contentId: string) => `agronomy-content-${contentId}`;

export const FILE_TYPES = ['DOCUMENT', 'IMAGE', 'MEDIA'] as const;
export type ContentFileType = (typeof FILE_TYPES)[number];
/**
 * What a content shows, one meaning per word: PENDING awaits review, DECLINED was refused, PUBLISHED is approved and
 * public, UNPUBLISHED is approved and private (not yet published, or withdrawn: both are private alike).
 */
export const CONTENT_STATUSES = ['PENDING', 'DECLINED', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** The list's status filter: a status, or APPROVED for every approved content (published or not), as the review says. */
export const CONTENT_STATUS_FILTERS = ['PENDING', 'APPROVED', 'DECLINED', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type ContentStatusFilter = (typeof CONTENT_STATUS_FILTERS)[number];
export type Review = 'PENDING' | 'APPROVED' | 'DECLINED';
/** The languages a content is written in: those of the platform's countries. */
export const CONTENT_LANGUAGES = ['en', 'fr'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** What the author writes (the body already sanitised). */
export interface ContentDetails {
  title: string;
  category: string;
  fileType: ContentFileType;
  /** Rich text (HTML), sanitised. */
  body: string;
  crops: string[];
  tags: string[];
  youtubeUrl: string | null;
  /** Whether the author wants it public (it is, once approved). */
  publish: boolean;
  /**
   * The language it is written in. Absent on contents written before languages were recorded: they read as the default
   * language of their country.
   */
  language?: ContentLanguage;
}

/** A file kept in storage for a content. */
export interface ContentFile {
  id: string;
  storageKey: string;
  contentType: string;
  size: number;
}

export interface AgronomyContentCreated {
  contentId: string;
  authorId: string;
  countryId: number;
  details: ContentDetails;
  mainImage: ContentFile | null;
  video: ContentFile | null;
  documents: ContentFile[];
  at: string;
}

export interface AgronomyContentUpdated {
  contentId: string;
  details: ContentDetails;
  /** A new main image or video replaces the one before (listed in `replaced`); null keeps it. */
  mainImage: ContentFile | null;
  video: ContentFile | null;
  addedDocuments: ContentFile[];
  /** Files this change made unused (their storage keys). */
  replaced: string[];
  /** An author's change to approved or declined content sends it back to review. */
  backToReview: boolean;
  at: string;
}

export interface AgronomyContentReviewed {
  contentId: string;
  approved: boolean;
  reviewerId: string;
  at: string;
}

export interface AgronomyContentDocumentRemoved {
  contentId: string;
  documentId: string;
  storageKey: string;
  at: string;
}

export interface AgronomyContentDeleted {
  contentId: string;
  /** Every file of the content (their storage keys), removed once recorded. */
  storageKeys: string[];
  at: string;
}

export const AgronomyContentCreated = defineEvent<AgronomyContentCreated>('AgronomyContentCreated');
export const AgronomyContentUpdated = defineEvent<AgronomyContentUpdated>('AgronomyContentUpdated');
export const AgronomyContentReviewed = defineEvent<AgronomyContentReviewed>('AgronomyContentReviewed');
export const AgronomyContentDocumentRemoved = defineEvent<AgronomyContentDocumentRemoved>(
  'AgronomyContentDocumentRemoved',
);
export const AgronomyContentDeleted = defineEvent<AgronomyContentDeleted>('AgronomyContentDeleted');

/** What every content event carries. */
export const contentEventData = sharedDataOf<{ contentId: string; at: string }>(
  AgronomyContentCreated,
  AgronomyContentUpdated,
  AgronomyContentReviewed,
  AgronomyContentDocumentRemoved,
  AgronomyContentDeleted,
);

export const ContentEvents = {
  created: AgronomyContentCreated.type,
  updated: AgronomyContentUpdated.type,
  reviewed: AgronomyContentReviewed.type,
  documentRemoved: AgronomyContentDocumentRemoved.type,
  deleted: AgronomyContentDeleted.type,
} as const;

export interface ContentState {
  exists: boolean;
  deleted: boolean;
  authorId: string | null;
  review: Review;
  publish: boolean;
  details: ContentDetails | null;
  mainImage: ContentFile | null;
  video: ContentFile | null;
  documents: ContentFile[];
}

export const initialContentState: ContentState = {
  exists: false,
  deleted: false,
  authorId: null,
  review: 'PENDING',
  publish: false,
  details: null,
  mainImage: null,
  video: null,
  documents: [],
};

/** The status shown: the review until approved, then whether the author publishes it. */
export function statusOf(review: Review, publish: boolean): ContentStatus {
  if (review !== 'APPROVED') return review;
  return publish ? 'PUBLISHED' : 'UNPUBLISHED';
}

type Event = StoredEvent | NewEvent;

export function evolveContent(state: ContentState, event: Event): ContentState {
  if (AgronomyContentCreated.is(event)) {
    const d = AgronomyContentCreated.dataOf(event);
    return {
      ...initialContentState,
      exists: true,
      authorId: d.authorId,
      details: d.details,
      publish: d.details.publish,
      mainImage: d.mainImage,
      video: d.video,
      documents: d.documents,
    };
  }
  if (AgronomyContentUpdated.is(event)) {
    const d = AgronomyContentUpdated.dataOf(event);
    return {
      ...state,
      details: d.details,
      publish: d.details.publish,
      review: d.backToReview ? 'PENDING' : state.review,
      mainImage: d.mainImage ?? state.mainImage,
      video: d.video ?? state.video,
      documents: [...state.documents, ...d.addedDocuments],
    };
  }
  if (AgronomyContentReviewed.is(event))
    return { ...state, review: AgronomyContentReviewed.dataOf(event).approved ? 'APPROVED' : 'DECLINED' };
  if (AgronomyContentDocumentRemoved.is(event)) {
    const { documentId } = AgronomyContentDocumentRemoved.dataOf(event);
    return { ...state, documents: state.documents.filter((d) => d.id !== documentId) };
  }
  if (AgronomyContentDeleted.is(event)) return { ...state, deleted: true };
  return state;
}

/** Who acts on a content: its author, or a manager of agronomy content; `administrator` may approve their own. */
export interface ContentActor {
  id: string;
  /** Holds agronomy-content:manage (administrators, platform managers). */
  manager: boolean;
  /** An administrator (or super administrator). */
  administrator: boolean;
}

/** Only its author and managers reach a content; anyone else, as once deleted, finds none. */
function mustReach(state: ContentState, actor: ContentActor): void {
  if (!state.exists || state.deleted || (!actor.manager && state.authorId !== actor.id))
    throw new DomainError(ContentErrors.CONTENT_NOT_FOUND);
}

export const MAX_DOCUMENTS = 10;

function checkDocumentCount(count: number): void {
  if (count > MAX_DOCUMENTS) throw new DomainError(ContentErrors.CONTENT_TOO_MANY_DOCUMENTS, { max: MAX_DOCUMENTS });
}

export function decideCreate(
  state: ContentState,
  command: Omit<AgronomyContentCreated, 'at'> & { now: string },
): NewEvent[] {
  if (state.exists) throw new DomainError(ContentErrors.CONTENT_NOT_FOUND);
  checkDocumentCount(command.documents.length);
  const { now, ...created } = command;
  return [AgronomyContentCreated.create({ ...created, at: now })];
}

/** Whether the change is more than publishing or withdrawing (field by field: stored payloads do not keep key order). */
function changesWhatWasReviewed(before: ContentDetails, after: ContentDetails, newFiles: boolean): boolean {
  const fields: (keyof ContentDetails)[] = ['title', 'category', 'fileType', 'body', 'crops', 'tags', 'youtubeUrl'];
  // A content written before languages were recorded has none to compare: naming one is no change to review.
  const language = before.language !== undefined && before.language !== after.language;
  return newFiles || language || fields.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

export function decideUpdate(
  state: ContentState,
  command: {
    contentId: string;
    actor: ContentActor;
    details: ContentDetails;
    mainImage: ContentFile | null;
    video: ContentFile | null;
    addedDocuments: ContentFile[];
    now: string;
  },
): NewEvent[] {
  mustReach(state, command.actor);
  checkDocumentCount(state.documents.length + command.addedDocuments.length);
  const newFiles = command.mainImage !== null || command.video !== null || command.addedDocuments.length > 0;
  const backToReview =
    !command.actor.manager &&
    state.review !== 'PENDING' &&
    changesWhatWasReviewed(state.details!, command.details, newFiles);
  const replaced = [command.mainImage && state.mainImage?.storageKey, command.video && state.video?.storageKey].filter(
    (key): key is string => Boolean(key),
  );
  return [
    AgronomyContentUpdated.create({
      contentId: command.contentId,
      details: command.details,
      mainImage: command.mainImage,
      video: command.video,
      addedDocuments: command.addedDocuments,
      replaced,
      backToReview,
      at: command.now,
    }),
  ];
}

/** Approves pending or declined content, declines approved content. An author approves their own only as an administrator. */
export function decideToggleApproval(
  state: ContentState,
  command: { contentId: string; actor: ContentActor; now: string },
): NewEvent[] {
  mustReach(state, command.actor);
  if (state.authorId === command.actor.id && !command.actor.administrator)
    throw new DomainError(ContentErrors.CONTENT_SELF_APPROVAL);
  return [
    AgronomyContentReviewed.create({
      contentId: command.contentId,
      approved: state.review !== 'APPROVED',
      reviewerId: command.actor.id,
      at: command.now,
    }),
  ];
}

export function decideRemoveDocument(
  state: ContentState,
  command: { contentId: string; documentId: string; actor: ContentActor; now: string },
): NewEvent[] {
  mustReach(state, command.actor);
  const document = state.documents.find((d) => d.id === command.documentId);
  if (!document) throw new DomainError(ContentErrors.CONTENT_DOCUMENT_NOT_FOUND);
  return [
    AgronomyContentDocumentRemoved.create({
      contentId: command.contentId,
      documentId: document.id,
      storageKey: document.storageKey,
      at: command.now,
    }),
  ];
}

export function decideDelete(
  state: ContentState,
  command: { contentId: string; actor: ContentActor; now: string },
): NewEvent[] {
  mustReach(state, command.actor);
  const storageKeys = [state.mainImage, state.video, ...state.documents]
    .filter((f): f is ContentFile => f !== null)
    .map((f) => f.storageKey);
  return [AgronomyContentDeleted.create({ contentId: command.contentId, storageKeys, at: command.now })];
}

export const ContentStream = defineAggregate({
  streamType: CONTENT_STREAM,
  streamId: contentStreamId,
  initial: initialContentState,
  evolve: evolveContent,
});
