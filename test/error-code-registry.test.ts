import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { composeModules } from '../src/app';
import {
  PLATFORM_ERROR_CODES,
  isErrorCode,
  registeredErrorCodes,
  type ErrorCodeTable,
} from '../src/platform/errors/error-codes';
import { inertPlatformServices } from '../src/platform/module/inert-platform';
import { ERROR_CODE_TABLE_FILES } from './error-code-tables';

const ROOT = path.resolve(__dirname, '..');

/** The TypeScript sources of a folder, without tests and generated code. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.split(path.sep).includes('generated'))
    .map((file) => path.join(ROOT, dir, file));
}

/**
 * The codes written as string literals where a code is raised or documented: `new DomainError('…')`, a route's
 * `errors: ['…']` and an error dialect's `invalidRequest` / `notFound` / `unavailable`.
 */
function literalCodes(source: string): string[] {
  const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((match) => match[1]);
  return [
    ...[...source.matchAll(/new DomainError\(\s*'([^']+)'/g)].map((match) => match[1]),
    ...[...source.matchAll(/\berrors: \[([^\]]*)\]/g)].flatMap((match) => quoted(match[1])),
    ...[...source.matchAll(/\b(?:invalidRequest|notFound|unavailable): '([^']+)'/g)].map((match) => match[1]),
  ];
}

describe('the error-code registry of the composed application', () => {
  const { modules } = composeModules(inertPlatformServices());
  const declared = modules.flatMap((module) => Object.keys(module.errorCodes ?? {}));

  it('is the platform codes and exactly the codes the composed modules declare, none twice', () => {
    expect(new Set(declared).size).toBe(declared.length);
    expect(registeredErrorCodes()).toEqual([...Object.keys(PLATFORM_ERROR_CODES), ...declared].sort());
  });

  it('declares every table file under src/modules in a composed module', () => {
    const undeclared = ERROR_CODE_TABLE_FILES.flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const tables = Object.values(require(file) as Record<string, ErrorCodeTable>);
      return tables
        .flatMap((table) => Object.keys(table))
        .filter((code) => !declared.includes(code))
        .map((code) => `${path.relative(ROOT, file)}: ${code}`);
    });
    expect(undeclared).toEqual([]);
  });

  it('registers every code src/ and rest-shim/ raise or list by name', () => {
    const unregistered = [...sources('src'), ...sources('rest-shim')].flatMap((file) =>
      literalCodes(readFileSync(file, 'utf8'))
        .filter((code) => !isErrorCode(code))
        .map((code) => `${path.relative(ROOT, file)}: ${code}`),
    );
    expect(unregistered).toEqual([]);
  });
});
