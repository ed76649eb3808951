import { upcast } from '../../../kernel/events/event-registry';
import { NewEvent } from '../../../kernel/events/event.types';
import { DomainError } from '../../../kernel/errors/domain-error';
import {
  decideAttachMinutes,
  decideCancel,
  decidePlan,
  decideShare,
  decideUnshare,
  decideUpdate,
  evolveVisit,
  initialVisitState,
  VisitState,
} from './visit';

const sealed = { sealed: 1 as const, subject: 'p1', iv: '', tag: '', data: '' };
const NOW = '2026-03-01T08:00:00.000Z';
const plan = {
  visitId: 'v1',
  plannerId: 'p1',
  plannedBy: 'p1',
  countryId: 1,
  startsAt: '2026-03-10T09:00:00.000Z',
  endsAt: '2026-03-10T11:00:00.000Z',
  details: sealed,
  now: NOW,
};
const after = (events: NewEvent[], state: VisitState = initialVisitState) => events.reduce(evolveVisit, state);
const planned = () => after(decidePlan(initialVisitState, plan));
const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return { code: (e as DomainError).code, status: (e as DomainError).status, errors: (e as DomainError).errors };
  }
  return 'no error';
};

describe('visit decisions', () => {
  it('plans a visit whose end does not come before its start', () => {
    const { now: _now, ...data } = plan;
    expect(decidePlan(initialVisitState, plan)).toEqual([{ type: 'VisitPlanned', data: { ...data, at: NOW } }]);
    expect(errorOf(() => decidePlan(initialVisitState, { ...plan, endsAt: '2026-03-10T08:00:00.000Z' }))).toEqual({
      code: 'VALIDATION_FAILED',
      status: 400,
      errors: [{ field: 'endsAt', message: 'VISIT_ENDS_BEFORE_START' }],
    });
  });

  it('lets only the planner change, share, document or cancel it', () => {
    const update = { visitId: 'v1', startsAt: plan.startsAt, endsAt: null, details: sealed, now: NOW };
    expect(errorOf(() => decideUpdate(planned(), { ...update, organisationId: 'someone-else' }))).toMatchObject({
      code: 'VISIT_NOT_FOUND',
      status: 404,
    });
    expect(decideUpdate(planned(), { ...update, organisationId: 'p1' })).toHaveLength(1);
    expect(
      errorOf(() => decideShare(planned(), { visitId: 'v1', organisationId: 'x', userIds: ['u1'], now: NOW })),
    ).toMatchObject({ code: 'VISIT_NOT_FOUND' });
    const canceled = after(decideCancel(planned(), { visitId: 'v1', organisationId: 'p1', now: NOW }), planned());
    expect(errorOf(() => decideCancel(canceled, { visitId: 'v1', organisationId: 'p1', now: NOW }))).toMatchObject({
      code: 'VISIT_NOT_FOUND',
    });
  });

  it('shares with each partner once, never with the planner, and unshares', () => {
    const share = (state: VisitState, userIds: string[]) =>
      decideShare(state, { visitId: 'v1', organisationId: 'p1', userIds, now: NOW });
    expect(share(planned(), ['u1', 'u1', 'p1', 'u2'])).toEqual([
      { type: 'VisitShared', data: { visitId: 'v1', userIds: ['u1', 'u2'], at: NOW } },
    ]);
    const shared = after(share(planned(), ['u1', 'u2']), planned());
    expect(share(shared, ['u2'])).toEqual([]);
    const unshared = after(
      decideUnshare(shared, { visitId: 'v1', organisationId: 'p1', userId: 'u1', now: NOW }),
      shared,
    );
    expect(unshared.sharedWith).toEqual(['u2']);
    expect(decideUnshare(unshared, { visitId: 'v1', organisationId: 'p1', userId: 'u1', now: NOW })).toEqual([]);
  });

  it('keeps one minutes document, naming the one it replaces', () => {
    const first = { storageKey: 'minutes/2026/a.pdf', contentType: 'application/pdf', size: 10 };
    const withMinutes = after(
      decideAttachMinutes(planned(), { visitId: 'v1', organisationId: 'p1', document: first, now: NOW }),
      planned(),
    );
    const second = { ...first, storageKey: 'minutes/2026/b.pdf' };
    expect(
      decideAttachMinutes(withMinutes, { visitId: 'v1', organisationId: 'p1', document: second, now: NOW }),
    ).toEqual([{ type: 'VisitMinutesAttached', data: { visitId: 'v1', document: second, replaced: first, at: NOW } }]);
  });

  it('cancels under one spelling: a visit logged as VisitCancelled reads as VisitCanceled and ends the visit', () => {
    const [canceled] = decideCancel(planned(), { visitId: 'v1', organisationId: 'p1', now: NOW });
    expect(canceled.type).toBe('VisitCanceled');
    const old = upcast('VisitCancelled', 1, { visitId: 'v1', at: NOW });
    expect(old).toEqual({ type: 'VisitCanceled', data: { visitId: 'v1', at: NOW } });
    expect(after([old], planned()).canceled).toBe(true);
  });
});
