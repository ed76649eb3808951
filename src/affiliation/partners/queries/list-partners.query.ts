import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../kernel/context/request-context';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
import { OrganisationOf } from '../../organisation-of';
import { PartnerDirectory, PartnerView } from './partner-directory';

/** The partners of the caller's organisation (whom visits can be shared with), by company or name; `name` matches part of either. */
export class ListPartnersQuery extends Query<Page<PartnerView>> {
  constructor(
    readonly actor: Actor,
    readonly name: string | undefined,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListPartnersQuery)
export class ListPartnersHandler implements IQueryHandler<ListPartnersQuery, Page<PartnerView>> {
  constructor(
    private readonly organisations: OrganisationOf,
    private readonly directory: PartnerDirectory,
  ) {}

  async execute({ actor, name, page }: ListPartnersQuery): Promise<Page<PartnerView>> {
    return this.directory.list((await this.organisations.of(actor)).id, name, page);
  }
}
