import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MonitoredCountriesQuery } from '../../authorization';
import { PERMISSION_CHECKER, PermissionChecker } from '../../kernel/auth/access.ports';
import { isAdministrator, isPlatformManagerOnly } from '../../kernel/auth/platform-roles';
import type { Actor } from '../../kernel/context/request-context';
import { ContentActor } from '../domain/agronomy-content';

export const MANAGE_CONTENT = 'agronomy-content:manage';
export const WRITE_CONTENT = 'agronomy-content:write';

/**
 * Who acts on content: whether they manage it (agronomy-content:manage in the content's country: a platform manager
 * only in the countries they monitor) and whether they are an administrator.
 */
@Injectable()
export class ContentActors {
  constructor(
    @Inject(PERMISSION_CHECKER) private readonly permissions: PermissionChecker,
    private readonly queries: QueryBus,
  ) {}

  /** `countryId`: the country of the content acted on (the actor's own when there is none yet). */
  async of(actor: Actor, countryId: number | null = actor.countryId): Promise<ContentActor> {
    return {
      id: actor.id,
      manager: await this.permissions.allows(actor, MANAGE_CONTENT, countryId),
      administrator: isAdministrator(actor),
    };
  }

  /** The countries a platform manager (who is not also an administrator) monitors; null for anyone else. */
  async monitoredCountries(actor: Actor): Promise<number[] | null> {
    if (!isPlatformManagerOnly(actor)) return null;
    const countries: { id: number }[] = await this.queries.execute(new MonitoredCountriesQuery(actor.id));
    return countries.map((country) => country.id);
  }
}
