import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what a full collection leaves (percent) while a bulk write runs in the
 * process. The worker starts with --heap-growing-percent=50, which keeps an export's memory low; a bulk import keeps a
 * steady stream of rows in flight, and with 50 it paid a full collection (about 80 MB marked on V8's helper threads)
 * every 40 MB or so of promoted rows. For 100,000 rows (bench/farmer-import.bench.ts), V8's helper threads took 4.1 to
 * 4.6 s of CPU with 50, 2.9 to 3.4 s with 100 and 2.7 to 2.8 s with 200; the import 15.2 to 15.9 s with 100 and 14.4 s
 * with 200, its worker peaking at 396 to 409 MB and 435 to 437 MB. The heap limit (--max-old-space-size) bounds it.
 */
export const BULK_HEAP_GROWING_PERCENT = 200;

/** The process's own --heap-growing-percent (its command line, else NODE_OPTIONS); 0, V8's own factor, when none. */
export function startupHeapGrowingPercent(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions = process.env.NODE_OPTIONS ?? '',
): number {
  const flags = [...nodeOptions.split(/\s+/), ...execArgv];
  let percent = 0;
  for (const flag of flags) {
    const set = /^--heap[-_]growing[-_]percent=(\d+)$/.exec(flag);
    if (set) percent = Number(set[1]);
  }
  return percent;
}

/**
 * Runs bulk work with the heap's growing factor raised to BULK_HEAP_GROWING_PERCENT, and puts the process's own back
 * when the last bulk work running at once ends. V8 reads the flag at the end of each full collection, so the change
 * holds from the next one. The flag is the process's: work running beside the bulk work (an export) grows the same
 * way meanwhile. A process on V8's own factor (no flag), or on a larger one, is left as it is.
 */
export function heapGrowthForBulkWork(startupPercent: number, setFlags: (flags: string) => void = setFlagsFromString) {
  const raises = startupPercent > 0 && startupPercent < BULK_HEAP_GROWING_PERCENT;
  let running = 0;
  return async function during<T>(work: () => Promise<T>): Promise<T> {
    if (raises && running++ === 0) setFlags(`--heap-growing-percent=${BULK_HEAP_GROWING_PERCENT}`);
    try {
      return await work();
    } finally {
      if (raises && --running === 0) setFlags(`--heap-growing-percent=${startupPercent}`);
    }
  };
}
