import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Clock } from '../clock/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { API_PREFIX } from '../http/api-prefix';
import { DomainError } from '../errors/domain-error';
import { FilesErrors } from './files.errors';

/** What a download link opens: a stored file, under the name the recipient sees. */
export interface LinkedFile {
  storageKey: string;
  fileName: string;
}

/**
 * Signed, expiring links to stored exports, for files too large to mail: whoever holds the link may download the file
 * until it expires (EXPORT_LINK_TTL_SECONDS), and nothing else. The signing key is derived from the JWT secret for
 * this one use, so a link can never pass as an access token, nor the reverse.
 */
@Injectable()
export class DownloadLinks {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('kasuwa export download links').digest();
  }

  url(file: LinkedFile): string {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + this.config.exportLinkTtlSeconds;
    const payload = Buffer.from(JSON.stringify({ k: file.storageKey, n: file.fileName, e: expires })).toString(
      'base64url',
    );
    return `${this.config.publicUrl}/${API_PREFIX}/exports/download?token=${payload}.${this.sign(payload)}`;
  }

  /** The file a token opens; EXPORT_LINK_INVALID when it was not made here, EXPORT_LINK_EXPIRED once it has expired. */
  open(token: string): LinkedFile {
    const [payload, signature, ...rest] = token.split('.');
    const expected = payload ? Buffer.from(this.sign(payload)) : null;
    const given = Buffer.from(signature ?? '');
    if (!expected || rest.length || given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new DomainError(FilesErrors.EXPORT_LINK_INVALID);
    const { k, n, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      k: string;
      n: string;
      e: number;
    };
    if (Math.floor(this.clock.now().getTime() / 1000) >= e) throw new DomainError(FilesErrors.EXPORT_LINK_EXPIRED);
    return { storageKey: k, fileName: n };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
