import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './eslint-rules/module-boundaries.mjs';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', 'rest-shim/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports only.' }],
    },
  },
  {
    // Modules meet only through their *.module.ts exports and dto/; the platform imports nothing of them.
    files: ['src/**/*.ts'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/module-exports': 'error' },
  },
  {
    // A module's error-code table merges into the platform's registry type: `interface ErrorCodeRegistry extends ItsTable {}`.
    files: ['src/**/*error-codes.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/platform/graphql/graphiql/ide.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Tool configuration and jest's global hooks must be default exports.
    files: ['*.config.{js,mjs}', 'test/global-*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
