import { NewEvent } from '../../../kernel/events/event.types';
import { DomainError } from '../../../kernel/errors/domain-error';
import {
  decideAccept,
  decideLapse,
  decideSend,
  evolveInvitation,
  initialInvitationState,
  InvitationState,
} from './invitation';

const sealed = { sealed: 1 as const, subject: 'invitation-i1', iv: '', tag: '', data: '' };
const SENT = '2026-01-01T00:00:00.000Z';
const send = {
  invitationId: 'i1',
  organisationId: 'o1',
  sentBy: 'o1',
  countryId: 1,
  type: 'RETAILER' as const,
  invitee: sealed,
  stateId: 25,
  cityId: 500,
  now: SENT,
};
const after = (events: NewEvent[], state: InvitationState = initialInvitationState) =>
  events.reduce(evolveInvitation, state);
const sent = () => after(decideSend(initialInvitationState, send));
const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return { code: (e as DomainError).code, status: (e as DomainError).status };
  }
  return 'no error';
};

describe('invitation decisions', () => {
  it('is sent once and expires 14 days later', () => {
    const [event] = decideSend(initialInvitationState, send);
    const { now: _now, ...data } = send;
    expect(event).toEqual({
      type: 'InvitationSent',
      data: { ...data, sentAt: SENT, expiresAt: '2026-01-15T00:00:00.000Z' },
    });
    expect(errorOf(() => decideSend(sent(), send))).toEqual({ code: 'INVITATION_ALREADY_EXISTS', status: 409 });
  });

  it('is accepted once, before it expires', () => {
    const accept = { invitationId: 'i1', userId: 'u1', now: '2026-01-10T00:00:00.000Z' };
    expect(decideAccept(sent(), accept)).toEqual([
      { type: 'InvitationAccepted', data: { invitationId: 'i1', userId: 'u1', at: accept.now } },
    ]);
    const accepted = after(decideAccept(sent(), accept), sent());
    expect(errorOf(() => decideAccept(accepted, accept))).toEqual({ code: 'INVITATION_ALREADY_USED', status: 404 });
    expect(errorOf(() => decideAccept(sent(), { ...accept, now: '2026-01-15T00:00:00.000Z' }))).toEqual({
      code: 'INVITATION_EXPIRED',
      status: 449,
    });
    expect(errorOf(() => decideAccept(initialInvitationState, accept))).toEqual({
      code: 'INVITATION_UNKNOWN',
      status: 404,
    });
  });

  it('refuses a second invitation while one runs, and lets an expired one lapse', () => {
    expect(errorOf(() => decideLapse(sent(), { invitationId: 'i1', now: '2026-01-02T00:00:00.000Z' }))).toEqual({
      code: 'INVITATION_ALREADY_PENDING',
      status: 422,
    });
    const lapse = decideLapse(sent(), { invitationId: 'i1', now: '2026-02-01T00:00:00.000Z' });
    expect(lapse).toEqual([{ type: 'InvitationLapsed', data: { invitationId: 'i1', at: '2026-02-01T00:00:00.000Z' } }]);
    const lapsed = after(lapse, sent());
    expect(decideLapse(lapsed, { invitationId: 'i1', now: '2026-02-02T00:00:00.000Z' })).toEqual([]);
    expect(
      errorOf(() => decideAccept(lapsed, { invitationId: 'i1', userId: 'u1', now: '2026-01-02T00:00:00.000Z' })),
    ).toEqual({ code: 'INVITATION_EXPIRED', status: 449 });
  });
});
