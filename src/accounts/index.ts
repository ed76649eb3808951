export { AccountsModule } from './accounts.module';
export type { AccountsOptions } from './accounts.module';
export { PeopleDirectoryModule } from './people-directory.module';
export { RegisterUserCommand } from './commands/register-user.command';
export { SignInCommand } from './commands/sign-in.command';
export { GetProfileQuery, GetUserQuery } from './queries/get-user.query';
export type { PersonView, ProfileView, UserView } from './queries/user-views';
export { SuperAdminBootstrap, FIRST_SUPER_ADMIN_ID } from './commands/super-admin.bootstrap';
export {
  EmailNotificationsChanged,
  UserAcceptedTerms,
  UserActivated,
  UserApprovalDecided,
  UserDeactivated,
  UserDeleted,
  UserEvents,
  UserPasswordChanged,
  UserProfileEdited,
  UserReactivated,
  UserRegistered,
  UserSignedIn,
  userEventData,
} from './domain/user.events';
export type {
  ApprovalStatus,
  PersonalDetails,
  UserEventType,
  UserStatus,
  UserStatusChanged,
} from './domain/user.events';
export {
  SalesmanEvents,
  SalesmanRegistered,
  SalesmanRemoved,
  SalesmanUpdated,
} from './salesmen/domain/salesman.events';
export type { SalesmanDetails, SalesmanPersonal } from './salesmen/domain/salesman.events';
export { ContactCardsQuery } from './queries/contact-cards.query';
export type { ContactCard } from './queries/contact-cards.query';
export { CountryAdministratorsQuery } from './queries/country-administrators.query';
export { RegisteredPersonQuery } from './queries/registered-person.query';
export type { RegisteredPerson } from './queries/registered-person.query';
export { INVITATION_REDEEMER } from './commands/invitation-redeemer.port';
export type { InvitationRedeemer } from './commands/invitation-redeemer.port';
export { nationalPhone, PHONE_AS_TYPED, PHONE_AS_TYPED_MAX } from './domain/phone-numbers';
export { workingCountryOf } from './domain/organisation-roles';
export { AccountsErrors } from './accounts.errors';
