import { verify } from 'jsonwebtoken';
import { createHash, createSecretKey } from 'node:crypto';
import { createServer, IncomingMessage } from 'node:http';
import { Pool } from 'pg';
import { ACTOR_LOOKUP } from '../src/accounts/queries/actor-resolver';
import { runMain } from './bench-processes';

/** What a floor answers: a status and a body sent as JSON (an empty answer when there is none). */
export type FloorAnswer = { status: number; body?: unknown };
export type FloorRoute = (request: IncomingMessage, url: URL) => Promise<FloorAnswer>;

/**
 * Runs a benchmark's floor: a bare node:http server, with a pg Pool of the API's size on DATABASE_URL, answering every
 * request with what `route` says (500 and the message when it throws). `start` reads what the floor keeps (reference
 * lists, ...) before it listens on PORT; it says "ready" to its parent then, and ends with it.
 */
export function runFloor(start: (pool: Pool) => Promise<FloorRoute> | FloorRoute): void {
  runMain(async () => {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
    const route = await start(pool);
    const server = createServer((request, response) => {
      route(request, new URL(request.url ?? '/', 'http://floor'))
        .then(({ status, body }) => {
          if (body === undefined) return void response.writeHead(status).end();
          const text = JSON.stringify(body);
          response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
          response.end(text);
        })
        .catch((error: Error) => {
          response.writeHead(500);
          response.end(error.message);
        });
    });
    server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
    process.on('disconnect', () => server.close(() => void pool.end().then(() => process.exit(0))));
  });
}

/** The rows of a statement run as a prepared statement named after its text, as the API runs its hot ones. */
export const preparedOn =
  (pool: Pool) =>
  async (text: string, values: unknown[]): Promise<any[]> =>
    (await pool.query({ name: `k${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`, text, values }))
      .rows;

/**
 * The signed-in user's row (ACTOR_LOOKUP) for a request's bearer token, or null: the token checked and its user and
 * session looked up, as the access guard does for a signed-in route. JWT_SECRET comes from the parent.
 */
export function signedInUsers(prepared: ReturnType<typeof preparedOn>) {
  // Made once, as the API's JwtStrategy does (a string would be tried as a PEM key on every verification).
  const secret = createSecretKey(Buffer.from(process.env.JWT_SECRET!));
  return async (request: IncomingMessage): Promise<Record<string, any> | null> => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    try {
      const { sub, sid } = verify(token ?? '', secret, { algorithms: ['HS256'] }) as { sub: string; sid: string };
      const [user] = await prepared(ACTOR_LOOKUP, [sub, sid]);
      return user?.status === 'ACTIVE' && user.session_id && user.session_ended_at === null ? user : null;
    } catch {
      return null;
    }
  };
}

/** Country ids by their name in lower case, as `countryName` query parameters name them. */
export const countryIdsByName = async (pool: Pool): Promise<Map<string, number>> =>
  new Map((await pool.query(`SELECT id, name FROM countries`)).rows.map((r) => [r.name.toLowerCase(), r.id]));

/** The country a `countryName` parameter names (Nigeria when none). */
export const countryIdOf = (countries: Map<string, number>, url: URL): number =>
  countries.get((url.searchParams.get('countryName') ?? 'nigeria').toLowerCase()) ?? 1;
