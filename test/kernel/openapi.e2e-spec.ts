import { readFileSync } from 'node:fs';
import { OPENAPI_FILE, serialiseOpenApi } from '../../src/cli/write-openapi';
import { buildOpenApiDocument } from '../../src/http-app';
import { startTestApp, TestApp } from '../support/test-app';

describe('openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ workers: false, smtp: false });
  });
  afterAll(() => t.close());

  it('is the document the code declares (run `npm run openapi` after changing a route)', () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(committed).toBe(serialiseOpenApi(buildOpenApiDocument(t.app)));
  });

  it('declares who may call every route', () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation['x-access']) undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
