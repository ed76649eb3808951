import { Injectable } from '@nestjs/common';
import { CountryDirectory, CountryView } from '../../../geography';
import { DEFAULT_COUNTRY, RequestContexts } from '../../../kernel/context/request-context';
import { DomainError } from '../../../kernel/errors/domain-error';

/** The country a public list is for: the one named in its query parameter, else the request's (Country header). */
@Injectable()
export class CatalogueCountries {
  constructor(private readonly directory: CountryDirectory) {}

  async resolve(name: string | undefined, field: string): Promise<CountryView> {
    await this.directory.ready();
    if (name === undefined || name.trim() === '') {
      const requested = RequestContexts.currentOrSystem().countryId;
      return (
        (requested === null ? undefined : this.directory.byId(requested)) ?? this.directory.byName(DEFAULT_COUNTRY)!
      );
    }
    const country = this.directory.byName(name);
    if (!country || !this.directory.isActive(country.id)) {
      throw new DomainError('COUNTRY_UNKNOWN', { country: name, accepted: this.directory.names().join(', ') }, [
        { field, message: 'COUNTRY_UNKNOWN' },
      ]);
    }
    return country;
  }

  async byId(id: number): Promise<CountryView | undefined> {
    await this.directory.ready();
    return this.directory.byId(id);
  }
}
