import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Actor } from '../context/request-context';
import { ACTOR_RESOLVER, AccessTokenPayload, ActorResolver, SESSION_COOKIE } from './access.ports';
import { VerifiedTokens } from './verified-tokens';

/** The console's queue dashboard is opened as a plain page, so the token may also come from the session cookie. */
const fromSessionCookie = (request: FastifyRequest) =>
  (request as unknown as { cookies?: Record<string, string> }).cookies?.[SESSION_COOKIE] ?? null;

export const extractAccessToken = ExtractJwt.fromExtractors([
  ExtractJwt.fromAuthHeaderAsBearerToken(),
  fromSessionCookie as never,
]);

// passport-jwt checks every token through its strategy's `JwtVerifier` (jsonwebtoken's verify): the process has one
// secret and one set of options, so a token checked once is not checked again until it expires.
(Strategy as unknown as { JwtVerifier: VerifiedTokens['verify'] }).JwtVerifier = new VerifiedTokens().verify;

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(ACTOR_RESOLVER) private readonly actors: ActorResolver,
  ) {
    // The secret as a KeyObject made once: given a string, jsonwebtoken first tries (and fails) to read it as a PEM
    // public key on every request, an exception thrown and caught per request (a tenth of the API's CPU under load).
    const secret = createSecretKey(Buffer.from(config.jwtSecret));
    super({
      jwtFromRequest: extractAccessToken,
      secretOrKeyProvider: (_request: unknown, _token: unknown, done: (error: null, key: Buffer) => void) =>
        done(null, secret as unknown as Buffer),
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: AccessTokenPayload): Promise<Actor | false> {
    return (await this.actors.resolve(payload)) ?? false;
  }
}
