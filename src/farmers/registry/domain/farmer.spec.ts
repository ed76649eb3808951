import { decider } from '../../../kernel/testing/given-when-then';
import {
  decideDelete,
  decideEnrol,
  decideLink,
  decideUpdate,
  evolveFarmer,
  FarmerDeleted,
  FarmerEnrolled,
  FarmerFacts,
  FarmerLinkedToAccount,
  FarmerUpdated,
  initialFarmerState,
} from './farmer';
import {
  decideAddItem,
  decideRenameItem,
  decideSetItemStatus,
  evolveReferenceItem,
  FarmerReferenceItemAdded,
  FarmerReferenceItemRenamed,
  FarmerReferenceItemStatusSet,
  initialReferenceItemState,
} from './reference-item';

const NOW = '2026-03-01T08:00:00.000Z';
const sealed = { sealed: 1 as const, subject: 'farmer-f1', iv: 'iv', tag: 'tag', data: 'data' };
const facts: FarmerFacts = {
  countryId: 1,
  stateId: 10,
  cityId: 100,
  gender: 'FEMALE',
  projectId: 1,
  aggregationPartnerId: 2,
  farmerCompanyId: null,
  age: 34,
  year: 2015,
  community: 'Dawakin Tofa',
  pictureKey: null,
};
const enrol = {
  farmerId: 'f1',
  createdBy: 'agent-a',
  createdByRole: 'ROLE_EXTENSION_AGENT',
  ...facts,
  personal: sealed,
  invitedToPlatform: false,
  invitationId: null,
  now: NOW,
};
const { now: _now, ...enrolledData } = enrol;
const enrolled = FarmerEnrolled.create({ ...enrolledData, at: NOW });
const farmer = decider(evolveFarmer, initialFarmerState);
const same = () => true;
const different = () => false;

describe('farmer decisions', () => {
  it('enrols a farmer once', () => {
    farmer
      .given()
      .when((s) => decideEnrol(s, enrol, same))
      .then(enrolled);
  });

  it('answers a retried enrolment (same caller, same details) with nothing new, and refuses other details under the same id', () => {
    farmer
      .given(enrolled)
      .when((s) => decideEnrol(s, enrol, same))
      .thenNothing();
    farmer
      .given(enrolled)
      .when((s) => decideEnrol(s, enrol, different))
      .thenFails('FARMER_ALREADY_EXISTS');
    farmer
      .given(enrolled)
      .when((s) => decideEnrol(s, { ...enrol, createdBy: 'agent-b' }, same))
      .thenFails('FARMER_ALREADY_EXISTS');
  });

  it("never enrols again under a deleted farmer's id", () => {
    farmer
      .given(enrolled, FarmerDeleted.create({ farmerId: 'f1', deletedBy: 'agent-a', at: NOW }))
      .when((s) => decideEnrol(s, enrol, same))
      .thenFails('FARMER_ALREADY_EXISTS');
  });

  it('records only the fields that changed, and nothing when none did', () => {
    const update = {
      farmerId: 'f1',
      updatedBy: 'agent-a',
      facts,
      personal: null,
      personalFields: [],
      invitationId: null,
      now: NOW,
    };
    farmer
      .given(enrolled)
      .when((s) => decideUpdate(s, update))
      .thenNothing();
    farmer
      .given(enrolled)
      .when((s) =>
        decideUpdate(s, {
          ...update,
          facts: { ...facts, community: 'Gwale', age: 35 },
          personal: sealed,
          personalFields: ['phone'],
        }),
      )
      .then(
        FarmerUpdated.create({
          farmerId: 'f1',
          community: 'Gwale',
          age: 35,
          updatedBy: 'agent-a',
          personal: sealed,
          personalFields: ['phone'],
          at: NOW,
        }),
      );
    farmer
      .given(enrolled)
      .when((s) => decideUpdate(s, { ...update, invitationId: 'inv-1' }))
      .then(
        FarmerUpdated.create({
          farmerId: 'f1',
          updatedBy: 'agent-a',
          personal: null,
          personalFields: [],
          invitedToPlatform: true,
          invitationId: 'inv-1',
          at: NOW,
        }),
      );
  });

  it('finds no deleted or unknown farmer to change or delete', () => {
    const deleted = FarmerDeleted.create({ farmerId: 'f1', deletedBy: 'agent-a', at: NOW });
    farmer
      .given()
      .when((s) => decideDelete(s, { farmerId: 'f1', deletedBy: 'x', now: NOW }))
      .thenFails('FARMER_NOT_FOUND');
    farmer
      .given(enrolled, deleted)
      .when((s) => decideDelete(s, { farmerId: 'f1', deletedBy: 'x', now: NOW }))
      .thenFails('FARMER_NOT_FOUND');
    farmer
      .given(enrolled, deleted)
      .when((s) =>
        decideUpdate(s, {
          farmerId: 'f1',
          updatedBy: 'x',
          facts,
          personal: null,
          personalFields: [],
          invitationId: null,
          now: NOW,
        }),
      )
      .thenFails('FARMER_NOT_FOUND');
    farmer
      .given(enrolled)
      .when((s) => decideDelete(s, { farmerId: 'f1', deletedBy: 'agent-a', now: NOW }))
      .then(deleted);
  });

  it('links the account once, and never a deleted farmer', () => {
    const linked = FarmerLinkedToAccount.create({ farmerId: 'f1', userId: 'u1', at: NOW });
    farmer
      .given(enrolled)
      .when((s) => decideLink(s, { farmerId: 'f1', userId: 'u1', now: NOW }))
      .then(linked);
    farmer
      .given(enrolled, linked)
      .when((s) => decideLink(s, { farmerId: 'f1', userId: 'u2', now: NOW }))
      .thenNothing();
    farmer
      .given(enrolled, FarmerDeleted.create({ farmerId: 'f1', deletedBy: 'a', at: NOW }))
      .when((s) => decideLink(s, { farmerId: 'f1', userId: 'u1', now: NOW }))
      .thenNothing();
  });
});

describe('reference list decisions', () => {
  const item = decider(evolveReferenceItem, initialReferenceItemState);
  const added = FarmerReferenceItemAdded.create({
    itemId: 7,
    list: 'PROJECT',
    countryId: 1,
    name: 'Project A',
    at: NOW,
  });

  it('adds, renames, deactivates and reactivates; a repeat changes nothing', () => {
    item
      .given()
      .when((s) => decideAddItem(s, { itemId: 7, list: 'PROJECT', countryId: 1, name: 'Project A', now: NOW }))
      .then(added);
    item
      .given(added)
      .when((s) => decideRenameItem(s, { itemId: 7, name: 'Project A', now: NOW }))
      .thenNothing();
    item
      .given(added)
      .when((s) => decideRenameItem(s, { itemId: 7, name: 'Project B', now: NOW }))
      .then(FarmerReferenceItemRenamed.create({ itemId: 7, name: 'Project B', at: NOW }));
    item
      .given(added)
      .when((s) => decideSetItemStatus(s, { itemId: 7, active: true, now: NOW }))
      .thenNothing();
    const off = FarmerReferenceItemStatusSet.create({ itemId: 7, active: false, at: NOW });
    item
      .given(added)
      .when((s) => decideSetItemStatus(s, { itemId: 7, active: false, now: NOW }))
      .then(off);
    item
      .given(added, off)
      .when((s) => decideSetItemStatus(s, { itemId: 7, active: true, now: NOW }))
      .then(FarmerReferenceItemStatusSet.create({ itemId: 7, active: true, at: NOW }));
  });

  it('finds no unknown entry', () => {
    item
      .given()
      .when((s) => decideRenameItem(s, { itemId: 7, name: 'X', now: NOW }))
      .thenFails('FARMER_REFERENCE_NOT_FOUND');
    item
      .given()
      .when((s) => decideSetItemStatus(s, { itemId: 7, active: false, now: NOW }))
      .thenFails('FARMER_REFERENCE_NOT_FOUND');
  });
});
