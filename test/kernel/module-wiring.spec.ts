import { DynamicModule, ForwardReference, Global, Logger, Module, Type } from '@nestjs/common';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from '../../src/app.module';
import { loadConfig } from '../../src/kernel/config/app-config';

/**
 * Only the kernel is global: every business module imports the modules it uses, and those imports form no cycle
 * (no forwardRef). Read from the modules' own metadata, as Nest reads it, for the app the API and the worker boot.
 */
type Entry = Type | DynamicModule | ForwardReference | Promise<DynamicModule>;

const config = loadConfig(
  { DATABASE_URL: 'postgres://u:p@127.0.0.1:1/none', JWT_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' },
  ['--role=all'],
);

const isForwardRef = (entry: Entry): entry is ForwardReference =>
  typeof entry === 'object' && entry !== null && 'forwardRef' in entry;
const isDynamic = (entry: Entry): entry is DynamicModule =>
  typeof entry === 'object' && entry !== null && 'module' in entry;
const classOf = (entry: Type | DynamicModule): Type => (isDynamic(entry) ? entry.module : entry);
const importsOf = (entry: Type | DynamicModule): Entry[] => [
  ...((Reflect.getMetadata('imports', classOf(entry)) as Entry[] | undefined) ?? []),
  ...(isDynamic(entry) ? ((entry.imports ?? []) as Entry[]) : []),
];
const isGlobal = (entry: Type | DynamicModule) =>
  Reflect.getMetadata('__module:global__', classOf(entry)) === true || (isDynamic(entry) && entry.global === true);

interface Graph {
  /** Module class -> the module classes it imports. */
  edges: Map<Type, Set<Type>>;
  globals: Set<Type>;
  forwardRefs: Type[];
}

function walk(roots: (Type | DynamicModule)[]): Graph {
  const graph: Graph = { edges: new Map(), globals: new Set(), forwardRefs: [] };
  const seen = new Set<Type | DynamicModule>();
  const visit = (entry: Type | DynamicModule) => {
    if (seen.has(entry)) return;
    seen.add(entry);
    const cls = classOf(entry);
    if (isGlobal(entry)) graph.globals.add(cls);
    const targets = graph.edges.get(cls) ?? new Set<Type>();
    graph.edges.set(cls, targets);
    for (const imported of importsOf(entry)) {
      if (isForwardRef(imported)) {
        graph.forwardRefs.push(cls);
        continue;
      }
      if (imported instanceof Promise) continue; // async dynamic modules: none in Kasuwa's own modules
      targets.add(classOf(imported));
      visit(imported);
    }
  };
  roots.forEach(visit);
  return graph;
}

/** The modules of the kernel and the libraries it brings (everything reachable from the kernel's own modules). */
function kernelModules(app: DynamicModule): Set<Type> {
  const kernelRoots = (app.imports as (Type | DynamicModule)[]).filter((entry) =>
    /^(KernelModule|LoggerModule|AccessModule)$/.test(classOf(entry).name),
  );
  expect(kernelRoots.map((entry) => classOf(entry).name).sort()).toEqual([
    'AccessModule',
    'KernelModule',
    'LoggerModule',
  ]);
  const access = kernelRoots.find((entry) => classOf(entry).name === 'AccessModule')!;
  // The access module imports business modules (the ones answering its ports): it is the kernel's, they are not.
  return new Set([...walk(kernelRoots.filter((entry) => entry !== access)).edges.keys(), classOf(access)]);
}

/** What breaks the rule in the app built with `extra` modules: business modules marked global, forwardRefs, cycles. */
function violations(extra: Type[] = []) {
  const app = AppModule.forRoot(config, extra);
  const kernel = kernelModules(app);
  const graph = walk([app]);
  const business = [...graph.edges.keys()].filter((cls) => cls !== AppModule && !kernel.has(cls));
  const cycles: string[] = [];
  const state = new Map<Type, 'open' | 'done'>();
  const dfs = (cls: Type, path: Type[]) => {
    if (state.get(cls) === 'done') return;
    if (state.get(cls) === 'open') {
      cycles.push([...path.slice(path.indexOf(cls)), cls].map((m) => m.name).join(' -> '));
      return;
    }
    state.set(cls, 'open');
    for (const next of graph.edges.get(cls) ?? []) if (!kernel.has(next)) dfs(next, [...path, cls]);
    state.set(cls, 'done');
  };
  business.forEach((cls) => dfs(cls, []));
  return {
    business: business.map((cls) => cls.name).sort(),
    globals: business.filter((cls) => graph.globals.has(cls)).map((cls) => cls.name),
    forwardRefs: graph.forwardRefs.filter((cls) => !kernel.has(cls)).map((cls) => cls.name),
    cycles,
  };
}

describe('module wiring', () => {
  // Building the app's module tree twice registers TypeORM's default data source name twice: a warning, not a fault.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn']));

  it('marks no business module global, and their imports form no cycle', () => {
    const found = violations();
    expect(found.business).toEqual(
      expect.arrayContaining([
        'AccountsModule',
        'AffiliationModule',
        'AuthorizationModule',
        'CatalogueModule',
        'GeographyModule',
        'OrdersModule',
        'PeopleDirectoryModule',
      ]),
    );
    expect({ globals: found.globals, forwardRefs: found.forwardRefs, cycles: found.cycles }).toEqual({
      globals: [],
      forwardRefs: [],
      cycles: [],
    });
  });

  it('fails a business module marked @Global, one imported through forwardRef, and a cycle', () => {
    @Global()
    @Module({})
    class EverywhereModule {}
    @Module({})
    class LeftModule {}
    @Module({ imports: [LeftModule] })
    class RightModule {}
    Reflect.defineMetadata('imports', [RightModule], LeftModule);
    @Module({ imports: [{ forwardRef: () => RightModule }] })
    class LateModule {}

    const found = violations([EverywhereModule, LeftModule, LateModule]);
    expect(found.globals).toEqual(['EverywhereModule']);
    expect(found.forwardRefs).toEqual(['LateModule']);
    expect(found.cycles).toEqual(['LeftModule -> RightModule -> LeftModule']);
  });

  it('finds @Global and forwardRef nowhere in the business modules’ sources (only the kernel may be global)', () => {
    const src = join(__dirname, '..', '..', 'src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
      });
    const areas = readdirSync(src).filter((name) => name !== 'kernel' && statSync(join(src, name)).isDirectory());
    expect(areas).toEqual(expect.arrayContaining(['accounts', 'catalogue']));
    const offending = areas
      .flatMap((area) => files(join(src, area)))
      .filter((path) => !path.endsWith('.spec.ts') && /@Global\(|forwardRef\(/.test(readFileSync(path, 'utf8')))
      .map((path) => path.slice(src.length + 1));
    expect(offending).toEqual([]);
  });
});
