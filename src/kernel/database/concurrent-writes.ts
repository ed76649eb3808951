/**
 * Runs up to `writers` writes at once, each on its own connection, and keeps the first failure: once a write has
 * failed, no new one starts, and `finish` waits for those under way (written or not) before throwing it.
 */
export class ConcurrentWrites {
  private readonly running = new Set<Promise<void>>();
  private failure: { reason: unknown } | null = null;

  constructor(private readonly writers: number) {}

  get failed(): boolean {
    return this.failure !== null;
  }

  /** Records a failure met outside the writes (reading what to write): no write starts after it. */
  fail(reason: unknown): void {
    this.failure ??= { reason };
  }

  /** Starts `write` once fewer than `writers` run (unless one has failed meanwhile). */
  async start(write: () => Promise<void>): Promise<void> {
    if (this.running.size >= this.writers) await Promise.race(this.running);
    if (this.failure) return;
    const task: Promise<void> = write()
      .catch((reason: unknown) => this.fail(reason))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Waits for every write under way, then throws the first failure, if any. */
  async finish(): Promise<void> {
    while (this.running.size) await Promise.race(this.running);
    if (this.failure) throw this.failure.reason;
  }
}
