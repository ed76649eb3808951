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
  private holding = false;
  private readonly waiting: { session: string; mail: ReceivedMail; answer: () => void }[] = [];
  private readonly closed = new Set<string>();

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onClose: (session) => {
        this.closed.add(session.id);
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
              })),
            };
            if (this.holding) {
              this.waiting.push({ session: session.id, mail, answer: () => callback() });
              return;
            }
            this.messages.push(mail);
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

  /**
   * Waits until a mail matching `predicate` has arrived. A mail goes through the event log, the outbox relay and two
   * jobs; the consumers read below the oldest transaction running on the server, which the test files running beside
   * this one share, so under a full parallel run it can take well over the few hundred milliseconds it takes alone.
   */
  async waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 30_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.messages.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(
      `No matching mail within ${timeoutMs} ms; received: ${this.messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ') || 'nothing'}`,
    );
  }

  /**
   * From now on, a mail is read to its end but not answered (its sender waits for the server's "250 OK") until
   * `release`: a fault test stops the sender in the middle of sending.
   */
  hold(): void {
    this.holding = true;
  }

  /** How many mails are read and wait for their answer. */
  get held(): number {
    return this.waiting.length;
  }

  /** How many of the mails held have lost their sender (its connection closed before the answer). */
  get abandoned(): number {
    return this.waiting.filter((w) => this.closed.has(w.session)).length;
  }

  /**
   * Answers the mails held: each is received, unless its sender has gone in the meantime (never told that the mail
   * was accepted, so it is not delivered; the sender sends it again). Answers how many were dropped that way.
   */
  release(): number {
    this.holding = false;
    let dropped = 0;
    for (const { session, mail, answer } of this.waiting.splice(0)) {
      if (this.closed.has(session)) {
        dropped++;
        continue;
      }
      this.messages.push(mail);
      answer();
    }
    return dropped;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
