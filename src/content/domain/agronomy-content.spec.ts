import { decider } from '../../kernel/testing/given-when-then';
import '../content.errors';
import {
  AgronomyContentCreated,
  AgronomyContentDeleted,
  AgronomyContentDocumentRemoved,
  AgronomyContentReviewed,
  AgronomyContentUpdated,
  ContentActor,
  ContentDetails,
  decideDelete,
  decideRemoveDocument,
  decideToggleApproval,
  decideUpdate,
  evolveContent,
  initialContentState,
  statusOf,
} from './agronomy-content';

const NOW = '2026-03-01T08:00:00.000Z';
const DETAILS: ContentDetails = {
  title: 'Semis du maïs',
  category: 'Cultures',
  fileType: 'DOCUMENT',
  body: '<p>Semez tôt.</p>',
  crops: ['Maize'],
  tags: [],
  youtubeUrl: null,
  publish: true,
};
const doc = { id: 'd1', storageKey: 'agronomy-content/2026/d1.pdf', contentType: 'application/pdf', size: 10 };
const image = { id: 'i1', storageKey: 'agronomy-content/2026/i1.png', contentType: 'image/png', size: 10 };
const created = AgronomyContentCreated.create({
  contentId: 'c1',
  authorId: 'author',
  countryId: 1,
  details: DETAILS,
  mainImage: image,
  video: null,
  documents: [doc],
  at: NOW,
});
const approved = AgronomyContentReviewed.create({ contentId: 'c1', approved: true, reviewerId: 'admin', at: NOW });

const author: ContentActor = { id: 'author', manager: false, administrator: false };
const stranger: ContentActor = { id: 'someone', manager: false, administrator: false };
const platformManager: ContentActor = { id: 'pm', manager: true, administrator: false };
const authorManager: ContentActor = { id: 'author', manager: true, administrator: false };
const authorAdministrator: ContentActor = { id: 'author', manager: true, administrator: true };

const content = decider(evolveContent, initialContentState);

describe('agronomy content decisions', () => {
  it('toggles the approval: approve pending or declined, decline approved', () => {
    content
      .given(created)
      .when((s) => decideToggleApproval(s, { contentId: 'c1', actor: platformManager, now: NOW }))
      .then(AgronomyContentReviewed.create({ contentId: 'c1', approved: true, reviewerId: 'pm', at: NOW }));
    content
      .given(created, approved)
      .when((s) => decideToggleApproval(s, { contentId: 'c1', actor: platformManager, now: NOW }))
      .then(AgronomyContentReviewed.create({ contentId: 'c1', approved: false, reviewerId: 'pm', at: NOW }));
  });

  it('refuses an author approving their own content unless an administrator', () => {
    content
      .given(created)
      .when((s) => decideToggleApproval(s, { contentId: 'c1', actor: authorManager, now: NOW }))
      .thenFails('CONTENT_SELF_APPROVAL');
    content
      .given(created)
      .when((s) => decideToggleApproval(s, { contentId: 'c1', actor: authorAdministrator, now: NOW }))
      .then(AgronomyContentReviewed.create({ contentId: 'c1', approved: true, reviewerId: 'author', at: NOW }));
  });

  it("keeps others' content out of reach", () => {
    content
      .given(created)
      .when((s) =>
        decideUpdate(s, {
          contentId: 'c1',
          actor: stranger,
          details: DETAILS,
          mainImage: null,
          video: null,
          addedDocuments: [],
          now: NOW,
        }),
      )
      .thenFails('CONTENT_NOT_FOUND');
    content
      .given(created)
      .when((s) => decideDelete(s, { contentId: 'c1', actor: stranger, now: NOW }))
      .thenFails('CONTENT_NOT_FOUND');
    content
      .given(created, AgronomyContentDeleted.create({ contentId: 'c1', storageKeys: [], at: NOW }))
      .when((s) => decideDelete(s, { contentId: 'c1', actor: author, now: NOW }))
      .thenFails('CONTENT_NOT_FOUND');
  });

  it("sends an author's change of reviewed content back to review, but not a withdrawal", () => {
    const update =
      (details: ContentDetails, actor = author) =>
      (s: typeof initialContentState) =>
        decideUpdate(s, {
          contentId: 'c1',
          actor,
          details,
          mainImage: null,
          video: null,
          addedDocuments: [],
          now: NOW,
        });
    const backToReview = (details: ContentDetails, value: boolean) =>
      AgronomyContentUpdated.create({
        contentId: 'c1',
        details,
        mainImage: null,
        video: null,
        addedDocuments: [],
        replaced: [],
        backToReview: value,
        at: NOW,
      });
    content
      .given(created, approved)
      .when(update({ ...DETAILS, publish: false }))
      .then(backToReview({ ...DETAILS, publish: false }, false));
    content
      .given(created, approved)
      .when(update({ ...DETAILS, title: 'Autre' }))
      .then(backToReview({ ...DETAILS, title: 'Autre' }, true));
    content
      .given(created, approved)
      .when(update({ ...DETAILS, title: 'Autre' }, platformManager))
      .then(backToReview({ ...DETAILS, title: 'Autre' }, false));
    // A change of language is reviewed again; naming a language for a content written before languages were recorded is not.
    const french = AgronomyContentCreated.create({
      ...AgronomyContentCreated.dataOf(created),
      details: { ...DETAILS, language: 'fr' },
    });
    content
      .given(french, approved)
      .when(update({ ...DETAILS, language: 'en' }))
      .then(backToReview({ ...DETAILS, language: 'en' }, true));
    content
      .given(french, approved)
      .when(update({ ...DETAILS, language: 'fr' }))
      .then(backToReview({ ...DETAILS, language: 'fr' }, false));
    content
      .given(created, approved)
      .when(update({ ...DETAILS, language: 'fr' }))
      .then(backToReview({ ...DETAILS, language: 'fr' }, false));
  });

  it('removes a document of the content once, and lists every file of a deleted content', () => {
    content
      .given(created)
      .when((s) => decideRemoveDocument(s, { contentId: 'c1', documentId: 'd1', actor: author, now: NOW }))
      .then(
        AgronomyContentDocumentRemoved.create({
          contentId: 'c1',
          documentId: 'd1',
          storageKey: doc.storageKey,
          at: NOW,
        }),
      );
    content
      .given(
        created,
        AgronomyContentDocumentRemoved.create({
          contentId: 'c1',
          documentId: 'd1',
          storageKey: doc.storageKey,
          at: NOW,
        }),
      )
      .when((s) => decideRemoveDocument(s, { contentId: 'c1', documentId: 'd1', actor: author, now: NOW }))
      .thenFails('CONTENT_DOCUMENT_NOT_FOUND');
    content
      .given(created)
      .when((s) => decideDelete(s, { contentId: 'c1', actor: author, now: NOW }))
      .then(
        AgronomyContentDeleted.create({ contentId: 'c1', storageKeys: [image.storageKey, doc.storageKey], at: NOW }),
      );
  });

  it('reads the status from the review and the author choice', () => {
    expect(statusOf('PENDING', true)).toBe('PENDING');
    expect(statusOf('DECLINED', true)).toBe('DECLINED');
    expect(statusOf('APPROVED', true)).toBe('PUBLISHED');
    // Approved and private reads UNPUBLISHED, whether it was never published or was withdrawn.
    expect(statusOf('APPROVED', false)).toBe('UNPUBLISHED');
  });
});
