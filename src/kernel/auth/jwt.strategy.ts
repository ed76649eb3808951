import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Actor } from '../context/request-context';
import { ACTOR_RESOLVER, AccessTokenPayload, ActorResolver, SESSION_COOKIE } from './access.ports';

/** The console's queue dashboard is opened as a plain page, so the token may also come from the session cookie. */
const fromSessionCookie = (request: FastifyRequest) => (request as unknown as { cookies?: Record<string, string> }).cookies?.[SESSION_COOKIE] ?? null;

export const extractAccessToken = ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), fromSessionCookie as never]);

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(ACTOR_RESOLVER) private readonly actors: ActorResolver,
  ) {
    super({ jwtFromRequest: extractAccessToken, secretOrKey: config.jwtSecret, algorithms: ['HS256'], ignoreExpiration: false });
  }

  async validate(payload: AccessTokenPayload): Promise<Actor | false> {
    return (await this.actors.resolve(payload)) ?? false;
  }
}
