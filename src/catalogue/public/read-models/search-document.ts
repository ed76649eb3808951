import { EntityManager } from 'typeorm';
import { moveWordCounts, WordCounts } from '../../../kernel/search/fuzzy-words';

/**
 * The search text of products, kept by the product and category projections.
 *
 * `search_document` is the folded name, category and subcategory names (English and French) and description;
 * `search_words` its distinct words; `search_name` the folded name. Folding (catalogue_search_text, in the
 * PublicCatalogue migration) keeps lower-case letters and digits without accents: "Urée" is "uree" and
 * "NPK 15-15-15" is "npk 15 15 15".
 *
 * catalogue_search_words counts, for every word, the products whose `search_words` hold it: the vocabulary a
 * misspelt query word is matched against (a small trigram index), before products are found by exact words.
 */

/** The vocabulary of the products' search words. */
export const PRODUCT_WORDS = { table: 'catalogue_search_words', countColumn: 'products' };

/** Recomputes the search columns of the products matching `where` (on `p`, parameters from $1), and the word counts. */
export async function refreshSearchDocuments(manager: EntityManager, where: string, params: unknown[]): Promise<void> {
  const before = await wordsOf(manager, where, params);
  await manager.query(
    `UPDATE products p SET search_name = catalogue_search_text(p.name),
       search_document = catalogue_search_text(concat_ws(' ', p.name, c.name, c.name_fr, s.name, s.name_fr, p.description))
     FROM products x LEFT JOIN categories c ON c.id = x.category_id LEFT JOIN sub_categories s ON s.id = x.sub_category_id
     WHERE x.id = p.id AND ${where}`,
    params,
  );
  await manager.query(
    `UPDATE products p SET search_words = ARRAY(SELECT DISTINCT word FROM unnest(string_to_array(p.search_document, ' ')) word WHERE word <> '' ORDER BY word)
     WHERE ${where}`,
    params,
  );
  await countWords(manager, before, await wordsOf(manager, where, params));
}

/** Before the products matching `where` go: their words count once less. */
export async function forgetSearchWords(manager: EntityManager, where: string, params: unknown[]): Promise<void> {
  await countWords(manager, await wordsOf(manager, where, params), { words: [], counts: [] });
}

async function wordsOf(manager: EntityManager, where: string, params: unknown[]): Promise<WordCounts> {
  const rows: { word: string; n: number }[] = await manager.query(
    `SELECT word, count(*)::int AS n FROM products p, unnest(p.search_words) word WHERE ${where} GROUP BY word`,
    params,
  );
  return { words: rows.map((r) => r.word), counts: rows.map((r) => r.n) };
}

const countWords = (manager: EntityManager, before: WordCounts, now: WordCounts) =>
  moveWordCounts(manager, PRODUCT_WORDS, before, now);
