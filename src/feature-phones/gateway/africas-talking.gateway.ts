import { SmsGatewayConfig } from '../../kernel/config/app-config';
import { OutgoingSms, SmsGateway, SmsGatewayUnavailable, SmsOutcome } from './sms-gateway';

/**
 * Africa's Talking's SMS API (https://developers.africastalking.com/docs/sms/sending/bulk): POST
 * `<base>/version1/messaging` with the form fields `username`, `to`, `message` and `from` (the sender id, when one is
 * registered), the key in the `apiKey` header. It answers 201 with, per recipient, a `status`, a `statusCode`, the
 * `messageId` its delivery report will name and the `cost` ("KES 0.8000").
 */
export class AfricasTalkingGateway implements SmsGateway {
  readonly name = 'africastalking';

  constructor(private readonly config: SmsGatewayConfig & { username: string; apiKey: string }) {}

  async send(message: OutgoingSms): Promise<SmsOutcome> {
    const form = new URLSearchParams({ username: this.config.username, to: message.to, message: message.text });
    if (this.config.senderId) form.set('from', this.config.senderId);
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: { apiKey: this.config.apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new SmsGatewayUnavailable(`Africa's Talking could not be reached: ${(error as Error).message}`, 'Unreachable', null);
    }
    const body = await response.text();
    if (!response.ok) throw new SmsGatewayUnavailable(`Africa's Talking answered ${response.status}: ${body.slice(0, 200)}`, `HTTP ${response.status}`, response.status);
    const recipient = recipientOf(body);
    if (!recipient) throw new SmsGatewayUnavailable(`Africa's Talking answered without a recipient: ${body.slice(0, 200)}`, 'NoRecipient', null);
    return outcomeOf(recipient);
  }
}

interface Recipient {
  statusCode?: number;
  number?: string;
  status?: string;
  cost?: string;
  messageId?: string;
}

function recipientOf(body: string): Recipient | null {
  try {
    const recipients = (JSON.parse(body) as { SMSMessageData?: { Recipients?: Recipient[] } }).SMSMessageData?.Recipients;
    return Array.isArray(recipients) && recipients[0] ? recipients[0] : null;
  } catch {
    return null;
  }
}

/** The per-recipient codes of https://developers.africastalking.com/docs/sms/sending/bulk (statusCode). */
const ACCEPTED_CODES = new Set([100, 101, 102]); // Processed, Sent, Queued
/** Worth trying again later: RiskHold, InsufficientBalance, InternalServerError, GatewayError, RejectedByGateway. */
const PASSING_CODES = new Set([401, 405, 500, 501, 502]);
// Every other code (InvalidSenderId 402, InvalidPhoneNumber 403, UnsupportedNumberType 404, UserInBlacklist 406,
// CouldNotRoute 407, DoNotDisturbRejection 409) will not change by trying again.

export function outcomeOf(recipient: Recipient): SmsOutcome {
  const code = typeof recipient.statusCode === 'number' ? recipient.statusCode : null;
  const status = recipient.status ?? 'Unknown';
  if (code !== null && PASSING_CODES.has(code)) throw new SmsGatewayUnavailable(`Africa's Talking did not send it: ${status} (${code})`, status, code);
  const { cost, currency } = costOf(recipient.cost);
  return {
    outcome: code !== null && ACCEPTED_CODES.has(code) ? 'ACCEPTED' : 'REFUSED',
    gatewayMessageId: recipient.messageId && recipient.messageId !== 'None' ? recipient.messageId : null,
    status,
    statusCode: code,
    cost,
    currency,
  };
}

/** "KES 0.8000" → 0.8 KES; "0" or anything else → nothing charged. */
export function costOf(text: string | undefined): { cost: number | null; currency: string | null } {
  const match = /^([A-Z]{3})\s+(\d+(?:\.\d+)?)$/.exec((text ?? '').trim());
  return match ? { cost: Number(match[2]), currency: match[1] } : { cost: null, currency: null };
}
