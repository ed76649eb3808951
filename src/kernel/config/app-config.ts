import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type ProcessRole = 'all' | 'api' | 'worker';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type LogFormat = 'pretty' | 'json';

/** Every setting Kasuwa reads, parsed once at boot. Nothing else reads process.env. */
export interface AppConfig {
  role: ProcessRole;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Undefined means: start the embedded PostgreSQL under dataDir. */
  databaseUrl?: string;
  embeddedPostgresPort: number;
  /** Undefined means: start a redis-server found on PATH under dataDir. */
  redisUrl?: string;
  embeddedRedisPort: number;
  /** The longest a request waits on one Redis command before answering 503. */
  redisCommandTimeoutMs: number;
  /** The longest one PostgreSQL statement of a GET (read) or of another request (write) may take before it answers 503. */
  dbReadBudgetMs: number;
  dbWriteBudgetMs: number;
  queuePrefix: string;
  jwtSecret: string;
  /** Lifetime of an access token; clients refresh it silently before it ends. */
  jwtTtlSeconds: number;
  /** A session (its refresh token) ends after this many days without use. */
  refreshTtlDays: number;
  smtpUrl?: string;
  mailFrom: string;
  storageDir: string;
  /** Set means: uploads go to this S3-compatible bucket instead of storageDir. */
  storageS3?: S3StorageConfig;
  uploadMaxBytes: number;
  /** An export larger than this is mailed as a time-limited download link rather than attached. */
  mailAttachmentMaxBytes: number;
  /** How long an export's download link works. */
  exportLinkTtlSeconds: number;
  /** The largest farmer spreadsheet accepted (the spec's 2 MB by default; programmes may need more). */
  farmerImportMaxBytes: number;
  /** The most farmers one export may hold. */
  farmerExportLimit: number;
  bodyLimitBytes: number;
  firebaseCredentials?: string;
  /** Push notifications: how many devices one FCM call reaches, and where FCM is reached (Google's host unless set). */
  push: PushConfig;
  adminEmail: string;
  adminPassword?: string;
  logLevel: LogLevel;
  corsOrigins: string[] | true;
  authRateLimitPerMinute: number;
  metricsToken?: string;
  consumerPollMs: number;
  /**
   * How long a BullMQ worker holds a running job without renewing its lock (renewed every half of it), and how often
   * workers look for jobs whose lock expired: a job of a worker that died runs again elsewhere within twice this.
   */
  jobLockMs: number;
  /** argon2id cost: memory in KiB and passes. The defaults are the library's secure ones; tests set the minimum. */
  passwordHash: { memoryKib: number; timeCost: number };
  /** Pretty, coloured log lines (a terminal) or one JSON object per line (anything else). */
  logFormat: LogFormat;
  /** Trust X-Forwarded-For (set only behind a reverse proxy, or clients could pick their own address). */
  trustProxy: boolean;
  /** The weather service (Open-Meteo's API): forecast, seasonal and geocoding hosts, the commercial key, the wait. */
  weather: WeatherConfig;
  /** The SMS and USSD gateway (Africa's Talking); without username and key, SMS are logged and written to dataDir/sms. */
  smsGateway: SmsGatewayConfig;
}

export interface SmsGatewayConfig {
  baseUrl: string;
  username?: string;
  apiKey?: string;
  /** The registered alphanumeric sender id or short code (`from`); the gateway's shared one when unset. */
  senderId?: string;
  /** The USSD code farmers dial (*384*123#): a callback for another code is refused. */
  ussdServiceCode?: string;
  /** Shared secret the callbacks must carry as `?secret=` in the URL the gateway is given. */
  callbackSecret?: string;
  /** Addresses the callbacks may come from (the gateway's published ones); empty means any. */
  callbackSources: string[];
  /** Messages sent a second at most, across workers (the gateway's rate). */
  perSecond: number;
  timeoutMs: number;
  /** USSD steps one phone may take a minute. */
  ussdStepsPerMinute: number;
}

export interface WeatherConfig {
  forecastUrl: string;
  seasonalUrl: string;
  geocodingUrl: string;
  /** Set for Open-Meteo's commercial hosts (customer-...), sent as `apikey`. */
  apiKey?: string;
  timeoutMs: number;
}

export interface PushConfig {
  /** Devices per sendEach call (FCM takes at most 500). */
  batchSize: number;
  /**
   * Set means: FCM calls (fcm.googleapis.com, over HTTP/1.1) are connected to this host instead: a proxy or a local
   * stand-in. The OAuth token comes from the service account's own `token_uri`.
   */
  messagingEndpoint?: string;
}

/** An S3-compatible bucket (AWS S3, MinIO, …) for uploads; STORAGE_S3_BUCKET chooses it. */
export interface S3StorageConfig {
  bucket: string;
  /** Undefined means AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither means the SDK's own credential chain (instance role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `host/bucket/key` rather than `bucket.host/key`: what MinIO and most S3-compatible servers expect. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid setting ${variable}: ${reason}`);
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: Env, name: string, fallback?: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `expected a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `expected a number from ${min} to ${max}, got ${value}`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `expected true or false, got "${raw}"`);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function email(env: Env, name: string, fallback: string): string {
  const value = text(env, name, fallback)!;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw new ConfigError(name, `"${value}" is not an e-mail address`);
  return value.toLowerCase();
}

/** A JWT secret kept in the data directory, so tokens survive restarts when none is configured. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const S3_SETTINGS = [
  'STORAGE_S3_ENDPOINT',
  'STORAGE_S3_REGION',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
  'STORAGE_S3_FORCE_PATH_STYLE',
];

function s3Storage(env: Env): S3StorageConfig | undefined {
  const bucket = text(env, 'STORAGE_S3_BUCKET');
  if (bucket === undefined) {
    const stray = S3_SETTINGS.find((name) => text(env, name) !== undefined);
    if (stray) throw new ConfigError('STORAGE_S3_BUCKET', `required when ${stray} is set`);
    return undefined;
  }
  // The bucket naming rules of S3 (3 to 63 lowercase letters, digits, dots and hyphens).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError('STORAGE_S3_BUCKET', `"${bucket}" is not a valid bucket name`);
  const region = text(env, 'STORAGE_S3_REGION', 'us-east-1')!;
  if (!/^[a-z0-9-]+$/.test(region)) throw new ConfigError('STORAGE_S3_REGION', `"${region}" is not a region name`);
  const accessKeyId = text(env, 'STORAGE_S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'STORAGE_S3_SECRET_ACCESS_KEY');
  if (accessKeyId !== undefined && secretAccessKey === undefined)
    throw new ConfigError('STORAGE_S3_SECRET_ACCESS_KEY', 'required with STORAGE_S3_ACCESS_KEY_ID');
  if (secretAccessKey !== undefined && accessKeyId === undefined)
    throw new ConfigError('STORAGE_S3_ACCESS_KEY_ID', 'required with STORAGE_S3_SECRET_ACCESS_KEY');
  const endpoint = url(env, 'STORAGE_S3_ENDPOINT', ['http:', 'https:']);
  return {
    bucket,
    endpoint,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env, 'STORAGE_S3_FORCE_PATH_STYLE', endpoint !== undefined),
  };
}

const LOG_FORMATS: LogFormat[] = ['pretty', 'json'];

function logFormat(env: Env, stdoutIsTerminal: boolean): LogFormat {
  const value = text(env, 'LOG_FORMAT');
  if (value === undefined) return stdoutIsTerminal ? 'pretty' : 'json';
  if (!LOG_FORMATS.includes(value as LogFormat))
    throw new ConfigError('LOG_FORMAT', `expected pretty or json, got "${value}"`);
  return value as LogFormat;
}

export function loadConfig(
  env: Env = process.env,
  argv: string[] = process.argv,
  stdoutIsTerminal = process.stdout.isTTY === true,
): AppConfig {
  const roleArg = argv.find((a) => a.startsWith('--role='))?.slice('--role='.length);
  const role = (roleArg ?? text(env, 'PROCESS_ROLE', 'all')) as ProcessRole;
  if (!['all', 'api', 'worker'].includes(role))
    throw new ConfigError('PROCESS_ROLE', `expected all, api or worker, got "${role}"`);

  const dataDir = resolve(text(env, 'DATA_DIR', '.data')!);
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;

  const jwtSecret = text(env, 'JWT_SECRET') ?? persistedSecret(dataDir);
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');

  const logLevel = text(env, 'LOG_LEVEL', 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `expected one of ${LOG_LEVELS.join(', ')}`);

  const cors = text(env, 'CORS_ORIGINS');
  const adminPassword = text(env, 'ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be at least 8 characters long');
  }
  const queuePrefix = text(env, 'QUEUE_PREFIX', 'kasuwa')!;
  if (!/^[a-zA-Z0-9_-]+$/.test(queuePrefix)) throw new ConfigError('QUEUE_PREFIX', 'letters, digits, - and _ only');

  return {
    role,
    port,
    host: text(env, 'HOST', '0.0.0.0')!,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    embeddedPostgresPort: integer(env, 'EMBEDDED_POSTGRES_PORT', 54329, 1, 65535),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    embeddedRedisPort: integer(env, 'EMBEDDED_REDIS_PORT', 63799, 1, 65535),
    redisCommandTimeoutMs: integer(env, 'REDIS_COMMAND_TIMEOUT_MS', 2000, 100, 60000),
    dbReadBudgetMs: integer(env, 'DB_READ_BUDGET_MS', 3000, 100, 120000),
    dbWriteBudgetMs: integer(env, 'DB_WRITE_BUDGET_MS', 5000, 100, 120000),
    queuePrefix,
    jwtSecret,
    jwtTtlSeconds: integer(env, 'JWT_TTL_SECONDS', 900, 60, 7 * 24 * 3600),
    refreshTtlDays: integer(env, 'REFRESH_TTL_DAYS', 30, 1, 365),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: text(env, 'MAIL_FROM', 'Kasuwa <no-reply@kasuwa.local>')!,
    storageDir: resolve(text(env, 'STORAGE_DIR', join(dataDir, 'uploads'))!),
    storageS3: s3Storage(env),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    mailAttachmentMaxBytes: integer(env, 'MAIL_ATTACHMENT_MAX_BYTES', 10 * 1024 * 1024, 1, 50 * 1024 * 1024),
    exportLinkTtlSeconds: integer(env, 'EXPORT_LINK_TTL_SECONDS', 7 * 24 * 3600, 60, 30 * 24 * 3600),
    farmerImportMaxBytes: integer(env, 'FARMER_IMPORT_MAX_BYTES', 2 * 1024 * 1024, 1024, 200 * 1024 * 1024),
    farmerExportLimit: integer(env, 'FARMER_EXPORT_LIMIT', 100_000, 1, 10_000_000),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 50 * 1024 * 1024),
    firebaseCredentials: text(env, 'FIREBASE_CREDENTIALS'),
    push: {
      batchSize: integer(env, 'PUSH_BATCH_SIZE', 500, 1, 500),
      messagingEndpoint: url(env, 'FIREBASE_MESSAGING_ENDPOINT', ['http:', 'https:'])?.replace(/\/+$/, ''),
    },
    adminEmail: email(env, 'ADMIN_EMAIL', 'admin@kasuwa.local'),
    adminPassword,
    logLevel,
    corsOrigins: cors
      ? cors
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : true,
    authRateLimitPerMinute: integer(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 20, 1, 100000),
    metricsToken: text(env, 'METRICS_TOKEN'),
    consumerPollMs: integer(env, 'CONSUMER_POLL_MS', 250, 10, 60000),
    jobLockMs: integer(env, 'JOB_LOCK_MS', 30_000, 5_000, 600_000),
    passwordHash: {
      // argon2's floor: 8 KiB for each of its 4 lanes, one pass.
      memoryKib: integer(env, 'PASSWORD_HASH_MEMORY_KIB', 65536, 32, 4 * 1024 * 1024),
      timeCost: integer(env, 'PASSWORD_HASH_TIME_COST', 3, 1, 100),
    },
    logFormat: logFormat(env, stdoutIsTerminal),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    weather: {
      forecastUrl: (url(env, 'WEATHER_BASE_URL', ['http:', 'https:']) ?? 'https://api.open-meteo.com').replace(
        /\/+$/,
        '',
      ),
      seasonalUrl: (
        url(env, 'WEATHER_SEASONAL_URL', ['http:', 'https:']) ?? 'https://seasonal-api.open-meteo.com'
      ).replace(/\/+$/, ''),
      geocodingUrl: (
        url(env, 'WEATHER_GEOCODING_URL', ['http:', 'https:']) ?? 'https://geocoding-api.open-meteo.com'
      ).replace(/\/+$/, ''),
      apiKey: text(env, 'WEATHER_API_KEY'),
      timeoutMs: integer(env, 'WEATHER_TIMEOUT_MS', 4000, 100, 60000),
    },
    smsGateway: {
      baseUrl: (url(env, 'AFRICASTALKING_BASE_URL', ['http:', 'https:']) ?? 'https://api.africastalking.com').replace(
        /\/+$/,
        '',
      ),
      username: text(env, 'AFRICASTALKING_USERNAME'),
      apiKey: text(env, 'AFRICASTALKING_API_KEY'),
      senderId: text(env, 'AFRICASTALKING_SENDER_ID'),
      ussdServiceCode: text(env, 'USSD_SERVICE_CODE'),
      callbackSecret: text(env, 'SMS_CALLBACK_SECRET'),
      callbackSources: (text(env, 'SMS_CALLBACK_SOURCES') ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
      perSecond: integer(env, 'SMS_PER_SECOND', 10, 1, 10000),
      timeoutMs: integer(env, 'SMS_TIMEOUT_MS', 10000, 100, 120000),
      ussdStepsPerMinute: integer(env, 'USSD_STEPS_PER_MINUTE', 30, 1, 10000),
    },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
