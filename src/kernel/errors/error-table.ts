/**
 * Error tables: each module declares its error codes once, in `src/<area>/<area>.errors.ts`, with the HTTP status
 * the edge answers and the English and French texts (`{name}` is replaced by the error's params). The HTTP edge
 * reads status and text from here; the domain only names the code.
 */
export interface ErrorDefinition {
  status: number;
  en: string;
  fr: string;
}

export type ErrorTable = Record<string, ErrorDefinition>;

/** The codes of a table, as constants: `AccountsErrors.USER_NOT_FOUND === 'USER_NOT_FOUND'`. */
export type ErrorCodes<T extends ErrorTable> = { readonly [K in keyof T & string]: K };

const registry = new Map<string, ErrorDefinition & { table: string }>();

/** The `{name}` placeholders of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

/** Problems of one definition: a missing text, a status outside 400-599, placeholders that differ between languages. */
export function problemsOf(code: string, definition: ErrorDefinition): string[] {
  const problems: string[] = [];
  if (!/^[A-Z][A-Z0-9_]*$/.test(code)) problems.push(`${code}: a code is written in UPPER_SNAKE_CASE`);
  if (!Number.isInteger(definition.status) || definition.status < 400 || definition.status > 599)
    problems.push(`${code}: status ${definition.status} is not an error status`);
  for (const language of ['en', 'fr'] as const) {
    if (typeof definition[language] !== 'string' || definition[language].trim() === '')
      problems.push(`${code}: no ${language} text`);
  }
  if (problems.length === 0 && placeholdersOf(definition.en).join() !== placeholdersOf(definition.fr).join()) {
    problems.push(
      `${code}: en has {${placeholdersOf(definition.en).join('}, {')}} but fr has {${placeholdersOf(definition.fr).join('}, {')}}`,
    );
  }
  return problems;
}

/**
 * Registers a module's error table (at import time, so at boot) and answers its codes as constants.
 * A code defined by two tables, or an incomplete definition, stops the boot.
 */
export function defineErrors<T extends ErrorTable>(table: string, errors: T): ErrorCodes<T> {
  const problems = Object.entries(errors).flatMap(([code, definition]) => problemsOf(code, definition));
  if (problems.length) throw new Error(`Error table ${table} is not valid: ${problems.join('; ')}`);
  const codes: Record<string, string> = {};
  for (const [code, definition] of Object.entries(errors)) {
    const existing = registry.get(code);
    if (existing) throw new Error(`Error code ${code} is defined twice: in ${existing.table} and in ${table}`);
    registry.set(code, { ...definition, table });
    codes[code] = code;
  }
  return Object.freeze(codes) as ErrorCodes<T>;
}

export function errorDefinition(code: string): (ErrorDefinition & { table: string }) | undefined {
  return registry.get(code);
}

/** The HTTP status of a registered code, or undefined. */
export function statusOfCode(code: string): number | undefined {
  return registry.get(code)?.status;
}

/** The template of a registered code in `language`, or undefined. */
export function errorText(code: string, language: 'en' | 'fr'): string | undefined {
  return registry.get(code)?.[language];
}

/** Every registered code with its table (tests check them all). */
export function registeredErrors(): [string, ErrorDefinition & { table: string }][] {
  return [...registry.entries()];
}
