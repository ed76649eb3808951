import { Clock } from '../../kernel/clock/clock';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { EventStore } from '../../kernel/events/event-store';
import { DomainError } from '../../kernel/errors/domain-error';
import { decideSignIn, UserStream } from '../domain/user';
import { PasswordHasher } from './password-hasher';
import { UserRecord } from '../read-models/user.entity';
import { UserView, UserViews } from '../queries/user-views';
import { RequestContexts } from '../../kernel/context/request-context';
import { AccountsErrors } from '../accounts.errors';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';
import { nationalPhone, typedCallingCode } from '../domain/phone-numbers';
import { ClientInfo, IssuedSession, SessionStore } from './session-store';

export class SignInCommand extends Command<SignInResult> {
  constructor(
    /** An e-mail address or a phone number. */
    readonly username: string,
    readonly password: string,
    /** The person ticks "I accept the terms" on the sign-in form. */
    readonly acceptsTerms = false,
    /** The device signing in: its session is listed under this description. */
    readonly client: ClientInfo = { client: 'browser', userAgent: null, address: null },
  ) {
    super();
  }
}

export interface SignInResult {
  accessToken: string;
  user: UserView;
  /** The session opened, with its refresh token (the HTTP edge puts it in a cookie or the body). */
  session: IssuedSession;
}

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, SignInResult> {
  constructor(
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly sessions: SessionStore,
    private readonly views: UserViews,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
  ) {}

  async execute({ username, password, acceptsTerms, client }: SignInCommand): Promise<SignInResult> {
    const user = await this.findByUsername(username.trim());
    const credentials = user
      ? await this.dataSource.query<{ password_hash: string }[]>(
          'SELECT password_hash FROM user_credentials WHERE user_id = $1',
          [user.id],
        )
      : [];
    const valid = credentials.length
      ? await this.hasher.verify(credentials[0].password_hash, password)
      : await this.hasher.verifyNothing(password);
    if (!user || !valid) throw new DomainError(AccountsErrors.INVALID_CREDENTIALS);
    if (user.employerId) {
      const employer = await this.dataSource
        .getRepository(UserRecord)
        .findOne({ where: { id: user.employerId }, select: ['id', 'status'] });
      if (employer?.status !== 'ACTIVE') throw new DomainError(AccountsErrors.EMPLOYER_NOT_ACTIVE);
    }

    await UserStream.execute(this.store, user.id, (state) =>
      decideSignIn(state, user.id, this.clock.nowIso(), acceptsTerms),
    );
    const session = await this.sessions.open(user.id, client);
    const fresh = await this.dataSource.getRepository(UserRecord).findOneByOrFail({ id: user.id });
    return { accessToken: session.accessToken, user: await this.views.of(fresh), session };
  }

  private async findByUsername(username: string): Promise<UserRecord | null> {
    const users = this.dataSource.getRepository(UserRecord);
    if (username.includes('@')) {
      return users.createQueryBuilder('u').where('lower(u.email) = lower(:username)', { username }).getOne();
    }
    // A phone is unique within a country: the one its calling code names ("+233 24…"), else the one the request is made for.
    const country = (await this.countryOfCallingCode(username)) ?? (await this.requestCountry());
    const phone = country ? nationalPhone(username, country) : null;
    if (!country || !phone) return null;
    return users.findOneBy({ phone, countryId: country.id });
  }

  private async requestCountry() {
    const countryId = RequestContexts.currentOrSystem().countryId;
    return countryId === null ? undefined : this.countries.byId(countryId);
  }

  private async countryOfCallingCode(username: string) {
    const typed = typedCallingCode(username);
    if (!typed) return undefined;
    for (const name of await this.countries.acceptedNames()) {
      const country = await this.countries.resolve(name);
      const code = country?.phoneCode?.replace(/\D/g, '');
      if (country && code && typed.startsWith(code)) return country;
    }
    return undefined;
  }
}
