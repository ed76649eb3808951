import { randomUUID } from 'node:crypto';
import { Person, registerPerson } from '../support/catalogue';
import { bodyFields, describeOperation, Operation, operations, sampleOf } from '../support/openapi-walk';
import { OpenMeteoReplay, weatherEnv } from '../support/open-meteo-replay';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Every operation of openapi.json, called as each kind of caller with malformed, oversized and poisoned input.
 * Whatever comes in, the server never answers 5xx, every error is the envelope (with the request id), a refused
 * request writes nothing, and no value reaches PostgreSQL unchecked. Large inputs are sampled (first caller
 * only), never the operations. The operations are shared between the spec files `hostile-input-*.e2e-spec.ts`
 * by area (every other one), so that they run in parallel.
 */

interface Caller {
  name: string;
  token: string | null;
}

interface Attempt {
  label: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

let t: TestApp;
let callers: Caller[];
/** The weather routes answer from recorded replies: no walk depends on reaching the internet. */
const weather = new OpenMeteoReplay();
const problems: string[] = [];

export const hostileApp = () => t;
export const administratorToken = () => callers[0].token!;

export function startHostileApp(): void {
  beforeAll(async () => {
    t = await startTestApp({
      workers: false,
      smtp: false,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...weatherEnv(await weather.start()) },
    });
    const person = (role: string, company: string | null = null): Promise<Person> => registerPerson(t, role, company);
    const [provider, otherProvider, distributor, retailer, farmer] = [
      await person('ROLE_INPUT_PROVIDER', 'Hostile Inputs Ltd'),
      await person('ROLE_INPUT_PROVIDER', 'Other Inputs Ltd'),
      await person('ROLE_DISTRIBUTOR', 'Hostile Distribution'),
      await person('ROLE_RETAILER', 'Hostile Retail'),
      await person('ROLE_FARMER'),
    ];
    callers = [
      { name: 'administrator', token: await t.login() },
      { name: 'input provider', token: provider.token },
      { name: 'other input provider', token: otherProvider.token },
      { name: 'distributor', token: distributor.token },
      { name: 'retailer', token: retailer.token },
      { name: 'farmer', token: farmer.token },
      { name: 'anonymous', token: null },
    ];
  });
  afterAll(async () => {
    await t.close();
    await weather.stop();
  });
}

// ---- hostile values ----------------------------------------------------------------------------------------

export const DEEP_JSON = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
const LONG = 'x'.repeat(100_000);
/** Path segments, as they travel in the URL (already percent-encoded). */
const PATH_VALUES = [
  '%00',
  'a%00b',
  '%ff',
  '%ED%A0%80',
  '2147483648',
  '-1',
  '0',
  '99999999999999999999',
  '1e400',
  'abc',
  "'%20OR%201=1--",
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%8C%BD',
];
/** Query values that each go to one parameter at a time. */
const QUERY_VALUES_ONE_BY_ONE = ['a%00b', '%ED%A0%80', '99999999999999999999', '2147483648', '-1', '1e400'];
/** Query values sent to every declared parameter at once. */
const QUERY_VALUES_ALL_AT_ONCE = ['abc', '%ff', "'%20OR%201=1--", '', '1.5', 'true'];
const TYPE_SWAPS: Record<string, unknown[]> = {
  string: [12345, { nested: 'object' }, ['list'], true],
  integer: ['abc', 2147483648, -1, 1.5, 1e308, '99999999999999999999', { nested: 1 }],
  number: ['abc', 1e308, -1e308, { nested: 1 }],
  boolean: ['yes', 2],
  array: ['not a list', { nested: 1 }, [null], Array.from({ length: 5_000 }, () => randomUUID())],
  object: ['not an object', [1, 2]],
};

// ---- building the attempts -----------------------------------------------------------------------------

const BENIGN_ID = '00000000-0000-4000-8000-000000000000';

function urlOf(operation: Operation, pathValues: Record<string, string> = {}, query = ''): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? BENIGN_ID);
  return query ? `${path}?${query}` : path;
}

/**
 * The body attempts that validation may let through to the handler (optional fields, extra keys), where the caller's
 * role decides the path taken. The others are refused by the body pipes, which run after the guards and before any
 * role-dependent code, so the first caller allowed to call the operation covers them; every further caller repeats
 * only these.
 */
const MAY_REACH_THE_HANDLER = new Set([
  'JSON null',
  'empty JSON body',
  'prototype poisoning',
  'constructor poisoning',
  'NUL in a key',
  'unknown field',
  'every field null',
]);
const mayReachTheHandler = (label: string) => MAY_REACH_THE_HANDLER.has(label) || label.endsWith(' null');

function jsonAttempts(operation: Operation, firstCaller: boolean): Attempt[] {
  const json = (label: string, body: unknown): Attempt => ({
    label,
    url: urlOf(operation),
    contentType: 'application/json',
    payload: JSON.stringify(body),
  });
  const raw = (label: string, payload: string, contentType = 'application/json'): Attempt => ({
    label,
    url: urlOf(operation),
    contentType,
    payload,
  });
  const sample = (sampleOf(operation.body!.schema) ?? {}) as Record<string, unknown>;
  const fields = bodyFields(operation.body!.schema);
  const strings = fields.filter(([, schema]) => !schema.type || schema.type === 'string').map(([name]) => name);
  const withEach = (value: (name: string) => unknown, names: string[]) => ({
    ...sample,
    ...Object.fromEntries(names.map((name) => [name, value(name)])),
  });
  const attempts: Attempt[] = [
    raw('deep JSON', DEEP_JSON),
    raw('malformed JSON', '{"email": '),
    raw('JSON null', 'null'),
    raw('JSON array', '[1, 2, 3]'),
    raw('JSON text', '"text"'),
    raw('empty JSON body', ''),
    raw('prototype poisoning', `{"__proto__": {"isAdmin": true}, ${JSON.stringify(sample).slice(1)}`),
    raw('constructor poisoning', `{"constructor": {"prototype": {"isAdmin": true}}}`),
    raw('wrong content type', JSON.stringify(sample), 'text/plain'),
    raw('XML', '<a>1</a>', 'application/xml'),
    json(
      'NUL in every text',
      withEach(() => 'a\u0000b', strings),
    ),
    json(
      'lone surrogate in every text',
      withEach(() => 'a\ud800b', strings),
    ),
    json('NUL in a key', { ...sample, 'na\u0000me': 'x' }),
    json('unknown field', { ...sample, unexpectedField: 'x' }),
    json(
      'every field null',
      withEach(
        () => null,
        fields.map(([name]) => name),
      ),
    ),
    ...fields.map(([name]) => json(`${name} null`, { ...sample, [name]: null })),
    ...fields.flatMap(([name, schema]) =>
      (TYPE_SWAPS[schema.type ?? 'string'] ?? []).map((value, i) =>
        json(`${name} of another type (${i})`, { ...sample, [name]: value }),
      ),
    ),
  ];
  if (!firstCaller) return attempts.filter(({ label }) => mayReachTheHandler(label));
  attempts.push(...strings.map((name) => json(`${name} very long`, { ...sample, [name]: LONG })));
  return attempts;
}

function multipartAttempts(operation: Operation): Attempt[] {
  const boundary = '----kasuwa-hostile';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fields = bodyFields(operation.body!.schema).filter(
    ([, schema]) => schema.format !== 'binary' && schema.type !== 'array',
  );
  const sample = (sampleOf(operation.body!.schema) ?? {}) as Record<string, unknown>;
  const form = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => part(name, value))
      .join('') + `--${boundary}--\r\n`;
  const textSample = Object.fromEntries(fields.map(([name]) => [name, String(sample[name] ?? 'x')]));
  const multipart = `multipart/form-data; boundary=${boundary}`;
  return [
    {
      label: 'multipart without boundary',
      url: urlOf(operation),
      contentType: 'multipart/form-data',
      payload: form(textSample),
    },
    {
      label: 'truncated multipart',
      url: urlOf(operation),
      contentType: multipart,
      payload: form(textSample).slice(0, -20),
    },
    { label: 'multipart garbage', url: urlOf(operation), contentType: multipart, payload: 'not a form at all' },
    {
      label: 'multipart NUL in every field',
      url: urlOf(operation),
      contentType: multipart,
      payload: form(Object.fromEntries(fields.map(([name]) => [name, 'a\u0000b']))),
    },
    {
      label: 'multipart broken part header',
      url: urlOf(operation),
      contentType: multipart,
      payload: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
    },
    {
      label: 'JSON instead of multipart',
      url: urlOf(operation),
      contentType: 'application/json',
      payload: JSON.stringify(textSample),
    },
  ];
}

function attemptsFor(operation: Operation, firstCaller: boolean): Attempt[] {
  const attempts: Attempt[] = [];
  for (const name of operation.pathParams) {
    for (const value of [...PATH_VALUES, ...(firstCaller ? ['x'.repeat(3_000)] : [])])
      attempts.push({ label: `path ${name}=${value.slice(0, 30)}`, url: urlOf(operation, { [name]: value }) });
  }
  for (const { name } of operation.queryParams) {
    for (const value of QUERY_VALUES_ONE_BY_ONE)
      attempts.push({ label: `query ${name}=${value}`, url: urlOf(operation, {}, `${name}=${value}`) });
  }
  if (operation.queryParams.length) {
    for (const value of QUERY_VALUES_ALL_AT_ONCE)
      attempts.push({
        label: `every query parameter=${value}`,
        url: urlOf(operation, {}, operation.queryParams.map((p) => `${p.name}=${value}`).join('&')),
      });
    attempts.push({
      label: 'query parameters repeated',
      url: urlOf(operation, {}, operation.queryParams.map((p) => `${p.name}=1&${p.name}=2`).join('&')),
    });
  }
  attempts.push({ label: 'unknown query parameter', url: urlOf(operation, {}, 'unexpected=1') });
  if (operation.body?.mediaType === 'application/json') attempts.push(...jsonAttempts(operation, firstCaller));
  if (operation.body?.mediaType === 'multipart/form-data') attempts.push(...multipartAttempts(operation));
  return attempts;
}

// ---- calling and checking ------------------------------------------------------------------------------

const eventCount = async () => Number((await t.sql(`SELECT count(*) AS n FROM events`))[0].n);

async function send(operation: Operation, caller: Caller, attempt: Attempt) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (attempt.contentType) headers['content-type'] = attempt.contentType;
  return t.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: operation.method.toUpperCase() as 'GET', url: attempt.url, headers, payload: attempt.payload });
}

function envelopeProblem(status: number, body: string, requestId: unknown): string | null {
  let parsed: any;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 80)}`;
  }
  if (parsed?.success !== false) return `success is ${parsed?.success}`;
  if (parsed.status !== status) return `status ${parsed.status} in the body`;
  if (typeof parsed.code !== 'string' || !/^[A-Z][A-Z0-9_]+$/.test(parsed.code)) return `code ${parsed.code}`;
  if (typeof parsed.message !== 'string' || !parsed.message || /^[A-Z][A-Z0-9_]+$/.test(parsed.message))
    return `message ${parsed.message}`;
  if (!Array.isArray(parsed.errors)) return 'no errors list';
  if (parsed.requestId !== requestId) return `request id ${parsed.requestId} (header ${requestId})`;
  return null;
}

/** Calls `operation` with every attempt as `caller`; answers false when the caller may not call it at all. */
async function walk(operation: Operation, caller: Caller, firstCaller: boolean): Promise<boolean> {
  const probe = await send(operation, caller, { label: 'probe', url: urlOf(operation) });
  if (probe.statusCode === 401 || probe.statusCode === 403) return false;
  for (const attempt of attemptsFor(operation, firstCaller)) {
    const before = await eventCount();
    const response = await send(operation, caller, attempt);
    const where = `${describeOperation(operation)} as ${caller.name}, ${attempt.label}`;
    if (response.statusCode >= 500) problems.push(`${where} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
    if (response.statusCode >= 400) {
      const problem = envelopeProblem(response.statusCode, response.body, response.headers['x-request-id']);
      if (problem) problems.push(`${where} -> ${response.statusCode} without the envelope: ${problem}`);
      // The database's own refusal is a last net: reaching it means the edge let the value through.
      else if (JSON.parse(response.body).code === 'VALUE_NOT_STORABLE')
        problems.push(`${where} -> reached PostgreSQL unchecked`);
      if ((await eventCount()) !== before) problems.push(`${where} -> ${response.statusCode} yet events were written`);
    }
  }
  return true;
}

/** The walk is shared among this many test files (hostile-input-a to -d), so that they run side by side. */
export const HOSTILE_WALK_PARTS = 4;

/** The hostile walk over one part of the areas of openapi.json (`part` 0 to HOSTILE_WALK_PARTS - 1), one test per area. */
export function describeHostileWalk(part: number): void {
  const groups = new Map<string, Operation[]>();
  for (const operation of operations) {
    const area = operation.path.replace(/^\/api\/v1\//, '').split('/')[0];
    groups.set(area, [...(groups.get(area) ?? []), operation]);
  }
  const areas = [...groups.keys()].filter((_, index) => index % HOSTILE_WALK_PARTS === part);

  it.each(areas)('never answers 5xx, always the envelope, writes nothing when refused: %s', async (area) => {
    problems.length = 0;
    for (const operation of groups.get(area)!) {
      let first = true;
      for (const caller of callers) {
        if (await walk(operation, caller, first)) first = false;
      }
    }
    expect(problems).toEqual([]);
  });
}
