import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../kernel/auth/access.ports';
import { AppConfig } from '../../kernel/config/app-config';
import { ClientInfo, IssuedSession } from '../commands/session-store';

/** The refresh token of a browser: httpOnly, SameSite=Strict, sent to the refresh call only. */
export const REFRESH_COOKIE = 'kasuwa_refresh';
export const REFRESH_PATH = '/api/v1/auth/refresh';

export function clientOf(request: FastifyRequest, client: 'browser' | 'mobile' = 'browser'): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return {
    client,
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent : null,
    address: request.ip ?? null,
  };
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  return (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[REFRESH_COOKIE];
}

/**
 * Hands a session's tokens to the client: a browser gets the refresh token as a cookie (Secure when the site is
 * served over https) and never sees it; a mobile client gets it in the body. Both get the queue dashboard's cookie.
 */
export function deliverSession(
  reply: FastifyReply,
  config: AppConfig,
  session: IssuedSession,
  client: 'browser' | 'mobile',
): { refreshToken?: string } {
  const secure = config.publicUrl.startsWith('https:');
  // The queue dashboard is a plain page: it authenticates with this cookie, sent to its path only.
  void reply.setCookie(SESSION_COOKIE, session.accessToken, {
    path: '/admin/queues',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
  if (client === 'mobile') return { refreshToken: session.refreshToken };
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires: session.refreshExpiresAt,
  });
  return {};
}

export function forgetSession(reply: FastifyReply, config: AppConfig): void {
  const secure = config.publicUrl.startsWith('https:');
  void reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH, httpOnly: true, sameSite: 'strict', secure });
  void reply.clearCookie(SESSION_COOKIE, { path: '/admin/queues', httpOnly: true, sameSite: 'strict', secure });
}
