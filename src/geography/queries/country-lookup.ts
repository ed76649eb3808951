import { Injectable } from '@nestjs/common';
import { CountryLookup } from '../../kernel/auth/access.ports';
import { CountryDirectory, CountryView } from './country-directory';

/**
 * The kernel's COUNTRY_LOOKUP port (the Country header, the country of a stored record), over the directory.
 * `resolve` accepts active countries only; `byId` also finds deactivated ones, which existing records may name.
 */
@Injectable()
export class DirectoryCountryLookup implements CountryLookup {
  constructor(private readonly directory: CountryDirectory) {}

  async resolve(name: string): Promise<CountryView | undefined> {
    await this.directory.ready();
    const country = this.directory.byName(name);
    return country && this.directory.isActive(country.id) ? country : undefined;
  }

  async acceptedNames(): Promise<string[]> {
    await this.directory.ready();
    return this.directory.names();
  }

  async byId(id: number): Promise<CountryView | undefined> {
    await this.directory.ready();
    return this.directory.byId(id);
  }
}
