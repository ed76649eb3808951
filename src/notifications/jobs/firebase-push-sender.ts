import { OnApplicationShutdown } from '@nestjs/common';
import { App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getMessaging, Messaging } from 'firebase-admin/messaging';
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:https';
import { connect as netConnect, Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { PushMessage, PushOutcome, PushSender } from './push-sender';
import { ServiceAccountCredential, ServiceAccountKey } from './service-account-credential';

/**
 * An HTTPS agent whose connections, whatever host a request names, go to `endpoint` (in clear text for http://).
 * firebase-admin names FCM's host itself (fcm.googleapis.com, no setting); its HTTP/1.1 transport takes an agent.
 */
class RedirectingAgent extends Agent {
  constructor(private readonly endpoint: URL) {
    super({ keepAlive: true });
  }

  override createConnection(): Socket {
    const port = Number(this.endpoint.port || (this.endpoint.protocol === 'https:' ? 443 : 80));
    const host = this.endpoint.hostname;
    return this.endpoint.protocol === 'https:' ? tlsConnect({ host, port, servername: host }) : netConnect(port, host);
  }
}

/**
 * Firebase's error code. FCM v1 answers a malformed token with INVALID_ARGUMENT, which firebase-admin reports as
 * messaging/invalid-argument (as it does a malformed message): by its text it is the token, and it is named so.
 */
function codeOf(error: { code?: string; message?: string } | undefined): string {
  const code = error?.code ?? 'messaging/unknown-error';
  if (code === 'messaging/invalid-argument' && /registration token/i.test(error?.message ?? ''))
    return 'messaging/invalid-registration-token';
  return code;
}

/**
 * Sends with firebase-admin (`sendEach`: one FCM v1 `messages:send` call per message, over HTTP/2 to Google). With
 * FIREBASE_MESSAGING_ENDPOINT the calls use firebase-admin's HTTP/1.1 transport through an agent connected to that
 * endpoint (HTTP/2 sessions take no agent).
 */
export class FirebasePushSender implements PushSender, OnApplicationShutdown {
  readonly name = 'firebase';
  private readonly app: App;
  private readonly messaging: Messaging;
  private readonly agent: Agent | undefined;

  constructor(key: ServiceAccountKey, messagingEndpoint?: string) {
    this.agent = messagingEndpoint ? new RedirectingAgent(new URL(messagingEndpoint)) : undefined;
    // A name of its own: tests run several apps in one process, and each closes its own.
    this.app = initializeApp(
      { credential: new ServiceAccountCredential(key), projectId: key.project_id, httpAgent: this.agent },
      `kasuwa-push-${randomUUID()}`,
    );
    this.messaging = getMessaging(this.app);
    if (this.agent) this.messaging.enableLegacyHttpTransport();
  }

  async send(messages: PushMessage[]): Promise<PushOutcome[]> {
    if (messages.length === 0) return [];
    const answer = await this.messaging.sendEach(
      messages.map((m) => ({
        token: m.token,
        notification: { title: m.title, body: m.body },
        ...(m.data ? { data: m.data } : {}),
      })),
    );
    // firebase-admin answers a refused credential or an unreachable service per message (app/...): the call failed as a whole.
    const whole = answer.responses.find((r) => !r.success && r.error?.code?.startsWith('app/'));
    if (whole) throw new Error(`Firebase could not be used: ${whole.error!.code}: ${whole.error!.message}`);
    return answer.responses.map((response) =>
      response.success
        ? { success: true }
        : { success: false, code: codeOf(response.error), message: response.error?.message ?? '' },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await deleteApp(this.app).catch(() => undefined);
    this.agent?.destroy();
  }
}
