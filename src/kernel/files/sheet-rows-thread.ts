import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SheetRowsMessage, SheetRowsRequest } from './excel-rows.worker';
import { SheetRow, SheetUnreadable } from './excel-sheet-rows';

/** Lines per message from the reading thread, and how many messages it may be ahead. */
const BATCH_ROWS = 500;
const BATCHES_AHEAD = 4;
/**
 * The reading thread's heap: the parser's garbage dies young, and what it keeps (the workbook's shared strings, a few
 * batches) is small beside the limit.
 */
const READER_HEAP = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 128 };

/**
 * The worker's entry: the build's JavaScript; from the sources (the tests, the development launcher), the TypeScript
 * file, transpiled as it is loaded by the compiler the sources are run with.
 */
function startReader(request: SheetRowsRequest): Worker {
  const entry = join(__dirname, `excel-rows.worker${extname(__filename)}`);
  if (extname(__filename) !== '.ts') return new Worker(entry, { workerData: request, resourceLimits: READER_HEAP });
  const source = `
    const ts = require(${JSON.stringify(require.resolve('typescript'))});
    const { readFileSync } = require('node:fs');
    require.extensions['.ts'] = (module, filename) => module._compile(ts.transpileModule(readFileSync(filename, 'utf8'), {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    }).outputText, filename);
    require(${JSON.stringify(entry)});`;
  return new Worker(source, { eval: true, workerData: request, resourceLimits: READER_HEAP });
}

/**
 * The lines of one sheet of a workbook, as sheetRows reads them, parsed in a worker thread: a long sheet's XML is parsed
 * beside the caller's work, in a heap of its own, instead of on the caller's event loop. They come in the thread's
 * batches (in order), taken a batch at a time rather than line by line. The thread stays a few batches ahead and is
 * ended when the caller stops reading.
 */
export async function* sheetRowBatchesInThread(bytes: Buffer, sheet = 1): AsyncGenerator<SheetRow[]> {
  const worker = startReader({ bytes: new Uint8Array(bytes), sheet, batchRows: BATCH_ROWS, ahead: BATCHES_AHEAD });
  const inbox: SheetRowsMessage[] = [];
  let wake: (() => void) | null = null;
  let crashed: Error | null = null;
  const nudge = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (message: SheetRowsMessage) => {
    inbox.push(message);
    nudge();
  });
  worker.on('error', (error) => {
    crashed = error;
    nudge();
  });
  worker.on('exit', () => {
    crashed ??= new Error('the sheet reading thread ended before the sheet');
    nudge();
  });
  try {
    for (;;) {
      const message = inbox.shift();
      if (!message) {
        if (crashed) throw new SheetUnreadable('EXCEL_UNREADABLE');
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if (message.kind === 'end') return;
      if (message.kind === 'failed')
        throw message.code ? new SheetUnreadable(message.code) : new Error(message.message);
      worker.postMessage('more');
      yield message.rows;
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}
