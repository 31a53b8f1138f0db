// Tests run against PostgreSQL when DATABASE_URL is set, otherwise against the embedded PGlite started once in
// globalSetup. PGlite runs one transaction at a time for every connection, so test files run in band there.
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs', ignoreDynamic: true },
  sourceMaps: 'inline',
};

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/rest-shim', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions] },
  // Every module's error-code table is registered before a test file runs (test/error-code-tables.ts).
  setupFiles: ['reflect-metadata', '<rootDir>/test/error-code-tables.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  maxWorkers: process.env.DATABASE_URL ? 2 : 1,
  testTimeout: 30000,
};
