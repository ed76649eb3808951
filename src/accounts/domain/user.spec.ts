import { DomainError } from '../../kernel/http/domain-error';
import {
  decideActivate,
  decideApproval,
  decideDeactivate,
  decideDelete,
  decideReactivate,
  decideRegister,
  decideSignIn,
  evolve,
  initialUserState,
  RegisterUser,
  UserState,
} from './user';

const sealed = { sealed: 1 as const, subject: 'u1', iv: '', tag: '', data: '' };
const NOW = '2026-01-01T00:00:00.000Z';
const register = (overrides: Partial<RegisterUser> = {}): RegisterUser => ({
  userId: 'u1',
  roles: ['ROLE_USER', 'ROLE_FARMER'],
  countryId: 1,
  status: 'ACTIVE',
  termsAccepted: true,
  personal: sealed,
  now: NOW,
  ...overrides,
});
const stateAfter = (command: RegisterUser, ...more: ((s: UserState) => ReturnType<typeof decideActivate>)[]) => {
  let state = decideRegister(initialUserState, command).reduce(evolve, initialUserState);
  for (const decide of more) state = decide(state).reduce(evolve, state);
  return state;
};
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as DomainError).code;
  }
  return 'no error';
};

describe('user decisions', () => {
  it('registers a new user once', () => {
    const state = stateAfter(register());
    expect(state).toMatchObject({ exists: true, status: 'ACTIVE', roles: ['ROLE_USER', 'ROLE_FARMER'], termsAccepted: true });
    expect(codeOf(() => decideRegister(state, register()))).toBe('USER_ALREADY_EXISTS');
  });

  it('lets an active user who accepted the terms sign in', () => {
    expect(decideSignIn(stateAfter(register()), 'u1', NOW)).toEqual([{ type: 'UserSignedIn', data: { userId: 'u1', at: NOW } }]);
  });

  it('answers 449 before activation or approval and 417 without the terms, unless accepted now', () => {
    expect(codeOf(() => decideSignIn(stateAfter(register({ status: 'WAITING_CONFIRMATION' })), 'u1', NOW))).toBe('ACCOUNT_NOT_ACTIVATED');
    expect(codeOf(() => decideSignIn(stateAfter(register({ status: 'WAITING_APPROVAL', approvalStatus: 'PENDING' })), 'u1', NOW))).toBe('ACCOUNT_AWAITING_APPROVAL');
    const noTerms = stateAfter(register({ termsAccepted: false }));
    expect(codeOf(() => decideSignIn(noTerms, 'u1', NOW))).toBe('TERMS_NOT_ACCEPTED');
    expect(decideSignIn(noTerms, 'u1', NOW, true).map((e) => e.type)).toEqual(['UserAcceptedTerms', 'UserSignedIn']);
    expect(codeOf(() => decideSignIn(initialUserState, 'u1', NOW))).toBe('INVALID_CREDENTIALS');
  });

  it('activates a waiting account once', () => {
    const waiting = stateAfter(register({ status: 'WAITING_CONFIRMATION' }));
    const active = decideActivate(waiting, 'u1', NOW).reduce(evolve, waiting);
    expect(active.status).toBe('ACTIVE');
    expect(decideActivate(active, 'u1', NOW)).toEqual([]);
  });

  it('approves or declines only accounts that need approval', () => {
    const pending = stateAfter(register({ roles: ['ROLE_USER', 'ROLE_EXTENSION_AGENT'], status: 'WAITING_APPROVAL', approvalStatus: 'PENDING' }));
    const approved = decideApproval(pending, 'u1', 'APPROVED', NOW).reduce(evolve, pending);
    expect(approved).toMatchObject({ status: 'ACTIVE', approvalStatus: 'APPROVED' });
    const declined = decideApproval(approved, 'u1', 'DECLINED', NOW).reduce(evolve, approved);
    expect(declined).toMatchObject({ status: 'WAITING_APPROVAL', approvalStatus: 'DECLINED' });
    expect(codeOf(() => decideSignIn(declined, 'u1', NOW))).toBe('ACCOUNT_DECLINED');
    expect(codeOf(() => decideApproval(stateAfter(register()), 'u1', 'APPROVED', NOW))).toBe('APPROVAL_NOT_REQUIRED');
  });

  it('deactivates and reactivates, but never a super administrator', () => {
    const deactivated = stateAfter(register(), (s) => decideDeactivate(s, 'u1', NOW));
    expect(deactivated.status).toBe('DEACTIVATED');
    expect(codeOf(() => decideSignIn(deactivated, 'u1', NOW))).toBe('INVALID_CREDENTIALS');
    expect(decideReactivate(deactivated, 'u1', NOW).reduce(evolve, deactivated).status).toBe('ACTIVE');
    const admin = stateAfter(register({ roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] }));
    expect(codeOf(() => decideDeactivate(admin, 'u1', NOW))).toBe('SUPER_ADMIN_PROTECTED');
    expect(codeOf(() => decideDelete(admin, 'u1', NOW, false))).toBe('SUPER_ADMIN_PROTECTED');
  });

  it('deletes for good', () => {
    const deleted = stateAfter(register(), (s) => decideDelete(s, 'u1', NOW, true));
    expect(codeOf(() => decideDelete(deleted, 'u1', NOW, true))).toBe('USER_NOT_FOUND');
    expect(codeOf(() => decideSignIn(deleted, 'u1', NOW))).toBe('INVALID_CREDENTIALS');
  });
});
