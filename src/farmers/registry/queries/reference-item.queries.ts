import { Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../../kernel/errors/domain-error';
import { FarmersErrors } from '../../farmers.errors';
import { ReferenceList } from '../domain/reference-item';

export interface ReferenceItemView {
  id: number;
  name: string;
  countryId: number;
  active: boolean;
}

/** The entries of a country's list by name; the inactive ones too when asked (administrators managing the list). */
export class ListReferenceItemsQuery extends Query<ReferenceItemView[]> {
  constructor(
    readonly list: ReferenceList,
    readonly countryId: number,
    readonly includeInactive = false,
  ) {
    super();
  }
}

const SELECT = `SELECT id, name, country_id AS "countryId", active FROM farmer_reference_items`;

@Injectable()
export class ReferenceItemViews {
  constructor(private readonly dataSource: DataSource) {}

  async one(
    list: ReferenceList,
    itemId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ReferenceItemView> {
    const [row] = await manager.query<ReferenceItemView[]>(`${SELECT} WHERE id = $1 AND list = $2`, [itemId, list]);
    if (!row) throw new DomainError(FarmersErrors.FARMER_REFERENCE_NOT_FOUND);
    return row;
  }

  list(list: ReferenceList, countryId: number, includeInactive: boolean): Promise<ReferenceItemView[]> {
    return this.dataSource.query(
      `${SELECT} WHERE list = $1 AND country_id = $2 AND (active OR $3) ORDER BY lower(name), id`,
      [list, countryId, includeInactive],
    );
  }
}

@QueryHandler(ListReferenceItemsQuery)
export class ListReferenceItemsHandler implements IQueryHandler<ListReferenceItemsQuery, ReferenceItemView[]> {
  constructor(private readonly views: ReferenceItemViews) {}

  execute({ list, countryId, includeInactive }: ListReferenceItemsQuery): Promise<ReferenceItemView[]> {
    return this.views.list(list, countryId, includeInactive);
  }
}
