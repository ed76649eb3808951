import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { GetUserQuery, RegisteredPerson, RegisteredPersonQuery } from '../../accounts';
import { FarmerByPhone, FarmerByPhoneQuery } from '../../farmers';
import { CountryDirectory } from '../../geography';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { Language } from '../../kernel/context/request-context';
import { translate } from '../../kernel/i18n/translator';
import { REDIS } from '../../kernel/messaging/redis.provider';
import { phoneFromGateway } from '../gateway/phone-numbers';
import { UssdCaller, UssdMenu } from '../ussd/ussd-menu';
import { answerUssd } from '../ussd/ussd-screens';

/** One step of a USSD session, as Africa's Talking posts it (https://developers.africastalking.com/docs/ussd/handle_sessions). */
export interface UssdStep {
  sessionId: string;
  serviceCode: string;
  phoneNumber: string;
  networkCode: string | null;
  /** Everything typed since dialling, levels joined by `*` ('' on the first step). */
  text: string;
}

export class AnswerUssdStepCommand {
  constructor(readonly step: UssdStep) {}
}

const endWith = (key: string, language: Language) => `END ${translate(key, language)}`;

/**
 * Answers a step with the next screen (`CON ...`) or the last (`END ...`). Never throws: a number of no country of the
 * platform, a caller over USSD_STEPS_PER_MINUTE and any fault answer `END` with a short sentence, since the gateway
 * shows nothing useful for an error status.
 */
@CommandHandler(AnswerUssdStepCommand)
export class AnswerUssdStepHandler implements ICommandHandler<AnswerUssdStepCommand, string> {
  private readonly logger = new Logger('Ussd');

  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
    private readonly countries: CountryDirectory,
    private readonly menu: UssdMenu,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async execute({ step }: AnswerUssdStepCommand): Promise<string> {
    const phone = phoneFromGateway(step.phoneNumber, this.countries.all());
    const country = phone ? this.countries.byId(phone.countryId) : undefined;
    const language: Language = country?.defaultLanguage ?? 'en';
    try {
      if (!phone || !country) return endWith('USSD_SORRY', language);
      if (await this.overLimit(phone.international)) return endWith('USSD_TOO_MANY', language);
      const caller = await this.caller(phone, country, language);
      await this.record(step, phone.countryId, phone.international, caller.farmer !== null);
      return await answerUssd(async () => this.menu.first(caller), step.text, {
        more: translate('USSD_MORE', language),
        back: translate('USSD_BACK', language),
        badChoice: translate('USSD_BAD_CHOICE', language),
      });
    } catch (error) {
      this.logger.error(`USSD step of session ${step.sessionId} failed: ${(error as Error).stack ?? error}`);
      return endWith('USSD_SORRY', language);
    }
  }

  /** Steps a minute per number, counted in Redis (every API process shares the count). */
  private async overLimit(phone: string): Promise<boolean> {
    const key = `${this.config.queuePrefix}:ussd-rate:${phone}:${Math.floor(Date.now() / 60_000)}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, 120).exec()) as [[Error | null, number]];
    return count > this.config.smsGateway.ussdStepsPerMinute;
  }

  private async caller(phone: NonNullable<ReturnType<typeof phoneFromGateway>>, country: UssdCaller['country'], language: Language): Promise<UssdCaller> {
    const farmer: FarmerByPhone | null = await this.queries.execute(new FarmerByPhoneQuery(phone.countryId, phone.national));
    if (farmer) return { phone, country, language, userId: farmer.userId, farmer: { farmerId: farmer.farmerId, name: farmer.fullName, stateId: farmer.stateId, cityId: farmer.cityId } };
    const person: RegisteredPerson | null = await this.queries.execute(new RegisteredPersonQuery(null, phone.national, phone.countryId));
    if (person && person.status === 'ACTIVE') {
      const user = await this.queries.execute(new GetUserQuery(person.id));
      return { phone, country, language, userId: person.id, farmer: { farmerId: null, name: user.firstname, stateId: user.stateId ?? null, cityId: user.cityId ?? null } };
    }
    return { phone, country, language, userId: null, farmer: null };
  }

  /** The session's row: for the console's sessions per day. */
  private async record(step: UssdStep, countryId: number, phone: string, known: boolean): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO ussd_sessions (session_id, country_id, phone, service_code, network_code, known) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (session_id) DO UPDATE SET steps = ussd_sessions.steps + 1, last_step_at = now()`,
      [step.sessionId.slice(0, 200), countryId, phone, step.serviceCode.slice(0, 50), step.networkCode?.slice(0, 20) ?? null, known],
    );
  }
}
