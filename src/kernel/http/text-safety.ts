/**
 * Text PostgreSQL cannot store or that is not Unicode at all: the NUL character, and UTF-16 surrogates that
 * are not part of a pair (`"\ud800"`). Both are refused at the edge as a field error.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const NUL_OR_LONE_SURROGATE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnstorableText = (text: string) => NUL_OR_LONE_SURROGATE.test(text);

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** The path of the first text (a value or an object key) in `value` that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path = ''): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path }];
  while (pending.length) {
    const { value: current, path: at } = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return at || 'value';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: join(at, index) }));
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        // eslint-disable-next-line no-control-regex -- the field is named without the characters it was refused for
        if (isUnstorableText(key)) return join(at, key.replace(/[\u0000\ud800-\udfff]/g, '?'));
        pending.push({ value: item, path: join(at, key) });
      }
    }
  }
  return null;
}

/**
 * A copy of a JSON body without its null-valued properties: in Kasuwa an explicit null in a request means the
 * same as leaving the field out (a required field is then reported missing), so no handler meets a null it did
 * not ask for. The fields in `nullable` (declared so by their DTO: "null clears it") keep their null.
 */
export function withoutNulls<T>(value: T, nullable: ReadonlySet<string> = new Set()): T {
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    return items.map((item) => withoutNulls(item)) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, item]) => item !== null || nullable.has(key))
        .map(([key, item]) => [key, withoutNulls(item)]),
    ) as T;
  }
  return value;
}
