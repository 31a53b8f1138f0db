// `npm run build`: the type-checked compile (tsc) into dist/, the IDE's script beside it, and the stamp that lets
// `npm start` skip the next build while nothing it reads has changed (scripts/build-stamp.cjs).
import { spawnSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { clearStamp, fingerprint, writeStamp } = require('./build-stamp.cjs');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds under `root`; answers true when tsc succeeded (its errors are on the console). */
export function build(root = ROOT) {
  // Taken before compiling: a source edited while tsc runs makes the stamp stale, so the next start builds again.
  const current = fingerprint(root);
  clearStamp(root);
  // The compiled migrations are loaded by listing their folder, so one whose source is gone must not linger there.
  rmSync(path.join(root, 'dist', 'migrations'), { recursive: true, force: true });
  let compiler;
  try {
    compiler = require.resolve('typescript/bin/tsc');
  } catch {
    console.error('build: typescript is not installed (the build needs the dev dependencies: npm ci)');
    return false;
  }
  const tsc = spawnSync(process.execPath, [compiler, '-p', 'tsconfig.build.json'], {
    cwd: root,
    // Its diagnostics to stderr: stdout belongs to what starts after the build (`bank-files:cleanup` prints JSON).
    stdio: ['ignore', 2, 2],
  });
  if (tsc.status !== 0) return false;
  const ide = 'src/platform/graphql/graphiql/ide.js';
  copyFileSync(path.join(root, ide), path.join(root, 'dist', ide));
  writeStamp(root, current);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(build() ? 0 : 1);
}
