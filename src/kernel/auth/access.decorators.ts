import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import type { PermissionName } from './permission-names';

export const PUBLIC_ROUTE = 'kasuwa:public-route';
export const REQUIRED_PERMISSION = 'kasuwa:required-permission';
export const AUTHENTICATED_ROUTE = 'kasuwa:authenticated-route';

/**
 * Every route says who may call it, with exactly one of these three decorators;
 * the access guard refuses to serve a route that has none.
 */

/** Anyone, signed in or not. `why` is kept in the OpenAPI document so reviewers see the reason. */
export const Public = (why: string) =>
  applyDecorators(SetMetadata(PUBLIC_ROUTE, true), ApiExtension('x-access', { public: true, why }));

/** Any signed-in user (their own account, their own data). */
export const Authenticated = () =>
  applyDecorators(
    SetMetadata(AUTHENTICATED_ROUTE, true),
    ApiBearerAuth(),
    ApiExtension('x-access', { authenticated: true }),
  );

/** A signed-in user whose role (or personal grant, for staff) holds `resource:action`. */
export const RequirePermission = (permission: PermissionName) =>
  applyDecorators(
    SetMetadata(REQUIRED_PERMISSION, permission),
    ApiBearerAuth(),
    ApiExtension('x-access', { permission }),
  );
