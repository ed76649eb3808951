import type { NewEvent } from './event.types';

/** Turns the payload of version n into the payload of version n + 1. */
export type Upcaster = (data: any) => any;

export interface EventOptions {
  /** The payload's schema version written with each new event; raise it when the payload changes shape. Default 1. */
  version?: number;
  /** For every older version n (1 .. version - 1), the function that reads an n payload as n + 1. */
  upcasters?: Record<number, Upcaster>;
  /** Names this type was logged under before (a rename): those events are read as this type. */
  formerNames?: string[];
}

/** An event type declared once, with its payload type, its schema version and its upcasters. */
export interface EventType<T> {
  readonly type: string;
  readonly version: number;
  /** A new event of this type, to append. */
  create(data: T): NewEvent;
  /** Narrows an event (new or stored) to this type. */
  is<E extends { type: string; data: unknown }>(event: E): event is E & { data: T };
  /** The payload of an event of this type. */
  dataOf(event: { data: unknown }): T;
}

interface Definition {
  type: string;
  version: number;
  upcasters: Record<number, Upcaster>;
}

const definitions = new Map<string, Definition>();
/** Former name -> today's name. */
const renamed = new Map<string, string>();

/**
 * Declares an event type. Each name is declared once across the log (a second declaration, or a name already used as
 * a former name, stops the boot), and a version above 1 needs an upcaster from every older version.
 */
export function defineEvent<T>(type: string, options: EventOptions = {}): EventType<T> {
  const version = options.version ?? 1;
  const upcasters = options.upcasters ?? {};
  if (!/^[A-Z][A-Za-z0-9]*$/.test(type)) throw new Error(`Event type ${type} is not written in PascalCase`);
  if (!Number.isInteger(version) || version < 1)
    throw new Error(`Event type ${type}: version ${version} is not a positive integer`);
  for (let from = 1; from < version; from++) {
    if (typeof upcasters[from] !== 'function')
      throw new Error(`Event type ${type} is at version ${version} but has no upcaster from version ${from}`);
  }
  if (definitions.has(type) || renamed.has(type)) throw new Error(`Event type ${type} is declared twice`);
  for (const former of options.formerNames ?? []) {
    if (definitions.has(former) || renamed.has(former))
      throw new Error(`Event type ${type}: former name ${former} is already in use`);
  }
  definitions.set(type, { type, version, upcasters });
  for (const former of options.formerNames ?? []) renamed.set(former, type);
  return {
    type,
    version,
    create: (data) => ({ type, data: data as unknown as Record<string, unknown> }),
    is: <E extends { type: string; data: unknown }>(event: E): event is E & { data: T } => event.type === type,
    dataOf: (event) => event.data as T,
  };
}

/**
 * The fields several event types share (their stream's id, their time), read from an event of any of them: a
 * projection that handles them all reads those before it switches on the type. An event of another type is a
 * programming error and throws. Each type's payload must have the shared fields (checked by the compiler).
 */
export function sharedDataOf<T>(
  ...types: { type: string; dataOf(event: { data: unknown }): T }[]
): (event: { type: string; data: unknown }) => T {
  const names = new Set(types.map((type) => type.type));
  return (event) => {
    if (!names.has(event.type)) throw new Error(`Event ${event.type} is not one of ${[...names].join(', ')}`);
    return event.data as T;
  };
}

/** The schema version to store with a new event: its declaration's, or 1 for a type not declared yet (transitional). */
export function schemaVersionOf(type: string): number {
  const current = renamed.get(type);
  if (current) throw new Error(`Event type ${type} was renamed ${current}: append it under its new name`);
  return definitions.get(type)?.version ?? 1;
}

/** A logged event in today's shape: its current name and its payload upcast from the stored version. */
export function upcast(type: string, schemaVersion: number, data: unknown): { type: string; data: any } {
  const name = renamed.get(type) ?? type;
  const definition = definitions.get(name);
  if (!definition) return { type: name, data };
  let payload = data;
  for (let v = schemaVersion; v < definition.version; v++) payload = definition.upcasters[v](payload);
  return { type: name, data: payload };
}

/** The names under which events of these types may be stored (today's and former ones), to filter the log in SQL. */
export function storedNamesOf(types: readonly string[]): string[] {
  const names = new Set(types);
  for (const [former, current] of renamed) if (names.has(current)) names.add(former);
  return [...names];
}

export function isDeclaredEvent(type: string): boolean {
  return definitions.has(type);
}

export function declaredEventTypes(): string[] {
  return [...definitions.keys()].sort();
}

/** Those of `types` that no `defineEvent` declares (the boot and the tests list them). */
export function undeclaredEventTypes(types: Iterable<string>): string[] {
  return [...new Set(types)].filter((t) => !definitions.has(t)).sort();
}
