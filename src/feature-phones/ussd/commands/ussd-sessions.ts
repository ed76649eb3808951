import type { UssdCaller } from './ussd-menu';
import type { UssdWalk } from '../domain/ussd-screens';

/**
 * What a USSD session keeps between its steps, in Redis under its sessionId: who calls (found once, on the first
 * step), the text answered last, where the walk stands (its screens, each with its options' routes) and the answer
 * given. The next step then builds only the screen its last input leads to. Kept USSD_SESSION_TTL_SECONDS after the
 * last step (a gateway ends a session long before); without it (expired, Redis flushed, another process's restart)
 * the step walks the session again from the first screen, as the gateway's `text` allows.
 */
export interface KeptUssdSession {
  text: string;
  caller: UssdCaller;
  walk: UssdWalk;
  answer: string;
}

export const USSD_SESSION_TTL_SECONDS = 300;

export const ussdSessionKey = (queuePrefix: string, sessionId: string) => `${queuePrefix}:ussd-session:${sessionId}`;

/** The kept session when it is this number's and well formed; null otherwise (the step then walks from the start). */
export function readKeptSession(raw: string | null, international: string): KeptUssdSession | null {
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as KeptUssdSession;
    if (
      kept?.caller?.phone?.international !== international ||
      typeof kept.text !== 'string' ||
      !Array.isArray(kept.walk?.stack) ||
      !kept.walk.stack.length
    )
      return null;
    return kept;
  } catch {
    return null;
  }
}

/**
 * The inputs a step adds to what was answered last: the gateway's text grows by `*<input>` a step. Null when the text
 * does not go on from the kept one (the step is then walked from the first screen).
 */
export function inputsAfter(kept: string, text: string): string | null {
  if (kept === '') return text;
  return text.startsWith(`${kept}*`) ? text.slice(kept.length + 1) : null;
}
