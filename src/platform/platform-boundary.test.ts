import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PLATFORM = __dirname;
const SRC = path.dirname(PLATFORM);
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** `file → specifier` for every relative import of a platform file that leaves src/platform but stays in src/. */
function importsOutOfPlatform(): string[] {
  const files = readdirSync(PLATFORM, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.[cm]?[jt]s$/.test(file),
  );
  return files.flatMap((file) => {
    const source = readFileSync(path.join(PLATFORM, file), 'utf8');
    return [...source.matchAll(SPECIFIER)]
      .map((match) => match[1])
      .filter((specifier) => {
        if (!specifier.startsWith('.')) return false;
        const target = path.resolve(PLATFORM, path.dirname(file), specifier);
        return isInside(target, SRC) && !isInside(target, PLATFORM);
      })
      .map((specifier) => `src/platform/${file} → ${specifier}`);
  });
}

function isInside(target: string, directory: string): boolean {
  const relative = path.relative(directory, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

describe('src/platform', () => {
  it('imports nothing from the feature modules or the application: it defines the shapes, modules fill them', () => {
    expect(importsOutOfPlatform()).toEqual([]);
  });
});
