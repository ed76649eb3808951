import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetUserQuery } from '../../../accounts';
import { DomainError } from '../../../kernel/errors/domain-error';
import { say } from '../../../kernel/i18n/translator';

export interface Author {
  /** Null once the account is deleted. */
  id: string | null;
  name: string;
}

/** How a name shows: `public` pages give the first name and the initial of the last name; moderators see both in full. */
export type NameStyle = 'public' | 'full';

/**
 * Names of review authors, read from the accounts module when shown: review events carry only the author's id,
 * so a deleted account's reviews show an anonymous name. Never their e-mail or phone.
 */
@Injectable()
export class AuthorNames {
  constructor(private readonly queries: QueryBus) {}

  async of(authorIds: string[], style: NameStyle): Promise<Map<string, Author>> {
    const distinct = [...new Set(authorIds)];
    const authors = await Promise.all(distinct.map((id) => this.one(id, style)));
    return new Map(distinct.map((id, i) => [id, authors[i]]));
  }

  private async one(authorId: string, style: NameStyle): Promise<Author> {
    try {
      const user: { firstname: string; lastname: string } = await this.queries.execute(new GetUserQuery(authorId));
      const first = user.firstname.trim();
      const last = user.lastname.trim();
      if (!first && !last) return this.anonymous();
      const name = style === 'full' || !last ? `${first} ${last}` : `${first} ${last.charAt(0).toUpperCase()}.`;
      return { id: authorId, name: name.trim() };
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) return this.anonymous();
      throw error;
    }
  }

  private anonymous(): Author {
    return { id: null, name: say('REVIEW_AUTHOR_ANONYMOUS') };
  }
}
