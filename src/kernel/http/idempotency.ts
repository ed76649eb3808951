import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConflictResponse, ApiHeader } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { catchError, from, mergeMap, Observable, of, throwError } from 'rxjs';
import { DataSource } from 'typeorm';
import type { KasuwaRequest } from '../auth/access.guard';
import { Clock } from '../clock/clock';
import { DomainError } from '../errors/domain-error';
import { KernelErrors } from '../errors/kernel.errors';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX = 200;
/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request still marked running after this long is taken as lost (its process died) and may run again. */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60 * 1000;
/** How often one process deletes the expired keys (lazily, when a key is claimed). */
const SWEEP_EVERY_MS = 60 * 1000;

const PRINTABLE = /^[\x20-\x7e]+$/;

/** The Idempotency-Key header, or null when there is none; a key that is empty, too long or not printable is refused. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (key.length > IDEMPOTENCY_KEY_MAX || !PRINTABLE.test(key))
    throw new DomainError(KernelErrors.IDEMPOTENCY_KEY_INVALID, { max: IDEMPOTENCY_KEY_MAX });
  return key;
}

/** The same JSON value whatever the order of its object keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** What makes two requests "the same": the path (with its ids and query) and the JSON body, key order aside. */
export function requestFingerprint(url: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify({ url, body: canonical(body ?? null) }))
    .digest('hex');
}

type Claim = { kind: 'run' } | { kind: 'replay'; status: number; body: unknown };

/**
 * Makes a create call safe to retry: a POST carrying `Idempotency-Key` runs once per (caller, route, key); a retry with
 * the same body gets the first answer again (status and body, with `Idempotent-Replayed: true`), a retry with another
 * body answers 409 IDEMPOTENCY_KEY_REUSED, and one arriving while the first still runs answers 409
 * IDEMPOTENCY_IN_PROGRESS. Error answers are not kept (the row is released), so a retry may succeed. Keys are
 * remembered for 24 hours. Requests without the header, and callers not signed in, are served as usual.
 * For routes with a JSON body (the body is part of the fingerprint).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private lastSweep = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<KasuwaRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const caller = request.kasuwa?.actor?.id;
    if (request.method !== 'POST' || key === null || !caller) return next.handle();

    const row = { caller, route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`, key };
    const claim = await this.claim(row, requestFingerprint(request.url, request.body));
    if (claim.kind === 'replay') {
      void reply.status(claim.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return of(claim.body);
    }
    return next.handle().pipe(
      mergeMap((body: unknown) => from(this.keep(row, reply.statusCode, body).then(() => body))),
      catchError((error: unknown) => from(this.release(row)).pipe(mergeMap(() => throwError(() => error)))),
    );
  }

  /** Takes the key for this request, or answers what a request with it already answered. */
  private async claim(row: KeyRow, fingerprint: string): Promise<Claim> {
    const now = this.clock.now();
    await this.sweep(now);
    const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
    const abandoned = new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS);
    for (let attempt = 0; attempt < 3; attempt++) {
      // A new key, or one expired or abandoned, is (re)taken; any other is left as it is.
      const taken = await this.dataSource.query<unknown[]>(
        `INSERT INTO idempotency_keys (caller_id, route, key, fingerprint, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (caller_id, route, key) DO UPDATE
           SET fingerprint = EXCLUDED.fingerprint, created_at = EXCLUDED.created_at, status = NULL, body = NULL
           WHERE idempotency_keys.created_at < $6 OR (idempotency_keys.status IS NULL AND idempotency_keys.created_at < $7)
         RETURNING 1`,
        [row.caller, row.route, row.key, fingerprint, now, expired, abandoned],
      );
      if (taken.length) return { kind: 'run' };
      const [stored] = await this.dataSource.query<
        { fingerprint: string; status: number | null; body: string | null }[]
      >(`SELECT fingerprint, status, body FROM idempotency_keys WHERE caller_id = $1 AND route = $2 AND key = $3`, [
        row.caller,
        row.route,
        row.key,
      ]);
      if (!stored) continue; // released by a failed first request in the meantime: take it
      if (stored.fingerprint !== fingerprint) throw new DomainError(KernelErrors.IDEMPOTENCY_KEY_REUSED);
      if (stored.status === null) throw new DomainError(KernelErrors.IDEMPOTENCY_IN_PROGRESS);
      return {
        kind: 'replay',
        status: stored.status,
        body: stored.body === null ? undefined : (JSON.parse(stored.body) as unknown),
      };
    }
    throw new DomainError(KernelErrors.IDEMPOTENCY_IN_PROGRESS);
  }

  private async keep(row: KeyRow, status: number, body: unknown): Promise<void> {
    await this.dataSource.query(
      `UPDATE idempotency_keys SET status = $4, body = $5 WHERE caller_id = $1 AND route = $2 AND key = $3`,
      [row.caller, row.route, row.key, status, body === undefined ? null : JSON.stringify(body)],
    );
  }

  private async release(row: KeyRow): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE caller_id = $1 AND route = $2 AND key = $3 AND status IS NULL`,
      [row.caller, row.route, row.key],
    );
  }

  /** Deletes the keys older than 24 hours, at most once a minute per process. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.dataSource.query(`DELETE FROM idempotency_keys WHERE created_at < $1`, [
      new Date(now.getTime() - IDEMPOTENCY_TTL_MS),
    ]);
  }
}

interface KeyRow {
  caller: string;
  route: string;
  key: string;
}

/**
 * Marks a POST route (a create call) safe to retry with an `Idempotency-Key` header: see IdempotencyInterceptor.
 * The route must take a JSON body.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Up to 200 printable characters, new for each new request. A retry with the same key and body answers what the first answered ' +
        '(header Idempotent-Replayed: true) without doing it twice; keys are kept for 24 hours.',
    }),
    ApiConflictResponse({
      description:
        'IDEMPOTENCY_KEY_REUSED (the key came with another body), IDEMPOTENCY_IN_PROGRESS (the first request still runs)',
    }),
  );
