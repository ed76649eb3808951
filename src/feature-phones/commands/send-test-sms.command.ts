import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CountryDirectory } from '../../geography';
import { DomainError } from '../../kernel/errors/domain-error';
import { FeaturePhonesErrors } from '../feature-phones.errors';
import { phoneInCountry } from '../domain/phone-numbers';
import { SMS_COLUMNS, SmsMessageView, SmsRow, smsView } from '../queries/messaging.queries';
import { SmsOutbox } from './sms-outbox';

/** An administrator's test SMS to a number they name (their own phone), through the same queue and gateway. */
export class SendTestSmsCommand extends Command<SmsMessageView> {
  constructor(
    readonly countryId: number,
    readonly phone: string,
    readonly text: string,
  ) {
    super();
  }
}

/** An example of the country's numbers for the error's words: its code and as many digits as its numbers have. */
const exampleOf = (code: string, length: number) => `${code} ${'8031234567890'.slice(0, length)}`;

@CommandHandler(SendTestSmsCommand)
export class SendTestSmsHandler implements ICommandHandler<SendTestSmsCommand, SmsMessageView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly countries: CountryDirectory,
    private readonly outbox: SmsOutbox,
  ) {}

  async execute({ countryId, phone, text }: SendTestSmsCommand): Promise<SmsMessageView> {
    const country = this.countries.byId(countryId);
    if (!country)
      throw new DomainError(FeaturePhonesErrors.SMS_COUNTRY_UNKNOWN, {}, [
        { field: 'countryId', message: 'SMS_COUNTRY_UNKNOWN' },
      ]);
    const number = phoneInCountry(phone, country);
    const params = { phone, country: country.name, example: exampleOf(country.phoneCode, country.phoneLength) };
    if (!number)
      throw new DomainError(FeaturePhonesErrors.SMS_PHONE_INVALID, params, [
        { field: 'phone', message: 'SMS_PHONE_INVALID' },
      ]);
    const id = await this.outbox.queue({
      dedupeKey: `test:${randomUUID()}`,
      countryId,
      phone: number.international,
      kind: 'TEST',
      text,
    });
    if (!id)
      throw new DomainError(FeaturePhonesErrors.SMS_OPTED_OUT, {}, [{ field: 'phone', message: 'SMS_OPTED_OUT' }]);
    const [row] = await this.dataSource.query<SmsRow[]>(`SELECT ${SMS_COLUMNS} FROM sms_messages WHERE id = $1`, [id]);
    return smsView(row);
  }
}
