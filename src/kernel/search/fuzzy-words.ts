import { DataSource, EntityManager } from 'typeorm';
import { LeastRecentlyUsed } from '../collections/least-recently-used';

/**
 * Accent- and typo-tolerant word search, shared by the public lists that search (the catalogue's products, the
 * agronomy contents). A searchable table keeps, per row, its folded words (`search_words`, text[]); a vocabulary table
 * `(word text PRIMARY KEY, <count column> integer)` with a trigram GiST index on `word` counts the rows using each word.
 *
 * Folding is the `catalogue_search_text` SQL function (the PublicCatalogue migration): lower-case letters and digits
 * without accents, "Urée" is "uree" and "NPK 15-15-15" is "npk 15 15 15". A query word matches a row when the row
 * uses a vocabulary word close enough to it (pg_trgm word similarity at least pg_trgm.word_similarity_threshold, 0.6
 * by default: "ureaa" finds "urea", "mais" finds "maïs").
 */

/** How many vocabulary words a query word may stand for. */
export const VOCABULARY_MATCHES = 50;
/** How many words of a query are searched. */
export const SEARCH_WORDS_LIMIT = 8;

/** A vocabulary table and the column counting the rows that use each word. */
export interface Vocabulary {
  table: string;
  countColumn: string;
}

export interface WordCounts {
  words: string[];
  counts: number[];
}

export interface VocabularyMatch {
  /** The query word. */
  word: string;
  /** The closest vocabulary words, closest first, with their similarity. */
  words: string[];
  similarities: number[];
}

/** How many folded queries are kept in memory (the oldest used goes first). */
const FOLDED_CAPACITY = 10_000;
const foldedQueries = new LeastRecentlyUsed<string, string>(FOLDED_CAPACITY);

/**
 * `text` folded like the search text. catalogue_search_text is IMMUTABLE, so a folding once asked is kept in memory
 * rather than asked of the database for every search (a round trip, and a pool connection, per request).
 */
export async function foldSearchText(db: DataSource | EntityManager, text: string): Promise<string> {
  const kept = foldedQueries.get(text);
  if (kept !== undefined) return kept;
  const [{ folded }] = await db.query(`SELECT catalogue_search_text($1) AS folded`, [text]);
  foldedQueries.set(text, folded ?? '');
  return folded ?? '';
}

/** The distinct words of a folded query (the first SEARCH_WORDS_LIMIT); one-letter words only when there is nothing longer. */
export function searchWords(folded: string): string[] {
  const words = [...new Set(folded.split(' ').filter(Boolean))];
  const longer = words.filter((w) => w.length > 1);
  return (longer.length ? longer : words).slice(0, SEARCH_WORDS_LIMIT);
}

/** The words of a query that must match: those of three letters or more, unless there are none. */
export function requiredMatches(matches: VocabularyMatch[]): VocabularyMatch[] {
  return matches.some((m) => m.word.length >= 3) ? matches.filter((m) => m.word.length >= 3) : matches;
}

/** For each query word, the closest words of the vocabulary (at most VOCABULARY_MATCHES), with their similarity. */
export async function vocabularyMatches(
  db: DataSource | EntityManager,
  vocabulary: Vocabulary,
  words: string[],
): Promise<VocabularyMatch[]> {
  const rows: { i: number; word: string; similarity: number }[] = await db.query(
    `SELECT q.i::int AS i, v.word, v.similarity FROM unnest($1::text[]) WITH ORDINALITY AS q(term, i)
     CROSS JOIN LATERAL (
       SELECT w.word, word_similarity(q.term, w.word) AS similarity FROM ${vocabulary.table} w
       WHERE q.term <% w.word ORDER BY q.term <<-> w.word, w.word LIMIT ${VOCABULARY_MATCHES}
     ) v`,
    [words],
  );
  return words.map((word, i) => {
    const found = rows.filter((r) => r.i === i + 1);
    return { word, words: found.map((r) => r.word), similarities: found.map((r) => Number(r.similarity)) };
  });
}

/**
 * Moves the vocabulary's counts from `before` to `now` in one statement, word by word in alphabetical order (so that
 * two writers lock the rows they share in the same order), then drops the words no row uses any more.
 */
export async function moveWordCounts(
  manager: EntityManager,
  vocabulary: Vocabulary,
  before: WordCounts,
  now: WordCounts,
): Promise<void> {
  const { table, countColumn } = vocabulary;
  await manager.query(
    `WITH delta AS (
       SELECT word, sum(n)::int AS n FROM (
         SELECT * FROM unnest($1::text[], $2::int[]) AS a(word, n)
         UNION ALL SELECT word, -n FROM unnest($3::text[], $4::int[]) AS b(word, n)
       ) changes GROUP BY word HAVING sum(n) <> 0
     )
     INSERT INTO ${table} (word, ${countColumn}) SELECT word, n FROM delta ORDER BY word
     ON CONFLICT (word) DO UPDATE SET ${countColumn} = ${table}.${countColumn} + EXCLUDED.${countColumn}`,
    [now.words, now.counts, before.words, before.counts],
  );
  if (before.words.length)
    await manager.query(`DELETE FROM ${table} WHERE word = ANY($1::text[]) AND ${countColumn} <= 0`, [before.words]);
}
