import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../kernel/http/domain-error';
import { UserRecord } from '../read-models/user.entity';
import { UserView, UserViews } from './user-views';

export class GetUserQuery {
  constructor(readonly userId: string) {}
}

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: UserViews,
  ) {}

  async execute({ userId }: GetUserQuery): Promise<UserView> {
    const user = await this.dataSource.getRepository(UserRecord).findOneBy({ id: userId });
    if (!user) throw new NotFoundError('USER_NOT_FOUND');
    return this.views.of(user);
  }
}
