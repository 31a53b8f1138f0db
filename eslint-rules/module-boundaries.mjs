import path from 'node:path';

/**
 * Modules meet only through their exports: a file of `src/modules/<a>/` may import from another module `<b>` only
 * its `*.module.ts` files (what the module exports) and its `dto/` folder (the types of its API), and `src/platform/`
 * imports nothing of the modules. `test/module-boundaries.test.ts` checks the same rule and that the modules import
 * each other without cycles.
 */
const MODULES = `${path.sep}src${path.sep}modules${path.sep}`;
const PLATFORM = `${path.sep}src${path.sep}platform${path.sep}`;

/** The module a path belongs to (its folder under src/modules) and the path inside that folder. */
function moduleOf(file) {
  const at = file.indexOf(MODULES);
  if (at < 0) return null;
  const [name, ...rest] = file.slice(at + MODULES.length).split(path.sep);
  return rest.length === 0 ? null : { name, inside: rest };
}

/** A module's public surface: its `*.module` files and everything under a `dto` folder. */
export function isPublic(inside) {
  const base = inside[inside.length - 1].replace(/\.(ts|js)$/, '');
  return base.endsWith('.module') || inside.slice(0, -1).includes('dto');
}

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Modules import each other only through their *.module.ts exports and dto/' },
    schema: [],
    messages: {
      privateImport:
        "'{{source}}' reaches into the {{target}} module: import it from its {{target}}.module.ts exports or its dto/",
      platformImport: "'{{source}}': the platform imports nothing of the modules",
    },
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    const inPlatform = file.includes(PLATFORM);
    if (!from && !inPlatform) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(file), source));
      if (!target) return;
      if (inPlatform) {
        context.report({ node, messageId: 'platformImport', data: { source } });
      } else if (target.name !== from.name && !isPublic(target.inside)) {
        context.report({ node, messageId: 'privateImport', data: { source, target: target.name } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const boundariesPlugin = { rules: { 'module-exports': moduleBoundaries } };
