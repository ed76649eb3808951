import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { StoredEvent } from '../../kernel/events/event.types';
import { InlineProjection, Projection } from '../../kernel/events/projection';
import {
  AuthorizationCountrySwitched,
  AuthorizationEvents,
  AuthorizationProfileSwitched,
  MonitoredCountriesSet,
  ProfileFeatureSwitched,
  StaffPermissionsGranted,
  StaffPermissionsRevoked,
} from '../domain/authorization.events';

/**
 * Keeps the authorization tables from the authorization events.
 *
 * It OWNS only `staff_permissions` and `monitored_countries`: those start empty and hold nothing but what the log
 * says, so a rebuild may empty them and replay. The settings tables (`authorization_countries`,
 * `authorization_profiles`, `profile_features`) are seeded by the migration with the default matrix, which is not in
 * the log: they are NOT listed in `tables` (a rebuild must not truncate the seeded rows), and their events are
 * applied as UPDATEs setting the flag to the event's value, by natural key (country, role, permission). Replaying
 * them over the seeded rows is idempotent and leaves each flag at its last logged value.
 */
@Injectable()
@Projection()
export class AuthorizationProjection implements InlineProjection {
  readonly name = 'authorization';
  readonly tables = ['staff_permissions', 'monitored_countries'];
  readonly handles = Object.values(AuthorizationEvents);

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case AuthorizationEvents.countrySwitched: {
        const data = AuthorizationCountrySwitched.dataOf(event);
        await manager.query(
          `INSERT INTO authorization_countries (country_id, active) VALUES ($1, $2)
           ON CONFLICT (country_id) DO UPDATE SET active = EXCLUDED.active`,
          [data.countryId, data.active],
        );
        return;
      }
      case AuthorizationEvents.profileSwitched: {
        const data = AuthorizationProfileSwitched.dataOf(event);
        await manager.query(`UPDATE authorization_profiles SET enabled = $3 WHERE country_id = $1 AND role = $2`, [
          data.countryId,
          data.role,
          data.enabled,
        ]);
        return;
      }
      case AuthorizationEvents.featureSwitched: {
        const data = ProfileFeatureSwitched.dataOf(event);
        await manager.query(
          `UPDATE profile_features f SET enabled = $4
           FROM authorization_profiles p
           WHERE f.profile_id = p.id AND p.country_id = $1 AND p.role = $2 AND f.permission = $3`,
          [data.countryId, data.role, data.permission, data.enabled],
        );
        return;
      }
      case AuthorizationEvents.staffPermissionsGranted: {
        const data = StaffPermissionsGranted.dataOf(event);
        await manager.query(
          `INSERT INTO staff_permissions (user_id, permission, granted_by, granted_at)
           SELECT $1, permission, $3, $4 FROM unnest($2::text[]) AS permission
           ON CONFLICT (user_id, permission) DO NOTHING`,
          [data.userId, data.permissions, data.grantedBy, data.at],
        );
        return;
      }
      case AuthorizationEvents.staffPermissionsRevoked: {
        const data = StaffPermissionsRevoked.dataOf(event);
        await manager.query(`DELETE FROM staff_permissions WHERE user_id = $1 AND permission = ANY($2::text[])`, [
          data.userId,
          data.permissions,
        ]);
        return;
      }
      case AuthorizationEvents.monitoredCountriesSet: {
        const data = MonitoredCountriesSet.dataOf(event);
        await manager.query(`DELETE FROM monitored_countries WHERE user_id = $1`, [data.userId]);
        await manager.query(`INSERT INTO monitored_countries (user_id, country_id) SELECT $1, unnest($2::int[])`, [
          data.userId,
          data.countryIds,
        ]);
        return;
      }
    }
  }
}
