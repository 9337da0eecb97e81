import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layerRule } from './scripts/eslint-layer-rule.js';
import { sourceBlindRule } from './scripts/eslint-source-blind-rule.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '**/__fixtures__/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { toolgate: { rules: { layers: layerRule, 'source-blind': sourceBlindRule } } },
    rules: {
      'toolgate/layers': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The review, the queue and the decision bar show what a source's desk offers and know no source.
    files: [
      'src/app/review-panel.tsx',
      'src/app/use-review-of.ts',
      'src/features/argument-editor/**',
      'src/features/pending-queue/**',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'toolgate/source-blind': 'error' },
  },
  {
    // core and wire run in Node, a worker and tests alike: no DOM globals.
    files: ['src/core/**', 'src/wire/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'indexedDB'],
    },
  },
);
