import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../kernel/clock/clock';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { DomainError } from '../../kernel/errors/domain-error';
import { AccountsErrors } from '../accounts.errors';
import { summariseUserAgent } from '../domain/user-agent';

/** Where a sign-in or a refresh comes from. Browsers keep the refresh token in a cookie, mobile clients in the body. */
export interface ClientInfo {
  client: 'browser' | 'mobile';
  userAgent: string | null;
  address: string | null;
}

/** What a sign-in or a refresh hands out. The refresh token is shown once, here, and only its hash is kept. */
export interface IssuedSession {
  sessionId: string;
  userId: string;
  accessToken: string;
  /** Seconds the access token lasts. */
  expiresIn: number;
  refreshToken: string;
  /** When the refresh token stops working unless used. */
  refreshExpiresAt: Date;
}

export interface SessionView {
  id: string;
  client: 'browser' | 'mobile';
  device: string;
  browser: string;
  clientAddress: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** The session of the access token that asked. */
  current: boolean;
}

export type SessionEndReason =
  | 'signed-out'
  | 'ended-by-user'
  | 'ended-by-administrator'
  | 'password-changed'
  | 'password-reset'
  | 'deactivated'
  | 'deleted'
  | 'refresh-token-reused';

/** A refresh token's row with its session, its user and their employer, locked for the rotation. */
interface RefreshRow {
  session_id: string;
  rotated_at: Date | null;
  user_id: string;
  ended_at: Date | null;
  expires_at: Date;
  client: string;
  user_agent: string | null;
  status: string | null;
  employer_status: string | null;
  employer_id: string | null;
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();
/** 256 random bits, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const MAX_USER_AGENT = 400;

/**
 * Two tabs of one browser share the refresh cookie: when both renew at the same moment (a browser without Web Locks,
 * where the tabs cannot take turns), the second sends the token the first has just rotated. Within these seconds of
 * the rotation, from the same browser (the session's user agent), that is a sibling tab, not a stolen copy: it gets a
 * token of its own and the session goes on. Mobile clients keep their token in one place and get no such grace.
 */
export const CONCURRENT_TAB_GRACE_MS = 10_000;

function isConcurrentBrowserRefresh(
  row: { rotated_at: Date; client: string; user_agent: string | null },
  client: ClientInfo,
  now: Date,
): boolean {
  const userAgent = client.userAgent?.slice(0, MAX_USER_AGENT) ?? null;
  return (
    row.client === 'browser' &&
    row.user_agent !== null &&
    userAgent === row.user_agent &&
    now.getTime() - new Date(row.rotated_at).getTime() <= CONCURRENT_TAB_GRACE_MS
  );
}

/**
 * Sessions: one per signed-in device, a family of refresh tokens. Every refresh rotates the token; a rotated token
 * that comes back (someone kept a copy) ends the whole session. Access tokens carry the session id (`sid`) and
 * UserActorResolver checks it on every request, so an ended session stops at once.
 */
@Injectable()
export class SessionStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Opens a session for a person who just proved who they are (sign-in, activation). */
  async open(
    userId: string,
    client: ClientInfo,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<IssuedSession> {
    const id = randomUUID();
    const now = this.clock.now();
    const expiresAt = this.refreshExpiry(now);
    await manager.query(
      `INSERT INTO user_sessions (id, user_id, client, user_agent, client_address, created_at, last_used_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
      [id, userId, client.client, client.userAgent?.slice(0, MAX_USER_AGENT) ?? null, client.address, now, expiresAt],
    );
    const refreshToken = newToken();
    await manager.query(`INSERT INTO session_refresh_tokens (token_hash, session_id, issued_at) VALUES ($1, $2, $3)`, [
      hashOf(refreshToken),
      id,
      now,
    ]);
    return {
      sessionId: id,
      userId,
      accessToken: await this.accessToken(userId, id),
      expiresIn: this.config.jwtTtlSeconds,
      refreshToken,
      refreshExpiresAt: expiresAt,
    };
  }

  /** A fresh access token for a session that goes on (after a password change, for the session that asked). */
  accessToken(userId: string, sessionId: string): Promise<string> {
    return this.jwt.signAsync({ sub: userId, sid: sessionId });
  }

  /**
   * Trades a refresh token for a new pair. Unknown, ended or expired: SESSION_ENDED. Already rotated: the session
   * ends (whoever holds the other copy is signed out too) and REFRESH_TOKEN_REUSED, unless it is a sibling tab's
   * refresh of the same moment (CONCURRENT_TAB_GRACE_MS).
   */
  async refresh(token: string, client: ClientInfo): Promise<IssuedSession> {
    if (!TOKEN_SHAPE.test(token)) throw new DomainError(AccountsErrors.SESSION_ENDED);
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<RefreshRow[]>(
        `SELECT t.session_id, t.rotated_at, s.user_id, s.ended_at, s.expires_at, s.client, s.user_agent, u.status, e.status AS employer_status, u.employer_id
         FROM session_refresh_tokens t JOIN user_sessions s ON s.id = t.session_id
         LEFT JOIN users u ON u.id = s.user_id LEFT JOIN users e ON e.id = u.employer_id
         WHERE t.token_hash = $1 FOR UPDATE OF t, s`,
        [hashOf(token)],
      );
      if (!row || row.ended_at || new Date(row.expires_at) <= now) return 'ended' as const;
      const concurrentTab =
        row.rotated_at && isConcurrentBrowserRefresh({ ...row, rotated_at: row.rotated_at }, client, now);
      if (row.rotated_at && !concurrentTab) {
        await this.end(manager, `id = $1`, [row.session_id], 'refresh-token-reused');
        return 'reused' as const;
      }
      if (row.status !== 'ACTIVE' || (row.employer_id && row.employer_status !== 'ACTIVE')) return 'ended' as const;
      const refreshToken = newToken();
      const expiresAt = this.refreshExpiry(now);
      if (!concurrentTab)
        await manager.query(`UPDATE session_refresh_tokens SET rotated_at = $2 WHERE token_hash = $1`, [
          hashOf(token),
          now,
        ]);
      await manager.query(
        `INSERT INTO session_refresh_tokens (token_hash, session_id, issued_at) VALUES ($1, $2, $3)`,
        [hashOf(refreshToken), row.session_id, now],
      );
      await manager.query(
        `UPDATE user_sessions
         SET last_used_at = $2, expires_at = $3, user_agent = coalesce($4, user_agent), client_address = coalesce($5, client_address)
         WHERE id = $1`,
        [row.session_id, now, expiresAt, client.userAgent?.slice(0, MAX_USER_AGENT) ?? null, client.address],
      );
      return { sessionId: row.session_id, userId: row.user_id, refreshToken, expiresAt };
    });
    if (outcome === 'ended') throw new DomainError(AccountsErrors.SESSION_ENDED);
    if (outcome === 'reused') throw new DomainError(AccountsErrors.REFRESH_TOKEN_REUSED);
    return {
      sessionId: outcome.sessionId,
      userId: outcome.userId,
      accessToken: await this.accessToken(outcome.userId, outcome.sessionId),
      expiresIn: this.config.jwtTtlSeconds,
      refreshToken: outcome.refreshToken,
      refreshExpiresAt: outcome.expiresAt,
    };
  }

  /** The person's open sessions, most recently used first. */
  async list(userId: string, currentSessionId?: string): Promise<SessionView[]> {
    const rows: {
      id: string;
      client: 'browser' | 'mobile';
      user_agent: string | null;
      client_address: string | null;
      created_at: Date;
      last_used_at: Date;
    }[] = await this.dataSource.query(
      `SELECT id, client, user_agent, client_address, created_at, last_used_at FROM user_sessions
         WHERE user_id = $1 AND ended_at IS NULL AND expires_at > $2 ORDER BY last_used_at DESC, created_at DESC LIMIT 200`,
      [userId, this.clock.now()],
    );
    return rows.map((row) => ({
      id: row.id,
      client: row.client,
      ...summariseUserAgent(row.user_agent),
      clientAddress: row.client_address,
      createdAt: new Date(row.created_at).toISOString(),
      lastUsedAt: new Date(row.last_used_at).toISOString(),
      current: row.id === currentSessionId,
    }));
  }

  /** Ends one of the person's open sessions; SESSION_NOT_FOUND when there is none with this id (or it is someone else's). */
  async endOne(userId: string, sessionId: string, reason: SessionEndReason): Promise<void> {
    const ended = await this.end(this.dataSource.manager, `id = $1 AND user_id = $2`, [sessionId, userId], reason);
    if (!ended) throw new DomainError(AccountsErrors.SESSION_NOT_FOUND);
  }

  /** Ends every open session of the person, but `keep` when given. Answers how many ended. */
  endAll(
    userId: string,
    reason: SessionEndReason,
    manager: EntityManager = this.dataSource.manager,
    keep?: string,
  ): Promise<number> {
    return keep
      ? this.end(manager, `user_id = $1 AND id <> $2`, [userId, keep], reason)
      : this.end(manager, `user_id = $1`, [userId], reason);
  }

  private async end(
    manager: EntityManager,
    where: string,
    params: unknown[],
    reason: SessionEndReason,
  ): Promise<number> {
    const at = params.length + 1;
    const [, count] = await manager.query<[unknown, number | undefined]>(
      `UPDATE user_sessions SET ended_at = $${at}, ended_reason = $${at + 1} WHERE ${where} AND ended_at IS NULL`,
      [...params, this.clock.now(), reason],
    );
    return Number(count ?? 0);
  }

  private refreshExpiry(from: Date): Date {
    return new Date(from.getTime() + this.config.refreshTtlDays * 24 * 3600 * 1000);
  }
}
