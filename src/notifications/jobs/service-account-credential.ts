import type { Credential, GoogleOAuthAccessToken } from 'firebase-admin/app';
import { sign } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** The fields of a Google service-account JSON key that the token exchange uses. */
export interface ServiceAccountKey {
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
  /** Where the signed assertion is exchanged for an access token (Google's, unless the key names another). */
  token_uri?: string;
}

export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const SCOPES = 'https://www.googleapis.com/auth/cloud-platform https://www.googleapis.com/auth/firebase.messaging';
const TOKEN_TIMEOUT_MS = 10_000;

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** FIREBASE_CREDENTIALS: the path of a service-account JSON file, or the JSON itself. */
export function readServiceAccount(setting: string): ServiceAccountKey {
  const text = setting.trimStart().startsWith('{')
    ? setting
    : existsSync(setting)
      ? readFileSync(setting, 'utf8')
      : null;
  if (text === null) throw new Error(`FIREBASE_CREDENTIALS: no file at ${setting}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('FIREBASE_CREDENTIALS: not a service-account JSON');
  }
  const key: Partial<Record<keyof ServiceAccountKey, unknown>> = isObject(parsed) ? parsed : {};
  for (const field of ['project_id', 'client_email', 'private_key'] as const) {
    if (typeof key[field] !== 'string' || !key[field])
      throw new Error(`FIREBASE_CREDENTIALS: the service account has no ${field}`);
  }
  return key as ServiceAccountKey;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * firebase-admin's credential for a service account, exchanging a signed JWT for an access token (RFC 7523, as Google's
 * libraries do) at the key's own `token_uri`. firebase-admin's `cert()` cannot be pointed elsewhere: the Google auth
 * library it uses (v10) always asks https://oauth2.googleapis.com/token and ignores the HTTP agent it is given.
 * firebase-admin keeps the token until shortly before it expires.
 */
export class ServiceAccountCredential implements Credential {
  constructor(private readonly key: ServiceAccountKey) {}

  async getAccessToken(): Promise<GoogleOAuthAccessToken> {
    const tokenUri = this.key.token_uri || GOOGLE_TOKEN_URI;
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(
      JSON.stringify({
        alg: 'RS256',
        typ: 'JWT',
        ...(this.key.private_key_id ? { kid: this.key.private_key_id } : {}),
      }),
    );
    const claims = base64url(
      JSON.stringify({ iss: this.key.client_email, scope: SCOPES, aud: tokenUri, iat: now, exp: now + 3600 }),
    );
    const signature = sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), this.key.private_key).toString(
      'base64url',
    );
    const form = new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${header}.${claims}.${signature}`,
    }).toString();
    const { status, body } = await post(tokenUri, form);
    let answer: { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown };
    try {
      const parsed: unknown = JSON.parse(body);
      answer = isObject(parsed) ? parsed : {};
    } catch {
      throw new Error(`The token endpoint answered ${status} with a body that is not JSON`);
    }
    if (status !== 200 || typeof answer.access_token !== 'string') {
      throw new Error(
        `The token endpoint refused the service account (${status}): ${String(answer.error ?? '')} ${String(answer.error_description ?? '')}`.trim(),
      );
    }
    return {
      access_token: answer.access_token,
      expires_in: typeof answer.expires_in === 'number' ? answer.expires_in : 3600,
    };
  }
}

function post(url: string, form: string): Promise<{ status: number; body: string }> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) },
        timeout: TOKEN_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`The token endpoint did not answer within ${TOKEN_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(form);
  });
}
