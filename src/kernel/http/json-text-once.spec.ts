import { CallHandler, ExecutionContext } from '@nestjs/common';
import { firstValueFrom, of } from 'rxjs';
import { JsonTextOnceInterceptor } from './json-text-once';

/** A reply that records the content type it is given, and a handler that answers `answer`. */
function call(answer: unknown) {
  const types: string[] = [];
  const reply = { type: (value: string) => types.push(value) };
  const context = { switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ExecutionContext;
  const handler: CallHandler = { handle: () => of(answer) };
  return { types, sent: firstValueFrom(new JsonTextOnceInterceptor().intercept(context, handler)) };
}

describe('JsonTextOnceInterceptor', () => {
  it('sends an answer as its JSON text, typed as JSON', async () => {
    const { types, sent } = call({ total: 3, byStatus: [{ status: 'PENDING', count: 2 }], name: 'Kano "central"' });
    expect(JSON.parse((await sent) as string)).toEqual({ total: 3, byStatus: [{ status: 'PENDING', count: 2 }], name: 'Kano "central"' });
    expect(types).toEqual(['application/json; charset=utf-8']);
  });

  it('makes the text once per answer object: the same kept answer gives the same text, another object its own', async () => {
    const kept = { total: 1 };
    const first = (await call(kept).sent) as string;
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      expect(await call(kept).sent).toBe(first);
      expect(stringify).not.toHaveBeenCalled();
      expect(await call({ total: 2 }).sent).toBe('{"total":2}');
    } finally {
      stringify.mockRestore();
    }
  });

  it('leaves answers that are not objects to Fastify', async () => {
    const { types, sent } = call(null);
    expect(await sent).toBeNull();
    expect(types).toEqual([]);
  });
});
