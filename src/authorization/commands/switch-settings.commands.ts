import { Clock } from '../../kernel/clock/clock';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { MutationResult } from '../../kernel/http/envelopes';
import { AuthorizationMatrix } from '../queries/authorization-matrix';
import { decideCountrySwitch, decideFeatureSwitch, decideProfileSwitch } from '../domain/authorization';
import { isStoredId } from '../../kernel/http/path-params';
import {
  AuthorizationCountrySummary,
  AuthorizationViews,
  FeatureView,
  ProfileView,
} from '../queries/authorization-views';
import { answer, onCountrySettings } from './settings-stream';
import { AuthorizationErrors } from '../authorization.errors';

/** Switches authorization on or off in a country. */
export class SwitchAuthorizationCountryCommand extends Command<MutationResult<AuthorizationCountrySummary>> {
  constructor(
    readonly countryId: number,
    readonly active: boolean,
  ) {
    super();
  }
}

/** Enables or disables a role's profile in a country. */
export class SwitchProfileCommand extends Command<MutationResult<ProfileView>> {
  constructor(
    readonly profileId: number,
    readonly enabled: boolean,
  ) {
    super();
  }
}

/** Enables or disables one feature of a profile. */
export class SwitchFeatureCommand extends Command<MutationResult<FeatureView & { profileId: number }>> {
  constructor(
    readonly featureId: number,
    readonly enabled: boolean,
  ) {
    super();
  }
}

@CommandHandler(SwitchAuthorizationCountryCommand)
export class SwitchAuthorizationCountryHandler implements ICommandHandler<
  SwitchAuthorizationCountryCommand,
  MutationResult<AuthorizationCountrySummary>
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: AuthorizationViews,
    private readonly matrix: AuthorizationMatrix,
    private readonly clock: Clock,
  ) {}

  async execute({
    countryId,
    active,
  }: SwitchAuthorizationCountryCommand): Promise<MutationResult<AuthorizationCountrySummary>> {
    if (!(await this.views.countrySummary(countryId)))
      throw new NotFoundError(AuthorizationErrors.COUNTRY_NOT_FOUND, { id: countryId });
    await onCountrySettings(
      this.dataSource,
      this.store,
      countryId,
      (manager) => this.views.countrySummary(countryId, manager),
      (current) => decideCountrySwitch({ countryId, active: current!.active }, active, this.clock.nowIso()),
    );
    this.matrix.invalidate();
    const country = (await this.views.countrySummary(countryId))!;
    return answer(
      active ? 'AUTHORIZATION_COUNTRY_ACTIVATED' : 'AUTHORIZATION_COUNTRY_DEACTIVATED',
      { country: country.name },
      country,
    );
  }
}

@CommandHandler(SwitchProfileCommand)
export class SwitchProfileHandler implements ICommandHandler<SwitchProfileCommand, MutationResult<ProfileView>> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: AuthorizationViews,
    private readonly matrix: AuthorizationMatrix,
    private readonly clock: Clock,
  ) {}

  async execute({ profileId, enabled }: SwitchProfileCommand): Promise<MutationResult<ProfileView>> {
    const profile = isStoredId(profileId)
      ? await this.dataSource.query<{ country_id: number }[]>(
          `SELECT country_id FROM authorization_profiles WHERE id = $1`,
          [profileId],
        )
      : [];
    if (profile.length === 0) throw new NotFoundError(AuthorizationErrors.PROFILE_NOT_FOUND, { id: profileId });
    await onCountrySettings(
      this.dataSource,
      this.store,
      profile[0].country_id,
      (manager) =>
        manager.query<{ id: number; country_id: number; role: string; enabled: boolean }[]>(
          `SELECT id, country_id, role, enabled FROM authorization_profiles WHERE id = $1`,
          [profileId],
        ),
      ([current]) =>
        decideProfileSwitch(
          { id: current.id, countryId: current.country_id, role: current.role, enabled: current.enabled },
          enabled,
          this.clock.nowIso(),
        ),
    );
    this.matrix.invalidate();
    const view = (await this.views.profile(profileId))!;
    return answer(
      enabled ? 'AUTHORIZATION_PROFILE_ENABLED' : 'AUTHORIZATION_PROFILE_DISABLED',
      { role: view.role },
      view,
    );
  }
}

/** A feature with its profile's country and role, as the switch reads it. */
interface FeatureRow {
  id: number;
  profile_id: number;
  country_id: number;
  role: string;
  permission: string;
  enabled: boolean;
}

@CommandHandler(SwitchFeatureCommand)
export class SwitchFeatureHandler implements ICommandHandler<
  SwitchFeatureCommand,
  MutationResult<FeatureView & { profileId: number }>
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly views: AuthorizationViews,
    private readonly matrix: AuthorizationMatrix,
    private readonly clock: Clock,
  ) {}

  async execute({
    featureId,
    enabled,
  }: SwitchFeatureCommand): Promise<MutationResult<FeatureView & { profileId: number }>> {
    const select = `SELECT f.id, f.profile_id, p.country_id, p.role, f.permission, f.enabled
                    FROM profile_features f JOIN authorization_profiles p ON p.id = f.profile_id WHERE f.id = $1`;
    const feature = isStoredId(featureId) ? await this.dataSource.query<FeatureRow[]>(select, [featureId]) : [];
    if (feature.length === 0) throw new NotFoundError(AuthorizationErrors.FEATURE_NOT_FOUND, { id: featureId });
    await onCountrySettings(
      this.dataSource,
      this.store,
      feature[0].country_id,
      (manager) => manager.query<FeatureRow[]>(select, [featureId]),
      ([current]) =>
        decideFeatureSwitch(
          {
            id: current.id,
            profileId: current.profile_id,
            countryId: current.country_id,
            role: current.role,
            permission: current.permission,
            enabled: current.enabled,
          },
          enabled,
          this.clock.nowIso(),
        ),
    );
    this.matrix.invalidate();
    const view = (await this.views.feature(featureId))!;
    return answer(
      enabled ? 'AUTHORIZATION_FEATURE_ENABLED' : 'AUTHORIZATION_FEATURE_DISABLED',
      { permission: view.permission },
      view,
    );
  }
}
