import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { Page, pageOf, PageRequest } from '../../../kernel/http/envelopes';
import { NotFoundError } from '../../../kernel/errors/domain-error';
import { SalesmanRecord } from '../read-models/salesman.entity';
import { AccountsErrors } from '../../accounts.errors';

export interface SalesmanView {
  id: string;
  firstname: string;
  lastname: string;
  phone: string;
  email: string | null;
  stateId: number | null;
  cityId: number | null;
  company: string | null;
  active: boolean;
  countryId: number;
  createdAt: string;
  updatedAt: string;
}

export const salesmanView = (s: SalesmanRecord): SalesmanView => ({
  id: s.id,
  firstname: s.firstname,
  lastname: s.lastname,
  phone: s.phone,
  email: s.email,
  stateId: s.stateId,
  cityId: s.cityId,
  company: s.company,
  active: s.active,
  countryId: s.countryId,
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});

/** The salesman `id` of a country (anywhere else, 404: SALESMAN_NOT_FOUND). `lock` takes the row for an update. */
export async function salesmanOf(
  manager: EntityManager,
  countryId: number,
  id: string,
  lock = false,
): Promise<SalesmanRecord> {
  const query = manager
    .getRepository(SalesmanRecord)
    .createQueryBuilder('s')
    .where('s.id = :id AND s.countryId = :countryId', { id, countryId });
  if (lock) query.setLock('pessimistic_write');
  const found = await query.getOne();
  if (!found) throw new NotFoundError(AccountsErrors.SALESMAN_NOT_FOUND);
  return found;
}

/** A country's salesmen by last name, then first name. */
export class ListSalesmenQuery extends Query<Page<SalesmanView>> {
  constructor(
    readonly countryId: number,
    /** Part of a name, company, phone or e-mail address, any case. */
    readonly name: string | undefined,
    readonly page: PageRequest,
  ) {
    super();
  }
}

export class GetSalesmanQuery extends Query<SalesmanView> {
  constructor(
    readonly countryId: number,
    readonly salesmanId: string,
  ) {
    super();
  }
}

@QueryHandler(ListSalesmenQuery)
export class ListSalesmenHandler implements IQueryHandler<ListSalesmenQuery, Page<SalesmanView>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ countryId, name, page }: ListSalesmenQuery): Promise<Page<SalesmanView>> {
    const query = this.dataSource
      .getRepository(SalesmanRecord)
      .createQueryBuilder('s')
      .where('s.countryId = :countryId', { countryId });
    if (name?.trim()) {
      query.andWhere(
        `(s.firstname || ' ' || s.lastname || ' ' || coalesce(s.company, '') || ' ' || s.phone || ' ' || coalesce(s.email, '')) ILIKE :name`,
        {
          name: `%${name.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`,
        },
      );
    }
    const [rows, total] = await query
      .orderBy('lower(s.lastname)')
      .addOrderBy('lower(s.firstname)')
      .addOrderBy('s.id')
      .skip(page.page * page.size)
      .take(page.size)
      .getManyAndCount();
    return pageOf(rows.map(salesmanView), total, page);
  }
}

@QueryHandler(GetSalesmanQuery)
export class GetSalesmanHandler implements IQueryHandler<GetSalesmanQuery, SalesmanView> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ countryId, salesmanId }: GetSalesmanQuery): Promise<SalesmanView> {
    return salesmanView(await salesmanOf(this.dataSource.manager, countryId, salesmanId));
  }
}
