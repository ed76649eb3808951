import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ACTOR_RESOLVER } from '../kernel/auth/access.ports';
import './accounts.messages';
import { UserActorResolver } from './actor-resolver';
import { RegisterUserHandler } from './commands/register-user.command';
import { SignInHandler } from './commands/sign-in.command';
import { AuthController } from './http/auth.controller';
import { PasswordHasher } from './password-hasher';
import { GetUserHandler } from './queries/get-user.query';
import { UserViews } from './queries/user-views';
import { UserRecord } from './read-models/user.entity';
import { UserProjection } from './read-models/user.projection';
import { SuperAdminBootstrap } from './super-admin.bootstrap';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserRecord])],
  controllers: [AuthController],
  providers: [
    PasswordHasher,
    UserViews,
    UserProjection,
    RegisterUserHandler,
    SignInHandler,
    GetUserHandler,
    SuperAdminBootstrap,
    { provide: ACTOR_RESOLVER, useClass: UserActorResolver },
  ],
  exports: [ACTOR_RESOLVER, SuperAdminBootstrap],
})
export class AccountsModule {}
