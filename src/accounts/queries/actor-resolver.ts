import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueuedReadSharing } from '../../kernel/database/prepared-query';
import { AccessTokenPayload, ActorResolver } from '../../kernel/auth/access.ports';
import { roleNamesOf } from '../../kernel/auth/platform-roles';
import { Actor } from '../../kernel/context/request-context';

/** The user ($1) with their employer's status, their last password change and the token's session ($2). */
export const ACTOR_LOOKUP = `SELECT u.id, u.roles, u.country_id, u.status, e.status AS employer_status, u.employer_id,
         floor(extract(epoch FROM c.changed_at))::bigint AS password_changed_at, s.id AS session_id, s.ended_at AS session_ended_at
  FROM users u LEFT JOIN users e ON e.id = u.employer_id LEFT JOIN user_credentials c ON c.user_id = u.id
  LEFT JOIN user_sessions s ON s.id = $2 AND s.user_id = u.id
  WHERE u.id = $1`;

interface ActorRow {
  id: string;
  roles: string[];
  country_id: number | null;
  status: string;
  employer_status: string | null;
  employer_id: string | null;
  password_changed_at: string | null;
  session_id: string | null;
  session_ended_at: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Looks the user and the token's session up on every request (one query), so a token stops working at once when
 * its session ends (signed out, ended from the sessions list, a password change, a reused refresh token) or when
 * it names no session; a deactivated or deleted account's token stops working at once;
 * staff stop working with their organisation; a token issued before the last password change (or reset) stops
 * working too. Token times are whole seconds, so one issued in the very second of the change still passes.
 */
@Injectable()
export class UserActorResolver implements ActorResolver {
  /**
   * Every authenticated request runs the lookup (a prepared statement, planned once per connection). The requests of one
   * session that come together (a console screen's calls) share it while it waits for a connection: each still sees
   * the session as it was after the request came in.
   */
  private readonly lookups: QueuedReadSharing;

  constructor(dataSource: DataSource) {
    this.lookups = new QueuedReadSharing(dataSource);
  }

  async resolve(payload: AccessTokenPayload): Promise<Actor | null> {
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return null;
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
    // One query: the user, and for staff whether the organisation they work for is still active.
    const [user] = await this.lookups.read<ActorRow>(ACTOR_LOOKUP, [payload.sub, payload.sid]);
    if (!user || user.status !== 'ACTIVE') return null;
    if (!user.session_id || user.session_ended_at !== null) return null;
    if (user.employer_id && user.employer_status !== 'ACTIVE') return null;
    if (
      user.password_changed_at !== null &&
      typeof payload.iat === 'number' &&
      payload.iat < Number(user.password_changed_at)
    )
      return null;
    return { id: user.id, roles: roleNamesOf(user.roles), countryId: user.country_id, sessionId: user.session_id };
  }
}
