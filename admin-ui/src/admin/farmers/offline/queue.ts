/**
 * The farmers screens' offline queue: a farmer, farm or planting-record submission that cannot reach the server
 * (the browser is offline, or the request fails on the network) is kept on this device with the id the console
 * gave the object, shown as pending, and sent when the connection returns. Items go out one at a time, in the
 * order they were made (a record needs its farm, a farm its farmer), by one sender at a time, and leave the queue
 * once the server has answered: a request whose answer was lost is sent again with the same id, which the server
 * takes as the same object, so nothing is ever made twice. An item the server refuses (a 4xx other than 401/408/429)
 * stays in the list as failed, with the server's message, until the person discards it.
 */

export type QueuedKind = 'FARMER' | 'FARM' | 'RECORD';

export interface QueuedSubmission {
  /**
   * What the item is kept under: the object's creation, or its latest change (a newer change of the same object
   * replaces the one waiting, in its place; a creation and a change of the same object are two items, in order).
   */
  key: string;
  /** The object's id, chosen by the console (the request's `id`). */
  id: string;
  kind: QueuedKind;
  /** What the person recognises it by (the farmer's name, the farm's, the crop and season). */
  label: string;
  method: 'POST' | 'PUT';
  path: string;
  /** The JSON body, or the text fields of a multipart form. */
  fields: Record<string, unknown>;
  /** The files of a multipart form (Blobs keep in IndexedDB). */
  files?: Record<string, Blob>;
  /** The farmer it belongs to, to show it on their page. */
  farmerId?: string;
  /** Who made it: it is sent only in their session, and shown only to them. */
  ownerId?: string;
  /** Milliseconds since 1970, and an order among items queued in the same millisecond. */
  queuedAt: number;
  seq: number;
  attempts: number;
  lastError?: string;
  /** The server refused it: not sent again. */
  failed?: boolean;
}

/** Where the queue keeps its items (IndexedDB in the browser, memory in tests). */
export interface QueueStore {
  all(): Promise<QueuedSubmission[]>;
  put(item: QueuedSubmission): Promise<void>;
  remove(key: string): Promise<void>;
}

/** A failure of a send: `status` 0 when the server could not be reached. */
export interface SendFailure {
  status: number;
  message: string;
}

export type Sender = (item: QueuedSubmission) => Promise<unknown>;

export type SubmitOutcome<T> = { status: 'SENT'; result: T } | { status: 'QUEUED'; item: QueuedSubmission };

/** What a submission is made of (the queue adds its key, its place and its attempts). */
export type Submission = Omit<QueuedSubmission, 'key' | 'queuedAt' | 'seq' | 'attempts'>;

/** A creation is kept under its object's id; a change under the object's id and its path. */
export const keyOf = (submission: Pick<QueuedSubmission, 'id' | 'method' | 'path'>) =>
  submission.method === 'POST' ? `create ${submission.id}` : `change ${submission.id} ${submission.path}`;

export interface QueueOptions {
  /** navigator.onLine by default. */
  isOnline?: () => boolean;
  /** Runs `task` alone across the browser's tabs (navigator.locks when there is one). */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
  now?: () => number;
  /** The signed-in person: only their items are shown and sent. */
  owner?: () => string | undefined;
}

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Worth sending again later: the network, the server's own trouble, an expired session, too many requests. */
export const isTransient = (error: unknown): boolean => {
  const status = statusOf(error);
  return status === 0 || status >= 500 || status === 401 || status === 408 || status === 429;
};

export class MemoryQueueStore implements QueueStore {
  private readonly items = new Map<string, QueuedSubmission>();
  async all() {
    return [...this.items.values()].map((item) => ({ ...item }));
  }
  async put(item: QueuedSubmission) {
    this.items.set(item.key, { ...item });
  }
  async remove(key: string) {
    this.items.delete(key);
  }
}

const byOrder = (a: QueuedSubmission, b: QueuedSubmission) => a.queuedAt - b.queuedAt || a.seq - b.seq;

export class OfflineQueue {
  private items: QueuedSubmission[] = [];
  private loaded: Promise<void> | null = null;
  private flushing: Promise<number> | null = null;
  private readonly listeners = new Set<() => void>();
  private seq = 0;
  private readonly isOnline: () => boolean;
  private readonly exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  private readonly now: () => number;
  private readonly owner: () => string | undefined;

  constructor(
    private readonly store: QueueStore,
    private readonly send: Sender,
    options: QueueOptions = {},
  ) {
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.exclusive = options.exclusive ?? ((task) => task());
    this.now = options.now ?? (() => Date.now());
    this.owner = options.owner ?? (() => undefined);
  }

  private mine(item: QueuedSubmission): boolean {
    const owner = this.owner();
    return !owner || !item.ownerId || item.ownerId === owner;
  }

  /** The signed-in person's items on this device, oldest first (the same array until something changes). */
  snapshot(): QueuedSubmission[] {
    return this.items;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Reads what an earlier visit left on this device. */
  load(): Promise<void> {
    this.loaded ??= this.store.all().then((items) => {
      this.items = items.filter((item) => this.mine(item)).sort(byOrder);
      this.seq = Math.max(0, ...items.map((item) => item.seq)) + 1;
      this.notify();
    });
    return this.loaded;
  }

  /**
   * Sends the submission now when it can, else keeps it: answers SENT with the server's answer, or QUEUED. Behind
   * items still waiting it waits its turn. A refusal of the server (a field error) is thrown, as a plain call's.
   */
  async submit<T>(submission: Submission): Promise<SubmitOutcome<T>> {
    await this.load();
    const waiting = this.items.some((item) => !item.failed);
    submission = { ownerId: this.owner(), ...submission };
    if (!waiting && this.isOnline()) {
      try {
        return {
          status: 'SENT',
          result: (await this.send({
            ...submission,
            key: keyOf(submission),
            queuedAt: this.now(),
            seq: 0,
            attempts: 1,
          })) as T,
        };
      } catch (error) {
        if (!isTransient(error)) throw error;
        return { status: 'QUEUED', item: await this.keep(submission, messageOf(error)) };
      }
    }
    const item = await this.keep(submission);
    if (this.isOnline()) void this.flush();
    return { status: 'QUEUED', item };
  }

  private async keep(submission: Submission, lastError?: string): Promise<QueuedSubmission> {
    const key = keyOf(submission);
    const known = this.items.find((item) => item.key === key);
    const item: QueuedSubmission = {
      ...submission,
      key,
      queuedAt: known?.queuedAt ?? this.now(),
      seq: known?.seq ?? this.seq++,
      attempts: lastError ? 1 : 0,
      lastError,
    };
    await this.store.put(item);
    this.items = [...this.items.filter((other) => other.key !== item.key), item].sort(byOrder);
    this.notify();
    return item;
  }

  /**
   * Sends what waits, oldest first, one at a time; stops at the first item the network cannot take (the rest
   * would fail the same way). One flush at a time: a second call joins the running one. Answers how many were sent.
   */
  flush(): Promise<number> {
    this.flushing ??= this.exclusive(() => this.sendWaiting()).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async sendWaiting(): Promise<number> {
    await this.load();
    // Another tab may have sent some meanwhile: the store says what is left.
    this.items = (await this.store.all()).filter((item) => this.mine(item)).sort(byOrder);
    this.notify();
    let sent = 0;
    for (const item of [...this.items]) {
      if (item.failed) continue;
      if (!this.isOnline()) break;
      try {
        await this.send({ ...item, attempts: item.attempts + 1 });
      } catch (error) {
        const transient = isTransient(error);
        await this.update({ ...item, attempts: item.attempts + 1, lastError: messageOf(error), failed: !transient });
        if (transient) break;
        continue;
      }
      await this.store.remove(item.key);
      this.items = this.items.filter((other) => other.key !== item.key);
      sent++;
      this.notify();
    }
    return sent;
  }

  private async update(item: QueuedSubmission) {
    await this.store.put(item);
    this.items = this.items.map((other) => (other.key === item.key ? item : other));
    this.notify();
  }

  /** Forgets an item (a failed one the person gives up on). */
  async discard(key: string): Promise<void> {
    await this.store.remove(key);
    this.items = this.items.filter((item) => item.key !== key);
    this.notify();
  }

  private notify() {
    this.items = [...this.items];
    this.listeners.forEach((listener) => listener());
  }
}

/**
 * A version 7 UUID (RFC 9562), as the server makes ids: the time in milliseconds over the first 48 bits, the rest
 * random. What an agent captures offline then sorts, and sits in the tables' indexes, beside what was made at the
 * same time online.
 */
export function newId(now = Date.now()): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  for (let i = 5, time = now; i >= 0; i--, time = Math.floor(time / 256)) bytes[i] = time % 256;
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
