import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ACTOR_RESOLVER } from '../kernel/auth/access.ports';
import { AccountKeyMailer } from './account-key-mailer';
import { AccountKeys } from './account-keys';
import './accounts.errors';
import './accounts.messages';
import { UserActorResolver } from './actor-resolver';
import { AccountOpening } from './commands/account-opening';
import { ActivateAccountHandler, ResendActivationHandler } from './commands/activation.commands';
import { RequestUsersExportHandler, UsersExportJob } from './commands/export-users.command';
import { DeactivateUserHandler, DecideApprovalHandler, DeleteUserHandler, ReactivateUserHandler } from './commands/lifecycle.commands';
import { ChangePasswordHandler, ForgotPasswordHandler, ResetPasswordHandler } from './commands/password.commands';
import { CreateInputProviderHandler, EditInputProviderHandler, SetInputProviderActiveHandler } from './commands/input-provider.commands';
import { CreatePlatformManagerHandler, SetPlatformManagerActiveHandler } from './commands/platform-manager.commands';
import { EditProfileHandler, SetEmailNotificationsHandler } from './commands/profile.commands';
import { RegisterUserHandler } from './commands/register-user.command';
import { SignInHandler } from './commands/sign-in.command';
import { SignUpHandler } from './commands/sign-up.command';
import { AddStaffMemberHandler, EditStaffMemberHandler, RemoveStaffMemberHandler } from './commands/staff.commands';
import { AuthController } from './http/auth.controller';
import { InputProvidersController } from './http/input-providers.controller';
import { PlatformManagersController } from './http/platform-managers.controller';
import { ProfileController } from './http/profile.controller';
import { DistributorStaffController, InputProviderStaffController, WholesalerStaffController } from './http/staff.controller';
import { UserAdminController } from './http/user-admin.controller';
import { AccountMailSubscriber } from './mail/account-mail.subscriber';
import { PasswordHasher } from './password-hasher';
import { PeopleDirectoryAdapter, PEOPLE_DIRECTORY } from './people-directory';
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
import { SALESMEN_CONTROLLERS, SALESMEN_ENTITIES, SALESMEN_PROVIDERS } from './salesmen/salesmen.parts';
import { StaffAccess } from './staff-access';
import { SuperAdminBootstrap } from './super-admin.bootstrap';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserRecord, ...SALESMEN_ENTITIES])],
  controllers: [
    AuthController,
    ProfileController,
    UserAdminController,
    InputProviderStaffController,
    DistributorStaffController,
    WholesalerStaffController,
    InputProvidersController,
    PlatformManagersController,
    ...SALESMEN_CONTROLLERS,
  ],
  providers: [
    PasswordHasher,
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
    UsersExportJob,
    GetUserHandler,
    GetProfileHandler,
    ListUsersHandler,
    CountUsersHandler,
    UserHistoryHandler,
    ContactCardsHandler,
    RegisteredPersonHandler,
    AccountOpening,
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
    ...SALESMEN_PROVIDERS,
    SuperAdminBootstrap,
    { provide: ACTOR_RESOLVER, useClass: UserActorResolver },
    { provide: PEOPLE_DIRECTORY, useClass: PeopleDirectoryAdapter },
  ],
  exports: [ACTOR_RESOLVER, PEOPLE_DIRECTORY, SuperAdminBootstrap],
})
export class AccountsModule {}
