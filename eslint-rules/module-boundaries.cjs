'use strict';
/**
 * kasuwa/module-boundaries: a module (`src/<area>/`) is reached from outside only through its `index.ts`.
 * A file of `src/<a>/` (or of workers/, or src/'s own entry files) may import `src/<b>/` or `src/<b>/index` but
 * nothing else inside `src/<b>/` (b != a). The kernel is shared by everyone: its files may be imported directly.
 * Tests (test/) are free.
 */
const path = require('node:path');

const SHARED = new Set(['kernel']);

/** The module a path lies in ('accounts', ...), '' for src/'s own files, null outside src/. */
function areaOf(file, src) {
  const rel = path.relative(src, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : '';
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: "Import another module only through its index.ts" },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      insides: "'{{source}}' reaches into the insides of module '{{area}}': import it from '{{index}}' (its index.ts) instead.",
    },
  },
  create(context) {
    const root = (context.options[0] && context.options[0].root) || context.cwd;
    const src = path.join(root, 'src');
    const filename = context.filename;
    const rel = path.relative(root, filename);
    if (rel.startsWith('..') || rel.split(path.sep)[0] === 'test') return {};
    const from = areaOf(filename, src);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source);
      const area = areaOf(target, src);
      if (!area || area === from || SHARED.has(area)) return;
      const inside = path.relative(path.join(src, area), target);
      if (inside === '' || inside === 'index' || inside === 'index.ts' || inside === 'index.js') return;
      const index = path.relative(path.dirname(filename), path.join(src, area)).split(path.sep).join('/');
      context.report({ node, messageId: 'insides', data: { source, area, index: index.startsWith('.') ? index : `./${index}` } });
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression(node) {
        const [arg] = node.arguments;
        const isRequire = node.callee.type === 'Identifier' && node.callee.name === 'require';
        const isMock = node.callee.type === 'MemberExpression' && node.callee.object.name === 'jest';
        if ((isRequire || isMock) && arg && arg.type === 'Literal') check(arg, arg.value);
      },
    };
  },
};
