import { defineConfig } from '@playwright/test';
import base from './playwright-bench.config.ts';

// The fleet benchmark runs on its own (`npm run bench:fleet`): it takes minutes, so `bench:ui` leaves it out. Its
// waits wait for states with no deadline of their own (`expect.timeout` 0): a loaded machine makes them slower,
// never wrong; the whole run is bounded by the test's timeout.
export default defineConfig({
  ...base,
  testMatch: ['fleet-bench.spec.ts'],
  timeout: 3_600_000,
  expect: { timeout: 0 },
});
