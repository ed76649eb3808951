import type { FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';
import { KernelErrors } from '../errors/kernel.errors';

/** Deeper than any body Kasuwa accepts; deeper bodies are refused before they are parsed. */
export const MAX_JSON_DEPTH = 32;

/** How deep the objects and arrays of a JSON text nest, counted without parsing it (so without recursion). */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return deepest;
}

type Done = (error: Error | null, body?: unknown) => void;
type JsonParser<Body> = (request: FastifyRequest, body: Body, done: Done) => void;

/**
 * Wraps Fastify's own JSON parser (which refuses `__proto__` and `constructor.prototype` keys) with a depth
 * limit: a body nested thousands of levels deep would otherwise overflow the stack of whatever walks it next.
 */
export function depthLimitedJsonParser(
  defaultParser: JsonParser<string>,
  maxDepth = MAX_JSON_DEPTH,
): JsonParser<string | Buffer> {
  return (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text, maxDepth) > maxDepth) {
      done(new DomainError(KernelErrors.BODY_TOO_DEEP, { max: maxDepth }));
      return;
    }
    defaultParser(request, text, done);
  };
}
