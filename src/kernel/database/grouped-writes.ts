interface Waiting<T> {
  row: T;
  written: () => void;
  failed: (error: unknown) => void;
}

/**
 * Rows that requests write at the same time, written together: while one statement runs, the rows that arrive wait
 * and go in the next one (at most `maxRows` a statement). Each caller's promise settles once the statement holding its
 * row has committed, so it is as durable as a statement of its own; a request never answers before its row is written.
 * When a grouped statement fails, its rows are written one by one, so that only a row that cannot be written fails.
 */
export class GroupedWrites<T> {
  private waiting: Waiting<T>[] = [];
  private writing = false;

  constructor(
    private readonly write: (rows: T[]) => Promise<unknown>,
    private readonly maxRows = 500,
  ) {}

  add(row: T): Promise<void> {
    return new Promise<void>((written, failed) => {
      this.waiting.push({ row, written, failed });
      if (!this.writing) void this.writeWaiting();
    });
  }

  private async writeWaiting(): Promise<void> {
    this.writing = true;
    while (this.waiting.length) {
      const group = this.waiting.splice(0, this.maxRows);
      try {
        await this.write(group.map((w) => w.row));
        group.forEach((w) => w.written());
      } catch (error) {
        if (group.length === 1) group[0].failed(error);
        else for (const w of group) await this.write([w.row]).then(w.written, w.failed);
      }
    }
    this.writing = false;
  }
}
