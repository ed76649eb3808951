// Every module of src/ (each folder but the shared kernel and the command-line entry points) follows the module
// template of docs/modules.md:
// - its root holds <name>.module.ts, index.ts and README.md, and may hold <name>.errors.ts and <name>.messages.ts;
// - every folder directly under it is a template folder (http, commands, queries, domain, consumers, read-models,
//   jobs, mail) or a sub-feature: a folder holding template folders and nothing loose (a README.md aside), whose own
//   folders follow the same rule;
// - a test (x.spec.ts) may sit beside a file that is allowed where it is;
// - an inline projection (@Projection()) lies in a read-models/ folder, an async consumer (@EventConsumer()) in a
//   consumers/ folder.
// What does not is refused unless KNOWN_EXCEPTIONS names it with its reason, so that a new loose file or a new
// unknown folder fails. Prints each problem and exits 1 when there is one; an exception that names nothing any more
// is reported (delete its line) without failing. `--root <dir>` checks another checkout (the tests use it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TEMPLATE_FOLDERS = ['http', 'commands', 'queries', 'domain', 'consumers', 'read-models', 'jobs', 'mail'];
const SHARED = new Set(['kernel', 'cli']);

/** Paths under src/ that keep another shape, each with the reason; a path ending in '/' excuses a whole folder. */
const KNOWN_EXCEPTIONS = new Map([
  [
    'accounts/people-directory.module.ts',
    'a second Nest module (PeopleDirectoryModule) that others import without the whole of accounts',
  ],
]);

function option(name) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const root = path.resolve(option('--root') ?? '.');
const SRC = path.join(root, 'src');
const problems = [];
const used = new Set();

const entriesOf = (dir) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.name !== '.gitkeep');
const isTemplateFolder = (name) => TEMPLATE_FOLDERS.includes(name);
const subjectOf = (file) => (file.endsWith('.spec.ts') ? file.replace(/\.spec\.ts$/, '.ts') : undefined);

/** Whether a file or folder (relative to src/, folders ending in '/') is excused, noting that the exception served. */
function excused(relative) {
  if (!KNOWN_EXCEPTIONS.has(relative)) return false;
  used.add(relative);
  return true;
}

/** A file is allowed where it lies when it is one of `expected`, excused, or a test beside such a file. */
function checkFile(relative, name, expected, where) {
  const allowed = (file) => expected.includes(file) || excused(relative.slice(0, -name.length) + file);
  const subject = subjectOf(name);
  if (allowed(name) || (subject && allowed(subject))) return;
  problems.push(
    `src/${relative}: a loose file at ${where}: put it in one of the template's folders (${TEMPLATE_FOLDERS.join(', ')}), ` +
      'or, if it must stay, list it in KNOWN_EXCEPTIONS of scripts/check-module-layout.mjs with the reason',
  );
}

/** A folder under a module or a sub-feature: a template folder, an excused one, or a sub-feature. */
function checkFolder(relative) {
  const name = path.basename(relative);
  if (isTemplateFolder(name) || excused(`${relative}/`)) return;
  const entries = entriesOf(path.join(SRC, relative));
  if (!entries.some((entry) => entry.isDirectory() && isTemplateFolder(entry.name))) {
    problems.push(
      `src/${relative}/: neither one of the template's folders (${TEMPLATE_FOLDERS.join(', ')}) nor a sub-feature ` +
        '(a folder holding them): move its files into the template, or list it in KNOWN_EXCEPTIONS with the reason',
    );
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) checkFolder(`${relative}/${entry.name}`);
    else
      checkFile(`${relative}/${entry.name}`, entry.name, ['README.md'], `the root of the sub-feature src/${relative}/`);
  }
}

function checkModule(module) {
  const dir = path.join(SRC, module);
  for (const required of [`${module}.module.ts`, 'index.ts', 'README.md']) {
    if (!existsSync(path.join(dir, required))) problems.push(`src/${module}/: no ${required} (see docs/modules.md)`);
  }
  const expected = [`${module}.module.ts`, 'index.ts', `${module}.errors.ts`, `${module}.messages.ts`, 'README.md'];
  for (const entry of entriesOf(dir)) {
    if (entry.isDirectory()) checkFolder(`${module}/${entry.name}`);
    else checkFile(`${module}/${entry.name}`, entry.name, expected, `the root of module src/${module}/`);
  }
}

/** Where the classes the kernel finds by their decorator lie: the folder each decorator's files belong in. */
const DECORATED_FOLDERS = [
  ['@Projection()', 'read-models', 'an inline projection'],
  ['@EventConsumer()', 'consumers', 'an async event consumer'],
];

function checkDecoratedFiles(relative) {
  for (const entry of entriesOf(path.join(SRC, relative))) {
    const file = `${relative}/${entry.name}`;
    if (entry.isDirectory()) checkDecoratedFiles(file);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
      const text = readFileSync(path.join(SRC, file), 'utf8');
      for (const [decorator, folder, what] of DECORATED_FOLDERS)
        if (text.includes(decorator) && path.basename(relative) !== folder && !excused(file))
          problems.push(`src/${file}: ${what} (${decorator}) outside a ${folder}/ folder: move it into one`);
    }
  }
}

const modules = entriesOf(SRC)
  .filter((entry) => entry.isDirectory() && !SHARED.has(entry.name))
  .map((entry) => entry.name);
modules.forEach(checkModule);
modules.forEach(checkDecoratedFiles);

for (const [stale, reason] of KNOWN_EXCEPTIONS) {
  if (!used.has(stale))
    console.log(`Known exception src/${stale} is gone (${reason}): delete its line in scripts/check-module-layout.mjs`);
}
for (const problem of problems) console.error(problem);
if (problems.length) console.error(`${problems.length} module layout problem(s): the template is in docs/modules.md`);
process.exit(problems.length ? 1 : 0);
