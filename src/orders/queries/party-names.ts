import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ContactCard, ContactCardsQuery } from '../../accounts';
import { say } from '../../kernel/i18n/translator';

/** A buyer or seller as quotations and orders show them. */
export interface PartyView {
  id: string;
  /** First and last name; "Former user" once the account is deleted. */
  fullName: string;
  company: string | null;
}

/** The people of a page of quotations or orders, read from the accounts module when shown (events carry only ids). */
@Injectable()
export class PartyNames {
  constructor(private readonly queries: QueryBus) {}

  async of(ids: Iterable<string>): Promise<(id: string) => PartyView> {
    const cards: ContactCard[] = await this.queries.execute(new ContactCardsQuery([...new Set(ids)]));
    const byId = new Map(cards.map((card) => [card.id, card]));
    return (id) => {
      const card = byId.get(id);
      if (!card) return { id, fullName: say('ORDER_FORMER_USER'), company: null };
      return { id, fullName: `${card.firstname} ${card.lastname}`.trim() || card.company || '', company: card.company };
    };
  }
}
