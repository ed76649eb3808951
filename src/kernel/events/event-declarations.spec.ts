import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { undeclaredEventTypes } from './event-registry';

const SRC = join(__dirname, '..', '..');

/** Every domain file under src/ (`domain/*.ts`, `*.events.ts`). */
function domainFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : domainFiles(path);
    const domain = dir.endsWith(`${join('/', 'domain')}`) || entry.name.endsWith('.events.ts');
    return domain && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The type names of every `XxxEvents = { key: 'TypeName' }` map the domain files export. */
function eventTypeNames(): string[] {
  const names: string[] = [];
  for (const file of domainFiles()) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every domain file, found at run time
    const exported = require(file) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      if (!name.endsWith('Events') || typeof value !== 'object' || value === null) continue;
      names.push(...Object.values(value).filter((v): v is string => typeof v === 'string'));
    }
  }
  return [...new Set(names)].sort();
}

describe('event declarations', () => {
  it('declare every event type of the log with defineEvent (a version and its upcasters)', () => {
    const names = eventTypeNames();
    expect(names).toEqual(expect.arrayContaining(['UserRegistered', 'SalesmanRegistered', 'MonitoredCountriesSet']));
    const undeclared = undeclaredEventTypes(names);
    expect(undeclared).toEqual([]);
  });
});
