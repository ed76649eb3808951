import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LocalObjectStore } from './local-object-store';
import { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-object-store';

/** The S3-compatible bucket when STORAGE_S3_BUCKET is set, the local directory (STORAGE_DIR) otherwise. */
export function objectStoreFor(config: AppConfig): ObjectStore {
  return config.storageS3 ? new S3ObjectStore(config.storageS3) : new LocalObjectStore(config.storageDir);
}

export const objectStoreProvider = { provide: ObjectStore, inject: [APP_CONFIG], useFactory: objectStoreFor };
