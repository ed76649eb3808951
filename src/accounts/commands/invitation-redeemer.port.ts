import { EntityManager } from 'typeorm';

/**
 * Accepting an invitation while signing up. Invitations belong to the affiliation module; the app module binds its
 * class to INVITATION_REDEEMER with `AccountsModule.forRoot({ invitationRedeemer })`, so that accounts never imports
 * affiliation (which imports accounts). The sign-up only hands it the key it received.
 */
export interface InvitationRedeemer {
  /**
   * Uses the invitation up for the new account `userId`, inside the sign-up's transaction (a failed sign-up leaves the
   * invitation pending), and answers who invited them. Throws a 404 for an unknown or used key, a 449 for an expired one.
   */
  redeem(invitationKey: string, userId: string, manager: EntityManager): Promise<{ invitedBy: string }>;
}

export const INVITATION_REDEEMER = Symbol('INVITATION_REDEEMER');
