import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { Page, pageOf, PageRequest } from '../../kernel/http/envelopes';
import { ApprovalStatus, UserStatus } from '../domain/user.events';
import { UserRecord } from '../read-models/user.entity';
import { UserView, UserViews } from './user-views';

export interface UserFilters {
  countryId?: number | null;
  role?: string;
  approvalStatus?: ApprovalStatus;
  status?: UserStatus;
  /** Part of a first name, last name, company or e-mail, any case. */
  name?: string;
  employerId?: string;
}

export class ListUsersQuery extends Query<Page<UserView>> {
  constructor(
    readonly filters: UserFilters,
    readonly page: PageRequest,
  ) {
    super();
  }
}

export class CountUsersQuery extends Query<{ count: number }> {
  constructor(readonly filters: UserFilters) {
    super();
  }
}

export function filteredUsers(dataSource: DataSource, filters: UserFilters): SelectQueryBuilder<UserRecord> {
  const query = dataSource.getRepository(UserRecord).createQueryBuilder('u');
  if (filters.countryId) query.andWhere('u.countryId = :countryId', { countryId: filters.countryId });
  if (filters.role) query.andWhere(':role = ANY(u.roles)', { role: filters.role });
  if (filters.status) query.andWhere('u.status = :status', { status: filters.status });
  if (filters.approvalStatus)
    query.andWhere('u.approvalStatus = :approvalStatus', { approvalStatus: filters.approvalStatus });
  if (filters.employerId) query.andWhere('u.employerId = :employerId', { employerId: filters.employerId });
  if (filters.name?.trim()) {
    query.andWhere(
      `(u.firstname || ' ' || u.lastname || ' ' || coalesce(u.company, '') || ' ' || coalesce(u.email, '')) ILIKE :name`,
      { name: `%${filters.name.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%` },
    );
  }
  return query;
}

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, Page<UserView>> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: UserViews,
  ) {}

  async execute({ filters, page }: ListUsersQuery): Promise<Page<UserView>> {
    const sortable = ['createdAt', 'firstname', 'lastname', 'email', 'company', 'status', 'lastLoginAt'];
    const sort =
      page.sort && sortable.includes(page.sort.field) ? page.sort : { field: 'createdAt', direction: 'DESC' as const };
    const [users, total] = await filteredUsers(this.dataSource, filters)
      .orderBy(`u.${sort.field}`, sort.direction)
      .addOrderBy('u.id')
      .skip(page.page * page.size)
      .take(page.size)
      .getManyAndCount();
    return pageOf(await this.views.many(users), total, page);
  }
}

@QueryHandler(CountUsersQuery)
export class CountUsersHandler implements IQueryHandler<CountUsersQuery, { count: number }> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ filters }: CountUsersQuery): Promise<{ count: number }> {
    return { count: await filteredUsers(this.dataSource, filters).getCount() };
  }
}
