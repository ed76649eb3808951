import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessTokenPayload, ActorResolver } from '../kernel/auth/access.ports';
import { Actor } from '../kernel/context/request-context';

/**
 * Looks the user up on every request, so a deactivated or deleted account's token stops working at once;
 * staff stop working with their organisation; a token issued before the last password change (or reset) stops
 * working too. Token times are whole seconds, so one issued in the very second of the change still passes.
 */
@Injectable()
export class UserActorResolver implements ActorResolver {
  constructor(private readonly dataSource: DataSource) {}

  async resolve(payload: AccessTokenPayload): Promise<Actor | null> {
    if (typeof payload.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(payload.sub)) return null;
    // One query: the user, and for staff whether the organisation they work for is still active.
    const [user] = await this.dataSource.query(
      `SELECT u.id, u.roles, u.country_id, u.status, e.status AS employer_status, u.employer_id,
              floor(extract(epoch FROM c.changed_at))::bigint AS password_changed_at
       FROM users u LEFT JOIN users e ON e.id = u.employer_id LEFT JOIN user_credentials c ON c.user_id = u.id
       WHERE u.id = $1`,
      [payload.sub],
    );
    if (!user || user.status !== 'ACTIVE') return null;
    if (user.employer_id && user.employer_status !== 'ACTIVE') return null;
    if (user.password_changed_at !== null && typeof payload.iat === 'number' && payload.iat < Number(user.password_changed_at)) return null;
    return { id: user.id, roles: user.roles, countryId: user.country_id };
  }
}
