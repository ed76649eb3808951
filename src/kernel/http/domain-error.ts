/**
 * An error a module raises on purpose. `code` names the message in the i18n catalogue
 * (src/kernel/i18n/messages.*.ts); the HTTP edge turns it into the error envelope with `status`.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly params: Record<string, string | number> = {},
    readonly errors: { field: string; message: string }[] = [],
  ) {
    super(code);
  }
}

export class ConcurrencyConflictError extends DomainError {
  constructor(streamId: string, expected: unknown) {
    super('CONCURRENCY_CONFLICT', 409, { streamId, expected: String(expected) });
  }
}

export class NotFoundError extends DomainError {
  constructor(code = 'NOT_FOUND', params: Record<string, string | number> = {}) {
    super(code, 404, params);
  }
}

export class ValidationFailedError extends DomainError {
  constructor(errors: { field: string; message: string }[], code = 'VALIDATION_FAILED') {
    super(code, 400, {}, errors);
  }
}
