import { Global, Module } from '@nestjs/common';
import { PERMISSION_CHECKER } from '../kernel/auth/access.ports';
import { RolePermissionChecker } from './role-permission-checker';

@Global()
@Module({
  providers: [{ provide: PERMISSION_CHECKER, useClass: RolePermissionChecker }],
  exports: [PERMISSION_CHECKER],
})
export class AuthorizationModule {}
