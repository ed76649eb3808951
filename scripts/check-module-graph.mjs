// The modules of src/ (each folder but the shared kernel and the command-line entry points) must not depend on each
// other in a cycle. A module depends on another when one of its files imports it: a value, a type, a command or query
// it sends on the bus, an event it follows (all are imported from the other module's index.ts). Prints the graph's
// cycles and exits 1 when there is one. `--print` also prints every module's dependencies.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IMPORTS, ROOT, SRC, modules, sourceFiles } from './module-sources.mjs';

const graph = new Map(modules.map((name) => [name, new Map()]));
for (const module of modules) {
  for (const file of sourceFiles(path.join(SRC, module))) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
      const target = path.relative(SRC, path.resolve(path.dirname(file), match[1] ?? match[2])).split(path.sep)[0];
      if (target !== module && graph.has(target) && !graph.get(module).has(target)) graph.get(module).set(target, path.relative(ROOT, file));
    }
  }
}

// Tarjan's strongly connected components: each one of more than one module is a cycle.
const order = new Map();
const low = new Map();
const stack = [];
const cycles = [];
function visit(module) {
  order.set(module, order.size);
  low.set(module, order.get(module));
  stack.push(module);
  for (const next of graph.get(module).keys()) {
    if (!order.has(next)) {
      visit(next);
      low.set(module, Math.min(low.get(module), low.get(next)));
    } else if (stack.includes(next)) low.set(module, Math.min(low.get(module), order.get(next)));
  }
  if (low.get(module) === order.get(module)) {
    const component = stack.splice(stack.indexOf(module));
    if (component.length > 1) cycles.push(component);
  }
}
modules.forEach((module) => order.has(module) || visit(module));

if (process.argv.includes('--print')) for (const [module, deps] of graph) console.log(`${module} -> ${[...deps.keys()].sort().join(', ') || '(none)'}`);
for (const cycle of cycles) {
  console.error(`Modules in a cycle: ${cycle.join(', ')}`);
  for (const module of cycle) {
    for (const [target, file] of graph.get(module)) if (cycle.includes(target)) console.error(`  ${module} -> ${target} (first in ${file})`);
  }
}
process.exit(cycles.length ? 1 : 0);
