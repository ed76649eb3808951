import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * user_sessions: one row per signed-in device (a refresh-token family). Access tokens carry the session id, so an
 * ended session stops its access tokens at once. session_refresh_tokens: every refresh token a session was given,
 * by its SHA-256 hash (the token itself is never stored); a token that was already rotated and comes back ends the
 * whole session (a stolen copy was used).
 */
export class UserSessions1763800000990 implements MigrationInterface {
  name = 'UserSessions1763800000990';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_sessions (
        id              uuid PRIMARY KEY,
        user_id         uuid NOT NULL,
        client          text NOT NULL CHECK (client IN ('browser', 'mobile')),
        user_agent      text,
        client_address  text,
        created_at      timestamptz NOT NULL,
        last_used_at    timestamptz NOT NULL,
        expires_at      timestamptz NOT NULL,
        ended_at        timestamptz,
        ended_reason    text
      )`);
    await q.query(`CREATE INDEX user_sessions_open ON user_sessions (user_id, last_used_at DESC) WHERE ended_at IS NULL`);
    await q.query(`
      CREATE TABLE session_refresh_tokens (
        token_hash  bytea PRIMARY KEY,
        session_id  uuid NOT NULL REFERENCES user_sessions (id) ON DELETE CASCADE,
        issued_at   timestamptz NOT NULL,
        rotated_at  timestamptz
      )`);
    await q.query(`CREATE INDEX session_refresh_tokens_session ON session_refresh_tokens (session_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE session_refresh_tokens, user_sessions`);
  }
}
