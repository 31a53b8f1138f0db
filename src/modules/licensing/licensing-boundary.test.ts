import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LICENSING = __dirname;
const SRC = path.resolve(LICENSING, '..', '..');
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/**
 * What the licensing context may use outside itself: the platform, of the feature modules only access (the access
 * declarations), audit (the audit log) and auth (the bearer tokens service accounts sign in with), and the typed
 * documents generated from its routes' `.graphql` files.
 */
const ALLOWED = [
  ...['platform', 'modules/access', 'modules/audit', 'modules/auth'].map((dir) => path.join(SRC, dir)),
  path.resolve(SRC, '..', 'rest-shim', 'generated'),
];

/** The test support the authorization-matrix samples of a sub-module build on. */
const TEST_SUPPORT = path.resolve(SRC, '..', 'test');

/**
 * `file → specifier` for every relative import of a non-test licensing source that leaves the context; the
 * authorization-matrix samples (test support themselves) may also use test/.
 */
function importsOutOfContext(): string[] {
  const files = readdirSync(LICENSING, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  return files.flatMap((file) =>
    [...readFileSync(path.join(LICENSING, file), 'utf8').matchAll(SPECIFIER)]
      .map((match) => match[1])
      .filter((specifier) => {
        if (!specifier.startsWith('.')) return false;
        const target = path.resolve(LICENSING, path.dirname(file), specifier);
        const allowed = file.endsWith('.authorization-samples.ts') ? [...ALLOWED, TEST_SUPPORT] : ALLOWED;
        return !isInside(target, LICENSING) && !allowed.some((directory) => isInside(target, directory));
      })
      .map((specifier) => `src/modules/licensing/${file} → ${specifier}`),
  );
}

function isInside(target: string, directory: string): boolean {
  const relative = path.relative(directory, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

describe('the licensing context', () => {
  it('uses only the platform, access, audit and auth from outside itself', () => {
    expect(importsOutOfContext()).toEqual([]);
  });
});
