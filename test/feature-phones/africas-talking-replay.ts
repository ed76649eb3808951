import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * A local stand-in for Africa's Talking's SMS API, answering `POST /version1/messaging` as the real one does
 * (https://developers.africastalking.com/docs/sms/sending/bulk): the key in the `apiKey` header, the form fields
 * `username`, `to`, `message`, `from`; 201 with `SMSMessageData.Recipients[]` (statusCode, number, status, cost,
 * messageId); a wrong key is refused with 401 and the text the API sends. The cost is the docs' example ("KES 0.8000")
 * in the recipient country's currency: it checks that the figure is kept, it is no tariff.
 * A test makes it fail as the real API can: a number it refuses for good (`refuse`), answers of a recipient status
 * worth retrying (`failNext`, e.g. 405 InsufficientBalance), or the HTTP 500 its server can answer (`serverErrorNext`).
 */
export interface ReplayedSms {
  apiKey: string | undefined;
  username: string | null;
  to: string | null;
  message: string | null;
  from: string | null;
  contentType: string | undefined;
}

const CURRENCIES: Record<string, string> = {
  '254': 'KES',
  '234': 'NGN',
  '233': 'GHS',
  '221': 'XOF',
  '225': 'XOF',
  '250': 'RWF',
  '255': 'TZS',
};
const STATUS_WORDS: Record<number, string> = {
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
};

export class AfricasTalkingReplay {
  readonly username = 'sandbox';
  readonly apiKey = `atsk_${'5'.repeat(60)}`;
  readonly calls: ReplayedSms[] = [];
  /** Numbers answered with a recipient status code (403 InvalidPhoneNumber, 406 UserInBlacklist, ...) every time. */
  readonly refuse = new Map<string, number>();
  /** Recipient status codes to answer the next calls with, in order (405 InsufficientBalance, 500, ...). */
  failNext: number[] = [];
  /** HTTP 500s to answer before answering normally again. */
  serverErrorNext = 0;
  private server: Server | null = null;
  private sent = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The settings that send an app's SMS here. */
  env(base: string, senderId = 'KASUWA'): Record<string, string> {
    return {
      AFRICASTALKING_BASE_URL: base,
      AFRICASTALKING_USERNAME: this.username,
      AFRICASTALKING_API_KEY: this.apiKey,
      AFRICASTALKING_SENDER_ID: senderId,
    };
  }

  /** The calls that sent to `number`, alone or among others (`to` lists a bulk send's numbers separated by commas). */
  callsTo(number: string): ReplayedSms[] {
    return this.calls.filter((c) => c.to?.split(',').includes(number));
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
    this.server = null;
  }

  private answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const apiKey = req.headers.apikey as string | undefined;
      const call: ReplayedSms = {
        apiKey,
        username: form.get('username'),
        to: form.get('to'),
        message: form.get('message'),
        from: form.get('from'),
        contentType: req.headers['content-type'],
      };
      if (req.method !== 'POST' || req.url !== '/version1/messaging')
        return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      this.calls.push(call);
      if (apiKey !== this.apiKey || call.username !== this.username)
        return void res.writeHead(401, { 'content-type': 'text/plain' }).end('The supplied authentication is invalid');
      if (!call.to || !call.message)
        return void res
          .writeHead(400, { 'content-type': 'text/plain' })
          .end("Request is missing required form field 'to'");
      if (this.serverErrorNext > 0) {
        this.serverErrorNext--;
        return void res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      }
      const recipients = call.to.split(',').map((number) => {
        const code = this.refuse.get(number) ?? this.failNext.shift() ?? 101;
        const currency = Object.entries(CURRENCIES).find(([prefix]) => number.startsWith(`+${prefix}`))?.[1] ?? 'USD';
        const accepted = code === 101;
        return {
          statusCode: code,
          number,
          status: accepted ? 'Success' : STATUS_WORDS[code],
          cost: accepted ? `${currency} 0.8000` : '0',
          messageId: accepted ? `ATXid_${(++this.sent).toString(16).padStart(32, '0')}` : 'None',
        };
      });
      const sent = recipients.filter((r) => r.statusCode === 101);
      const currency = sent[0]?.cost.split(' ')[0] ?? '';
      const total = sent.length ? `${currency} ${(0.8 * sent.length).toFixed(4)}` : '0';
      const body = {
        SMSMessageData: {
          Message: `Sent to ${sent.length}/${recipients.length} Total Cost: ${total}`,
          Recipients: recipients,
        },
      };
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  }
}
