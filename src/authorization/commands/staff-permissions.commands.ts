import { Clock } from '../../kernel/clock/clock';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../kernel/events/event-store';
import { Actor } from '../../kernel/context/request-context';
import { DomainError } from '../../kernel/errors/domain-error';
import { MutationResult } from '../../kernel/http/envelopes';
import { DatabasePermissionChecker } from '../queries/database-permission-checker';
import { decideGrant, decideRevoke, StaffPermissionsStream } from '../domain/authorization';
import { AuthorizationViews } from '../queries/authorization-views';
import { StaffPolicy } from '../queries/staff-policy';
import { answer } from './settings-stream';
import { AuthorizationErrors } from '../authorization.errors';

export interface StaffPermissionsView {
  userId: string;
  /** Every permission the staff member now holds personally. */
  permissions: string[];
}

/** Grants permissions to a staff member personally. `countryId` is the request's country (what the caller holds there). */
export class GrantStaffPermissionsCommand extends Command<MutationResult<StaffPermissionsView>> {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
    readonly permissions: string[],
    readonly countryId: number | null,
  ) {
    super();
  }
}

export class RevokeStaffPermissionsCommand extends Command<MutationResult<StaffPermissionsView>> {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
    readonly permissions: string[],
  ) {
    super();
  }
}

const refuse = (permissions: string[]) => {
  if (permissions.length)
    throw new DomainError(AuthorizationErrors.PERMISSION_NOT_ASSIGNABLE, { permissions: permissions.join(', ') });
};

// Granting or revoking a set is idempotent: after a conflict the decision is taken again on the fresh stream.
@CommandHandler(GrantStaffPermissionsCommand)
export class GrantStaffPermissionsHandler implements ICommandHandler<
  GrantStaffPermissionsCommand,
  MutationResult<StaffPermissionsView>
> {
  constructor(
    private readonly store: EventStore,
    private readonly policy: StaffPolicy,
    private readonly checker: DatabasePermissionChecker,
    private readonly clock: Clock,
  ) {}

  async execute({
    actor,
    userId,
    permissions,
    countryId,
  }: GrantStaffPermissionsCommand): Promise<MutationResult<StaffPermissionsView>> {
    await this.policy.staffMemberManagedBy(actor, userId);
    const assignable = new Set((await this.policy.assignableBy(actor, countryId)).map((permission) => permission.name));
    refuse([...new Set(permissions)].filter((permission) => !assignable.has(permission)));
    await StaffPermissionsStream.execute(this.store, userId, (state) =>
      decideGrant(state, { userId, permissions, by: actor.id, now: this.clock.nowIso() }),
    );
    return answer('STAFF_PERMISSIONS_GRANTED', {}, { userId, permissions: await this.checker.personalGrants(userId) });
  }
}

@CommandHandler(RevokeStaffPermissionsCommand)
export class RevokeStaffPermissionsHandler implements ICommandHandler<
  RevokeStaffPermissionsCommand,
  MutationResult<StaffPermissionsView>
> {
  constructor(
    private readonly store: EventStore,
    private readonly policy: StaffPolicy,
    private readonly views: AuthorizationViews,
    private readonly checker: DatabasePermissionChecker,
    private readonly clock: Clock,
  ) {}

  async execute({
    actor,
    userId,
    permissions,
  }: RevokeStaffPermissionsCommand): Promise<MutationResult<StaffPermissionsView>> {
    await this.policy.staffMemberManagedBy(actor, userId);
    // Any permission assignable to staff may be revoked, even one the organisation no longer holds itself.
    const assignable = new Set((await this.views.assignablePermissions()).map((permission) => permission.name));
    refuse([...new Set(permissions)].filter((permission) => !assignable.has(permission)));
    await StaffPermissionsStream.execute(this.store, userId, (state) =>
      decideRevoke(state, { userId, permissions, by: actor.id, now: this.clock.nowIso() }),
    );
    return answer('STAFF_PERMISSIONS_REVOKED', {}, { userId, permissions: await this.checker.personalGrants(userId) });
  }
}
