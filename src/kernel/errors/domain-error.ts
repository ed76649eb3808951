import { KernelErrors } from './kernel.errors';
import { statusOfCode } from './error-table';

export type ErrorParams = Record<string, string | number>;
export interface FieldError {
  field: string;
  /** A message, or an error-table / message-catalogue key that the edge translates. */
  message: string;
}

/**
 * An error a module raises on purpose: `new DomainError(code, params?, fieldErrors?)`. `code` is declared in the
 * module's error table (`<area>.errors.ts`), which gives the HTTP status and the texts; the domain knows no HTTP.
 */
export class DomainError extends Error {
  readonly params: ErrorParams;
  readonly errors: FieldError[];
  /** A status that wins over the table's, set by `answeredWith`. */
  protected statusOverride: number | undefined = undefined;

  constructor(
    readonly code: string,
    params: ErrorParams = {},
    errors: FieldError[] = [],
  ) {
    super(code);
    this.params = params;
    this.errors = errors;
  }

  /** The status the edge answers: the code's entry in its error table (see `fallbackStatus` for a code none declares). */
  get status(): number {
    return this.statusOverride ?? statusOfCode(this.code) ?? this.fallbackStatus;
  }

  protected get fallbackStatus(): number {
    return 500;
  }

  /**
   * The same error, answered with another status than its table's. Rare, for a rule of the spec about one call
   * (a staff member already registered answers 208 where every other duplicate answers 409).
   */
  answeredWith(status: number): DomainError {
    const error = new DomainError(this.code, this.params, this.errors);
    error.statusOverride = status;
    return error;
  }
}

export class ConcurrencyConflictError extends DomainError {
  constructor(streamId: string, expected: unknown) {
    super(KernelErrors.CONCURRENCY_CONFLICT, { streamId, expected: String(expected) });
  }
}

export class NotFoundError extends DomainError {
  constructor(code: string = KernelErrors.NOT_FOUND, params: ErrorParams = {}) {
    super(code, params);
  }

  protected override get fallbackStatus(): number {
    return 404;
  }
}

export class ValidationFailedError extends DomainError {
  constructor(errors: FieldError[], code: string = KernelErrors.VALIDATION_FAILED) {
    super(code, {}, errors);
  }

  protected override get fallbackStatus(): number {
    return 400;
  }
}
