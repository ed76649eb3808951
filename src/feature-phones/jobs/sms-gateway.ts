/**
 * What Kasuwa needs of an SMS gateway, whichever it is: send a text to one number, or to many in one call, and learn,
 * from the gateway's own answer, whether it took it for each, under which id and at what cost. Delivery comes later,
 * by the gateway's report.
 */
export const SMS_GATEWAY = Symbol('SMS_GATEWAY');

export interface OutgoingSms {
  /** Our id of the message (sms_messages.id). */
  id: string;
  /** International form, +<code><national number>. */
  to: string;
  text: string;
}

/**
 * ACCEPTED: the gateway took it (it will report delivery). REFUSED: the gateway will never send it (a bad number, a
 * blacklisted or do-not-disturb subscriber): not worth a retry. A failure worth retrying (the gateway down, out of
 * credit, its own fault) is thrown as `SmsGatewayUnavailable`.
 */
export interface SmsOutcome {
  outcome: 'ACCEPTED' | 'REFUSED';
  gatewayMessageId: string | null;
  /** The gateway's words for the recipient's status ("Success", "InvalidPhoneNumber") and its code. */
  status: string;
  statusCode: number | null;
  /** What the gateway charged, in its currency ("KES 0.8000" is 0.8, KES). */
  cost: number | null;
  currency: string | null;
}

/** One recipient's answer to a bulk send: its outcome, or why it is worth trying again later. */
export type RecipientResult = { id: string; outcome: SmsOutcome } | { id: string; unavailable: SmsGatewayUnavailable };

export interface SmsGateway {
  /** The gateway's name, kept with each message. */
  readonly name: string;
  send(message: OutgoingSms): Promise<SmsOutcome>;
  /** One text to many numbers in one call (a price alert to a state's subscribers); a failure of the whole call is thrown. */
  sendBulk(text: string, recipients: { id: string; to: string }[]): Promise<RecipientResult[]>;
}

/** The gateway could not take the message now (unreachable, its error, no credit): the job tries again later. */
export class SmsGatewayUnavailable extends Error {
  constructor(
    reason: string,
    readonly status: string,
    readonly statusCode: number | null,
  ) {
    super(reason);
  }
}
