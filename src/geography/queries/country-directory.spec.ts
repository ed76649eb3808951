import { CountryDirectory, CountryView, countryKey, matchCountry } from './country-directory';
import { CountryEntity } from '../read-models/country.entity';

const country = (
  id: number,
  name: string,
  nameFr: string,
  code: string,
  defaultLanguage: 'en' | 'fr' = 'en',
): CountryView => ({
  id,
  name,
  nameFr,
  code,
  currency: 'XXX',
  defaultLanguage,
  phoneCode: '+0',
  phoneLength: 9,
  latitude: 0,
  longitude: 0,
});

const COUNTRIES: CountryView[] = [
  country(1, 'Nigeria', 'Nigéria', 'NG'),
  country(2, 'Ghana', 'Ghana', 'GH'),
  country(3, 'Ivory Coast', "Côte d'Ivoire", 'CI', 'fr'),
  country(4, 'Senegal', 'Sénégal', 'SN', 'fr'),
  country(5, 'Kenya', 'Kenya', 'KE'),
  country(6, 'Rwanda', 'Rwanda', 'RW'),
  country(7, 'Tanzania', 'Tanzanie', 'TZ'),
  country(8, 'Morocco', 'Maroc', 'MA'),
];

const idOf = (name: string) => matchCountry(COUNTRIES, name)?.id;

describe('matchCountry', () => {
  it('matches the English name whatever the case and surrounding spaces', () => {
    expect(idOf('Nigeria')).toBe(1);
    expect(idOf('nigeria')).toBe(1);
    expect(idOf('  NIGERIA ')).toBe(1);
    expect(idOf('Ivory Coast')).toBe(3);
  });

  it('matches the French name, with or without accents', () => {
    expect(idOf('Nigéria')).toBe(1);
    expect(idOf('Sénégal')).toBe(4);
    expect(idOf('senegal')).toBe(4);
    expect(idOf('Maroc')).toBe(8);
    expect(idOf('Tanzanie')).toBe(7);
  });

  it("accepts the usual spellings of Côte d'Ivoire", () => {
    for (const name of [
      "Côte d'Ivoire",
      'Côte d’Ivoire',
      "cote d'ivoire",
      'COTE D IVOIRE',
      'ivory-coast',
      'ivory_coast',
      'IVORY_COAST',
      'ivorycoast',
    ]) {
      expect(idOf(name)).toBe(3);
    }
  });

  it('matches the ISO alpha-2 code (and alpha-3)', () => {
    expect(idOf('NG')).toBe(1);
    expect(idOf('ci')).toBe(3);
    expect(idOf('ma')).toBe(8);
    expect(idOf('KEN')).toBe(5);
    expect(idOf('TZA')).toBe(7);
  });

  it('returns undefined for anything else', () => {
    expect(idOf('Narnia')).toBeUndefined();
    expect(idOf('Niger')).toBeUndefined();
    expect(idOf('')).toBeUndefined();
    expect(idOf('   ')).toBeUndefined();
    expect(idOf('--')).toBeUndefined();
    expect(idOf('N')).toBeUndefined();
    expect(matchCountry(COUNTRIES, undefined)).toBeUndefined();
    expect(matchCountry(COUNTRIES, null)).toBeUndefined();
    expect(matchCountry([], 'Nigeria')).toBeUndefined();
  });

  it('returns the country object itself', () => {
    expect(matchCountry(COUNTRIES, 'ghana')).toBe(COUNTRIES[1]);
  });
});

describe('countryKey', () => {
  it('folds case, accents and punctuation', () => {
    expect(countryKey(" Côte d'Ivoire ")).toBe('cotedivoire');
    expect(countryKey('ivory_coast')).toBe(countryKey('Ivory-Coast'));
  });
});

describe('CountryDirectory', () => {
  const rows = (): CountryEntity[] =>
    COUNTRIES.map((c) => Object.assign(new CountryEntity(), { ...c, active: c.id !== 6 }));

  const directoryOver = (find: () => Promise<CountryEntity[]>) => new CountryDirectory({ find } as never);

  it('loads the countries once, even when asked concurrently', async () => {
    const find = jest.fn(async () => rows());
    const directory = directoryOver(find);
    await Promise.all([directory.ready(), directory.ready(), directory.ready()]);
    await directory.ready();
    expect(find).toHaveBeenCalledTimes(1);
    expect(directory.byName("cote d'ivoire")?.id).toBe(3);
    expect(directory.byId(8)?.name).toBe('Morocco');
  });

  it('lists only the active countries but still finds the others by id and name', async () => {
    const directory = await directoryOver(async () => rows()).ready();
    expect(directory.names()).toEqual(['Nigeria', 'Ghana', 'Ivory Coast', 'Senegal', 'Kenya', 'Tanzania', 'Morocco']);
    expect(directory.all().map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 7, 8]);
    expect(directory.byId(6)?.name).toBe('Rwanda');
    expect(directory.isActive(6)).toBe(false);
    expect(directory.byName('RW')?.id).toBe(6);
  });

  it('refuses lookups before it is loaded, and retries a failed load', async () => {
    let calls = 0;
    const directory = directoryOver(async () => {
      calls += 1;
      if (calls === 1) throw new Error('relation "countries" does not exist');
      return rows();
    });
    expect(() => directory.byName('Nigeria')).toThrow(/not loaded/);
    await expect(directory.ready()).rejects.toThrow(/does not exist/);
    await directory.ready();
    expect(directory.byName('Nigeria')?.id).toBe(1);
  });
});
