import { decider } from '../../kernel/testing/given-when-then';
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
} from './user';
import {
  UserAcceptedTerms,
  UserActivated,
  UserApprovalDecided,
  UserDeactivated,
  UserDeleted,
  UserReactivated,
  UserRegistered,
  UserSignedIn,
} from './user.events';

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
/** The UserRegistered event `decideRegister` writes for this registration. */
const registered = (overrides: Partial<RegisterUser> = {}) => decideRegister(initialUserState, register(overrides));
const user = decider(evolve, initialUserState);

describe('user decisions', () => {
  it('registers a new user once', () => {
    user
      .given()
      .when((s) => decideRegister(s, register()))
      .then(
        UserRegistered.create({
          userId: 'u1',
          roles: ['ROLE_USER', 'ROLE_FARMER'],
          countryId: 1,
          status: 'ACTIVE',
          approvalStatus: null,
          termsAccepted: true,
          termsVersion: 1,
          organisationOwner: false,
          employerId: null,
          invitedBy: null,
          personal: sealed,
          registeredAt: NOW,
        }),
      );
    expect(user.given(registered()).state).toMatchObject({
      exists: true,
      status: 'ACTIVE',
      roles: ['ROLE_USER', 'ROLE_FARMER'],
      termsVersion: 1,
    });
    user
      .given(registered())
      .when((s) => decideRegister(s, register()))
      .thenFails('USER_ALREADY_EXISTS');
  });

  it('lets an active user who accepted the terms sign in', () => {
    user
      .given(registered())
      .when((s) => decideSignIn(s, 'u1', NOW))
      .then(UserSignedIn.create({ userId: 'u1', at: NOW }));
  });

  it('answers 449 before activation or approval and 417 without the terms, unless accepted now', () => {
    user
      .given(registered({ status: 'WAITING_CONFIRMATION' }))
      .when((s) => decideSignIn(s, 'u1', NOW))
      .thenFails('ACCOUNT_NOT_ACTIVATED');
    user
      .given(registered({ status: 'WAITING_APPROVAL', approvalStatus: 'PENDING' }))
      .when((s) => decideSignIn(s, 'u1', NOW))
      .thenFails('ACCOUNT_AWAITING_APPROVAL');
    const noTerms = user.given(registered({ termsAccepted: false }));
    noTerms.when((s) => decideSignIn(s, 'u1', NOW)).thenFails('TERMS_NOT_ACCEPTED');
    noTerms
      .when((s) => decideSignIn(s, 'u1', NOW, true))
      .then(
        UserAcceptedTerms.create({ userId: 'u1', at: NOW, version: 1 }),
        UserSignedIn.create({ userId: 'u1', at: NOW }),
      );
    user
      .given()
      .when((s) => decideSignIn(s, 'u1', NOW))
      .thenFails('INVALID_CREDENTIALS');
  });

  it('asks for the terms once per account and version: again only when they change', () => {
    const accepted = UserAcceptedTerms.create({ userId: 'u1', at: NOW, version: 1 });
    user
      .given(registered({ termsAccepted: false }), accepted)
      .when((s) => decideSignIn(s, 'u1', NOW))
      .then(UserSignedIn.create({ userId: 'u1', at: NOW }));
    // An acceptance recorded before versions existed counts as the first version.
    user
      .given(registered({ termsAccepted: false }), UserAcceptedTerms.create({ userId: 'u1', at: NOW }))
      .when((s) => decideSignIn(s, 'u1', NOW))
      .then(UserSignedIn.create({ userId: 'u1', at: NOW }));
    const changed = user.given(registered(), accepted);
    changed.when((s) => decideSignIn(s, 'u1', NOW, false, 2)).thenFails('TERMS_NOT_ACCEPTED');
    changed
      .when((s) => decideSignIn(s, 'u1', NOW, true, 2))
      .then(
        UserAcceptedTerms.create({ userId: 'u1', at: NOW, version: 2 }),
        UserSignedIn.create({ userId: 'u1', at: NOW }),
      );
  });

  it('activates a waiting account once', () => {
    const waiting = registered({ status: 'WAITING_CONFIRMATION' });
    user
      .given(waiting)
      .when((s) => decideActivate(s, 'u1', NOW))
      .then(UserActivated.create({ userId: 'u1', at: NOW }));
    user
      .given(waiting, UserActivated.create({ userId: 'u1', at: NOW }))
      .when((s) => decideActivate(s, 'u1', NOW))
      .thenNothing();
    user
      .given(registered({ status: 'WAITING_APPROVAL', approvalStatus: 'PENDING' }))
      .when((s) => decideActivate(s, 'u1', NOW))
      .thenFails('ACTIVATION_NOT_POSSIBLE', { status: 'WAITING_APPROVAL' });
  });

  it('approves or declines only accounts that need approval', () => {
    const pending = registered({
      roles: ['ROLE_USER', 'ROLE_EXTENSION_AGENT'],
      status: 'WAITING_APPROVAL',
      approvalStatus: 'PENDING',
    });
    const approved = UserApprovalDecided.create({ userId: 'u1', approvalStatus: 'APPROVED', at: NOW });
    const declined = UserApprovalDecided.create({ userId: 'u1', approvalStatus: 'DECLINED', at: NOW });
    user
      .given(pending)
      .when((s) => decideApproval(s, 'u1', 'APPROVED', NOW))
      .then(approved);
    expect(user.given(pending, approved).state).toMatchObject({ status: 'ACTIVE', approvalStatus: 'APPROVED' });
    user
      .given(pending, approved)
      .when((s) => decideApproval(s, 'u1', 'APPROVED', NOW))
      .thenNothing();
    user
      .given(pending, approved)
      .when((s) => decideApproval(s, 'u1', 'DECLINED', NOW))
      .then(declined);
    expect(user.given(pending, approved, declined).state).toMatchObject({
      status: 'WAITING_APPROVAL',
      approvalStatus: 'DECLINED',
    });
    user
      .given(pending, approved, declined)
      .when((s) => decideSignIn(s, 'u1', NOW))
      .thenFails('ACCOUNT_DECLINED');
    user
      .given(registered())
      .when((s) => decideApproval(s, 'u1', 'APPROVED', NOW))
      .thenFails('APPROVAL_NOT_REQUIRED');
  });

  it('deactivates and reactivates, but never a super administrator', () => {
    const deactivated = UserDeactivated.create({ userId: 'u1', at: NOW });
    user
      .given(registered())
      .when((s) => decideDeactivate(s, 'u1', NOW))
      .then(deactivated);
    user
      .given(registered(), deactivated)
      .when((s) => decideDeactivate(s, 'u1', NOW))
      .thenNothing();
    user
      .given(registered(), deactivated)
      .when((s) => decideSignIn(s, 'u1', NOW))
      .thenFails('INVALID_CREDENTIALS');
    user
      .given(registered(), deactivated)
      .when((s) => decideReactivate(s, 'u1', NOW))
      .then(UserReactivated.create({ userId: 'u1', at: NOW }));
    const admin = registered({ roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] });
    user
      .given(admin)
      .when((s) => decideDeactivate(s, 'u1', NOW))
      .thenFails('SUPER_ADMIN_PROTECTED');
    user
      .given(admin)
      .when((s) => decideDelete(s, 'u1', NOW, false))
      .thenFails('SUPER_ADMIN_PROTECTED');
  });

  it('deletes for good', () => {
    const deleted = UserDeleted.create({ userId: 'u1', at: NOW, bySelf: true });
    user
      .given(registered())
      .when((s) => decideDelete(s, 'u1', NOW, true))
      .then(deleted);
    user
      .given(registered(), deleted)
      .when((s) => decideDelete(s, 'u1', NOW, true))
      .thenFails('USER_NOT_FOUND');
    user
      .given(registered(), deleted)
      .when((s) => decideSignIn(s, 'u1', NOW))
      .thenFails('INVALID_CREDENTIALS');
  });
});
