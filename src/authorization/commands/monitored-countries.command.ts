import { Clock } from '../../kernel/clock/clock';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Actor } from '../../kernel/context/request-context';
import { EventStore } from '../../kernel/events/event-store';
import { DomainError, NotFoundError } from '../../kernel/errors/domain-error';
import { MutationResult } from '../../kernel/http/envelopes';
import { ROLE_PLATFORM_MANAGER } from '../domain/default-permissions';
import { decideMonitoredCountries, MonitoredCountriesStream } from '../domain/authorization';
import { AuthorizationViews, CountryRef } from '../queries/authorization-views';
import { StaffPolicy } from '../queries/staff-policy';
import { answer } from './settings-stream';
import { AuthorizationErrors } from '../authorization.errors';

/** Replaces the set of countries a platform manager works in. */
export class SetMonitoredCountriesCommand extends Command<MutationResult<CountryRef[]>> {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
    readonly countryIds: number[],
  ) {
    super();
  }
}

@CommandHandler(SetMonitoredCountriesCommand)
export class SetMonitoredCountriesHandler implements ICommandHandler<
  SetMonitoredCountriesCommand,
  MutationResult<CountryRef[]>
> {
  constructor(
    private readonly store: EventStore,
    private readonly views: AuthorizationViews,
    private readonly people: StaffPolicy,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, userId, countryIds }: SetMonitoredCountriesCommand): Promise<MutationResult<CountryRef[]>> {
    const person = await this.people.personOf(userId);
    if (!person) throw new NotFoundError('USER_NOT_FOUND'); // the accounts module's code
    if (!person.roles.includes(ROLE_PLATFORM_MANAGER))
      throw new DomainError(AuthorizationErrors.NOT_A_PLATFORM_MANAGER);
    const unknown = await this.views.unknownCountries(countryIds);
    if (unknown.length) throw new DomainError(AuthorizationErrors.UNKNOWN_COUNTRIES, { ids: unknown.join(', ') });
    await MonitoredCountriesStream.execute(this.store, userId, (state) =>
      decideMonitoredCountries(state, { userId, countryIds, by: actor.id, now: this.clock.nowIso() }),
    );
    return answer('MONITORED_COUNTRIES_SAVED', {}, await this.views.monitoredCountries(userId));
  }
}
