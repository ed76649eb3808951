import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { ContactCard, ContactCardsQuery } from '../../accounts';
import { SqlConditions } from '../../kernel/database/sql-conditions';
import { Page, pageOf, PageRequest } from '../../kernel/http/envelopes';
import { foldSearchText, requiredMatches, searchWords, vocabularyMatches } from '../../kernel/search/fuzzy-words';
import { VersionedCache } from '../../kernel/search/versioned-cache';
import {
  ContentFile,
  ContentFileType,
  ContentLanguage,
  ContentStatus,
  ContentStatusFilter,
} from '../domain/agronomy-content';
import { CONTENT_LISTING_VERSIONS, CONTENT_WORDS } from '../read-models/content.projection';

/** Public content: approved and published (literally the condition of the partial indexes). */
export const PUBLIC = `c.review = 'APPROVED' AND c.publish`;
const NEWEST_FIRST = `c.created_at DESC, c.id`;
export const RELATED_LIMIT = 6;
export const LATEST_LIMIT = 8;

export interface ContentFileView {
  id: string;
  /** Relative to /api/v1. */
  url: string;
  contentType: string;
  size: number;
}

export interface ContentView {
  id: string;
  /** The public page's path segment: the title's words and the id. */
  slug: string;
  title: string;
  category: string;
  fileType: ContentFileType;
  /** Rich text (sanitised HTML). */
  content: string;
  /** The text alone, at most 300 characters, for lists and page descriptions. */
  summary: string;
  crops: string[];
  tags: string[];
  youtubeUrl: string | null;
  /** The YouTube video's id, for an embedded player. */
  youtubeVideoId: string | null;
  status: ContentStatus;
  approved: boolean;
  published: boolean;
  countryId: number;
  /** The language it is written in. */
  language: ContentLanguage;
  author: { id: string; name: string } | null;
  mainImage: ContentFileView | null;
  video: ContentFileView | null;
  documents: ContentFileView[];
  createdAt: string;
  updatedAt: string;
}

export interface ContentFilter {
  authorId?: string;
  countryId?: number;
  /** Only the contents of these countries (a platform manager's). */
  countryIds?: number[];
  category?: string;
  fileType?: ContentFileType;
  title?: string;
  status?: ContentStatusFilter;
  approved?: boolean;
  crop?: string;
  language?: ContentLanguage;
}

export function slugOf(title: string, id: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return words ? `${words}-${id}` : id;
}

const YOUTUBE_ID = /(?:v=|youtu\.be\/|\/embed\/|\/shorts\/|\/live\/)([A-Za-z0-9_-]{11})/;
export const youtubeVideoIdOf = (url: string | null) => (url ? (YOUTUBE_ID.exec(url)?.[1] ?? null) : null);

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const summaryOf = (html: string) => {
  const text = textOf(html);
  return text.length > 300 ? `${text.slice(0, 297).trimEnd()}…` : text;
};

/**
 * One page of the public contents of a country (ids, newest first or most relevant first with `text`) and their total:
 * the statements behind the public list, uncached.
 */
export async function publicContentIds(
  db: DataSource | EntityManager,
  countryId: number,
  filter: Omit<ContentFilter, 'countryId'>,
  text: string | undefined,
  page: PageRequest,
): Promise<{ ids: string[]; total: number }> {
  const where = new SqlConditions([PUBLIC]).add('c.country_id = ?', countryId);
  if (filter.category) where.add('c.search_category = catalogue_search_text(?)', filter.category);
  if (filter.fileType) where.add('c.file_type = ?', filter.fileType);
  if (filter.crop) where.add('c.search_crops @> ARRAY[catalogue_search_text(?)]', filter.crop);
  if (filter.language) where.add('c.language = ?', filter.language);
  const folded = text?.trim() ? await foldSearchText(db, text) : '';
  const words = searchWords(folded);
  let order = NEWEST_FIRST;
  const scoring: unknown[] = [];
  if (words.length) {
    const matches = await vocabularyMatches(db, CONTENT_WORDS, words);
    const required = requiredMatches(matches);
    if (required.some((m) => m.words.length === 0)) return { ids: [], total: 0 };
    for (const m of required) where.add('c.search_words && ?::text[]', m.words);
    const param = (value: unknown, type: string) => `$${where.params.length + scoring.push(value)}::${type}`;
    const score = [
      ...matches.map(
        (
          m,
        ) => `coalesce((SELECT max(v.similarity) FROM unnest(${param(m.words, 'text[]')}, ${param(m.similarities, 'real[]')}) AS v(word, similarity)
                          WHERE v.word = ANY(c.search_words)), 0)`,
      ),
      ...words.map((w) => `word_similarity(${param(w, 'text')}, c.search_title)`),
    ].join(' + ');
    order = `${score} DESC, ${NEWEST_FIRST}`;
  }
  const rows = await db.query<{ id: string; total: number }[]>(
    `SELECT c.id, count(*) OVER ()::int AS total FROM agronomy_contents c WHERE ${where.sql}
      ORDER BY ${order} LIMIT ${page.size} OFFSET ${page.page * page.size}`,
    [...where.params, ...scoring],
  );
  const total = rows.length
    ? rows[0].total
    : page.page === 0
      ? 0
      : (
          await db.query<{ total: number }[]>(
            `SELECT count(*)::int AS total FROM agronomy_contents c WHERE ${where.sql}`,
            where.params,
          )
        )[0].total;
  return { ids: rows.map((r) => r.id), total };
}

/** The contents of ids $1 with their documents (rows for ContentViews.views). */
export const CONTENT_ROWS = `SELECT c.*,
         coalesce((SELECT json_agg(json_build_object('id', d.id, 'contentType', d.content_type, 'size', d.size)
                                   ORDER BY d.position)
                   FROM agronomy_content_documents d WHERE d.content_id = c.id), '[]') AS documents
       FROM agronomy_contents c WHERE c.id = ANY($1::uuid[])`;

/** A file as CONTENT_ROWS lists it (the storage key left out but for the main image and video). */
type ListedFile = Pick<ContentFile, 'id' | 'contentType' | 'size'>;

/** A row of CONTENT_ROWS (the columns the views read). */
interface ContentRow {
  id: string;
  title: string;
  category: string;
  file_type: ContentFileType;
  body: string;
  crops: string[];
  tags: string[];
  youtube_url: string | null;
  status: ContentStatus;
  review: string;
  publish: boolean;
  country_id: number;
  language: ContentLanguage;
  author_id: string;
  main_image: ListedFile | null;
  video: ListedFile | null;
  documents: ListedFile[];
  created_at: Date;
  updated_at: Date;
}

/**
 * Reads of agronomy content: one content, lists with the spec's filters, the public lists (their pages of ids and
 * totals kept under the country's listing version, content_listing_versions) and the fuzzy search.
 */
@Injectable()
export class ContentViews {
  private readonly cache: VersionedCache;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {
    this.cache = new VersionedCache(dataSource, CONTENT_LISTING_VERSIONS);
  }

  /** The content, whatever its status; null when there is none. */
  async one(id: string, manager: EntityManager = this.dataSource.manager): Promise<ContentView | null> {
    return (await this.views([id], manager))[0] ?? null;
  }

  /** Who wrote it, its country and whether it is public; null when there is no such content. */
  async access(
    id: string,
  ): Promise<{ authorId: string; countryId: number; language: ContentLanguage; isPublic: boolean } | null> {
    const [row] = await this.dataSource.query<
      { author_id: string; country_id: number; language: ContentLanguage; public: boolean }[]
    >(`SELECT c.author_id, c.country_id, c.language, (${PUBLIC}) AS public FROM agronomy_contents c WHERE c.id = $1`, [
      id,
    ]);
    return row
      ? { authorId: row.author_id, countryId: row.country_id, language: row.language, isPublic: row.public }
      : null;
  }

  /** A file of the content (its main image, video or a document). */
  async file(contentId: string, fileId: string): Promise<ContentFile | null> {
    const [row] = await this.dataSource.query<{ f: ContentFile }[]>(
      `SELECT f FROM agronomy_contents c, LATERAL (
         SELECT c.main_image AS f WHERE c.main_image->>'id' = $2
         UNION ALL SELECT c.video WHERE c.video->>'id' = $2
         UNION ALL
         SELECT jsonb_build_object('id', d.id, 'storageKey', d.storage_key, 'contentType', d.content_type, 'size', d.size)
           FROM agronomy_content_documents d WHERE d.content_id = c.id AND d.id::text = $2
       ) files WHERE c.id = $1 LIMIT 1`,
      [contentId, fileId],
    );
    return row?.f ?? null;
  }

  /** Newest first, with the spec's filters (the title filter is a part of the title, whatever its case and accents). */
  async list(filter: ContentFilter, page: PageRequest): Promise<Page<ContentView>> {
    const where = new SqlConditions();
    if (filter.authorId) where.add('c.author_id = ?', filter.authorId);
    if (filter.countryId) where.add('c.country_id = ?', filter.countryId);
    if (filter.countryIds) where.add('c.country_id = ANY(?::int[])', filter.countryIds);
    if (filter.category) where.add('c.search_category = catalogue_search_text(?)', filter.category);
    if (filter.fileType) where.add('c.file_type = ?', filter.fileType);
    if (filter.status === 'APPROVED') where.add(`c.review = ?`, 'APPROVED');
    else if (filter.status) where.add('c.status = ?', filter.status);
    if (filter.approved !== undefined) where.add(`(c.review = 'APPROVED') = ?`, filter.approved);
    if (filter.title) where.add(`c.search_title LIKE '%' || catalogue_search_text(?) || '%'`, filter.title);
    if (filter.crop) where.add('c.search_crops @> ARRAY[catalogue_search_text(?)]', filter.crop);
    if (filter.language) where.add('c.language = ?', filter.language);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM agronomy_contents c WHERE ${where.sql}`,
      where.params,
    );
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT c.id FROM agronomy_contents c WHERE ${where.sql}
        ORDER BY ${NEWEST_FIRST} LIMIT ${page.size} OFFSET ${page.page * page.size}`,
      where.params,
    );
    return pageOf(await this.views(rows.map((r) => r.id)), total, page);
  }

  /**
   * The public contents of a country, newest first; with `text`, those matching its words (accents and typos forgiven,
   * as in the catalogue), most relevant first. Pages of ids and totals are kept while the country's contents hold.
   */
  async listPublic(
    countryId: number,
    filter: Omit<ContentFilter, 'countryId' | 'authorId' | 'status' | 'approved' | 'title'>,
    text: string | undefined,
    page: PageRequest,
  ): Promise<Page<ContentView>> {
    const key = JSON.stringify([
      'public',
      filter.category ?? null,
      filter.fileType ?? null,
      filter.crop ?? null,
      filter.language ?? null,
      text ?? null,
      page.page,
      page.size,
    ]);
    const found = await this.cache.remember(countryId, key, () =>
      publicContentIds(this.dataSource, countryId, filter, text, page),
    );
    return pageOf(await this.views(found.ids), found.total, page);
  }

  /** The newest public contents of a country (in one language, if given). */
  async latestPublic(countryId: number, language?: ContentLanguage): Promise<ContentView[]> {
    return (await this.listPublic(countryId, { language }, undefined, { page: 0, size: LATEST_LIMIT })).content;
  }

  /** Other public contents of the same country sharing a crop, the category or a tag, newest first. */
  async related(contentId: string): Promise<ContentView[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT c.id FROM agronomy_contents c, agronomy_contents o
       WHERE o.id = $1 AND ${PUBLIC} AND c.country_id = o.country_id AND c.id <> o.id
         AND (c.search_crops && o.search_crops OR c.search_category = o.search_category OR c.search_tags && o.search_tags)
       ORDER BY ${NEWEST_FIRST} LIMIT ${RELATED_LIMIT}`,
      [contentId],
    );
    return this.views(rows.map((r) => r.id));
  }

  /** The distinct categories (as first written), of the public contents of a country, or of every content. */
  async categories(countryId: number | null): Promise<string[]> {
    const compute = async () => {
      const rows = await this.dataSource.query<{ category: string }[]>(
        `SELECT min(c.category) AS category FROM agronomy_contents c
          WHERE ${countryId === null ? 'TRUE' : `${PUBLIC} AND c.country_id = $1`}
         GROUP BY c.search_category ORDER BY 1`,
        countryId === null ? [] : [countryId],
      );
      return rows.map((r) => r.category);
    };
    return countryId === null ? compute() : this.cache.remember(countryId, 'categories', compute);
  }

  /** The public contents for the sitemap: id, title, last change. */
  async sitemapEntries(limit: number): Promise<{ id: string; title: string; updatedAt: Date }[]> {
    const rows = await this.dataSource.query<{ id: string; title: string; updated_at: Date }[]>(
      `SELECT c.id, c.title, c.updated_at FROM agronomy_contents c WHERE ${PUBLIC} ORDER BY ${NEWEST_FIRST} LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      updatedAt: r.updated_at,
    }));
  }

  /** The views of `ids`, in that order. */
  async views(ids: string[], manager: EntityManager = this.dataSource.manager): Promise<ContentView[]> {
    if (!ids.length) return [];
    const rows = await manager.query<ContentRow[]>(CONTENT_ROWS, [ids]);
    const cards: ContactCard[] = await this.queries.execute(
      new ContactCardsQuery([...new Set(rows.map((r) => r.author_id))]),
    );
    const names = new Map(cards.map((c) => [c.id, `${c.firstname} ${c.lastname}`.trim()]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids
      .map((id) => byId.get(id))
      .filter((r): r is ContentRow => r !== undefined)
      .map((r) => {
        const file = (f: ListedFile | null): ContentFileView | null =>
          f
            ? { id: f.id, url: `agronomy-contents/${r.id}/files/${f.id}`, contentType: f.contentType, size: f.size }
            : null;
        return {
          id: r.id,
          slug: slugOf(r.title, r.id),
          title: r.title,
          category: r.category,
          fileType: r.file_type,
          content: r.body,
          summary: summaryOf(r.body),
          crops: r.crops,
          tags: r.tags,
          youtubeUrl: r.youtube_url,
          youtubeVideoId: youtubeVideoIdOf(r.youtube_url),
          status: r.status,
          approved: r.review === 'APPROVED',
          published: r.publish,
          countryId: r.country_id,
          language: r.language,
          author: names.has(r.author_id) ? { id: r.author_id, name: names.get(r.author_id)! } : null,
          mainImage: file(r.main_image),
          video: file(r.video),
          documents: r.documents.map((d) => file(d)!),
          createdAt: new Date(r.created_at).toISOString(),
          updatedAt: new Date(r.updated_at).toISOString(),
        };
      });
  }
}
