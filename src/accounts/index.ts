export { AccountsModule } from './accounts.module';
export { PeopleDirectoryModule } from './people-directory.module';
export { RegisterUserCommand } from './commands/register-user.command';
export { GetProfileQuery, GetUserQuery } from './queries/get-user.query';
export type { UserView } from './queries/user-views';
export { SuperAdminBootstrap } from './commands/super-admin.bootstrap';
export {
  UserApprovalDecided,
  UserDeleted,
  UserEvents,
  UserProfileEdited,
  UserRegistered,
  userEventData,
} from './domain/user.events';
export { ContactCardsQuery } from './queries/contact-cards.query';
export type { ContactCard } from './queries/contact-cards.query';
export { CountryAdministratorsQuery } from './queries/country-administrators.query';
export { RegisteredPersonQuery } from './queries/registered-person.query';
export type { RegisteredPerson } from './queries/registered-person.query';
export type { InvitationRedeemer } from './commands/invitation-redeemer.port';
export { nationalPhone, PHONE_AS_TYPED, PHONE_AS_TYPED_MAX } from './domain/phone-numbers';
export { workingCountryOf } from './domain/organisation-roles';
