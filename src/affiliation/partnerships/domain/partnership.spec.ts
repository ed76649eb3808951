import { decider } from '../../../kernel/testing/given-when-then';
import '../../affiliation.errors';
import {
  AffiliationApproved,
  AffiliationDeclined,
  AffiliationRequested,
  decideAnswer,
  decideRequest,
  evolvePartnership,
  initialPartnershipState,
} from './partnership';

const NOW = '2026-01-01T00:00:00.000Z';
const pair = { dealerId: 'd1', inputProviderId: 'ip1' };
const partnership = decider(evolvePartnership, initialPartnershipState);

const request = (requestId: string) => ({
  ...pair,
  requestId,
  dealerRole: 'ROLE_RETAILER',
  countryId: 1,
  requestedBy: 'd1',
  company: 'Green Farms',
  now: NOW,
});
const answer = (requestId: string, decision: 'APPROVED' | 'DECLINED') => ({
  ...pair,
  requestId,
  decidedBy: 'ip1',
  decision,
  now: NOW,
});
const requested = (requestId: string) =>
  AffiliationRequested.create({
    ...pair,
    requestId,
    dealerRole: 'ROLE_RETAILER',
    countryId: 1,
    requestedBy: 'd1',
    at: NOW,
  });
const approved = (requestId: string) => AffiliationApproved.create({ ...pair, requestId, decidedBy: 'ip1', at: NOW });
const declined = (requestId: string) => AffiliationDeclined.create({ ...pair, requestId, decidedBy: 'ip1', at: NOW });

describe('partnership decisions', () => {
  it('asks once: a second request while one is pending, or once affiliated, is refused', () => {
    partnership
      .given()
      .when((s) => decideRequest(s, request('r1')))
      .then(requested('r1'));
    partnership
      .given(requested('r1'))
      .when((s) => decideRequest(s, request('r2')))
      .thenFails('AFFILIATION_ALREADY_PENDING', { company: 'Green Farms' });
    partnership
      .given(requested('r1'), approved('r1'))
      .when((s) => decideRequest(s, request('r2')))
      .thenFails('ALREADY_AFFILIATED', { company: 'Green Farms' });
  });

  it('answers a pending request once; after a decline the dealer may ask again', () => {
    partnership
      .given(requested('r1'))
      .when((s) => decideAnswer(s, answer('r1', 'DECLINED')))
      .then(declined('r1'));
    const afterDecline = partnership.given(requested('r1'), declined('r1'));
    expect(afterDecline.state.current).toEqual({ requestId: 'r1', status: 'DECLINED' });
    afterDecline
      .when((s) => decideAnswer(s, answer('r1', 'APPROVED')))
      .thenFails('AFFILIATION_ALREADY_ANSWERED', { status: 'DECLINED' });
    afterDecline.when((s) => decideAnswer(s, answer('r9', 'APPROVED'))).thenFails('AFFILIATION_REQUEST_NOT_FOUND');
    afterDecline.when((s) => decideRequest(s, request('r2'))).then(requested('r2'));

    const again = partnership.given(requested('r1'), declined('r1'), requested('r2'));
    expect(again.state.current).toEqual({ requestId: 'r2', status: 'PENDING' });
    again.when((s) => decideAnswer(s, answer('r2', 'APPROVED'))).then(approved('r2'));
    again.when((s) => decideAnswer(s, answer('r1', 'APPROVED'))).thenFails('AFFILIATION_ALREADY_ANSWERED');
  });
});
