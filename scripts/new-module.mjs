// `npm run new:module NAME`: lays out src/NAME with the module template of docs/modules.md: the module file (registering
// nothing yet), its index.ts, its error table and messages (English and French), a README.md to fill in and the
// template's folders. Refuses a name that is not kebab-case and a module that exists already.
// `--root <dir>` writes into another checkout (the tests use it).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TEMPLATE_FOLDERS = ['http', 'commands', 'queries', 'domain', 'consumers', 'read-models', 'jobs', 'mail'];
const KEBAB_CASE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function fail(message) {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = path.resolve(rootAt >= 0 ? args[rootAt + 1] ?? fail('--root needs a directory') : '.');
const names = rootAt >= 0 ? args.filter((_, i) => i !== rootAt && i !== rootAt + 1) : args;
if (names.length !== 1) fail('Usage: npm run new:module NAME (kebab-case, e.g. npm run new:module soil-tests)');
const [name] = names;
if (!KEBAB_CASE.test(name)) fail(`"${name}" is not a kebab-case name: lower-case letters and digits, words joined by "-" (e.g. soil-tests)`);

const dir = path.join(root, 'src', name);
if (existsSync(dir)) fail(`src/${name} exists already: choose another name`);

const words = name.split('-');
const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
const camel = pascal[0].toLowerCase() + pascal.slice(1);
const title = words.join(' ').replace(/^./, (first) => first.toUpperCase());

const files = {
  [`${name}.module.ts`]: `import { Module } from '@nestjs/common';
import './${name}.errors';
import './${name}.messages';

/**
 * ${title}: what this module owns and does, in a sentence or two. Its controllers, handlers, projections, consumers
 * and jobs, and those of its sub-features, are all listed here (docs/modules.md).
 */
@Module({
  imports: [],
  controllers: [],
  providers: [],
})
export class ${pascal}Module {}
`,
  'index.ts': `// The public face of ${name}: only what other modules use (its module, the commands, queries and events they send
// or follow). Other modules import '../${name}', never a file inside it.
export { ${pascal}Module } from './${name}.module';
export { ${pascal}Errors } from './${name}.errors';
`,
  [`${name}.errors.ts`]: `import { defineErrors } from '../kernel/errors/error-table';

/** The error codes of ${words.join(' ')}: the HTTP status the edge answers, English and French. */
export const ${pascal}Errors = defineErrors('${name}', {
  // SOMETHING_NOT_FOUND: { status: 404, en: 'No such thing.', fr: 'Aucune chose de ce nom.' },
});
`,
  [`${name}.messages.ts`]: `import { registerMessages } from '../kernel/i18n/translator';

/** The texts of ${words.join(' ')} that are not errors (success messages, mail subjects, sheet headers), English and French. */
export const ${camel}Messages = {
  en: {},
  fr: {},
};

registerMessages(${camel}Messages);
`,
  'README.md': `# ${title} (\`src/${name}/\`)

What the module is for, in a sentence (docs/modules.md describes the template).

- **Owns**: its tables and event streams (aggregates).
- **Events**: the events it writes.
- **Routes**: the prefixes it serves, e.g. \`GET /api/v1/${name}\`.
- **Asks others**: the queries and commands it sends to other modules, the events of theirs it follows.
- **Others ask it**: the queries and commands of its index.ts that other modules send, the events they follow.
- **Consumers and jobs**: its consumers, outbox subscribers, queues and jobs.
- **Sub-features**: none yet.
`,
};

mkdirSync(dir, { recursive: true });
for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
for (const folder of TEMPLATE_FOLDERS) {
  mkdirSync(path.join(dir, folder));
  writeFileSync(path.join(dir, folder, '.gitkeep'), '');
}

console.log(`Created src/${name}: ${Object.keys(files).join(', ')} and the folders ${TEMPLATE_FOLDERS.join('/, ')}/.

Next:
  1. Register ${pascal}Module in src/app.module.ts (the imports of AppModule.forRoot): the API and the worker both run it.
  2. Write its domain (events, defineAggregate), commands, queries, read models and routes in the template's folders,
     and list every controller and provider in ${name}.module.ts.
  3. Export from index.ts only what other modules use; other modules reach it through its commands, queries and events.
  4. Fill in README.md, and delete the folders it does not need.
  5. npm run lint (types, module boundaries, no module cycle, the layout of docs/modules.md).`);
