import { Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OutgoingSms, RecipientResult, SmsGateway, SmsOutcome } from './sms-gateway';

/**
 * Without gateway settings (development, a demo): each message is logged and written to `<dir>/<id>.txt`, as mail is
 * written to .data/mail. It counts as accepted, at no cost, so the rest of the flow (delivery, the console) works.
 */
export class FileSmsGateway implements SmsGateway {
  readonly name = 'file';
  private readonly logger = new Logger('Sms');

  constructor(private readonly dir: string) {}

  async send(message: OutgoingSms): Promise<SmsOutcome> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, `${message.id}.txt`), `To: ${message.to}\n\n${message.text}\n`, 'utf8');
    this.logger.log(`SMS to ${message.to} written to ${this.dir} (no gateway configured): ${message.text}`);
    return {
      outcome: 'ACCEPTED',
      gatewayMessageId: `file-${message.id}`,
      status: 'Written',
      statusCode: null,
      cost: null,
      currency: null,
    };
  }

  async sendBulk(text: string, recipients: { id: string; to: string }[]): Promise<RecipientResult[]> {
    const results: RecipientResult[] = [];
    for (const { id, to } of recipients) results.push({ id, outcome: await this.send({ id, to, text }) });
    return results;
  }
}
