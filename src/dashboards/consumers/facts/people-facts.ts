import { EntityManager } from 'typeorm';
import { UserDeleted, UserRegistered } from '../../../accounts';
import { AffiliationApproved, AffiliationDeclined, InvitationAccepted, InvitationSent } from '../../../affiliation';
import { dayIn } from '../../domain/country-day';
import { COUNTRY, METRICS as M } from '../../domain/metrics';
import { BatchState, Deltas, FactSource, rowsOf } from './batch';
import { changeFarmer, insertEnrolledFarmers } from './farmer-facts';

function countUser(d: Deltas, roles: string[], countryId: number, day: string, sign: number): void {
  for (const role of roles.filter((r) => r !== 'ROLE_USER'))
    d.total(M.usersByRole, [COUNTRY], countryId, role, 1, sign);
  d.counted(M.users, [COUNTRY], countryId, day, sign);
}

/** A user who joined through an organisation's invitation: counted once for the organisation (and its kind). */
async function signed(manager: EntityManager, batch: BatchState, e: InvitationAccepted): Promise<void> {
  const d = batch.deltas;
  const [invitation] = await manager.query<
    { organisation_id: string; type: string; country_id: number; roles: string[] }[]
  >(
    `SELECT i.organisation_id, i.type, i.country_id, COALESCE(u.roles, '{}') AS roles FROM dash_invitations i
     LEFT JOIN dash_users u ON u.user_id = i.organisation_id
     WHERE i.invitation_id = $1`,
    [e.invitationId],
  );
  if (!invitation) return;
  const rows = await manager.query<{ user_id: string }[]>(
    `INSERT INTO dash_signed_users (organisation_id, user_id, type) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [invitation.organisation_id, e.userId, invitation.type],
  );
  if (!rows[0]) return;
  const c = invitation.country_id;
  d.total(M.signedUsers, [invitation.organisation_id], c, invitation.type, 1, 1);
  if (invitation.roles.includes('ROLE_INPUT_PROVIDER'))
    d.total(M.signedByInputProvider, [COUNTRY], c, invitation.type, 1, 1);
  if (invitation.roles.includes('ROLE_DISTRIBUTOR'))
    d.total(M.signedByDistributor, [COUNTRY], c, invitation.type, 1, 1);
  if (invitation.type !== 'EXTENSION AGENT') return;
  // The agent's farmers, those enrolled already and those to come, are the organisation's referred farmers.
  const referred = await manager.query<{ agent_id: string }[]>(
    `INSERT INTO dash_agent_referrers (agent_id, organisation_id) VALUES ($1, $2)
     ON CONFLICT DO NOTHING RETURNING agent_id`,
    [e.userId, invitation.organisation_id],
  );
  if (!referred[0]) return;
  batch.referrers.set(e.userId, invitation.organisation_id);
  await insertEnrolledFarmers(manager, batch);
  const farmers = await manager.query<{ farmer_id: string }[]>(
    `SELECT farmer_id FROM dash_farmers WHERE created_by = $1 AND referrer_id IS NULL ORDER BY farmer_id`,
    [e.userId],
  );
  for (const { farmer_id } of farmers) {
    await changeFarmer(manager, batch, farmer_id, () =>
      manager.query(`UPDATE dash_farmers SET referrer_id = $2 WHERE farmer_id = $1`, [
        farmer_id,
        invitation.organisation_id,
      ]),
    );
  }
}

/** The accounts and affiliation modules' facts: users by role, invitations signed, dealers affiliated. */
export const peopleFacts: FactSource = {
  handles: [
    UserRegistered.type,
    UserDeleted.type,
    InvitationSent.type,
    InvitationAccepted.type,
    AffiliationApproved.type,
    AffiliationDeclined.type,
  ],

  async apply(event, manager, batch) {
    const d = batch.deltas;
    if (UserRegistered.is(event)) {
      const e = UserRegistered.dataOf(event);
      const day = dayIn(e.countryId, e.registeredAt);
      const rows = await manager.query<{ user_id: string }[]>(
        `INSERT INTO dash_users (user_id, roles, country_id, day) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
        [e.userId, e.roles, e.countryId, day],
      );
      if (rows[0]) countUser(d, e.roles, e.countryId, day, 1);
    } else if (UserDeleted.is(event)) {
      const e = UserDeleted.dataOf(event);
      const rows = await rowsOf<{ roles: string[]; country_id: number; day: string }>(
        manager,
        `DELETE FROM dash_users WHERE user_id = $1 RETURNING roles, country_id, to_char(day, 'YYYY-MM-DD') AS day`,
        [e.userId],
      );
      if (rows[0]) countUser(d, rows[0].roles, rows[0].country_id, rows[0].day, -1);
    } else if (InvitationSent.is(event)) {
      const e = InvitationSent.dataOf(event);
      await manager.query(
        `INSERT INTO dash_invitations (invitation_id, organisation_id, type, country_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [e.invitationId, e.organisationId, e.type, e.countryId],
      );
    } else if (InvitationAccepted.is(event)) {
      await signed(manager, batch, InvitationAccepted.dataOf(event));
    } else if (AffiliationApproved.is(event)) {
      const e = AffiliationApproved.dataOf(event);
      const rows = await manager.query<{ country_id: number }[]>(
        `INSERT INTO dash_affiliations (input_provider_id, dealer_id, country_id)
         VALUES ($1, $2, COALESCE((SELECT country_id FROM dash_users WHERE user_id = $1), 0))
         ON CONFLICT DO NOTHING RETURNING country_id`,
        [e.inputProviderId, e.dealerId],
      );
      if (rows[0]) d.total(M.affiliatedDealers, [e.inputProviderId], rows[0].country_id, '', 1, 1);
    } else if (AffiliationDeclined.is(event)) {
      const e = AffiliationDeclined.dataOf(event);
      const rows = await rowsOf<{ country_id: number }>(
        manager,
        `DELETE FROM dash_affiliations WHERE input_provider_id = $1 AND dealer_id = $2 RETURNING country_id`,
        [e.inputProviderId, e.dealerId],
      );
      if (rows[0]) d.total(M.affiliatedDealers, [e.inputProviderId], rows[0].country_id, '', 1, -1);
    }
  },
};
