import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { GetProfileQuery, RegisteredPerson, RegisteredPersonQuery } from '../../accounts';
import { FarmerByPhone, FarmerByPhoneQuery } from '../../farmers';
import { CountryDirectory } from '../../geography';
import { APP_CONFIG, AppConfig } from '../../kernel/config/app-config';
import { Language } from '../../kernel/context/request-context';
import { translate } from '../../kernel/i18n/translator';
import { REDIS } from '../../kernel/messaging/redis.provider';
import { phoneFromGateway } from '../domain/phone-numbers';
import { UssdCaller, UssdMenu } from '../ussd/commands/ussd-menu';
import { advance, inputsOf, render, startWalk, UssdWalk, UssdWords } from '../ussd/domain/ussd-screens';
import {
  inputsAfter,
  KeptUssdSession,
  readKeptSession,
  USSD_SESSION_TTL_SECONDS,
  ussdSessionKey,
} from '../ussd/commands/ussd-sessions';

/** One step of a USSD session, as Africa's Talking posts it (https://developers.africastalking.com/docs/ussd/handle_sessions). */
export interface UssdStep {
  sessionId: string;
  serviceCode: string;
  phoneNumber: string;
  networkCode: string | null;
  /** Everything typed since dialling, levels joined by `*` ('' on the first step). */
  text: string;
}

export class AnswerUssdStepCommand extends Command<string> {
  constructor(readonly step: UssdStep) {
    super();
  }
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
      const sessionKey = ussdSessionKey(this.config.queuePrefix, step.sessionId);
      const { overLimit, kept } = await this.countAndRecall(phone.international, sessionKey);
      if (overLimit) return endWith('USSD_TOO_MANY', language);
      // The gateway sending the same step again gets the same answer, and nothing is done twice.
      if (kept && kept.text === step.text) {
        await this.record(step, phone.countryId, phone.international, kept.caller.farmer !== null);
        return kept.answer;
      }
      const after = kept ? inputsAfter(kept.text, step.text) : null;
      const caller = kept && after !== null ? kept.caller : await this.caller(phone, country, language);
      const words: UssdWords = {
        more: translate('USSD_MORE', caller.language),
        back: translate('USSD_BACK', caller.language),
        badChoice: translate('USSD_BAD_CHOICE', caller.language),
      };
      const walk: UssdWalk = kept && after !== null ? kept.walk : startWalk(this.menu.first(caller));
      await advance(
        walk,
        inputsOf(after ?? step.text),
        (route) => this.menu.open(caller, route, { sessionId: step.sessionId }),
        words,
      );
      const answer = render(walk, words);
      const session: KeptUssdSession = { text: step.text, caller, walk, answer };
      await Promise.all([
        this.redis.set(sessionKey, JSON.stringify(session), 'EX', USSD_SESSION_TTL_SECONDS),
        this.record(step, phone.countryId, phone.international, caller.farmer !== null),
      ]);
      return answer;
    } catch (error) {
      this.logger.error(`USSD step of session ${step.sessionId} failed: ${(error as Error).stack ?? error}`);
      return endWith('USSD_SORRY', language);
    }
  }

  /**
   * In one round trip to Redis: this minute's steps of the number (USSD_STEPS_PER_MINUTE, shared by every API process)
   * and the session's kept state.
   */
  private async countAndRecall(
    phone: string,
    sessionKey: string,
  ): Promise<{ overLimit: boolean; kept: KeptUssdSession | null }> {
    const rateKey = `${this.config.queuePrefix}:ussd-rate:${phone}:${Math.floor(Date.now() / 60_000)}`;
    const [[, count], , [, raw]] = (await this.redis
      .multi()
      .incr(rateKey)
      .expire(rateKey, 120)
      .get(sessionKey)
      .exec()) as [[Error | null, number], unknown, [Error | null, string | null]];
    return { overLimit: count > this.config.smsGateway.ussdStepsPerMinute, kept: readKeptSession(raw, phone) };
  }

  private async caller(
    phone: NonNullable<ReturnType<typeof phoneFromGateway>>,
    country: UssdCaller['country'],
    language: Language,
  ): Promise<UssdCaller> {
    const farmer: FarmerByPhone | null = await this.queries.execute(
      new FarmerByPhoneQuery(phone.countryId, phone.national),
    );
    if (farmer)
      return {
        phone,
        country,
        language,
        userId: farmer.userId,
        farmer: { farmerId: farmer.farmerId, name: farmer.fullName, stateId: farmer.stateId, cityId: farmer.cityId },
      };
    const person: RegisteredPerson | null = await this.queries.execute(
      new RegisteredPersonQuery(null, phone.national, phone.countryId),
    );
    if (person && person.status === 'ACTIVE') {
      const user = await this.queries.execute(new GetProfileQuery(person.id));
      return {
        phone,
        country,
        language,
        userId: person.id,
        farmer: { farmerId: null, name: user.firstname, stateId: user.stateId ?? null, cityId: user.cityId ?? null },
      };
    }
    return { phone, country, language, userId: null, farmer: null };
  }

  /** The session's row: for the console's sessions per day. */
  private async record(step: UssdStep, countryId: number, phone: string, known: boolean): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO ussd_sessions (session_id, country_id, phone, service_code, network_code, known) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (session_id) DO UPDATE SET steps = ussd_sessions.steps + 1, last_step_at = now()`,
      [
        step.sessionId.slice(0, 200),
        countryId,
        phone,
        step.serviceCode.slice(0, 50),
        step.networkCode?.slice(0, 20) ?? null,
        known,
      ],
    );
  }
}
