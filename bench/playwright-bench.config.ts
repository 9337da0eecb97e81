import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { findChromium } from '../scripts/ensure-chromium.mjs';
import { outDir } from './bench-paths.ts';

// Its own port, so the benchmark can run while the end-to-end suite's server is up.
const port = Number(process.env.TOOLGATE_BENCH_PORT ?? 4318);
// A profiled run reads better with the app's own function names.
const minify = process.env.TOOLGATE_BENCH_PROFILE ? ' --minify false' : '';

export default defineConfig({
  testDir: '.',
  testMatch: [
    'first-load-bench.spec.ts',
    'ui-bench.spec.ts',
    'import-bench.spec.ts',
    'captures-bench.spec.ts',
    'big-input-bench.spec.ts',
    'markdown-stream-bench.spec.ts',
    'remote-run-bench.spec.ts',
    'inbox-bench.spec.ts',
    'hostile-bench.spec.ts',
  ],
  outputDir: '../test-results/bench',
  timeout: 180_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `npx vite build --logLevel error${minify} --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
