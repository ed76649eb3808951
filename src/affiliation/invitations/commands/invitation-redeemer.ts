import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { InvitationRedeemer } from '../../../accounts';
import { EventStore } from '../../../kernel/events/event-store';
import { NotFoundError } from '../../../kernel/http/domain-error';
import { decideAccept } from '../domain/invitation';
import { InvitationKeys } from '../invitation-keys';
import { InvitationViews } from '../queries/invitation.views';
import { onInvitation } from './invitation.commands';

/** Signing up with an invitation's key: the invitation is accepted by the new account, in the sign-up's transaction. */
@Injectable()
export class InvitationRedeemerAdapter implements InvitationRedeemer {
  constructor(
    private readonly store: EventStore,
    private readonly keys: InvitationKeys,
    private readonly views: InvitationViews,
  ) {}

  async redeem(invitationKey: string, userId: string, manager: EntityManager): Promise<{ invitedBy: string }> {
    const key = await this.keys.find(invitationKey, manager, true);
    const invitation = key ? await this.views.row(key.invitation_id, manager) : null;
    if (!key || !invitation) throw new NotFoundError('INVITATION_UNKNOWN');
    if (key.used_at && invitation.status !== 'ACCEPTED') throw new NotFoundError('INVITATION_UNKNOWN'); // replaced by a newer key
    await onInvitation(this.store, invitation.id, (state) => decideAccept(state, { invitationId: invitation.id, userId, now: new Date().toISOString() }), manager);
    await this.keys.use(key.id, manager);
    return { invitedBy: invitation.organisation_id };
  }
}
