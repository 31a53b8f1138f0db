import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { reportFigure } from './run-report';

/**
 * The layering, checked on every import of `src/` (type-only and dynamic imports included): a module uses another
 * only through its `*.module.ts` exports and its `dto/` folder (the eslint rule `boundaries/module-exports` says the
 * same in the editor), the platform imports nothing of the modules, and the modules' imports of each other form no
 * cycle, so every module can be read, tested and composed after the ones it uses.
 */
const SRC = path.resolve(__dirname, '..', 'src');
const MODULES = path.join(SRC, 'modules');
const PLATFORM = path.join(SRC, 'platform');
const TEST_SUPPORT = path.resolve(__dirname);

/** Tests and the modules' authorization-matrix samples: test support, left out of the build (tsconfig.build.json). */
const isTestSupport = (file: string) => /\.(test|authorization-samples)(\.ts)?$/.test(file);

interface Import {
  file: string;
  target: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative import of `file`, resolved to the path it names (without extension). */
function importsOf(file: string): Import[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => ({ file, target: path.resolve(path.dirname(file), fileName) }));
}

/** The module (folder under src/modules) a path belongs to, and its path inside that folder. */
function moduleOf(file: string): { name: string; inside: string[] } | null {
  if (!file.startsWith(MODULES + path.sep)) return null;
  const [name, ...inside] = path.relative(MODULES, file).split(path.sep);
  return inside.length === 0 ? null : { name, inside };
}

/** A module's public surface: its `*.module` files and everything under a `dto` folder. */
function isPublic(inside: string[]): boolean {
  const base = inside[inside.length - 1].replace(/\.ts$/, '');
  return base.endsWith('.module') || inside.slice(0, -1).includes('dto');
}

/** The strongly connected groups of more than one module (Tarjan). */
function cyclesOf(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('module boundaries', () => {
  const imports = sourceFiles(SRC).flatMap(importsOf);
  const between = imports.flatMap(({ file, target }) => {
    const from = moduleOf(file);
    const to = moduleOf(target);
    return from && to && from.name !== to.name ? [{ file, from: from.name, to }] : [];
  });

  it('a module imports another only through its *.module.ts exports and its dto/', () => {
    const bypassing = between
      .filter(({ to }) => !isPublic(to.inside))
      .map(({ file, to }) => `${path.relative(SRC, file)} → ${to.name}/${to.inside.join('/')}`);
    reportFigure(`module boundaries: ${between.length} imports between modules, ${bypassing.length} bypassing exports`);
    expect(bypassing).toEqual([]);
  });

  it('the platform imports nothing of the modules', () => {
    const reaching = imports
      .filter(({ file, target }) => file.startsWith(PLATFORM + path.sep) && moduleOf(target))
      .map(({ file, target }) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`);
    expect(reaching).toEqual([]);
  });

  it('production code imports neither test/ nor the authorization-matrix samples', () => {
    const reaching = imports
      .filter(({ file }) => !isTestSupport(file))
      .filter(({ target }) => target.startsWith(TEST_SUPPORT + path.sep) || isTestSupport(target))
      .map(({ file, target }) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`);
    expect(reaching).toEqual([]);
  });

  it('the modules import each other without cycles', () => {
    const edges = new Map<string, Set<string>>();
    for (const { from, to } of between) edges.set(from, (edges.get(from) ?? new Set()).add(to.name));
    expect(cyclesOf(edges)).toEqual([]);
  });
});
