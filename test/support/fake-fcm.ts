import { generateKeyPairSync, KeyObject, randomUUID, verify } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface ReceivedPush {
  token: string;
  title: string;
  body: string;
  data: Record<string, string>;
}

const PROJECT = 'kasuwa-test';
const CLIENT_EMAIL = 'push@kasuwa-test.iam.gserviceaccount.com';

/**
 * A local stand-in for Google's OAuth token endpoint and FCM's HTTP v1 API (`POST /v1/projects/{p}/messages:send`), for
 * the real firebase-admin sender: the app's service account (`credentials`) names this server as its `token_uri`, and
 * FIREBASE_MESSAGING_ENDPOINT connects FCM calls here (`env`).
 * - /token checks the signed assertion (RS256 with the service account's key, audience, issuer) and hands out an access
 *   token valid for a minute (firebase-admin then asks again before each message, which lets a test refuse tokens).
 * - messages:send checks the access token, keeps the messages it accepts (`received`) and refuses the tokens a test
 *   declares `unregistered` (404 UNREGISTERED) or `malformed` (400 INVALID_ARGUMENT), as FCM does.
 */
export class FakeFcm {
  readonly received: ReceivedPush[] = [];
  readonly refused: string[] = [];
  readonly unregistered = new Set<string>();
  readonly malformed = new Set<string>();
  /** Set: the token endpoint answers 500 once this many messages have been accepted (a test's outage). */
  refuseTokensAfter: number | null = null;
  tokenRefusals = 0;
  tokensIssued = 0;
  private readonly issued = new Set<string>();
  private readonly publicKey: KeyObject;
  private readonly privateKey: string;
  private server: Server | null = null;
  private base = '';

  constructor() {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.publicKey = pair.publicKey;
    this.privateKey = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
    this.server = null;
  }

  /** The service-account JSON (FIREBASE_CREDENTIALS) whose token_uri is this server. */
  credentials(): string {
    return JSON.stringify({
      type: 'service_account',
      project_id: PROJECT,
      private_key_id: 'test-key',
      private_key: this.privateKey,
      client_email: CLIENT_EMAIL,
      client_id: '1',
      token_uri: `${this.base}/token`,
    });
  }

  /** The settings that send an app's push notifications here. */
  env(): Record<string, string> {
    return { FIREBASE_CREDENTIALS: this.credentials(), FIREBASE_MESSAGING_ENDPOINT: this.base };
  }

  /** How many messages each token received. */
  countsByToken(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const push of this.received) counts[push.token] = (counts[push.token] ?? 0) + 1;
    return counts;
  }

  private answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const send = (status: number, answer: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      const url = new URL(req.url ?? '/', this.base);
      if (req.method === 'POST' && url.pathname === '/token') return this.token(body, send);
      const match = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(url.pathname);
      if (req.method === 'POST' && match) return this.message(match[1], req.headers.authorization, body, send);
      send(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
    });
  }

  private token(body: string, send: (status: number, answer: unknown) => void) {
    if (this.refuseTokensAfter !== null && this.received.length >= this.refuseTokensAfter) {
      this.tokenRefusals++;
      return send(500, { error: 'internal_failure', error_description: 'The token service is down' });
    }
    const form = new URLSearchParams(body);
    const assertion = form.get('assertion') ?? '';
    const [header, claims, signature] = assertion.split('.');
    const valid =
      form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
      !!signature &&
      verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), this.publicKey, Buffer.from(signature, 'base64url'));
    const payload = valid ? JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) : null;
    if (
      !payload ||
      payload.iss !== CLIENT_EMAIL ||
      payload.aud !== `${this.base}/token` ||
      !String(payload.scope).includes('firebase.messaging')
    ) {
      return send(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    }
    const token = `ya29.${randomUUID()}`;
    this.issued.add(token);
    this.tokensIssued++;
    send(200, { access_token: token, expires_in: 60, token_type: 'Bearer' });
  }

  private message(
    project: string,
    authorization: string | undefined,
    body: string,
    send: (status: number, answer: unknown) => void,
  ) {
    const fcmError = (code: number, status: string, message: string, errorCode: string) =>
      send(code, {
        error: {
          code,
          message,
          status,
          details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
        },
      });
    if (!this.issued.has((authorization ?? '').replace(/^Bearer /, ''))) {
      return send(401, {
        error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
      });
    }
    if (project !== PROJECT) return fcmError(403, 'PERMISSION_DENIED', 'SenderId mismatch', 'SENDER_ID_MISMATCH');
    const { message } = JSON.parse(body) as {
      message: { token: string; notification: { title: string; body: string }; data?: Record<string, string> };
    };
    if (this.unregistered.has(message.token)) {
      this.refused.push(message.token);
      return fcmError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED');
    }
    if (this.malformed.has(message.token)) {
      this.refused.push(message.token);
      return fcmError(
        400,
        'INVALID_ARGUMENT',
        'The registration token is not a valid FCM registration token',
        'INVALID_ARGUMENT',
      );
    }
    this.received.push({
      token: message.token,
      title: message.notification.title,
      body: message.notification.body,
      data: message.data ?? {},
    });
    send(200, { name: `projects/${PROJECT}/messages/${randomUUID()}` });
  }
}
