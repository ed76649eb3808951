import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Actor } from '../../kernel/context/request-context';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { Page, PageRequest } from '../../kernel/http/envelopes';
import { AuthorizationMatrix } from './authorization-matrix';
import { DatabasePermissionChecker, isSuperAdmin } from './database-permission-checker';
import { inCatalogueOrder, isRoleName, isStaffRole, ROLE_SUPER_ADMIN, ROLES } from '../domain/default-permissions';
import { StaffPolicy } from './staff-policy';
import {
  AssignablePermission,
  AuthorizationCountrySummary,
  AuthorizationCountryView,
  AuthorizationViews,
  CountryRef,
  ProfileView,
} from './authorization-views';
import { AuthorizationErrors } from '../authorization.errors';

/** role -> the permissions it holds, for the caller's working country. */
export type FeaturesByRole = Record<string, string[]>;

/** What every role holds where the caller works (`countryId`: the request's country). */
export class FeaturesQuery extends Query<FeaturesByRole> {
  constructor(
    readonly actor: Actor,
    readonly countryId: number | null,
  ) {
    super();
  }
}

export class AuthorizationCountriesQuery extends Query<Page<AuthorizationCountrySummary>> {
  constructor(
    readonly search: string | undefined,
    readonly page: PageRequest,
  ) {
    super();
  }
}

export class AuthorizationCountryQuery extends Query<AuthorizationCountryView> {
  constructor(readonly countryId: number) {
    super();
  }
}

export class AuthorizationProfileQuery extends Query<ProfileView> {
  constructor(readonly profileId: number) {
    super();
  }
}

/** The permissions the caller may grant to staff. */
export class AssignablePermissionsQuery extends Query<AssignablePermission[]> {
  constructor(
    readonly actor: Actor,
    readonly countryId: number | null,
  ) {
    super();
  }
}

/** The permissions granted personally to a staff member the caller may manage. */
export class PersonalGrantsQuery extends Query<string[]> {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
  ) {
    super();
  }
}

export class MonitoredCountriesQuery extends Query<CountryRef[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * The map is computed the way the checker decides: the working country is the request's for administrators and
 * platform managers, the caller's own for everyone else. A staff member's role also lists their personal grants;
 * a super administrator's lists the whole catalogue; a platform manager outside the countries they monitor holds
 * nothing.
 */
@QueryHandler(FeaturesQuery)
export class FeaturesHandler implements IQueryHandler<FeaturesQuery, FeaturesByRole> {
  constructor(
    private readonly matrix: AuthorizationMatrix,
    private readonly checker: DatabasePermissionChecker,
  ) {}

  async execute({ actor, countryId }: FeaturesQuery): Promise<FeaturesByRole> {
    const working = await this.checker.workingCountry(actor, countryId);
    const shown = typeof working === 'number' ? working : (countryId ?? actor.countryId);
    const country = shown === null ? null : await this.matrix.country(shown);
    const features: FeaturesByRole = {};
    for (const role of [...ROLES, ...(country ? [...country.roles.keys()].filter((role) => !isRoleName(role)) : [])]) {
      features[role] = country?.active ? inCatalogueOrder(country.roles.get(role) ?? []) : [];
    }
    if (working === 'refused') for (const role of actor.roles) features[role] = [];
    const staffRoles = actor.roles.filter(isStaffRole);
    if (staffRoles.length) {
      const grants = await this.checker.personalGrants(actor.id);
      for (const role of staffRoles) features[role] = inCatalogueOrder([...(features[role] ?? []), ...grants]);
    }
    if (isSuperAdmin(actor)) features[ROLE_SUPER_ADMIN] = await this.checker.catalogue();
    return features;
  }
}

@QueryHandler(AuthorizationCountriesQuery)
export class AuthorizationCountriesHandler implements IQueryHandler<
  AuthorizationCountriesQuery,
  Page<AuthorizationCountrySummary>
> {
  constructor(private readonly views: AuthorizationViews) {}

  execute({ search, page }: AuthorizationCountriesQuery): Promise<Page<AuthorizationCountrySummary>> {
    return this.views.countryPage(search, page);
  }
}

@QueryHandler(AuthorizationCountryQuery)
export class AuthorizationCountryHandler implements IQueryHandler<AuthorizationCountryQuery, AuthorizationCountryView> {
  constructor(private readonly views: AuthorizationViews) {}

  async execute({ countryId }: AuthorizationCountryQuery): Promise<AuthorizationCountryView> {
    const country = await this.views.countryDetail(countryId);
    if (!country) throw new NotFoundError(AuthorizationErrors.COUNTRY_NOT_FOUND, { id: countryId });
    if (country.profiles.length === 0)
      throw new NotFoundError(AuthorizationErrors.NO_PROFILE_FOR_COUNTRY, { id: countryId });
    return country;
  }
}

@QueryHandler(AuthorizationProfileQuery)
export class AuthorizationProfileHandler implements IQueryHandler<AuthorizationProfileQuery, ProfileView> {
  constructor(private readonly views: AuthorizationViews) {}

  async execute({ profileId }: AuthorizationProfileQuery): Promise<ProfileView> {
    const profile = await this.views.profile(profileId);
    if (!profile) throw new NotFoundError(AuthorizationErrors.PROFILE_NOT_FOUND, { id: profileId });
    if (profile.features.length === 0)
      throw new NotFoundError(AuthorizationErrors.NO_FEATURE_FOR_PROFILE, { id: profileId });
    return profile;
  }
}

@QueryHandler(AssignablePermissionsQuery)
export class AssignablePermissionsHandler implements IQueryHandler<AssignablePermissionsQuery, AssignablePermission[]> {
  constructor(private readonly policy: StaffPolicy) {}

  execute({ actor, countryId }: AssignablePermissionsQuery): Promise<AssignablePermission[]> {
    return this.policy.assignableBy(actor, countryId);
  }
}

@QueryHandler(PersonalGrantsQuery)
export class PersonalGrantsHandler implements IQueryHandler<PersonalGrantsQuery, string[]> {
  constructor(
    private readonly policy: StaffPolicy,
    private readonly checker: DatabasePermissionChecker,
  ) {}

  async execute({ actor, userId }: PersonalGrantsQuery): Promise<string[]> {
    await this.policy.staffMemberManagedBy(actor, userId);
    return this.checker.personalGrants(userId);
  }
}

@QueryHandler(MonitoredCountriesQuery)
export class MonitoredCountriesHandler implements IQueryHandler<MonitoredCountriesQuery, CountryRef[]> {
  constructor(private readonly views: AuthorizationViews) {}

  execute({ userId }: MonitoredCountriesQuery): Promise<CountryRef[]> {
    return this.views.monitoredCountries(userId);
  }
}
