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
    // The screens know no source: what differs by source is asked of core, the store or the source's desk, so
    // adding a source changes nothing here but its own connect form and panel. Each file let off says why.
    files: ['src/features/**', 'src/app/**'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      // Each source's own connect form and panel: an AG-UI agent's tool tiers, a LangGraph deployment's, and
      // the AI SDK routes' form and panel (each keeps its tiers under its own kind).
      'src/features/agent-sources/components/tool-tiers.tsx',
      'src/features/team-inbox/components/deployment-tool-tiers.tsx',
      'src/features/agent-sources/components/ai-sdk-routes.tsx',
      'src/features/agent-sources/components/ai-sdk-route-tool-tiers.tsx',
      // App wiring: the one place that picks the thread panel each source shows above the queue.
      'src/app/source-thread-panel.tsx',
    ],
    rules: { 'toolgate/source-blind': 'error' },
  },
  {
    // The store's routing knows no source either: a decision, a held call's decision, Stop and Retry on a call,
    // and what the screens read of a run are asked of the conversation's desk. The slices that wire each
    // source's desk to the store name their kind.
    files: [
      'src/store/desk-routing.ts',
      'src/store/sources-slice.ts',
      'src/store/held-call-decisions.ts',
      'src/store/held-group-decisions.ts',
      'src/store/selectors.ts',
      'src/store/hand-call-slice.ts',
    ],
    rules: { 'toolgate/source-blind': 'error' },
  },
  {
    // core and wire run in Node, a worker and tests alike: no DOM globals.
    files: ['src/core/**', 'src/wire/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'indexedDB',
      ],
    },
  },
);
