import { Injectable } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from 'typeorm';
import type { InvitationRedeemer } from '../../../accounts';
import { Clock } from '../../../kernel/clock/clock';
import { DomainError } from '../../../kernel/errors/domain-error';
import { EventStore } from '../../../kernel/events/event-store';
import { AffiliationErrors } from '../../affiliation.errors';
import { decideAccept, InvitationStream } from '../domain/invitation';
import { InvitationKeys } from './invitation-keys';
import { InvitationViews } from '../queries/invitation.views';

/**
 * Signing up with an invitation's key: the invitation is accepted by the new account `userId`, inside the sign-up's
 * transaction (`manager`: a failed sign-up leaves the invitation pending). Answers who invited them; an unknown or used
 * key is a 404.
 */
export class RedeemInvitationCommand extends Command<{ invitedBy: string }> {
  constructor(
    readonly invitationKey: string,
    readonly userId: string,
    readonly manager: EntityManager,
  ) {
    super();
  }
}

@CommandHandler(RedeemInvitationCommand)
export class RedeemInvitationHandler implements ICommandHandler<RedeemInvitationCommand, { invitedBy: string }> {
  constructor(
    private readonly store: EventStore,
    private readonly keys: InvitationKeys,
    private readonly views: InvitationViews,
    private readonly clock: Clock,
  ) {}

  async execute({ invitationKey, userId, manager }: RedeemInvitationCommand): Promise<{ invitedBy: string }> {
    const key = await this.keys.find(invitationKey, manager, true);
    const invitation = key ? await this.views.row(key.invitation_id, manager) : null;
    if (!key || !invitation) throw new DomainError(AffiliationErrors.INVITATION_UNKNOWN);
    if (key.used_at && invitation.status !== 'ACCEPTED') throw new DomainError(AffiliationErrors.INVITATION_UNKNOWN); // replaced by a newer key
    await InvitationStream.execute(
      this.store,
      invitation.id,
      (state) => decideAccept(state, { invitationId: invitation.id, userId, now: this.clock.nowIso() }),
      manager,
    );
    await this.keys.use(key.id, manager);
    return { invitedBy: invitation.organisation_id };
  }
}

/**
 * The accounts module's INVITATION_REDEEMER port, answered by RedeemInvitationCommand. Bound by the app module
 * (`AccountsModule.forRoot({ invitationRedeemer: InvitationRedeemerAdapter })`) and built there: it needs only the bus.
 */
@Injectable()
export class InvitationRedeemerAdapter implements InvitationRedeemer {
  constructor(private readonly commands: CommandBus) {}

  redeem(invitationKey: string, userId: string, manager: EntityManager): Promise<{ invitedBy: string }> {
    return this.commands.execute(new RedeemInvitationCommand(invitationKey, userId, manager));
  }
}
