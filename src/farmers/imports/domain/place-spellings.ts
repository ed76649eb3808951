/**
 * Other names and spellings of states and second-level areas that programme officers write in their sheets, each with
 * the name the `states` / `cities` tables give the place (migrations/data/local-areas.ts). The farmer import reads a
 * row's place under any of these as the place itself.
 *
 * Spellings that only differ by case, accents, hyphens, apostrophes or spaces ("Dutsinma", "Cross-River") need no entry:
 * the import compares names without them. Sources:
 * - NG areas: the spellings of an enumeration sheet of programme officers reported with the farmer import (issue 38:
 *   Zango-Kataf, Vandekya, Quan'Anpan, Itseiwaju, Dutsinma, Danji), each checked against the LGA of the state the
 *   sheet's rows name; "Zango Kataf" is also the spelling of the LGA's own web pages (zangonkataf.kdsg.gov.ng uses both).
 * - NG states: "FCT" and "Abuja" are the Federal Capital Territory's names in the Constitution of Nigeria 1999 (s. 297-299:
 *   "Federal Capital Territory, Abuja"); "Nassarawa" is the state's spelling before 1996 in many programme lists.
 */
export interface PlaceSpelling {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The state as the `states` table names it. */
  state: string;
  /** The area as the `cities` table names it; absent for a state's own spellings. */
  area?: string;
  spellings: readonly string[];
}

export const PLACE_SPELLINGS: readonly PlaceSpelling[] = [
  { country: 'NG', state: 'Federal Capital Territory', spellings: ['FCT', 'F.C.T', 'Abuja', 'FCT Abuja'] },
  { country: 'NG', state: 'Kaduna', area: 'Zangon Kataf', spellings: ['Zango-Kataf', 'Zango Kataf'] },
  { country: 'NG', state: 'Benue', area: 'Vandeikya', spellings: ['Vandekya'] },
  { country: 'NG', state: 'Plateau', area: "Qua'an Pan", spellings: ["Quan'Anpan", 'Quan Pan'] },
  { country: 'NG', state: 'Oyo', area: 'Itesiwaju', spellings: ['Itseiwaju'] },
  { country: 'NG', state: 'Katsina', area: 'Dutsin Ma', spellings: ['Dutsinma'] },
  { country: 'NG', state: 'Katsina', area: 'Danja', spellings: ['Danji'] },
  {
    country: 'NG',
    state: 'Federal Capital Territory',
    area: 'Abuja Municipal Area Council',
    spellings: ['AMAC', 'Abuja Municipal'],
  },
];
