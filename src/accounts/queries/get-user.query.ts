import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { QueuedReadSharing } from '../../kernel/database/prepared-query';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { UserRecord } from '../read-models/user.entity';
import { ProfileView, UserView, UserViews } from './user-views';
import { AccountsErrors } from '../accounts.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One user by id as a prepared statement (every column, named as UserRecord's properties), shared by the requests that
 * ask for the same user while it waits for a connection (as fresh as a read of their own): the agents' information
 * screen asks it on every request. Anything but a uuid goes the repository's way (and meets its error).
 */
class UserById {
  private readonly reads: QueuedReadSharing;
  private sql?: string;

  constructor(private readonly dataSource: DataSource) {
    this.reads = new QueuedReadSharing(dataSource);
  }

  async find(userId: string): Promise<UserRecord | null> {
    if (!UUID.test(userId)) return this.dataSource.getRepository(UserRecord).findOneBy({ id: userId });
    const metadata = this.dataSource.getMetadata(UserRecord);
    this.sql ??= `SELECT ${metadata.columns.map((c) => `"${c.databaseName}" AS "${c.propertyName}"`).join(', ')}
                  FROM ${metadata.tableName} WHERE id = $1::uuid`;
    const [row] = await this.reads.read<Partial<UserRecord>>(this.sql, [userId]);
    return row ? Object.assign(new UserRecord(), row) : null;
  }
}

export class GetUserQuery extends Query<UserView> {
  constructor(readonly userId: string) {
    super();
  }
}

export class GetProfileQuery extends Query<ProfileView & { photoKey?: string | null }> {
  constructor(
    readonly userId: string,
    /** Include the storage key of the photo (for serving it; never sent to clients). */
    readonly withPhotoKey = false,
  ) {
    super();
  }
}

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserView> {
  private readonly users: UserById;

  constructor(
    dataSource: DataSource,
    private readonly views: UserViews,
  ) {
    this.users = new UserById(dataSource);
  }

  async execute({ userId }: GetUserQuery): Promise<UserView> {
    const user = await this.users.find(userId);
    if (!user) throw new NotFoundError(AccountsErrors.USER_NOT_FOUND);
    return this.views.of(user);
  }
}

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, ProfileView & { photoKey?: string | null }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: UserViews,
  ) {}

  async execute({ userId, withPhotoKey }: GetProfileQuery) {
    const user = await this.dataSource.getRepository(UserRecord).findOneBy({ id: userId });
    if (!user) throw new NotFoundError(AccountsErrors.USER_NOT_FOUND);
    return withPhotoKey ? { ...this.views.profile(user), photoKey: user.photoKey } : this.views.profile(user);
  }
}
