import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { executeOnStream } from '../../kernel/events/decider';
import { EventStore } from '../../kernel/events/event-store';
import { DomainError } from '../../kernel/http/domain-error';
import { decideSignIn, evolve, initialUserState } from '../domain/user';
import { USER_STREAM, userStreamId } from '../domain/user.events';
import { PasswordHasher } from '../password-hasher';
import { UserRecord } from '../read-models/user.entity';
import { UserView, UserViews } from '../queries/user-views';

export class SignInCommand {
  constructor(
    /** An e-mail address or a phone number. */
    readonly username: string,
    readonly password: string,
  ) {}
}

export interface SignInResult {
  accessToken: string;
  user: UserView;
}

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, SignInResult> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly jwt: JwtService,
    private readonly views: UserViews,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ username, password }: SignInCommand): Promise<SignInResult> {
    const user = await this.findByUsername(username.trim());
    const credentials = user
      ? await this.dataSource.query('SELECT password_hash FROM user_credentials WHERE user_id = $1', [user.id])
      : [];
    const valid = credentials.length
      ? await this.hasher.verify(credentials[0].password_hash, password)
      : await this.hasher.verifyNothing(password);
    if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS', 401);

    await executeOnStream(this.store, { id: userStreamId(user.id), type: USER_STREAM }, evolve, initialUserState, (state) =>
      decideSignIn(state, user.id, new Date().toISOString()),
      { retries: 3 },
    );
    const accessToken = await this.jwt.signAsync({ sub: user.id });
    const fresh = await this.dataSource.getRepository(UserRecord).findOneByOrFail({ id: user.id });
    return { accessToken, user: await this.views.of(fresh) };
  }

  private findByUsername(username: string): Promise<UserRecord | null> {
    const users = this.dataSource.getRepository(UserRecord);
    if (username.includes('@')) {
      return users.createQueryBuilder('u').where('lower(u.email) = lower(:username)', { username }).getOne();
    }
    const digits = username.replace(/[^\d]/g, '');
    return digits ? users.findOneBy({ phone: digits }) : Promise.resolve(null);
  }
}
