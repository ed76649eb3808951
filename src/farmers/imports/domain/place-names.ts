import { normaliseHeader } from '../../../kernel/files/excel-reader';

/** A name as places are compared: case, accents, hyphens, apostrophes and spaces aside ("Dutsin-Ma" is "dutsinma"). */
export const placeKey = (name: string) => normaliseHeader(name).replace(/ /g, '');

/** The trigrams of a name as PostgreSQL's pg_trgm takes them: each word padded with two spaces before and one after. */
function trigrams(name: string): Set<string> {
  const found = new Set<string>();
  for (const word of normaliseHeader(name).split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  }
  return found;
}

/** pg_trgm's similarity: shared trigrams over all trigrams of the two names, from 0 to 1. */
export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  const all = x.size + y.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** pg_trgm's default threshold for a name to be offered as "did you mean". */
export const SUGGESTION_THRESHOLD = 0.3;

export type PlaceMatch<T> = { place: T; suggestion?: undefined } | { place: null; suggestion: T | null };

/**
 * The places of one list (the states of a country, the areas of a state) matched by the names officers write: the name
 * itself without case, accents, hyphens, apostrophes or spaces, then a known other name or spelling; a name still unknown
 * gets the most similar place as a suggestion (trigram similarity, none under the threshold). Each distinct spelling is
 * matched once.
 */
export class PlaceNames<T extends { name: string }> {
  private readonly byKey = new Map<string, T>();
  private readonly seen = new Map<string, PlaceMatch<T>>();

  constructor(
    private readonly places: readonly T[],
    otherNames: ReadonlyMap<string, string> = new Map(),
  ) {
    for (const place of places) this.byKey.set(placeKey(place.name), place);
    for (const [spelling, name] of otherNames) {
      const place = this.byKey.get(placeKey(name));
      if (place && !this.byKey.has(placeKey(spelling))) this.byKey.set(placeKey(spelling), place);
    }
  }

  match(name: string): PlaceMatch<T> {
    let found = this.seen.get(name);
    if (!found) {
      const place = this.byKey.get(placeKey(name));
      found = place ? { place } : { place: null, suggestion: this.closest(name) };
      if (this.seen.size < 10_000) this.seen.set(name, found);
    }
    return found;
  }

  private closest(name: string): T | null {
    let best: T | null = null;
    let score = SUGGESTION_THRESHOLD;
    for (const place of this.places) {
      const s = similarity(name, place.name);
      if (s >= score && (best === null || s > score)) {
        best = place;
        score = s;
      }
    }
    return best;
  }
}
