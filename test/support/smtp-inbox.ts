import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string | undefined; contentType: string; content: Buffer }[];
}

/** A real SMTP server for a test file: the app's mail arrives here over SMTP. */
export class SmtpInbox {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.messages.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              attachments: parsed.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
            });
            callback();
          })
          .catch(callback);
      },
    });
    // Port 0: the system picks a free port, so that test files running side by side never reach for the same one.
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits until a mail matching `predicate` has arrived. */
  async waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 15000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.messages.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`No matching mail within ${timeoutMs} ms; received: ${this.messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ') || 'nothing'}`);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
