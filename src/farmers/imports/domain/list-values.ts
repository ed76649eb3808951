import type { Language } from '../../../kernel/context/request-context';
import { placeKey, SUGGESTION_THRESHOLD, similarity } from './place-names';
import { VALUE_SPELLINGS } from './value-spellings';

/**
 * The columns whose cells name an entry of a list (beside states and LGAs): the import reads them as officers write them,
 * groups the spellings it does not know, and applies what an organisation said they mean.
 */
export const LIST_FIELDS = ['gender', 'farmSizeUnit', 'season', 'crop', 'fertilizerUnit', 'yieldUnit'] as const;
export type ListField = (typeof LIST_FIELDS)[number];

/** Which spellings a field shares: the farm-size units are one list, the weights and volumes of the records another. */
export type ListKind = 'gender' | 'landUnit' | 'season' | 'crop' | 'unit';
export const KIND_OF: Record<ListField, ListKind> = {
  gender: 'gender',
  farmSizeUnit: 'landUnit',
  season: 'season',
  crop: 'crop',
  fertilizerUnit: 'unit',
  yieldUnit: 'unit',
};

/** An entry of a list: `key` is what the row keeps (a code such as FEMALE, or a reference id as text). */
export interface ListEntry {
  key: string;
  name: string;
  nameFr: string;
}

export type ListMatch = { entry: ListEntry; suggestion?: undefined } | { entry: null; suggestion: ListEntry | null };

/** A name's key, and the same without a plural ending ("Groundnuts", "Tomatoes", "Hectares" read as the singular). */
function keysOf(name: string): string[] {
  const key = placeKey(name);
  const keys = [key];
  if (key.length > 3 && key.endsWith('es')) keys.push(key.slice(0, -2));
  if (key.length > 2 && key.endsWith('s')) keys.push(key.slice(0, -1));
  return keys;
}

/**
 * The entries of one list matched by the words officers write: the entry's English or French name or code without case,
 * accents, hyphens or spaces (a plural read as the singular), then a known other word for it (VALUE_SPELLINGS), then
 * the organisation's aliases; a word still unknown gets the most similar entry as a suggestion only (trigram similarity,
 * none under the threshold). Each distinct spelling is matched once.
 */
export class ListValues {
  private readonly byKey = new Map<string, ListEntry>();
  private readonly seen = new Map<string, ListMatch>();

  constructor(
    private readonly entries: readonly ListEntry[],
    kind: ListKind,
    /** Spellings the organisation said mean an entry (spelling -> entry key); they come before everything else. */
    aliases: ReadonlyMap<string, string> = new Map(),
  ) {
    const byEntryKey = new Map(entries.map((e) => [e.key, e]));
    const add = (spelling: string, entry: ListEntry, first = false) => {
      for (const key of keysOf(spelling)) if (first || !this.byKey.has(key)) this.byKey.set(key, entry);
    };
    for (const entry of entries) for (const name of [entry.name, entry.nameFr, entry.key]) add(name, entry);
    for (const spelling of VALUE_SPELLINGS.filter((s) => s.kind === kind)) {
      const entry = entries.find((e) => placeKey(e.name) === placeKey(spelling.means) || e.key === spelling.means);
      if (entry) for (const word of spelling.spellings) add(word, entry);
    }
    for (const [spelling, key] of aliases) {
      const entry = byEntryKey.get(key);
      if (entry) add(spelling, entry, true);
    }
  }

  /** The entry named `name` as the list, the synonyms or the organisation's aliases read it. */
  find(name: string): ListEntry | undefined {
    for (const key of keysOf(name)) {
      const entry = this.byKey.get(key);
      if (entry) return entry;
    }
    return undefined;
  }

  match(name: string): ListMatch {
    let found = this.seen.get(name);
    if (!found) {
      const entry = this.find(name);
      found = entry ? { entry } : { entry: null, suggestion: this.closest(name) };
      if (this.seen.size < 10_000) this.seen.set(name, found);
    }
    return found;
  }

  private closest(name: string): ListEntry | null {
    let best: ListEntry | null = null;
    let score = SUGGESTION_THRESHOLD;
    for (const entry of this.entries) {
      const s = Math.max(similarity(name, entry.name), similarity(name, entry.nameFr));
      if (s >= score && (best === null || s > score)) {
        best = entry;
        score = s;
      }
    }
    return best;
  }
}

/** An entry's name in the caller's language. */
export const entryName = (entry: ListEntry, language: Language) => (language === 'fr' ? entry.nameFr : entry.name);

/** The fixed lists of the farmer sheet, with their English and French names. */
export const GENDER_ENTRIES: ListEntry[] = [
  { key: 'MALE', name: 'Male', nameFr: 'Homme' },
  { key: 'FEMALE', name: 'Female', nameFr: 'Femme' },
];
export const SEASON_ENTRIES: ListEntry[] = [
  { key: 'RAINY', name: 'Rainy season', nameFr: 'Saison des pluies' },
  { key: 'DRY', name: 'Dry season', nameFr: 'Saison sèche' },
  { key: 'OTHER', name: 'Other', nameFr: 'Autre' },
];
export const LAND_UNIT_ENTRIES: ListEntry[] = [
  { key: 'HA', name: 'Hectare', nameFr: 'Hectare' },
  { key: 'ACRE', name: 'Acre', nameFr: 'Acre' },
  { key: 'M2', name: 'Square metre', nameFr: 'Mètre carré' },
];
