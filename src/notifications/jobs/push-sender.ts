/** One message to one device. */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  /** Extra key/value data the app receives with the message. */
  data?: Record<string, string>;
}

/** What became of one message: sent, or refused with Firebase's error code (`messaging/...`). */
export type PushOutcome = { success: true } | { success: false; code: string; message: string };

/**
 * Sends push messages. `send` answers one outcome per message, in order; it throws only when the whole call failed
 * (the service could not be reached, the credentials were refused): the job is then retried.
 */
export interface PushSender {
  readonly name: string;
  send(messages: PushMessage[]): Promise<PushOutcome[]>;
}

export const PUSH_SENDER = Symbol('PUSH_SENDER');

/** The error codes after which a token will never work again: the device is forgotten. */
export const INVALID_TOKEN_CODES: readonly string[] = [
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
];
