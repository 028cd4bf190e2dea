// Lint: typescript-eslint's type-aware rules for TypeScript, Lit's and custom elements' rules for
// the elements. Formatting is Prettier's job (`prettier --check` in `npm test`), not the linter's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'src/core/rules/generated/',
      'components/locales/',
      'components/core/language/locale-codes.ts',
      'test/visual/',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Every TypeScript file linted is in tsconfig.json's include (scripts/ and the root config
        // files too), so the project service needs no default project; JavaScript is parsed
        // without types (below).
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `unknown` at the edges is checked by hand; an `any` must not escape a module.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Fire-and-forget promises are marked with `void`; the rule keeps that habit.
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  // node:test's `describe` and `it` return promises that the runner itself awaits; marking each
  // of the hundreds of calls with `void` would say nothing.
  {
    files: ['test/**'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    files: ['components/**/*.ts', 'demo/**/*.ts'],
    ...litConfigs['flat/recommended'],
  },
  {
    files: ['components/**/*.ts'],
    ...wcConfigs['flat/recommended'],
  },
  // Plain JavaScript is not type-checked (checkJs is off), so type-aware rules would only see `any`.
  // A separate object, because a `languageOptions` key beside the spread would replace the one
  // that turns the project service off.
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  // The test pages' own scripts run in the browser. Listed by hand: the `globals` package is not
  // installed, and these few are all the fixtures use.
  {
    files: ['test/components/fixtures/*.js'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        location: 'readonly',
        performance: 'readonly',
        requestAnimationFrame: 'readonly',
        URLSearchParams: 'readonly',
      },
    },
  },
);
