/**
 * A worker thread reading one sheet of a workbook (see sheetRowBatchesInThread): it parses the sheet's XML (see sheetRows) and
 * posts its lines in batches, a few batches ahead of the thread reading them, then `end` (or `failed`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { sheetRows, SheetRow, SheetUnreadable } from './excel-sheet-rows';

export interface SheetRowsRequest {
  bytes: Uint8Array;
  sheet: number;
  batchRows: number;
  /** How many batches may be posted and not yet taken. */
  ahead: number;
}

export type SheetRowsMessage =
  | { kind: 'rows'; rows: SheetRow[] }
  | { kind: 'end' }
  | { kind: 'failed'; code: SheetUnreadable['code'] | null; message: string };

async function post(): Promise<void> {
  const port = parentPort!;
  const { bytes, sheet, batchRows, ahead } = workerData as SheetRowsRequest;
  let credit = ahead;
  let waiting: (() => void) | null = null;
  port.on('message', () => {
    credit++;
    waiting?.();
    waiting = null;
  });
  const send = async (message: SheetRowsMessage) => {
    while (credit <= 0) await new Promise<void>((resolve) => (waiting = resolve));
    credit--;
    port.postMessage(message);
  };
  try {
    let batch: SheetRow[] = [];
    for await (const row of sheetRows(bytes, sheet)) {
      batch.push(row);
      if (batch.length >= batchRows) {
        await send({ kind: 'rows', rows: batch });
        batch = [];
      }
    }
    if (batch.length) await send({ kind: 'rows', rows: batch });
    port.postMessage({ kind: 'end' } satisfies SheetRowsMessage);
  } catch (error) {
    port.postMessage({
      kind: 'failed',
      code: error instanceof SheetUnreadable ? error.code : null,
      message: (error as Error).message,
    } satisfies SheetRowsMessage);
  }
}

void post();
