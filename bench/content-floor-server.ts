import type { DataSource } from 'typeorm';
import { CONTENT_ROWS, publicContentIds, slugOf, youtubeVideoIdOf } from '../src/content/queries/content.views';
import { countryIdOf, countryIdsByName, runFloor } from './floor-server';

/**
 * The floor of the content benchmark: the public content list of a country (newest first, or with `title` the fuzzy
 * search, most relevant first; 20 a page with the total) answered by a bare node:http server with a pg Pool. It runs
 * the API's own statements (publicContentIds: folding, the vocabulary's matches, the page of ids; then CONTENT_ROWS and
 * the authors' names) on every request, without the kept pages the API answers from, nor framework, validation or
 * query bus. DATABASE_URL and PORT come from the parent; it says "ready" once it listens.
 */
const AUTHORS = `SELECT id, firstname, lastname FROM users WHERE id = ANY($1::uuid[])`;

runFloor(async (pool) => {
  // The statements only ask query(text, values) of their DataSource.
  const db = {
    query: async (text: string, values?: unknown[]) => (await pool.query(text, values)).rows,
  } as unknown as DataSource;
  const countries = await countryIdsByName(pool);
  return async (_request, url) => {
    const page = { page: Number(url.searchParams.get('page') ?? 0), size: 20 };
    const { ids, total } = await publicContentIds(
      db,
      countryIdOf(countries, url),
      {},
      url.searchParams.get('title') ?? undefined,
      page,
    );
    const rows = ids.length ? (await pool.query(CONTENT_ROWS, [ids])).rows : [];
    const authors = new Map(
      (await pool.query(AUTHORS, [[...new Set(rows.map((r) => r.author_id))]])).rows.map((u) => [
        u.id,
        { id: u.id, name: `${u.firstname} ${u.lastname}`.trim() },
      ]),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const content = ids.map((id) => {
      const r = byId.get(id);
      return {
        id: r.id,
        slug: slugOf(r.title, r.id),
        title: r.title,
        category: r.category,
        fileType: r.file_type,
        content: r.body,
        summary: r.body
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 300),
        crops: r.crops,
        tags: r.tags,
        youtubeUrl: r.youtube_url,
        youtubeVideoId: youtubeVideoIdOf(r.youtube_url),
        status: r.status,
        approved: r.review === 'APPROVED',
        published: r.publish,
        countryId: r.country_id,
        author: authors.get(r.author_id) ?? null,
        mainImage: r.main_image,
        video: r.video,
        documents: r.documents,
        createdAt: new Date(r.created_at).toISOString(),
        updatedAt: new Date(r.updated_at).toISOString(),
      };
    });
    const body = {
      content,
      page: page.page,
      size: page.size,
      totalElements: total,
      totalPages: Math.ceil(total / page.size),
    };
    return { status: 200, body };
  };
});
