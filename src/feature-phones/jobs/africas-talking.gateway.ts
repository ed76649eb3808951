import { SmsGatewayConfig } from '../../kernel/config/app-config';
import { OutgoingSms, RecipientResult, SmsGateway, SmsGatewayUnavailable, SmsOutcome } from './sms-gateway';

/**
 * Africa's Talking's SMS API (https://developers.africastalking.com/docs/sms/sending/bulk): POST
 * `<base>/version1/messaging` with the form fields `username`, `to` (one number, or several separated by commas),
 * `message` and `from` (the sender id, when one is registered), the key in the `apiKey` header. It answers 201 with, per
 * recipient, its `number`, a `status`, a `statusCode`, the `messageId` its delivery report will name and the `cost`
 * ("KES 0.8000").
 */
export class AfricasTalkingGateway implements SmsGateway {
  readonly name = 'africastalking';

  constructor(private readonly config: SmsGatewayConfig & { username: string; apiKey: string }) {}

  async send(message: OutgoingSms): Promise<SmsOutcome> {
    const [result] = await this.sendBulk(message.text, [message]);
    if ('unavailable' in result) throw result.unavailable;
    return result.outcome;
  }

  async sendBulk(text: string, recipients: { id: string; to: string }[]): Promise<RecipientResult[]> {
    const answered = await this.post(recipients.map((r) => r.to).join(','), text);
    const byNumber = new Map(answered.map((recipient) => [recipient.number, recipient]));
    return recipients.map(({ id, to }) => {
      const recipient = byNumber.get(to);
      if (!recipient)
        return {
          id,
          unavailable: new SmsGatewayUnavailable(
            `Africa's Talking answered without the recipient ${to}`,
            'NoRecipient',
            null,
          ),
        };
      try {
        return { id, outcome: outcomeOf(recipient) };
      } catch (error) {
        if (error instanceof SmsGatewayUnavailable) return { id, unavailable: error };
        throw error;
      }
    });
  }

  /** The gateway's answer per recipient; a call it did not take (unreachable, HTTP error, no recipients) is thrown. */
  private async post(to: string, text: string): Promise<Recipient[]> {
    const form = new URLSearchParams({ username: this.config.username, to, message: text });
    if (this.config.senderId) form.set('from', this.config.senderId);
    let response: Response;
    try {
      response = await fetch(`${this.config.baseUrl}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey: this.config.apiKey,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new SmsGatewayUnavailable(
        `Africa's Talking could not be reached: ${(error as Error).message}`,
        'Unreachable',
        null,
      );
    }
    const body = await response.text();
    if (!response.ok)
      throw new SmsGatewayUnavailable(
        `Africa's Talking answered ${response.status}: ${body.slice(0, 200)}`,
        `HTTP ${response.status}`,
        response.status,
      );
    const recipients = recipientsOf(body);
    if (!recipients.length)
      throw new SmsGatewayUnavailable(
        `Africa's Talking answered without a recipient: ${body.slice(0, 200)}`,
        'NoRecipient',
        null,
      );
    return recipients;
  }
}

interface Recipient {
  statusCode?: number;
  number?: string;
  status?: string;
  cost?: string;
  messageId?: string;
}

function recipientsOf(body: string): Recipient[] {
  try {
    const recipients = (JSON.parse(body) as { SMSMessageData?: { Recipients?: Recipient[] } }).SMSMessageData
      ?.Recipients;
    return Array.isArray(recipients) ? recipients : [];
  } catch {
    return [];
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
  if (code !== null && PASSING_CODES.has(code))
    throw new SmsGatewayUnavailable(`Africa's Talking did not send it: ${status} (${code})`, status, code);
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
