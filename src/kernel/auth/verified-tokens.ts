import { verify, type JwtPayload, type VerifyCallback, type VerifyOptions } from 'jsonwebtoken';
import type { KeyObject } from 'node:crypto';
import { LeastRecentlyUsed } from '../collections/least-recently-used';

/** How many verified tokens are remembered (the oldest used goes first): about one per signed-in user of a process. */
const CAPACITY = 10_000;

/**
 * Access tokens whose signature has been checked, with their payload, until they expire. The same token's bytes always
 * verify the same way with the same key and options, so a token seen again is not checked again: a console session
 * sends its token with every call, and checking it was a twentieth of a request's CPU. Only what the token says is
 * remembered; whether its session and its user are still active is looked up on every request (the actor resolver).
 * Tokens without an expiry are always checked again.
 */
export class VerifiedTokens {
  /** By key: a token is taken as verified only for the key it was checked with. */
  private readonly byKey = new WeakMap<
    KeyObject,
    LeastRecentlyUsed<string, { payload: JwtPayload; expiresAtMs: number }>
  >();

  constructor(private readonly now: () => number = Date.now) {}

  /** jsonwebtoken's `verify`, in passport-jwt's verifier shape (`(token, key, options, callback)`). */
  verify = (token: string, key: KeyObject, options: VerifyOptions, callback: VerifyCallback): void => {
    let verified = this.byKey.get(key);
    if (!verified) this.byKey.set(key, (verified = new LeastRecentlyUsed(CAPACITY)));
    const kept = verified.get(token);
    if (kept && kept.expiresAtMs > this.now()) return callback(null, kept.payload);
    if (kept) verified.delete(token);
    verify(token, key, options, (error, decoded) => {
      const payload = decoded as JwtPayload | undefined;
      if (!error && payload && typeof payload === 'object' && typeof payload.exp === 'number') {
        verified.set(token, { payload: Object.freeze(payload), expiresAtMs: payload.exp * 1000 });
      }
      callback(error, decoded);
    });
  };
}
