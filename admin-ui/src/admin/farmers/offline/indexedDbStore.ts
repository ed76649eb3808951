import type { QueuedSubmission, QueueStore } from './queue';

const DB = 'kasuwa-offline';
const STORE = 'farmers-submissions';
/** Items are kept under their `key`. */

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** The queue's items in the browser's IndexedDB (files included), one database per browser profile. */
export class IndexedDbQueueStore implements QueueStore {
  private db: Promise<IDBDatabase> | null = null;

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(DB, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE))
          request.result.createObjectStore(STORE, { keyPath: 'key' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return this.db;
  }

  private async run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const db = await this.open();
    return done(action(db.transaction(STORE, mode).objectStore(STORE)));
  }

  all() {
    return this.run('readonly', (store) => store.getAll() as IDBRequest<QueuedSubmission[]>);
  }

  async put(item: QueuedSubmission) {
    await this.run('readwrite', (store) => store.put(item));
  }

  async remove(key: string) {
    await this.run('readwrite', (store) => store.delete(key));
  }
}
