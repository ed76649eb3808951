import { DynamicModule, Module, Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GeographyModule } from '../geography';
import { ActingOrganisations } from '../kernel/auth/acting-organisations';
import { AccountKeyMailer } from './mail/account-key-mailer';
import { AccountKeys } from './commands/account-keys';
import './accounts.errors';
import './accounts.messages';
import { AccountOpening } from './commands/account-opening';
import { ActivateAccountHandler, ResendActivationHandler } from './commands/activation.commands';
import { RequestUsersExportHandler } from './commands/export-users.command';
import {
  DeactivateUserHandler,
  DecideApprovalHandler,
  DeleteUserHandler,
  ReactivateUserHandler,
} from './commands/lifecycle.commands';
import { ChangePasswordHandler, ForgotPasswordHandler, ResetPasswordHandler } from './commands/password.commands';
import {
  CreateInputProviderHandler,
  EditInputProviderHandler,
  SetInputProviderActiveHandler,
} from './commands/input-provider.commands';
import { CreatePlatformManagerHandler, SetPlatformManagerActiveHandler } from './commands/platform-manager.commands';
import { EditProfileHandler, SetEmailNotificationsHandler } from './commands/profile.commands';
import { RegisterUserHandler } from './commands/register-user.command';
import { SignInHandler } from './commands/sign-in.command';
import { SignUpHandler } from './commands/sign-up.command';
import { AddStaffMemberHandler, EditStaffMemberHandler, RemoveStaffMemberHandler } from './commands/staff.commands';
import { ExportUsersJob } from './jobs/export-users.job';
import { AuthController } from './http/auth.controller';
import { InputProvidersController } from './http/input-providers.controller';
import { PlatformManagersController } from './http/platform-managers.controller';
import { ProfileController } from './http/profile.controller';
import {
  DistributorStaffController,
  InputProviderStaffController,
  WholesalerStaffController,
} from './http/staff.controller';
import { UserAdminController } from './http/user-admin.controller';
import { SessionsController } from './http/sessions.controller';
import { SessionStore } from './commands/session-store';
import { AccountMailSubscriber } from './mail/account-mail.subscriber';
import { PasswordHasher } from './commands/password-hasher';
import { INVITATION_REDEEMER, InvitationRedeemer } from './commands/invitation-redeemer.port';
import { PeopleDirectoryModule } from './people-directory.module';
import { CountryAdministratorsHandler } from './queries/country-administrators.query';
import { ContactCardsHandler } from './queries/contact-cards.query';
import { GetProfileHandler, GetUserHandler } from './queries/get-user.query';
import { GetInputProviderHandler, InputProviderCompaniesHandler } from './queries/input-provider.queries';
import { CountUsersHandler, ListUsersHandler } from './queries/list-users.query';
import { RegisteredPersonHandler } from './queries/registered-person.query';
import { GetStaffMemberHandler, ListStaffHandler } from './queries/staff.queries';
import { UserHistoryHandler } from './queries/user-history.query';
import { UserViews } from './queries/user-views';
import { UserRecord } from './read-models/user.entity';
import { UserProjection } from './read-models/user.projection';
import {
  RegisterSalesmanHandler,
  RemoveSalesmanHandler,
  UpdateSalesmanHandler,
} from './salesmen/commands/salesman.commands';
import { SalesmenController } from './salesmen/http/salesmen.controller';
import { GetSalesmanHandler, ListSalesmenHandler } from './salesmen/queries/salesman.queries';
import { SalesmanRecord } from './salesmen/read-models/salesman.entity';
import { SalesmanProjection } from './salesmen/read-models/salesman.projection';
import { StaffAccess } from './queries/staff-access';
import { SuperAdminBootstrap } from './commands/super-admin.bootstrap';

export interface AccountsOptions {
  /** A module that exports the kernel's PERMISSION_CHECKER (the profile routes let those who manage users act on anyone). */
  permissions: Type;
  /**
   * The class that redeems an invitation's key at sign-up (INVITATION_REDEEMER). It is built in this module, so it may
   * depend only on the kernel (the command bus). Without it, a sign-up with a key answers INVITATION_UNKNOWN.
   */
  invitationRedeemer?: Type<InvitationRedeemer>;
}

const CONTROLLERS = [
  AuthController,
  ProfileController,
  UserAdminController,
  SessionsController,
  InputProviderStaffController,
  DistributorStaffController,
  WholesalerStaffController,
  InputProvidersController,
  PlatformManagersController,
  // salesmen
  SalesmenController,
];

const PROVIDERS = [
  PasswordHasher,
  SessionStore,
  AccountKeys,
  AccountKeyMailer,
  UserViews,
  UserProjection,
  AccountMailSubscriber,
  RegisterUserHandler,
  SignUpHandler,
  SignInHandler,
  ActivateAccountHandler,
  ResendActivationHandler,
  ForgotPasswordHandler,
  ResetPasswordHandler,
  ChangePasswordHandler,
  DeleteUserHandler,
  DeactivateUserHandler,
  ReactivateUserHandler,
  DecideApprovalHandler,
  EditProfileHandler,
  SetEmailNotificationsHandler,
  RequestUsersExportHandler,
  ExportUsersJob,
  GetUserHandler,
  GetProfileHandler,
  ListUsersHandler,
  CountUsersHandler,
  UserHistoryHandler,
  ContactCardsHandler,
  CountryAdministratorsHandler,
  RegisteredPersonHandler,
  AccountOpening,
  ActingOrganisations,
  StaffAccess,
  AddStaffMemberHandler,
  EditStaffMemberHandler,
  RemoveStaffMemberHandler,
  ListStaffHandler,
  GetStaffMemberHandler,
  CreateInputProviderHandler,
  EditInputProviderHandler,
  SetInputProviderActiveHandler,
  GetInputProviderHandler,
  InputProviderCompaniesHandler,
  CreatePlatformManagerHandler,
  SetPlatformManagerActiveHandler,
  // salesmen
  SalesmanProjection,
  RegisterSalesmanHandler,
  UpdateSalesmanHandler,
  RemoveSalesmanHandler,
  ListSalesmenHandler,
  GetSalesmanHandler,
  SuperAdminBootstrap,
];

/**
 * Accounts: sign-up and sign-in, profiles, the users' administration, staff, input providers, platform managers and
 * salesmen. It sits below the modules that use people (they import PeopleDirectoryModule), so what it needs from
 * above it (permissions, invitations) is bound by the app module through `forRoot`, never imported from here.
 */
@Module({})
export class AccountsModule {
  static forRoot(options: AccountsOptions): DynamicModule {
    return {
      module: AccountsModule,
      imports: [
        TypeOrmModule.forFeature([UserRecord, SalesmanRecord]),
        GeographyModule,
        PeopleDirectoryModule,
        options.permissions,
      ],
      controllers: CONTROLLERS,
      providers: [
        ...PROVIDERS,
        ...(options.invitationRedeemer ? [{ provide: INVITATION_REDEEMER, useClass: options.invitationRedeemer }] : []),
      ],
      exports: [SuperAdminBootstrap],
    };
  }
}
