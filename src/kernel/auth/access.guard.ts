import { unavailableDependency } from '../errors/dependency-errors';
import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { Actor, DEFAULT_COUNTRY, RequestContext } from '../context/request-context';
import { DomainError } from '../errors/domain-error';
import { AUTHENTICATED_ROUTE, PUBLIC_ROUTE, REQUIRED_PERMISSION } from './access.decorators';
import type { PermissionName } from './permission-names';
import { COUNTRY_LOOKUP, CountryLookup, PERMISSION_CHECKER, PermissionChecker } from './access.ports';
import { extractAccessToken } from './jwt.strategy';
import { KernelErrors } from '../errors/kernel.errors';
import { requestContextOf, ScopedRequest } from '../http/request-scope';

export type KasuwaRequest = ScopedRequest & { user?: Actor };

const PassportJwtGuard = AuthGuard('jwt');

/**
 * The one global guard. It builds the request context (language, country, ids), authenticates a bearer token
 * when one is sent, and enforces what the route declares: @Public, @Authenticated or @RequirePermission.
 * A route that declares nothing is refused, so no endpoint is ever open by omission.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly jwt = new PassportJwtGuard();

  constructor(
    private readonly reflector: Reflector,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
    @Inject(PERMISSION_CHECKER) private readonly permissions: PermissionChecker,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<KasuwaRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets) ?? false;
    const permission = this.reflector.getAllAndOverride<PermissionName | undefined>(REQUIRED_PERMISSION, targets);
    const authenticated = this.reflector.getAllAndOverride<boolean>(AUTHENTICATED_ROUTE, targets) ?? false;
    if (!isPublic && !permission && !authenticated) {
      throw new Error(
        `${request.method} ${request.url} declares no access rule (@Public, @Authenticated or @RequirePermission)`,
      );
    }

    // The route runs in the context its request scope made (request-scope.ts): completed here, seen everywhere.
    request.kasuwa = Object.assign(request.kasuwa ?? requestContextOf(request), await this.countryOf(request));
    const actor = await this.authenticate(context, request, isPublic);
    request.kasuwa.actor = actor;

    if (isPublic) return true;
    if (!actor) throw new DomainError(KernelErrors.UNAUTHENTICATED);
    if (permission && !(await this.permissions.allows(actor, permission, request.kasuwa.countryId))) {
      throw new DomainError(KernelErrors.FORBIDDEN, { permission });
    }
    return true;
  }

  private async authenticate(
    context: ExecutionContext,
    request: KasuwaRequest,
    isPublic: boolean,
  ): Promise<Actor | null> {
    if (!extractAccessToken(request as never)) return null;
    try {
      await this.jwt.canActivate(context);
      return request.user ?? null;
    } catch (error) {
      // The database being away says nothing about the token: the caller gets 503, not "sign in again".
      if (unavailableDependency(error)) throw error;
      // A stale token on a public page is treated as no token at all.
      if (isPublic) return null;
      throw new DomainError(KernelErrors.UNAUTHENTICATED);
    }
  }

  private async countryOf(request: KasuwaRequest): Promise<Pick<RequestContext, 'country' | 'countryId'>> {
    const header = (request.headers['country'] as string | undefined)?.trim();
    const country = await this.countries.resolve(header || DEFAULT_COUNTRY);
    if (!country) {
      throw new DomainError(KernelErrors.COUNTRY_UNKNOWN, {
        country: header ?? '',
        accepted: (await this.countries.acceptedNames()).join(', '),
      });
    }
    return { country: country.name, countryId: country.id };
  }
}
