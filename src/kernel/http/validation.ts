import { ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { RequestContexts } from '../context/request-context';
import { validationMessages } from '../i18n/kernel.messages';
import { interpolate, translate } from '../i18n/translator';
import { ValidationFailedError } from './domain-error';

export interface FieldError {
  field: string;
  message: string;
}

/** A DTO may name a catalogue key as its message (`message: 'PHONE_LENGTH'`); it is translated like any other. */
const isCatalogueKey = (message: string) => /^[A-Z][A-Z0-9_]+$/.test(message);

function constraintArguments(target: object | undefined, property: string, constraint: string): unknown[] {
  if (!target) return [];
  const metadata = getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', true, false)
    .find((m) => m.propertyName === property && (m.name === constraint || m.type === constraint));
  return metadata?.constraints ?? [];
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

/** Global validation: unknown fields are rejected, known ones converted to their declared types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // The target is needed to look up each failed constraint's arguments ("at least {0}").
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => new ValidationFailedError(toFieldErrors(errors)),
  });
}
