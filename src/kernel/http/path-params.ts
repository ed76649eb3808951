import { PipeTransform } from '@nestjs/common';
import { DomainError, ValidationFailedError } from '../errors/domain-error';

/** The largest id a PostgreSQL `integer` column holds. */
export const INT4_MAX = 2_147_483_647;

/** True for a whole number that an `integer` id column can hold (1 .. 2^31-1). */
export const isStoredId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= INT4_MAX;

/**
 * A numeric id in the path (`/category/12`): a whole number an `integer` column can hold, or 400 naming the
 * field. The global ValidationPipe may already have turned the segment into a number (NaN when it is not one).
 */
export class StoredIdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly field = 'id') {}

  transform(value: unknown): number {
    const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
    if (isStoredId(id)) return id;
    throw new ValidationFailedError([{ field: this.field, message: 'ID_INVALID' }]);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in the path (`/quotes/…`), lower-cased, or 400 naming the field. */
export class UuidPipe implements PipeTransform<unknown, string> {
  constructor(private readonly field = 'id') {}

  transform(value: unknown): string {
    if (typeof value === 'string' && UUID.test(value)) return value.toLowerCase();
    throw new ValidationFailedError([{ field: this.field, message: 'ID_INVALID' }]);
  }
}

/**
 * A status named in a path (`PENDING`, `approved`, ...), read in capitals; anything else is a 400 with `code`,
 * whose message receives `{status}` and `{accepted}`.
 */
export class OneOfPipe<T extends string> implements PipeTransform<unknown, T> {
  constructor(
    private readonly accepted: readonly T[],
    private readonly code = 'PATH_VALUE_UNKNOWN',
  ) {}

  transform(value: unknown): T {
    const status = String(value ?? '')
      .trim()
      .toUpperCase() as T;
    if (!this.accepted.includes(status))
      throw new DomainError(this.code, { status: String(value).slice(0, 40), accepted: this.accepted.join(', ') });
    return status;
  }
}
