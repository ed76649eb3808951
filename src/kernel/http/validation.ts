import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { RequestContexts } from '../context/request-context';
import { validationMessages } from '../i18n/kernel.messages';
import { interpolate, translate } from '../i18n/translator';
import { ValidationFailedError } from '../errors/domain-error';
import { findUnstorableText, withoutNulls } from './text-safety';

export interface FieldError {
  field: string;
  message: string;
}

/** A DTO may name a catalogue key as its message (`message: 'PHONE_LENGTH'`); it is translated like any other. */
const isCatalogueKey = (message: string) => /^[A-Z][A-Z0-9_]+$/.test(message);

/** The classes of `target`, nearest first: a subclass's constraint wins over the one it overrides. */
function classChain(target: object): unknown[] {
  const chain: unknown[] = [];
  const parentOf = (value: object) => Object.getPrototypeOf(value) as object | null;
  for (let proto = parentOf(target); proto && proto !== Object.prototype; proto = parentOf(proto))
    chain.push(proto.constructor);
  return chain;
}

function constraintArguments(target: object | undefined, property: string, constraint: string): unknown[] {
  if (!target) return [];
  const chain = classChain(target);
  const rank = (owner: unknown) => (chain.includes(owner) ? chain.indexOf(owner) : chain.length);
  const candidates = getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', true, false)
    .filter((m) => m.propertyName === property && (m.name === constraint || m.type === constraint))
    .sort((a, b) => rank(a.target) - rank(b.target));
  return candidates[0]?.constraints ?? [];
}

function describe(argument: unknown): string {
  if (Array.isArray(argument)) return argument.join(', ');
  if (argument && typeof argument === 'object') return Object.values(argument).join(', ');
  return String(argument);
}

/** Flattens class-validator errors into `{ field, message }` in the caller's language. */
export function toFieldErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  const language = RequestContexts.current()?.language ?? 'en';
  const templates: Record<string, string> = validationMessages[language];
  const result: FieldError[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    for (const [constraint, defaultMessage] of Object.entries(error.constraints ?? {})) {
      let message: string;
      if (isCatalogueKey(defaultMessage)) {
        message = translate(defaultMessage, language);
      } else {
        const args = constraintArguments(error.target, error.property, constraint).map(describe);
        const template = templates[constraint] ?? templates.default;
        message = interpolate(template, Object.fromEntries(args.map((a, i) => [String(i), a])));
      }
      result.push({ field, message });
    }
    if (error.children?.length) result.push(...toFieldErrors(error.children, field));
  }
  return result;
}

/** The fields a DTO declares nullable for OpenAPI (`@ApiProperty({ nullable: true })`): there null is a value. */
function nullableFields(metatype: unknown): Set<string> {
  if (typeof metatype !== 'function') return new Set();
  const prototype = (metatype as { prototype: object }).prototype;
  const listed = (Reflect.getMetadata('swagger/apiModelPropertiesArray', prototype) ?? []) as string[];
  const names = listed.map((name) => name.replace(/^:/, ''));
  const optionsOf = (name: string) =>
    Reflect.getMetadata('swagger/apiModelProperties', prototype, name) as { nullable?: boolean } | undefined;
  return new Set(names.filter((name) => optionsOf(name)?.nullable === true));
}

/**
 * Kasuwa's validation of every argument a route receives (path, query, body, multipart fields):
 * - text that cannot be stored (NUL, lone surrogates) is a field error, whatever the route;
 * - in a body, null means the same as an absent field, unless the DTO declares the field nullable;
 * - unknown fields are rejected, known ones converted to their declared types.
 */
class KasuwaValidationPipe extends ValidationPipe {
  private readonly validQueries = new ValidQueries();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    const known = metadata.type === 'query' ? this.validQueries.copyOf(metadata.metatype, value) : undefined;
    if (known) return known;
    const unstorable = findUnstorableText(value, metadata.data ?? '');
    if (unstorable) throw new ValidationFailedError([{ field: unstorable, message: 'TEXT_INVALID' }]);
    const valid: unknown = await super.transform(
      metadata.type === 'body' ? withoutNulls(value, nullableFields(metadata.metatype)) : value,
      metadata,
    );
    if (metadata.type === 'query') this.validQueries.keep(metadata.metatype, value, valid);
    return valid;
  }
}

/** A new instance of `value`'s class with its own fields (values shared). */
const shallowCopy = (value: object): object =>
  Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value);

/** How many validated query strings are kept (once full, the keeping starts again empty). */
const VALID_QUERIES_KEPT = 2_000;

/**
 * Query strings that passed validation, with what they became: the same query string asked again (a screen's filters,
 * a dashboard's country) is not converted and checked again, since both depend on its text and its DTO alone. Each
 * asker gets a shallow copy of its own.
 */
class ValidQueries {
  private readonly kept = new Map<unknown, Map<string, object>>();
  private size = 0;

  copyOf(metatype: unknown, value: unknown): object | undefined {
    const valid = this.kept.get(metatype)?.get(JSON.stringify(value));
    return valid && shallowCopy(valid);
  }

  keep(metatype: unknown, value: unknown, valid: unknown): void {
    if (typeof metatype !== 'function' || !valid || typeof valid !== 'object') return;
    if (this.size >= VALID_QUERIES_KEPT) {
      this.kept.clear();
      this.size = 0;
    }
    let ofType = this.kept.get(metatype);
    if (!ofType) this.kept.set(metatype, (ofType = new Map<string, object>()));
    ofType.set(JSON.stringify(value), shallowCopy(valid));
    this.size++;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new KasuwaValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // The target is needed to look up each failed constraint's arguments ("at least {0}").
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => new ValidationFailedError(toFieldErrors(errors)),
  });
}
