import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { UserRecord } from '../read-models/user.entity';
import { ProfileView, UserView, UserViews } from './user-views';
import { AccountsErrors } from '../accounts.errors';

export class GetUserQuery {
  constructor(readonly userId: string) {}
}

export class GetProfileQuery {
  constructor(
    readonly userId: string,
    /** Include the storage key of the photo (for serving it; never sent to clients). */
    readonly withPhotoKey = false,
  ) {}
}

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: UserViews,
  ) {}

  async execute({ userId }: GetUserQuery): Promise<UserView> {
    const user = await this.dataSource.getRepository(UserRecord).findOneBy({ id: userId });
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
