/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { contentSecurityPolicyPlugin } from './scripts/content-security-policy-plugin.ts';
import { knownCountsPlugin } from './scripts/vite-known-counts-plugin.ts';
import { rankTiersPlugin } from './scripts/vite-rank-tiers-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), contentSecurityPolicyPlugin(), rankTiersPlugin(), knownCountsPlugin()],
  server: { host: '127.0.0.1', strictPort: false },
  worker: { format: 'es', plugins: () => [rankTiersPlugin(), knownCountsPlugin()] },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bin/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
    // Generous, so that a busy shared machine slows the suite down without failing it; a test that hangs
    // still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'threads',
  },
});
