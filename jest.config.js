// Tests run against PostgreSQL when DATABASE_URL is set, otherwise against embedded PGlite databases that globalSetup
// starts, one per worker, each in a process of its own (PGlite runs one transaction at a time).
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
  maxWorkers: 2,
  // A worker keeps what every test file loaded; past this it is replaced between files (one process running all
  // files ran out of memory).
  workerIdleMemoryLimit: '1GB',
  testTimeout: 30000,
};
