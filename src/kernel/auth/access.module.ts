import { DynamicModule, Module, Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard';
import { JwtStrategy } from './jwt.strategy';

/**
 * The access guard on every route and the token strategy. They need three ports that business modules answer
 * (ACTOR_RESOLVER, PERMISSION_CHECKER, COUNTRY_LOOKUP, see access.ports.ts); the kernel never imports a business
 * module, so the app module names the modules that export them: `AccessModule.forRoot([PeopleDirectoryModule, ...])`.
 */
@Module({})
export class AccessModule {
  static forRoot(portModules: Type[]): DynamicModule {
    return {
      module: AccessModule,
      imports: portModules,
      providers: [JwtStrategy, { provide: APP_GUARD, useClass: AccessGuard }],
    };
  }
}
