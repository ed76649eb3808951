/** The farmer import's steps as the page shows them, and the checks of a chosen file before it is sent. */
import { ApiError } from '../../api/errors';
import type { ImportReport } from '../types';
import { messageOf } from '../ui';

/** The spec's upload limit (the server's may be raised for a programme; it then says so itself). */
const MAX_BYTES = 2 * 1024 * 1024;
export const POLL_MS = 1000;
const EXCEL = /\.xlsx$/i;

export type Stage =
  | { kind: 'idle' }
  | { kind: 'working'; dryRun: boolean; progress: number | null }
  | { kind: 'done'; report: ImportReport; message: string }
  | { kind: 'failed'; message: string; details: string[] };

/** A refusal's message and its details (e.g. each missing column), as the API answers them. */
export const failureOf = (error: unknown, fallback: string): { message: string; details: string[] } => ({
  message: messageOf(error, fallback),
  details: error instanceof ApiError ? error.fieldErrors.map((e) => e.message) : [],
});

/** The client's checks of the chosen file, before anything is sent (the server checks the content again). */
export function fileProblem(file: File): 'notExcel' | 'tooLarge' | null {
  if (!EXCEL.test(file.name)) return 'notExcel';
  if (file.size > MAX_BYTES) return 'tooLarge';
  return null;
}
