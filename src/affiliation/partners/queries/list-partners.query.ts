import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ActingOrganisations } from '../../../kernel/auth/acting-organisations';
import type { Actor } from '../../../kernel/context/request-context';
import { Page, PageRequest } from '../../../kernel/http/envelopes';
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
    private readonly organisations: ActingOrganisations,
    private readonly directory: PartnerDirectory,
  ) {}

  async execute({ actor, name, page }: ListPartnersQuery): Promise<Page<PartnerView>> {
    return this.directory.list(await this.organisations.ownerOf(actor), name, page);
  }
}
