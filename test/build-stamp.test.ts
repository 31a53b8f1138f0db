import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkBuild,
  clearStamp,
  decideBuild,
  fingerprint,
  inputFiles,
  STAMP_VERSION,
  writeStamp,
} from '../scripts/build-stamp.cjs';

/** `npm start` skips the build only when the stamp of the last build matches the sources and the output is there. */
describe('decideBuild', () => {
  const stamp = { version: STAMP_VERSION, fingerprint: 'abc' };

  it('skips the build when the fingerprint matches and the output exists', () => {
    expect(decideBuild({ stamp, current: 'abc', outputsPresent: true })).toEqual({
      build: false,
      reason: 'up to date',
    });
  });

  it.each([
    ['no stamp', null, 'abc', true, 'no previous build'],
    ['an unreadable stamp', { fingerprint: 42 }, 'abc', true, 'no previous build'],
    ['a stamp of another version', { version: STAMP_VERSION + 1, fingerprint: 'abc' }, 'abc', true, 'older start'],
    ['missing output', stamp, 'abc', false, 'build output missing'],
    ['changed sources', stamp, 'def', true, 'changes since the last build'],
  ])('builds with %s', (_case, given, current, outputsPresent, reason) => {
    const decision = decideBuild({ stamp: given, current, outputsPresent });
    expect(decision.build).toBe(true);
    expect(decision.reason).toContain(reason);
  });
});

describe('the stamp on a source tree', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
    write('src/main.ts', 'export const a = 1;\n');
    write('src/main.test.ts', 'test\n');
    write('src/main.authorization-samples.ts', 'export const authorizationSamples = {};\n');
    write('rest-shim/routes.ts', 'export const r = 1;\n');
    write('migrations/1-init.ts', 'export const m = 1;\n');
    write('tsconfig.json', '{}');
    write('tsconfig.build.json', '{}');
    write('package-lock.json', '{}');
    write('README.md', 'not an input\n');
    for (const output of ['dist/src/main.js', 'dist/src/worker.js', 'dist/src/platform/graphql/graphiql/ide.js']) {
      write(output, '');
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const built = () => writeStamp(root, fingerprint(root));

  it('hashes the build inputs only: sources, migrations, the REST shim, tsconfigs and the lock, not tests', () => {
    expect(inputFiles(root)).toEqual([
      'migrations/1-init.ts',
      'package-lock.json',
      'rest-shim/routes.ts',
      'src/main.ts',
      'tsconfig.build.json',
      'tsconfig.json',
    ]);
  });

  it('is up to date right after a build, and stays so when only times or non-inputs change', () => {
    built();
    expect(checkBuild(root)).toMatchObject({ build: false });
    utimesSync(path.join(root, 'src/main.ts'), new Date(), new Date(Date.now() + 60_000));
    write('src/main.test.ts', 'another test\n');
    write('README.md', 'edited\n');
    expect(checkBuild(root)).toMatchObject({ build: false });
  });

  it.each(['src/main.ts', 'rest-shim/routes.ts', 'migrations/1-init.ts', 'tsconfig.build.json', 'package-lock.json'])(
    'builds again after %s changed',
    (file) => {
      built();
      write(file, 'changed\n');
      expect(checkBuild(root)).toMatchObject({ build: true, reason: 'changes since the last build' });
    },
  );

  it('builds again after a source was added, removed or renamed', () => {
    built();
    write('src/added.ts', 'export {};\n');
    expect(checkBuild(root).build).toBe(true);
    built();
    rmSync(path.join(root, 'src/added.ts'));
    expect(checkBuild(root).build).toBe(true);
    built();
    rmSync(path.join(root, 'src/main.ts'));
    write('src/renamed.ts', 'export const a = 1;\n');
    expect(checkBuild(root).build).toBe(true);
  });

  it('builds when the output is gone or a build was started and never finished', () => {
    built();
    rmSync(path.join(root, 'dist/src/worker.js'));
    expect(checkBuild(root)).toMatchObject({ build: true, reason: 'build output missing' });
    write('dist/src/worker.js', '');
    clearStamp(root);
    expect(checkBuild(root)).toMatchObject({ build: true, reason: 'no previous build' });
  });
});
