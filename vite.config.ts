/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { contentSecurityPolicyPlugin } from './scripts/content-security-policy-plugin.ts';
import { knownCountsPlugin } from './scripts/vite-known-counts-plugin.ts';
import { oauthClientDocumentPlugin } from './scripts/vite-oauth-client-plugin.ts';
import { rankTiersPlugin } from './scripts/vite-rank-tiers-plugin.ts';
import { testTimeoutMs } from './src/test/test-timeout.ts';

/** The test files that render in jsdom: every `.tsx` one, and the `.ts` ones that test hooks and key handling. */
const domTests = [
  'src/**/*.test.tsx',
  'src/features/pending-queue/hooks/use-blocked-notification.test.ts',
  'src/features/shortcuts/shortcut-list.test.ts',
];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contentSecurityPolicyPlugin(),
    rankTiersPlugin(),
    knownCountsPlugin(),
    oauthClientDocumentPlugin(),
  ],
  server: { host: '127.0.0.1', strictPort: false },
  worker: { format: 'es', plugins: () => [rankTiersPlugin(), knownCountsPlugin()] },
  test: {
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
    // Generous, so that a busy shared machine slows the suite down without failing it; a test that hangs
    // still fails. The waits inside tests have no shorter clock of their own.
    testTimeout: testTimeoutMs,
    hookTimeout: testTimeoutMs,
    pool: 'threads',
    // Every test's time, for the slowest ten that `npm test` prints at its end (scripts/slowest-tests.mjs).
    reporters: ['default', ['json', { outputFile: '.test-timings/unit.json' }]],
    projects: [
      // Files that render (jsdom) each get fresh modules: React, the DOM and lazily loaded chunks start anew.
      { extends: true, test: { name: 'dom', include: domTests } },
      // Pure modules keep no state between files, so a worker imports them once for every file it runs
      // rather than once per file, which was most of this project's time.
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'bin/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: domTests,
          isolate: false,
        },
      },
    ],
  },
});
