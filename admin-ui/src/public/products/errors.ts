import { hasServerMessage, HttpError } from '../../shared/http';

/** The server's own (already translated) words when it sent some, else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return hasServerMessage(error) ? error.message : fallback;
}

export const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;
