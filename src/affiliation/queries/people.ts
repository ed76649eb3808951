import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ContactCard, ContactCardsQuery } from '../../accounts';
import { GeographyQueries } from '../../geography';
import { COUNTRY_LOOKUP, CountryLookup } from '../../kernel/auth/access.ports';

export interface Place {
  id: number;
  name: string;
}

/** A person or organisation as this module shows them: who they are, how to reach them, where they are. */
export interface PersonView {
  id: string;
  firstname: string;
  lastname: string;
  /** First and last name. */
  fullName: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  state: Place | null;
  city: Place | null;
  /** ROLE_DISTRIBUTOR, ROLE_INPUT_PROVIDER, ... */
  roleType: string;
  /** The role without its prefix: DISTRIBUTOR, INPUT_PROVIDER, EXTENSION_AGENT, ... */
  type: string;
}

/** Who someone is in one line: "Ada Obi (Green Farms Ltd)", the company alone when there is no name. */
export function displayName(person: Pick<PersonView, 'fullName' | 'company'> | undefined): string {
  if (!person) return '';
  if (person.fullName && person.company) return `${person.fullName} (${person.company})`;
  return person.fullName || person.company || '';
}

/**
 * People as the accounts module knows them now (their cards are read when shown: this module's events carry only ids),
 * with the names of their state, city and country. A deleted account has no card: callers show it as absent.
 */
@Injectable()
export class People {
  constructor(
    private readonly queries: QueryBus,
    private readonly geography: GeographyQueries,
    @Inject(COUNTRY_LOOKUP) private readonly countries: CountryLookup,
  ) {}

  async cards(ids: Iterable<string>): Promise<Map<string, ContactCard>> {
    const cards: ContactCard[] = await this.queries.execute(new ContactCardsQuery([...new Set(ids)]));
    return new Map(cards.map((card) => [card.id, card]));
  }

  async views(ids: Iterable<string>): Promise<Map<string, PersonView>> {
    const cards = await this.cards(ids);
    const places = new Places(this.geography);
    const views = new Map<string, PersonView>();
    for (const card of cards.values()) views.set(card.id, await this.view(card, places));
    return views;
  }

  async view(card: ContactCard, places = new Places(this.geography)): Promise<PersonView> {
    return {
      id: card.id,
      firstname: card.firstname,
      lastname: card.lastname,
      fullName: `${card.firstname} ${card.lastname}`.trim(),
      company: card.company,
      email: card.email,
      phone: card.phone,
      address: card.address,
      state: await places.state(card.stateId),
      city: await places.city(card.stateId, card.cityId),
      roleType: card.roleType,
      type: card.roleType.replace(/^ROLE_/, ''),
    };
  }

  places(): Places {
    return new Places(this.geography);
  }

  async country(countryId: number): Promise<Place | null> {
    const country = await this.countries.byId(countryId);
    return country ? { id: country.id, name: country.name } : null;
  }
}

/** State and city names, looked up once per state for one answer. */
export class Places {
  private readonly cities = new Map<number, Promise<Map<number, string>>>();

  constructor(private readonly geography: GeographyQueries) {}

  async state(stateId: number | null): Promise<Place | null> {
    if (stateId === null) return null;
    const state = await this.geography.findState(stateId);
    return state ? { id: state.id, name: state.name } : null;
  }

  async city(stateId: number | null, cityId: number | null): Promise<Place | null> {
    if (stateId === null || cityId === null) return null;
    if (!this.cities.has(stateId)) {
      this.cities.set(
        stateId,
        this.geography
          .citiesOfState(stateId, { unlisted: true })
          .then((cities) => new Map((cities ?? []).map((c) => [c.id, c.name]))),
      );
    }
    const name = (await this.cities.get(stateId)!).get(cityId);
    return name === undefined ? null : { id: cityId, name };
  }
}
