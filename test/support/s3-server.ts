import S3rver from '@20minutes/s3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real server speaking the S3 protocol on a free local port, keeping its objects in a temporary directory. */
export class LocalS3Server {
  private server: S3rver | null = null;
  private directory = '';
  endpoint = '';

  /** Starts the server with `buckets` already made, and answers the STORAGE_S3_* settings that reach it. */
  async start(buckets: string[] = []): Promise<Record<string, string>> {
    this.directory = mkdtempSync(join(tmpdir(), 'kasuwa-s3-'));
    this.server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: this.directory,
      configureBuckets: buckets.map((name) => ({ name })),
      // It signs bucket-level requests (HeadBucket, CreateBucket) differently from today's AWS SDK; object requests match.
      allowMismatchedSignatures: true,
    });
    const { port } = await this.server.run();
    this.endpoint = `http://127.0.0.1:${port}`;
    return this.settings('kasuwa-test');
  }

  settings(bucket: string): Record<string, string> {
    return {
      STORAGE_S3_ENDPOINT: this.endpoint,
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_REGION: 'us-east-1',
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    };
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = null;
    if (this.directory) rmSync(this.directory, { recursive: true, force: true });
  }
}
