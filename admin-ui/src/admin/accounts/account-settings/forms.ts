import { ApiError, fieldErrorMap, hasServerMessage } from '../../api/errors';

export type FieldErrors = Record<string, string>;

/** The server's per-field messages, keyed by field. */
export const serverFieldErrors = (error: unknown): FieldErrors => fieldErrorMap(error);

/** The server's (already translated) message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return hasServerMessage(error) ? error.message : fallback;
  if (error instanceof Error && error.name === 'Error' && error.message) return error.message;
  return fallback;
}

export const LETTERS = /^[\p{L}][\p{L}\p{M}' -]*$/u;
export const DIGITS = /^\d+$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 6;
