import { useEffect, useSyncExternalStore } from 'react';
import { http } from '../../../shared/http';
import { toApiError } from '../../api/errors';
import { getSessionUser } from '../../../shared/session';
import { IndexedDbQueueStore } from './indexedDbStore';
import { MemoryQueueStore, OfflineQueue, type QueuedSubmission } from './queue';

/**
 * The request of a queued item: multipart when it carries files, JSON otherwise. The queue is a transport (what the
 * data provider's farmers calls queued, sent when the connection allows), so it uses the fetch wrapper; its
 * failures are ApiErrors like every data-provider call's.
 */
export function sendSubmission(item: QueuedSubmission): Promise<unknown> {
  return send(item).catch((error: unknown) => {
    throw toApiError(error);
  });
}

function send(item: QueuedSubmission): Promise<unknown> {
  const files = Object.entries(item.files ?? {});
  if (!files.length) return http(item.path, { method: item.method, body: item.fields });
  const form = new FormData();
  for (const [name, value] of Object.entries(item.fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [name, file] of files) form.append(name, file, (file as File).name || name);
  return http(item.path, { method: item.method, body: form });
}

/** Alone across the browser's tabs where the browser can say so. */
const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
  const locks =
    (typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined) ??
    undefined;
  return locks ? (locks.request('kasuwa-farmers-offline-queue', task) as Promise<T>) : task();
};

const RETRY_MS = 15_000;

/** The console's one queue of farmer, farm and record submissions (IndexedDB where the browser has it). */
export const farmersQueue = new OfflineQueue(
  typeof indexedDB === 'undefined' ? new MemoryQueueStore() : new IndexedDbQueueStore(),
  sendSubmission,
  {
    exclusive,
    owner: () => {
      const id = getSessionUser()?.id;
      return id === undefined ? undefined : String(id);
    },
  },
);

let started = false;

/** Sends what waits when the connection returns, and every 15 s while something waits. */
function startSync() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void farmersQueue.flush());
  window.setInterval(() => {
    if (farmersQueue.snapshot().some((item) => !item.failed) && navigator.onLine !== false) void farmersQueue.flush();
  }, RETRY_MS);
  void farmersQueue.load().then(() => farmersQueue.flush());
}

const subscribe = (listener: () => void) => farmersQueue.subscribe(listener);
const snapshot = () => farmersQueue.snapshot();

/** The submissions waiting on this device (and starts sending them when the connection allows). */
export function usePendingSubmissions(): QueuedSubmission[] {
  useEffect(startSync, []);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser thinks it is connected. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine !== false,
    () => true,
  );
