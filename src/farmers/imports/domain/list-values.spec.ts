import { GENDER_ENTRIES, LAND_UNIT_ENTRIES, ListEntry, ListValues, SEASON_ENTRIES } from './list-values';

// A few entries of the crop list as the reference table gives them (migrations/1763800000840-FarmerRecordTypes.ts).
const CROPS: ListEntry[] = [
  { key: '1', name: 'Maize', nameFr: 'Maïs' },
  { key: '3', name: 'Sorghum', nameFr: 'Sorgho' },
  { key: '15', name: 'Groundnut', nameFr: 'Arachide' },
  { key: '21', name: 'Tomato', nameFr: 'Tomate' },
];
const key = (list: ListValues, word: string) => list.match(word).entry?.key ?? null;
const suggested = (list: ListValues, word: string) => {
  const found = list.match(word);
  return found.entry ? 'known' : (found.suggestion?.name ?? null);
};

describe('ListValues', () => {
  it('reads a crop as officers write it: case, spaces, accents, French, plurals and the sourced other names', () => {
    const crops = new ListValues(CROPS, 'crop');
    expect(['Maize ', 'maïs', 'MAIS', 'corn', 'Maize (corn)'].map((w) => key(crops, w))).toEqual([
      '1',
      '1',
      '1',
      '1',
      '1',
    ]);
    expect(['Guinea corn', 'Groundnuts', 'Tomatoes', 'arachides'].map((w) => key(crops, w))).toEqual([
      '3',
      '15',
      '21',
      '15',
    ]);
  });

  it('reads genders, seasons and farm-size units in English and French, and their codes', () => {
    const genders = new ListValues(GENDER_ENTRIES, 'gender');
    expect(['F', 'Female', 'Femme', 'woman', 'FEMALE', 'Féminin'].map((w) => key(genders, w))).toEqual(
      Array(6).fill('FEMALE'),
    );
    expect(['M', 'male', 'Homme', 'H', 'Men'].map((w) => key(genders, w))).toEqual(Array(5).fill('MALE'));
    const seasons = new ListValues(SEASON_ENTRIES, 'season');
    expect(['rainy', 'wet season', 'saison des pluies', 'Hivernage', 'RAINY'].map((w) => key(seasons, w))).toEqual(
      Array(5).fill('RAINY'),
    );
    expect(['Dry', 'saison sèche'].map((w) => key(seasons, w))).toEqual(['DRY', 'DRY']);
    const units = new ListValues(LAND_UNIT_ENTRIES, 'landUnit');
    expect(['ha', 'hectares', 'Hectare(s)', 'HA'].map((w) => key(units, w))).toEqual(Array(4).fill('HA'));
    expect(['acre', 'Acres', 'ac'].map((w) => key(units, w))).toEqual(Array(3).fill('ACRE'));
  });

  it('only suggests the closest entry for a word it does not know, and nothing when none is close', () => {
    const crops = new ListValues(CROPS, 'crop');
    expect(suggested(crops, 'Maiz')).toBe('Maize');
    expect(suggested(crops, 'Dragon fruit')).toBeNull();
    expect(suggested(new ListValues(SEASON_ENTRIES, 'season'), 'Rainny season')).toBe('Rainy season');
    expect(suggested(new ListValues(GENDER_ENTRIES, 'gender'), 'Femal')).toBe('Female');
    // A plot has no one area in any source: it stays unknown, with no unit offered in its place.
    expect(suggested(new ListValues(LAND_UNIT_ENTRIES, 'landUnit'), 'plots')).toBeNull();
  });

  it("applies an organisation's aliases before anything else", () => {
    const crops = new ListValues(
      CROPS,
      'crop',
      new Map([
        ['Maiz', '1'],
        ['corn', '3'],
      ]),
    );
    expect([key(crops, 'maiz'), key(crops, 'Corn')]).toEqual(['1', '3']);
  });
});
