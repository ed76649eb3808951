import type { ListKind } from './list-values';

/**
 * Other words officers write for the entries of the farmer sheet's lists, each with the entry it means (its English
 * name as the list gives it, or its code). Names that only differ from the entry's English or French name by case,
 * accents, hyphens, spaces or a plural ending ("Maize ", "maïs", "Hectares", "Groundnuts") need no entry here. A word is
 * listed only where a source gives it for that entry:
 *
 * - crop: FAOSTAT's item names (FAO, Crops and livestock products, item list revised 2021): "Maize (corn)", "Soya
 *   beans", "Groundnuts, excluding shelled", "Cow peas, dry", "Pigeon peas, dry", "Cocoa beans", "Seed cotton,
 *   unginned", "Cashew nuts, in shell", "Oil palm fruit", "Potatoes", "Sweet potatoes", "Plantains and cooking bananas".
 *   "Corn" is the North American name FAOSTAT gives in brackets; "Guinea corn" is sorghum's name in the Nigerian
 *   LSMS-GHS crop codes ("Guinea corn/sorghum"), whose conversion files NG-EPAR reads (/work/shared/data/units-and-prices.md §7).
 * - unit (the weights and volumes of fertilizer and yields): the local measures of /work/shared/data/units-and-prices.md
 *   §2 and §5 as their sources name them: "congo / mudu" and "paint rubber / paint bucket" (NG-EPAR), the "2-kg tin /
 *   2-kg bucket" (KE-SOKO-2016, KE-SOKO-2020), the "size four sack" (GH-GRAPHIC); the SI symbols kg, g, t, l, mL
 *   (BIPM, The International System of Units, 9th edition, tables 2 and 8).
 * - landUnit: the hectare's symbol ha (BIPM SI brochure, 9th ed., table 8, non-SI unit accepted for use with the SI); the
 *   acre's abbreviation ac (UK Weights and Measures Act 1985, schedule 1). A "plot" is not listed: no source read gives
 *   it one area (plot sizes differ by town and by seller), so a size in plots stays unknown until the user says what
 *   it means.
 * - gender and season: the words of the sheets officers send, English and French ("H" for Homme, "Wet season",
 *   "Saison pluvieuse"), and "hivernage", the rainy season's name in Senegal's and Sahelian French (ANACIM, Senegal's
 *   national meteorological agency, publishes its seasonal forecasts as "prévision saisonnière de l'hivernage").
 */
export interface ValueSpelling {
  kind: ListKind;
  /** The entry: its English name as the list gives it, or its code. */
  means: string;
  spellings: readonly string[];
}

export const VALUE_SPELLINGS: readonly ValueSpelling[] = [
  { kind: 'gender', means: 'MALE', spellings: ['M', 'Man', 'Men', 'H', 'Masculin'] },
  { kind: 'gender', means: 'FEMALE', spellings: ['F', 'Woman', 'Women', 'Féminin', 'Feminin'] },
  {
    kind: 'season',
    means: 'RAINY',
    spellings: ['Rainy', 'Rain', 'Rains', 'Wet', 'Wet season', 'Saison pluvieuse', 'Pluvieuse', 'Pluies', 'Hivernage'],
  },
  { kind: 'season', means: 'DRY', spellings: ['Dry', 'Sèche', 'Saison seche'] },
  { kind: 'landUnit', means: 'HA', spellings: ['ha', 'ha.', 'Hec', 'Hect', 'Hectare(s)', 'Hectares (ha)'] },
  { kind: 'landUnit', means: 'ACRE', spellings: ['ac', 'Acre(s)'] },
  {
    kind: 'landUnit',
    means: 'M2',
    spellings: ['m²', 'm2', 'sqm', 'sq m', 'Square metres', 'Square meters', 'Mètres carrés'],
  },
  { kind: 'crop', means: 'Maize', spellings: ['Corn', 'Maize (corn)'] },
  { kind: 'crop', means: 'Sorghum', spellings: ['Guinea corn'] },
  { kind: 'crop', means: 'Soybean', spellings: ['Soya', 'Soya beans', 'Soyabean', 'Soy bean'] },
  { kind: 'crop', means: 'Groundnut', spellings: ['Groundnuts, excluding shelled', 'Peanut'] },
  { kind: 'crop', means: 'Cowpea', spellings: ['Cow peas', 'Cow peas, dry', 'Cow pea'] },
  { kind: 'crop', means: 'Pigeon pea', spellings: ['Pigeon peas, dry'] },
  { kind: 'crop', means: 'Cocoa', spellings: ['Cocoa beans'] },
  { kind: 'crop', means: 'Cotton', spellings: ['Seed cotton', 'Seed cotton, unginned'] },
  { kind: 'crop', means: 'Cashew', spellings: ['Cashew nuts', 'Cashew nuts, in shell'] },
  { kind: 'crop', means: 'Oil palm', spellings: ['Oil palm fruit'] },
  { kind: 'crop', means: 'Irish potato', spellings: ['Potatoes', 'Potato'] },
  { kind: 'crop', means: 'Plantain', spellings: ['Plantains and cooking bananas'] },
  { kind: 'unit', means: 'Kilogram(s)', spellings: ['kg', 'kgs', 'kilo', 'kilos'] },
  { kind: 'unit', means: 'Gram(s)', spellings: ['g'] },
  { kind: 'unit', means: 'Tonne(s)', spellings: ['t', 'Metric ton', 'Metric tonne'] },
  { kind: 'unit', means: 'Litre(s)', spellings: ['l', 'ltr', 'Liter', 'Liters'] },
  { kind: 'unit', means: 'Millilitre(s)', spellings: ['ml', 'mL', 'Milliliter'] },
  { kind: 'unit', means: 'Mudu (congo)', spellings: ['Mudu', 'Congo'] },
  { kind: 'unit', means: 'Paint bucket', spellings: ['Paint rubber'] },
  { kind: 'unit', means: '2 kg tin', spellings: ['2 kg bucket', '2-kg bucket', '2-kg tin'] },
  { kind: 'unit', means: 'Size four sack', spellings: ['Size four', 'Size 4', 'Size 4 sack'] },
  { kind: 'unit', means: 'Donkeyload(30kg)', spellings: ['Donkeyload', 'Donkey load'] },
  { kind: 'unit', means: 'Cartload(400kg)', spellings: ['Cartload', 'Cart load'] },
];
