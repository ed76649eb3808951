import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOpenApiDocument, createHttpApp } from '../http-app';
import { loadConfig } from '../kernel/config/app-config';
import { migrateDatabase, startInfrastructure } from '../kernel/runtime/infrastructure';
import { failBoot } from '../kernel/runtime/process-lifecycle';

export const OPENAPI_FILE = resolve(process.cwd(), 'openapi.json');

export function serialiseOpenApi(document: object): string {
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
