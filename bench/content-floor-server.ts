import { createServer } from 'node:http';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { CONTENT_ROWS, publicContentIds, slugOf, youtubeVideoIdOf } from '../src/content/queries/content.views';

/**
 * The floor of the content benchmark: the public content list of a country (newest first, or with `title` the fuzzy
 * search, most relevant first; 20 a page with the total) answered by a bare node:http server with a pg Pool. It runs
 * the API's own statements (publicContentIds: folding, the vocabulary's matches, the page of ids; then CONTENT_ROWS and
 * the authors' names) on every request, without the kept pages the API answers from, nor framework, validation or
 * query bus. DATABASE_URL and PORT come from the parent; it says "ready" once it listens.
 */
const AUTHORS = `SELECT id, firstname, lastname FROM users WHERE id = ANY($1::uuid[])`;

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  // The statements only ask query(text, values) of their DataSource.
  const db = {
    query: async (text: string, values?: unknown[]) => (await pool.query(text, values)).rows,
  } as unknown as DataSource;
  const countries = new Map<string, number>(
    (await pool.query(`SELECT id, name FROM countries`)).rows.map((r: { id: number; name: string }) => [
      r.name.toLowerCase(),
      r.id,
    ]),
  );

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    const countryId = countries.get((url.searchParams.get('countryName') ?? 'nigeria').toLowerCase()) ?? 1;
    const page = { page: Number(url.searchParams.get('page') ?? 0), size: 20 };
    (async () => {
      const { ids, total } = await publicContentIds(
        db,
        countryId,
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
      const body = JSON.stringify({
        content,
        page: page.page,
        size: page.size,
        totalElements: total,
        totalPages: Math.ceil(total / page.size),
      });
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    })().catch((error: Error) => {
      response.writeHead(500);
      response.end(error.message);
    });
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
  process.on('disconnect', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
