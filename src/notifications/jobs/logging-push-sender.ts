import { Logger } from '@nestjs/common';
import { PushMessage, PushOutcome, PushSender } from './push-sender';

/** Used when FIREBASE_CREDENTIALS is not set: logs what it would send (titles and counts, not the tokens) and answers success. */
export class LoggingPushSender implements PushSender {
  readonly name = 'log';
  private readonly logger = new Logger('PushNotifications');

  async send(messages: PushMessage[]): Promise<PushOutcome[]> {
    const first = messages[0];
    if (first)
      this.logger.log(
        `Would send "${first.title}": "${first.body}" to ${messages.length} device(s) (FIREBASE_CREDENTIALS is not set)`,
      );
    return messages.map(() => ({ success: true }));
  }
}
