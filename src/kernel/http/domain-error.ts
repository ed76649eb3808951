// Transitional: DomainError moved to src/kernel/errors/domain-error.ts; this path stays until every import moved.
export { ConcurrencyConflictError, DomainError, NotFoundError, ValidationFailedError } from '../errors/domain-error';
export type { ErrorParams, FieldError } from '../errors/domain-error';
