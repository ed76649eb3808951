import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../config/app-config';
import { DomainError, NotFoundError } from '../errors/domain-error';
import { checkedKey, ObjectStore } from './object-store';
import { KernelErrors } from '../errors/kernel.errors';

const statusOf = (error: unknown) => (error as S3ServiceException).$metadata?.httpStatusCode;
/** A refused connection comes as an AggregateError with no message: its code says more. */
const reasonOf = (error: unknown) => {
  const e = error as NodeJS.ErrnoException;
  return e.message || e.code || e.name;
};

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, …), so that every API and worker machine sees the same files.
 * When the service cannot be reached, callers get STORAGE_UNAVAILABLE (503) and the cause is logged.
 */
export class S3ObjectStore extends ObjectStore implements OnModuleInit, OnApplicationShutdown {
  readonly backend = 's3' as const;
  private readonly logger = new Logger('Storage');
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageConfig) {
    super();
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey! }
        : undefined,
      // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's newer default ones.
      ...(settings.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      maxAttempts: 2,
      // An unreachable service answers an upload with a 503 in seconds, rather than holding the request.
      requestHandler: { connectionTimeout: 2000, requestTimeout: 60000 },
    });
  }

  /** Creates the bucket when it is missing; an unreachable service is logged and does not stop the boot. */
  async onModuleInit(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      if (statusOf(error) !== 404) {
        this.logger.warn(`Bucket ${this.settings.bucket} cannot be reached: ${reasonOf(error)}`);
        return;
      }
      await this.client.send(new CreateBucketCommand({ Bucket: this.settings.bucket })).then(
        () => this.logger.log(`Created bucket ${this.settings.bucket}`),
        (cause: Error) =>
          this.logger.warn(`Bucket ${this.settings.bucket} is missing and could not be created: ${reasonOf(cause)}`),
      );
    }
  }

  onApplicationShutdown(): void {
    this.client.destroy();
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const Key = checkedKey(key);
    await this.client
      .send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      )
      .catch((error) => this.fail('store', key, error));
  }

  async get(key: string): Promise<Readable> {
    const Key = checkedKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key }));
      return object.Body as Readable;
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey' || statusOf(error) === 404) throw new NotFoundError();
      return this.fail('read', key, error);
    }
  }

  async remove(key: string): Promise<void> {
    const Key = checkedKey(key);
    await this.client
      .send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key }))
      .catch((error) => this.fail('remove', key, error));
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket })).catch((error) => {
      throw new Error(`bucket ${this.settings.bucket}: ${reasonOf(error)}`);
    });
  }

  private fail(action: string, key: string, error: unknown): never {
    this.logger.error(`Could not ${action} ${key} in bucket ${this.settings.bucket}: ${reasonOf(error)}`);
    throw new DomainError(KernelErrors.STORAGE_UNAVAILABLE);
  }
}
