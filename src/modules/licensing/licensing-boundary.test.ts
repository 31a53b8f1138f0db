import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const LICENSING = __dirname;
const SRC = path.resolve(LICENSING, '..', '..');
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/**
 * What the licensing context may use outside itself: the platform, and of the feature modules only access (the
 * access declarations), audit (the audit log) and auth (the bearer tokens service accounts sign in with).
 */
const ALLOWED = ['platform', 'modules/access', 'modules/audit', 'modules/auth'].map((dir) => path.join(SRC, dir));

/** `file → specifier` for every relative import of a non-test licensing source that leaves the context. */
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
        return !isInside(target, LICENSING) && !ALLOWED.some((allowed) => isInside(target, allowed));
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
