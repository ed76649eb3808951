import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApiDocument, createHttpApp } from '../http-app';
import { loadConfig } from '../kernel/config/app-config';
import { migrateDatabase, startInfrastructure } from '../kernel/runtime/infrastructure';
import { failBoot } from '../kernel/runtime/process-lifecycle';

export const OPENAPI_FILE = resolve(process.cwd(), 'openapi.json');

interface Parameter {
  name: string;
  in: string;
}

const PLACE_RANK: Record<string, number> = { path: 0, query: 1, header: 2, cookie: 3 };

/**
 * Path parameters first, in the order the path names them, then the others as declared. Swagger lists a parameter
 * early or late depending on whether its TypeScript type reached the decorator metadata, which differs between
 * the build (tsc) and the tests (isolated modules): a fixed order makes the document the same from both.
 */
function orderParameters(path: string, parameters: Parameter[]): Parameter[] {
  const rank = (p: Parameter) => (p.in === 'path' ? path.indexOf(`{${p.name}}`) : 0);
  return [...parameters].sort(
    (a, b) =>
      (PLACE_RANK[a.in] ?? 9) - (PLACE_RANK[b.in] ?? 9) || (a.in === 'path' && b.in === 'path' ? rank(a) - rank(b) : 0),
  );
}

export function serialiseOpenApi(document: object): string {
  const paths = (document as { paths?: Record<string, Record<string, { parameters?: Parameter[] }>> }).paths ?? {};
  for (const [path, operations] of Object.entries(paths)) {
    for (const operation of Object.values(operations)) {
      if (Array.isArray(operation.parameters)) operation.parameters = orderParameters(path, operation.parameters);
    }
  }
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** `npm run openapi`: writes openapi.json from the running code (a test fails when the committed file is stale). */
async function main(): Promise<void> {
  const infrastructure = await startInfrastructure(loadConfig(process.env, [...process.argv, '--role=api']));
  try {
    await migrateDatabase(infrastructure.config.databaseUrl!);
    const app = await createHttpApp(infrastructure.config, { logs: false });
    await app.init();
    writeFileSync(OPENAPI_FILE, serialiseOpenApi(buildOpenApiDocument(app)));
    console.log(`Wrote ${OPENAPI_FILE}`);
    await app.close();
  } finally {
    await infrastructure.stop();
  }
}

if (require.main === module) main().catch(failBoot);
