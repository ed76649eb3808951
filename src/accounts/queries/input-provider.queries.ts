import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../kernel/errors/domain-error';
import { ROLE_INPUT_PROVIDER } from '../../kernel/auth/organisation-roles';
import { UserRecord } from '../read-models/user.entity';
import { PersonView, UserViews } from './user-views';

/**
 * The person `id` when they hold `role` (and live in `countryId`, when given); 404 `notFound` otherwise, so that a
 * look-up outside the caller's country tells nothing.
 */
export async function personWithRole(
  dataSource: DataSource,
  id: string,
  role: string,
  countryId: number | null,
  notFound: string,
): Promise<UserRecord> {
  const user = await dataSource.getRepository(UserRecord).findOneBy({ id });
  if (!user || !user.roles.includes(role) || (countryId !== null && user.countryId !== countryId))
    throw new NotFoundError(notFound);
  return user;
}

/** One input provider of a country; with `countryId` null, wherever they are (their own record). */
export class GetInputProviderQuery extends Query<PersonView> {
  constructor(
    readonly inputProviderId: string,
    readonly countryId: number | null,
  ) {
    super();
  }
}

/** Every input provider's company in a country, by name (active or not). */
export class InputProviderCompaniesQuery extends Query<{ id: string; company: string | null }[]> {
  constructor(readonly countryId: number) {
    super();
  }
}

@QueryHandler(GetInputProviderQuery)
export class GetInputProviderHandler implements IQueryHandler<GetInputProviderQuery, PersonView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: UserViews,
  ) {}

  async execute({ inputProviderId, countryId }: GetInputProviderQuery): Promise<PersonView> {
    return this.views.person(
      await personWithRole(
        this.dataSource,
        inputProviderId,
        ROLE_INPUT_PROVIDER,
        countryId,
        'INPUT_PROVIDER_NOT_FOUND',
      ),
    );
  }
}

@QueryHandler(InputProviderCompaniesQuery)
export class InputProviderCompaniesHandler implements IQueryHandler<
  InputProviderCompaniesQuery,
  { id: string; company: string | null }[]
> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ countryId }: InputProviderCompaniesQuery) {
    const providers = await this.dataSource
      .getRepository(UserRecord)
      .createQueryBuilder('u')
      .select(['u.id', 'u.company'])
      .where(`:role = ANY(u.roles) AND u.countryId = :countryId`, { role: ROLE_INPUT_PROVIDER, countryId })
      .orderBy('lower(u.company)')
      .addOrderBy('u.id')
      .getMany();
    return providers.map((p) => ({ id: p.id, company: p.company }));
  }
}
