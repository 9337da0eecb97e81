import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/ensure-chromium.mjs';
import { journeyTimeoutMs } from './e2e/support/waits.ts';

const port = Number(process.env.TOOLGATE_E2E_PORT ?? 4317);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Generous, because the suite must pass on a busy two-core machine: a wait that runs out is a failure, and
  // nothing here measures speed (figures belong to `npm run bench:*`). A wait for a state has no shorter clock of
  // its own: it is bounded only by the journey's timeout, and costs nothing when the state comes at once.
  timeout: journeyTimeoutMs,
  expect: { timeout: journeyTimeoutMs },
  // Journeys run two at a time (each has its own browser, servers and data on free ports): much of a journey is
  // waiting on a server or a timer, which another journey fills; TOOLGATE_E2E_WORKERS sets another number.
  workers: Number(process.env.TOOLGATE_E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  // Every journey's time, for the slowest ten that `npm test` prints at its end (scripts/slowest-tests.mjs).
  reporter: [['list'], ['json', { outputFile: '.test-timings/journeys.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about a third of a journey's time, so a trace is kept from a failing journey's
    // retry (CI retries once); `--trace retain-on-failure` records one on a local run.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // `npm test` builds once, beside the unit tests, and says so with TOOLGATE_E2E_PREBUILT=1.
    command: `${process.env.TOOLGATE_E2E_PREBUILT === '1' ? '' : 'npx vite build --logLevel error && '}npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
