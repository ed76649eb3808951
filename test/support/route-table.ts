import { dirname, join } from 'node:path';
import ts from 'typescript';

/**
 * Every screen route of the console and of the public pages, read from their source: the `<Route path>` and the
 * `<Resource name>` elements reachable from the apps' route trees (AdminApp.tsx under /admin, PublicApp.tsx, and
 * the sign-in pages' AuthRoutes.tsx under /auth), following the arrays and constants they are built from. A
 * resource gives its list, and its create (`/create`), edit (`/:id`) and show (`/:id/show`) when it has them.
 * The TypeScript checker resolves the imports and the props spread into a `<Resource>`, so a route added anywhere
 * in those trees shows up here.
 */

const ADMIN_UI = join(__dirname, '..', '..', 'admin-ui');
const ROOTS: { file: string; prefix: string }[] = [
  { file: 'src/admin/AdminApp.tsx', prefix: '/admin' },
  { file: 'src/public/PublicApp.tsx', prefix: '' },
  { file: 'src/public/auth/AuthRoutes.tsx', prefix: '/auth' },
];

const RESOURCE_VIEWS: [prop: string, suffix: string][] = [
  ['list', ''],
  ['create', '/create'],
  ['edit', '/:id'],
  ['show', '/:id/show'],
];

const joinPath = (prefix: string, path: string) =>
  (path.startsWith('/') ? `${prefix}${path}` : `${prefix}/${path}`).replace(/\/+$/, '') || '/';

export function screenRoutes(): string[] {
  const configFile = join(ADMIN_UI, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
  const program = ts.createProgram(
    ROOTS.map((r) => join(ADMIN_UI, r.file)),
    { ...options, noEmit: true, types: [] },
  );
  const checker = program.getTypeChecker();
  const routes = new Set<string>();
  const seen = new Set<ts.Node>();

  const attribute = (element: ts.JsxOpeningLikeElement, name: string) =>
    element.attributes.properties.find((p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name);

  /** A string attribute's value: a literal, or a constant it names. */
  const stringOf = (attr: ts.JsxAttribute | undefined): string | undefined => {
    if (!attr?.initializer) return undefined;
    if (ts.isStringLiteral(attr.initializer)) return attr.initializer.text;
    if (ts.isJsxExpression(attr.initializer) && attr.initializer.expression) {
      const type = checker.getTypeAtLocation(attr.initializer.expression);
      if (type.isStringLiteral()) return type.value;
    }
    throw new Error(`Cannot read ${attr.getText()} in ${attr.getSourceFile().fileName}`);
  };

  const declarationOf = (identifier: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(identifier);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  const visitExpression = (node: ts.Node | undefined, prefix: string): void => {
    if (!node) return;
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isJsxExpression(node) ||
      ts.isSpreadElement(node) ||
      ts.isAsExpression(node)
    )
      return visitExpression(node.expression, prefix);
    if (ts.isArrayLiteralExpression(node)) return node.elements.forEach((e) => visitExpression(e, prefix));
    if (ts.isJsxFragment(node)) return node.children.forEach((c) => visitExpression(c, prefix));
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) return visitElement(node, prefix);
    if (ts.isIdentifier(node)) {
      const declaration = declarationOf(node);
      if (declaration && ts.isVariableDeclaration(declaration)) visitExpression(declaration.initializer, prefix);
    }
  };

  const visitElement = (node: ts.JsxElement | ts.JsxSelfClosingElement, prefix: string): void => {
    if (seen.has(node) && prefix === '') return;
    const opening = ts.isJsxElement(node) ? node.openingElement : node;
    const children = ts.isJsxElement(node) ? node.children : ([] as unknown as ts.NodeArray<ts.JsxChild>);
    const tag = opening.tagName.getText();
    let childPrefix = prefix;
    if (tag === 'Route') {
      const path = stringOf(attribute(opening, 'path'));
      if (path !== undefined) {
        childPrefix = joinPath(prefix, path.replace(/\/?\*$/, ''));
        // A path ending in * mounts another route tree (listed as a root of its own), except the catch-all.
        if (path === '*') routes.add(joinPath(prefix, '*'));
        else if (!path.endsWith('*')) routes.add(childPrefix);
      } else if (attribute(opening, 'index')) routes.add(prefix || '/');
    } else if (tag === 'Resource') {
      const name = stringOf(attribute(opening, 'name'))!;
      childPrefix = joinPath(prefix, name);
      const views = new Set<string>();
      for (const property of opening.attributes.properties) {
        if (ts.isJsxAttribute(property)) views.add(property.name.getText());
        else if (ts.isJsxSpreadAttribute(property)) {
          for (const symbol of checker.getTypeAtLocation(property.expression).getProperties()) views.add(symbol.name);
        }
      }
      for (const [prop, suffix] of RESOURCE_VIEWS) if (views.has(prop)) routes.add(childPrefix + suffix);
    }
    children.forEach((c) => visitExpression(c, childPrefix));
  };

  for (const root of ROOTS) {
    const source = program.getSourceFile(join(ADMIN_UI, root.file));
    if (!source) throw new Error(`${root.file} is missing`);
    // The route tree is the JSX the file's default export returns: the outermost JSX elements of the file.
    const visit = (node: ts.Node): void => {
      if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = (ts.isJsxElement(node) ? node.openingElement : node).tagName.getText();
        if (tag === 'Admin' || tag === 'Routes') return visitElement(node, root.prefix);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...routes].sort();
}
