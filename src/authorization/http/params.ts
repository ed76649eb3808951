import { PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../../kernel/errors/domain-error';

/** `/profiles/abc` -> 400 { field: 'id', message: 'must be a whole number' } (the ValidationPipe may already have made it a number). */
export class IdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly field = 'id') {}

  transform(value: unknown): number {
    if (typeof value === 'number' && Number.isInteger(value)) return value;
    if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
    throw new ValidationFailedError([{ field: this.field, message: 'must be a whole number' }]);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id in the path: a UUID, or 400. */
export class UserIdPipe implements PipeTransform<unknown, string> {
  constructor(private readonly field = 'id') {}

  transform(value: unknown): string {
    if (typeof value === 'string' && UUID.test(value)) return value.toLowerCase();
    throw new ValidationFailedError([{ field: this.field, message: 'must be a valid identifier' }]);
  }
}
