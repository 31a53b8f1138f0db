import { readdirSync } from 'node:fs';
import path from 'node:path';

const MODULES = path.join(__dirname, '..', 'src', 'modules');

/** Every module's error-code table file: the `<name>.error-codes.ts` files under src/modules. */
export const ERROR_CODE_TABLE_FILES = readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.error-codes.ts'))
  .map((file) => path.join(MODULES, file))
  .sort();

// Jest loads this before every test file: a unit test raising a module's code without composing the application
// finds the registry whole, as a composed application does, whatever it happens to import.
// test/error-code-registry.test.ts checks that these tables are exactly the ones the composed modules declare.
// eslint-disable-next-line @typescript-eslint/no-require-imports
for (const file of ERROR_CODE_TABLE_FILES) require(file);
