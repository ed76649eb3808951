import { BULK_HEAP_GROWING_PERCENT, heapGrowthForBulkWork, startupHeapGrowingPercent } from './heap-growth';

describe('the heap growth of bulk work', () => {
  it("reads the process's own flag, the command line over NODE_OPTIONS", () => {
    expect(startupHeapGrowingPercent(['--max-old-space-size=320', '--heap-growing-percent=50'], '')).toBe(50);
    expect(startupHeapGrowingPercent([], '--require x --heap_growing_percent=70')).toBe(70);
    expect(startupHeapGrowingPercent(['--heap-growing-percent=40'], '--heap-growing-percent=70')).toBe(40);
    expect(startupHeapGrowingPercent(['--max-semi-space-size=16'], '')).toBe(0);
  });

  it('raises the factor while bulk work runs, and puts the process’s back when the last of several ends, even failed', async () => {
    const set: string[] = [];
    const during = heapGrowthForBulkWork(50, (flags) => set.push(flags));
    let endFirst!: () => void;
    const first = during(() => new Promise<void>((resolve) => (endFirst = resolve)));
    const second = during(async () => {
      throw new Error('the import failed');
    });
    await expect(second).rejects.toThrow('the import failed');
    expect(set).toEqual([`--heap-growing-percent=${BULK_HEAP_GROWING_PERCENT}`]);
    endFirst();
    await first;
    expect(set).toEqual([`--heap-growing-percent=${BULK_HEAP_GROWING_PERCENT}`, '--heap-growing-percent=50']);
    await during(async () => undefined);
    expect(set).toHaveLength(4);
  });

  it("leaves a process on V8's own factor, or on a larger one, as it is", async () => {
    const set: string[] = [];
    await heapGrowthForBulkWork(0, (flags) => set.push(flags))(async () => undefined);
    await heapGrowthForBulkWork(BULK_HEAP_GROWING_PERCENT * 2, (flags) => set.push(flags))(async () => undefined);
    expect(set).toEqual([]);
  });
});
