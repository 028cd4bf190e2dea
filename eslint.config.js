// Lint: typescript-eslint's type-aware rules for TypeScript, Lit's and custom elements' rules for
// the elements. Formatting is Prettier's job (`prettier --check` in `npm test`), not the linter's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'src/core/rules/generated/', 'test/visual/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'bin/*.js'] },
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
  {
    files: ['components/**/*.ts', 'demo/**/*.ts'],
    ...litConfigs['flat/recommended'],
  },
  {
    files: ['components/**/*.ts'],
    ...wcConfigs['flat/recommended'],
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
