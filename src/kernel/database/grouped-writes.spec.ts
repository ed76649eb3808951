import { GroupedWrites } from './grouped-writes';

/** A writer whose statements finish when the test says so, recording the rows of each. */
function slowWriter(refuse: (row: number) => boolean = () => false) {
  const statements: number[][] = [];
  const finish: (() => void)[] = [];
  const write = (rows: number[]) =>
    new Promise<void>((resolve, reject) => {
      statements.push(rows);
      finish.push(() => (rows.some(refuse) ? reject(new Error(`refused ${rows}`)) : resolve()));
    });
  const finishAll = async () => {
    while (finish.length) {
      finish.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { statements, write, finishAll };
}

describe('grouped writes', () => {
  it('writes the rows that arrive while a statement runs in the next one, and settles each once its statement is done', async () => {
    const writer = slowWriter();
    const writes = new GroupedWrites(writer.write);
    const settled: number[] = [];
    const first = writes.add(1).then(() => settled.push(1));
    const rest = [2, 3, 4].map((row) => writes.add(row).then(() => settled.push(row)));
    expect(writer.statements).toEqual([[1]]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual([]);
    await writer.finishAll();
    await Promise.all([first, ...rest]);
    expect(writer.statements).toEqual([[1], [2, 3, 4]]);
    expect(settled).toEqual([1, 2, 3, 4]);
  });

  it('keeps each statement to its most rows', async () => {
    const writer = slowWriter();
    const writes = new GroupedWrites(writer.write, 2);
    const all = [1, 2, 3, 4, 5].map((row) => writes.add(row));
    await writer.finishAll();
    await Promise.all(all);
    expect(writer.statements).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails only the row that cannot be written when its group fails, and goes on with the next rows', async () => {
    const writer = slowWriter((row) => row === 3);
    const writes = new GroupedWrites(writer.write);
    const first = writes.add(1);
    const outcomes = [2, 3, 4].map((row) =>
      writes.add(row).then(
        () => 'written',
        (error: Error) => error.message,
      ),
    );
    await writer.finishAll();
    await first;
    expect(await Promise.all(outcomes)).toEqual(['written', 'refused 3', 'written']);
    const next = writes.add(5);
    await writer.finishAll();
    await next;
    expect(writer.statements).toEqual([[1], [2, 3, 4], [2], [3], [4], [5]]);
  });
});
