import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CountryEntity } from '../read-models/country.entity';

export interface CountryView {
  id: number;
  name: string;
  nameFr: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** ISO 4217. */
  currency: string;
  defaultLanguage: 'en' | 'fr';
  /** '+234'. */
  phoneCode: string;
  /** Digits of a national number without its leading 0. */
  phoneLength: number;
  latitude: number;
  longitude: number;
}

/** Other spellings clients send, besides the English name, the French name and the ISO alpha-2 code. */
const ALIASES: Record<string, string[]> = {
  NG: ['NGA'],
  GH: ['GHA'],
  CI: ['CIV', 'Cote d Ivoire', 'Ivory Coast'],
  SN: ['SEN'],
  KE: ['KEN'],
  RW: ['RWA'],
  TZ: ['TZA', 'United Republic of Tanzania', 'Tanzania, United Republic of'],
  MA: ['MAR'],
};

/** "Côte d’Ivoire", "cote d'ivoire", "ivory-coast", " IVORY_COAST " all give the same key. */
export const countryKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The country a free-text name designates: its English or French name, its ISO code or a common variant,
 * whatever the case, accents, spaces, hyphens, underscores or apostrophes. Pure, for tests and callers alike.
 */
export function matchCountry<T extends Pick<CountryView, 'name' | 'nameFr' | 'code'>>(
  countries: readonly T[],
  name: string | null | undefined,
): T | undefined {
  if (typeof name !== 'string') return undefined;
  const key = countryKey(name);
  if (!key) return undefined;
  return countries.find((country) =>
    [country.name, country.nameFr, country.code, ...(ALIASES[country.code.trim().toUpperCase()] ?? [])].some(
      (candidate) => countryKey(candidate) === key,
    ),
  );
}

export const toCountryView = (entity: CountryEntity): CountryView => ({
  id: entity.id,
  name: entity.name,
  nameFr: entity.nameFr,
  code: entity.code.trim(),
  currency: entity.currency.trim(),
  defaultLanguage: entity.defaultLanguage,
  phoneCode: entity.phoneCode,
  phoneLength: entity.phoneLength,
  latitude: entity.latitude,
  longitude: entity.longitude,
});

interface Loaded {
  /** Every country, active or not, by id. */
  everyCountry: readonly CountryView[];
  active: readonly CountryView[];
  byId: ReadonlyMap<number, CountryView>;
}

/**
 * The countries, read once and kept in memory: they change only through migrations.
 *
 * The cache loads when the application starts (migrations run before that) or on the first `ready()`;
 * the lookups are synchronous and throw if called before it is loaded, which only code running before
 * the application has started can do: such code awaits `ready()` first.
 *
 * `byName` and `byId` see every country (a deactivated country still names existing records);
 * `all` and `names` list the active ones (what clients may choose).
 */
@Injectable()
export class CountryDirectory implements OnApplicationBootstrap {
  private readonly logger = new Logger(CountryDirectory.name);
  private loaded?: Loaded;
  private loading?: Promise<Loaded>;

  constructor(@InjectRepository(CountryEntity) private readonly countries: Repository<CountryEntity>) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ready().catch((error: unknown) => {
      this.logger.warn(
        `Countries not loaded at start-up, will retry on first use: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  }

  /** Loads the countries once; concurrent callers share the same query, a failure is retried next time. */
  async ready(): Promise<this> {
    if (this.loaded) return this;
    this.loading ??= this.load().then(
      (loaded) => (this.loaded = loaded),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    await this.loading;
    return this;
  }

  /** Case-, accent- and punctuation-insensitive; English or French name, ISO alpha-2 (or alpha-3) code. */
  byName(name: string): CountryView | undefined {
    return matchCountry(this.cache().everyCountry, name);
  }

  byId(id: number): CountryView | undefined {
    return this.cache().byId.get(Number(id));
  }

  /** Every country, active or not, by id (the administration screens list them all). */
  everyCountry(): CountryView[] {
    return [...this.cache().everyCountry];
  }

  /** The active countries, by id. */
  all(): CountryView[] {
    return [...this.cache().active];
  }

  /** The English names of the active countries, by id. */
  names(): string[] {
    return this.cache().active.map((country) => country.name);
  }

  isActive(id: number): boolean {
    return this.cache().active.some((country) => country.id === Number(id));
  }

  private cache(): Loaded {
    if (!this.loaded)
      throw new Error(
        'CountryDirectory is not loaded yet: await countryDirectory.ready() before the application has started.',
      );
    return this.loaded;
  }

  private async load(): Promise<Loaded> {
    const rows = await this.countries.find({ order: { id: 'ASC' } });
    const everyCountry = Object.freeze(rows.map((row) => Object.freeze(toCountryView(row))));
    const activeIds = new Set(rows.filter((row) => row.active).map((row) => row.id));
    return {
      everyCountry,
      active: Object.freeze(everyCountry.filter((country) => activeIds.has(country.id))),
      byId: new Map(everyCountry.map((country) => [country.id, country])),
    };
  }
}
