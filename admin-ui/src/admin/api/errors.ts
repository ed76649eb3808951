/**
 * What a failed call of the console's data provider throws, and how screens read it.
 * Every call, standard or custom, fails with an `ApiError`: react-admin's HttpError (its forms show `body.errors`
 * beside their inputs) that also carries the API's error code and its per-field messages as a list.
 */
import { HttpError as RaHttpError } from 'react-admin';
import { HttpError, type FieldError } from '../../shared/http';

export type { FieldError };

export class ApiError extends RaHttpError {
  /** The API's error code (e.g. 'VALIDATION_FAILED'), when it sent one. */
  readonly code?: string;
  /** The per-field messages of a validation error, in the API's order. */
  readonly fieldErrors: FieldError[];

  constructor(
    message: string,
    status: number,
    body: Record<string, unknown>,
    code: string | undefined,
    fieldErrors: FieldError[],
  ) {
    super(message, status, body);
    // react-admin's HttpError sets its own prototype; an ApiError stays one.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/** The transport's error as the data provider throws it; any other failure (an abort) as it is. */
export function toApiError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  // A field's first message (its presence before its length), as fieldErrorMap gives it.
  const byField: Record<string, string> = {};
  for (const { field, message } of error.errors) {
    if (field && !(field in byField)) byField[field] = message;
  }
  const body = typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};
  return new ApiError(
    error.message,
    error.status,
    {
      ...body,
      code: error.code,
      errors: Object.keys(byField).length ? { ...byField, root: { serverError: error.message } } : undefined,
    },
    error.code,
    error.errors,
  );
}

/** The HTTP status of a failed call (0 when the server could not be reached or the failure is not the API's). */
export function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

/** The per-field messages of a failed call, as a list. */
export function fieldErrorList(error: unknown): FieldError[] {
  const list = (error as { fieldErrors?: unknown } | null)?.fieldErrors;
  return Array.isArray(list) ? (list as FieldError[]) : [];
}

/** The message of one field in a failed call's validation errors. */
export function fieldError(error: unknown, field: string): string | undefined {
  return fieldErrorList(error).find((item) => item.field === field)?.message;
}

/** The per-field messages keyed by field (the first one of each), for a form's own state. */
export function fieldErrorMap(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldErrorList(error)) if (field && !errors[field]) errors[field] = message;
  return errors;
}

/** The per-field errors a failed save carries (react-admin's `body.errors`), for a react-admin form to show. */
export function fieldErrorsOf(error: unknown): Record<string, unknown> | undefined {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, unknown>) : undefined;
}

/**
 * A react-admin form's submission: `send` (the call and what follows it), then nothing, or the field errors of its
 * failure for the form to show under their inputs (the failure itself is notified by the mutation).
 */
export async function fieldErrorsAfter(send: () => Promise<unknown>): Promise<Record<string, unknown> | undefined> {
  try {
    await send();
    return undefined;
  } catch (error) {
    return fieldErrorsOf(error);
  }
}

/** True when the server answered with its own (translated) message, not just an HTTP status. */
export function hasServerMessage(error: unknown): boolean {
  const message = (error as { body?: { message?: unknown } } | null)?.body?.message;
  return error instanceof Error && typeof message === 'string' && !!message;
}

/** The API's own (translated) message carried by a failed call, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The message of a change the API accepted (`{ success, message, data }`), else `fallback`. */
export function successMessage(answer: unknown, fallback: string): string {
  const message = (answer as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}
