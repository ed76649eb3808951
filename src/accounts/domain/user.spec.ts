import { DomainError } from '../../kernel/http/domain-error';
import { decideRegister, decideSignIn, evolve, initialUserState, RegisterUser } from './user';

const sealed = { sealed: 1 as const, subject: 'u1', iv: '', tag: '', data: '' };
const register = (overrides: Partial<RegisterUser> = {}): RegisterUser => ({
  userId: 'u1',
  roles: ['ROLE_USER', 'ROLE_FARMER'],
  countryId: 1,
  status: 'ACTIVE',
  termsAccepted: true,
  personal: sealed,
  now: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const stateAfter = (command: RegisterUser) => decideRegister(initialUserState, command).reduce(evolve, initialUserState);
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
    expect(state).toEqual({ exists: true, status: 'ACTIVE', roles: ['ROLE_USER', 'ROLE_FARMER'], termsAccepted: true });
    expect(codeOf(() => decideRegister(state, register()))).toBe('USER_ALREADY_EXISTS');
  });

  it('lets an active user who accepted the terms sign in', () => {
    const events = decideSignIn(stateAfter(register()), 'u1', '2026-01-02T00:00:00.000Z');
    expect(events).toEqual([{ type: 'UserSignedIn', data: { userId: 'u1', at: '2026-01-02T00:00:00.000Z' } }]);
  });

  it('answers 449 before activation and 417 without the terms', () => {
    expect(codeOf(() => decideSignIn(stateAfter(register({ status: 'WAITING_CONFIRMATION' })), 'u1', ''))).toBe('ACCOUNT_NOT_ACTIVATED');
    expect(codeOf(() => decideSignIn(stateAfter(register({ termsAccepted: false })), 'u1', ''))).toBe('TERMS_NOT_ACCEPTED');
    expect(codeOf(() => decideSignIn(initialUserState, 'u1', ''))).toBe('INVALID_CREDENTIALS');
  });
});
