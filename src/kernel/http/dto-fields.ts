import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { INT4_MAX } from './path-params';

/**
 * Rules applied in the order they read when written one above another on a field: decorators written so take effect
 * bottom first, which sets the order of the field's messages, so a field's messages keep it.
 */
export const stackedRules = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

interface FieldOptions {
  /** The field may be left out (or sent as null, which means the same). */
  optional?: boolean;
  description?: string;
  example?: unknown;
}

const documented = (options: FieldOptions, schema: Record<string, unknown>) =>
  options.optional
    ? ApiPropertyOptional({ description: options.description, example: options.example, ...schema })
    : ApiProperty({ description: options.description, example: options.example, ...schema });

const presence = (options: FieldOptions) => (options.optional ? [IsOptional()] : [IsNotEmpty()]);

/** Text, trimmed, of at most `max` characters (and at least `min`, 1 by default when required). */
export function TrimmedText(max: number, options: FieldOptions & { min?: number } = {}) {
  const min = options.min ?? (options.optional ? 0 : 1);
  return applyDecorators(
    documented(options, { type: String, maxLength: max, ...(min ? { minLength: min } : {}) }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    ...presence(options),
    IsString(),
    ...(min > 0 ? [MinLength(min)] : []),
    MaxLength(max),
  );
}

/** A whole number between `min` and `max` (both within a PostgreSQL `integer`), converted from a query string. */
export function BoundedInt(min: number, max: number, options: FieldOptions = {}) {
  return applyDecorators(
    documented(options, { type: Number, minimum: min, maximum: max }),
    Type(() => Number),
    ...(options.optional ? [IsOptional()] : []),
    IsInt(),
    Min(min),
    Max(max),
  );
}

/** A reference to a row with an `integer` id (a state, a category, ...). */
export function StoredIdField(options: FieldOptions = {}) {
  return BoundedInt(1, INT4_MAX, options);
}

/** A list of UUIDs (people, orders, ...), at most `max` of them. */
export function UuidList(max: number, options: FieldOptions = {}) {
  return applyDecorators(
    documented(options, { type: [String], format: 'uuid', maxItems: max }),
    ...(options.optional ? [IsOptional()] : []),
    IsArray(),
    ArrayMaxSize(max),
    IsUUID('all', { each: true }),
  );
}
