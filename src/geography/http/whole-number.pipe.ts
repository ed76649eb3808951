import { PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../../kernel/errors/domain-error';

/**
 * Like ParseIntPipe, with Kasuwa's validation error: `/state/abc` -> 400 { field: 'id', message: 'must be a whole number' }.
 * The global ValidationPipe (transform: true) has usually converted the segment to a number already (NaN when it is not one).
 */
export class WholeNumberPipe implements PipeTransform<unknown, number> {
  constructor(private readonly field = 'id') {}

  transform(value: unknown): number {
    if (typeof value === 'number' && Number.isInteger(value)) return value;
    if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
    throw new ValidationFailedError([{ field: this.field, message: 'must be a whole number' }]);
  }
}
