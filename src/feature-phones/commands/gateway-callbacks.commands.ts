import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CountryDirectory } from '../../geography';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { translate } from '../../kernel/i18n/translator';
import { phoneFromGateway } from '../domain/phone-numbers';
import { SmsOutbox } from './sms-outbox';
import { isStopWord, SmsSubscriptions } from './sms-subscriptions';

/** A delivery report as Africa's Talking posts it (https://developers.africastalking.com/docs/sms/notifications). */
export interface DeliveryReport {
  id: string;
  status: string;
  phoneNumber?: string;
  networkCode?: string;
  failureReason?: string;
  retryCount?: string;
}

export class RecordDeliveryReportCommand extends Command<void> {
  constructor(readonly report: DeliveryReport) {
    super();
  }
}

/** The report's final statuses; Sent, Submitted and Buffered are on the way and change nothing. */
const DELIVERED = new Set(['Success']);
const UNDELIVERED = new Set(['Failed', 'Rejected', 'AbsentSubscriber', 'Expired']);

/** Keeps the report and moves the message it names to DELIVERED or FAILED; a report for no message of ours is kept only. */
@CommandHandler(RecordDeliveryReportCommand)
export class RecordDeliveryReportHandler implements ICommandHandler<RecordDeliveryReportCommand, void> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ report }: RecordDeliveryReportCommand): Promise<void> {
    const retries = /^\d{1,6}$/.test(report.retryCount ?? '') ? Number(report.retryCount) : null;
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO sms_delivery_reports (gateway_message_id, status, failure_reason, phone, network_code, retry_count) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          report.id,
          report.status,
          report.failureReason || null,
          report.phoneNumber || null,
          report.networkCode || null,
          retries,
        ],
      );
      if (DELIVERED.has(report.status)) {
        await manager.query(
          `UPDATE sms_messages SET status = 'DELIVERED', delivered_at = now(), failure_reason = NULL
           WHERE gateway_message_id = $1 AND status IN ('SENT', 'FAILED')`,
          [report.id],
        );
      } else if (UNDELIVERED.has(report.status)) {
        await manager.query(
          `UPDATE sms_messages SET status = 'FAILED', failed_at = now(), failure_reason = $2 WHERE gateway_message_id = $1 AND status = 'SENT'`,
          [report.id, report.failureReason || report.status],
        );
      }
    });
  }
}

/** An SMS a farmer sent to the platform's number or short code (from, text, ...), or the gateway's own opt-out notice. */
export class ReceiveSmsCommand extends Command<ReceivedSms> {
  constructor(
    readonly from: string,
    readonly text: string,
    /** Africa's Talking's bulk opt-out notice: the subscriber opted out through the network, whatever the words. */
    readonly optOutNotice = false,
  ) {
    super();
  }
}

export type ReceivedSms = 'OPTED_OUT' | 'ALREADY_OPTED_OUT' | 'IGNORED';

/**
 * STOP or ARRET (any case) opts the number out of every SMS, recorded with its words as the withdrawn consent, and
 * confirms it once in the number's language. Other words are not commands (nothing answers them yet).
 */
@CommandHandler(ReceiveSmsCommand)
export class ReceiveSmsHandler implements ICommandHandler<ReceiveSmsCommand, ReceivedSms> {
  constructor(
    private readonly countries: CountryDirectory,
    private readonly subscriptions: SmsSubscriptions,
    private readonly outbox: SmsOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ from, text, optOutNotice }: ReceiveSmsCommand): Promise<ReceivedSms> {
    if (!optOutNotice && !isStopWord(text)) return 'IGNORED';
    const phone = phoneFromGateway(from, this.countries.all());
    if (!phone) return 'IGNORED';
    const country = this.countries.byId(phone.countryId)!;
    const language = country.defaultLanguage;
    const changed = await this.subscriptions.optOut(
      phone.countryId,
      phone.international,
      language,
      'SMS',
      optOutNotice ? 'gateway opt-out notice' : text.trim().slice(0, 160),
    );
    if (!changed) return 'ALREADY_OPTED_OUT';
    if (!optOutNotice) {
      await this.outbox.queue({
        dedupeKey: `opt-out:${phone.international}:${Date.now()}`,
        countryId: phone.countryId,
        phone: phone.international,
        kind: 'OPT_OUT_CONFIRMATION',
        text: translate('SMS_STOPPED', language, { code: this.config.smsGateway.ussdServiceCode ?? 'Kasuwa' }),
      });
    }
    return 'OPTED_OUT';
  }
}
