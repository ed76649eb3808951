import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LocalObjectStore } from './local-object-store';
import { ObjectStore } from './object-store';
import type { S3ObjectStore } from './s3-object-store';

/**
 * The S3-compatible bucket when STORAGE_S3_BUCKET is set, the local directory (STORAGE_DIR) otherwise. The S3 client
 * (about 20 MB in every process) is loaded only when a bucket is set.
 */
export function objectStoreFor(config: AppConfig): ObjectStore {
  if (!config.storageS3) return new LocalObjectStore(config.storageDir);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const s3 = require('./s3-object-store') as { S3ObjectStore: typeof S3ObjectStore };
  return new s3.S3ObjectStore(config.storageS3);
}

export const objectStoreProvider = { provide: ObjectStore, inject: [APP_CONFIG], useFactory: objectStoreFor };
