import { NewEvent } from '../../../kernel/events/event.types';
import { DomainError } from '../../../kernel/http/domain-error';
import { decideAnswer, decideRequest, evolvePartnership, initialPartnershipState, PartnershipState } from './partnership';

const NOW = '2026-01-01T00:00:00.000Z';
const pair = { dealerId: 'd1', inputProviderId: 'ip1' };
const request = (requestId: string) => ({ ...pair, requestId, dealerRole: 'ROLE_RETAILER', countryId: 1, requestedBy: 'd1', company: 'Green Farms', now: NOW });
const answer = (requestId: string, decision: 'APPROVED' | 'DECLINED') => ({ ...pair, requestId, decidedBy: 'ip1', decision, now: NOW });
const after = (events: NewEvent[], state: PartnershipState = initialPartnershipState) => events.reduce(evolvePartnership, state);
const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return { code: (e as DomainError).code, status: (e as DomainError).status };
  }
  return 'no error';
};

describe('partnership decisions', () => {
  it('asks once: a second request while one is pending, or once affiliated, is refused', () => {
    const [requested] = decideRequest(initialPartnershipState, request('r1'));
    expect(requested).toEqual({ type: 'AffiliationRequested', data: { ...pair, requestId: 'r1', dealerRole: 'ROLE_RETAILER', countryId: 1, requestedBy: 'd1', at: NOW } });
    const pending = after([requested]);
    expect(errorOf(() => decideRequest(pending, request('r2')))).toEqual({ code: 'AFFILIATION_ALREADY_PENDING', status: 409 });
    const approved = after(decideAnswer(pending, answer('r1', 'APPROVED')), pending);
    expect(errorOf(() => decideRequest(approved, request('r2')))).toEqual({ code: 'ALREADY_AFFILIATED', status: 409 });
  });

  it('answers a pending request once; after a decline the dealer may ask again', () => {
    const pending = after(decideRequest(initialPartnershipState, request('r1')));
    const declined = after(decideAnswer(pending, answer('r1', 'DECLINED')), pending);
    expect(declined.current).toEqual({ requestId: 'r1', status: 'DECLINED' });
    expect(errorOf(() => decideAnswer(declined, answer('r1', 'APPROVED')))).toEqual({ code: 'AFFILIATION_ALREADY_ANSWERED', status: 409 });
    expect(errorOf(() => decideAnswer(declined, answer('r9', 'APPROVED')))).toEqual({ code: 'AFFILIATION_REQUEST_NOT_FOUND', status: 404 });

    const again = after(decideRequest(declined, request('r2')), declined);
    expect(again.current).toEqual({ requestId: 'r2', status: 'PENDING' });
    expect(decideAnswer(again, answer('r2', 'APPROVED'))).toEqual([
      { type: 'AffiliationApproved', data: { ...pair, requestId: 'r2', decidedBy: 'ip1', at: NOW } },
    ]);
    expect(errorOf(() => decideAnswer(again, answer('r1', 'APPROVED')))).toEqual({ code: 'AFFILIATION_ALREADY_ANSWERED', status: 409 });
  });
});
