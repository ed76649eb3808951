import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ACTOR_RESOLVER } from '../kernel/auth/access.ports';
import { AccountKeyMailer } from './account-key-mailer';
import { AccountKeys } from './account-keys';
import './accounts.messages';
import { UserActorResolver } from './actor-resolver';
import { ActivateAccountHandler, ResendActivationHandler } from './commands/activation.commands';
import { RequestUsersExportHandler, UsersExportJob } from './commands/export-users.command';
import { DeactivateUserHandler, DecideApprovalHandler, DeleteUserHandler, ReactivateUserHandler } from './commands/lifecycle.commands';
import { ChangePasswordHandler, ForgotPasswordHandler, ResetPasswordHandler } from './commands/password.commands';
import { EditProfileHandler, SetEmailNotificationsHandler } from './commands/profile.commands';
import { RegisterUserHandler } from './commands/register-user.command';
import { SignInHandler } from './commands/sign-in.command';
import { SignUpHandler } from './commands/sign-up.command';
import { AuthController } from './http/auth.controller';
import { ProfileController } from './http/profile.controller';
import { UserAdminController } from './http/user-admin.controller';
import { AccountMailSubscriber } from './mail/account-mail.subscriber';
import { PasswordHasher } from './password-hasher';
import { PeopleDirectoryAdapter, PEOPLE_DIRECTORY } from './people-directory';
import { GetProfileHandler, GetUserHandler } from './queries/get-user.query';
import { CountUsersHandler, ListUsersHandler } from './queries/list-users.query';
import { UserHistoryHandler } from './queries/user-history.query';
import { UserViews } from './queries/user-views';
import { UserRecord } from './read-models/user.entity';
import { UserProjection } from './read-models/user.projection';
import { SuperAdminBootstrap } from './super-admin.bootstrap';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserRecord])],
  controllers: [AuthController, ProfileController, UserAdminController],
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
    SuperAdminBootstrap,
    { provide: ACTOR_RESOLVER, useClass: UserActorResolver },
    { provide: PEOPLE_DIRECTORY, useClass: PeopleDirectoryAdapter },
  ],
  exports: [ACTOR_RESOLVER, PEOPLE_DIRECTORY, SuperAdminBootstrap],
})
export class AccountsModule {}
