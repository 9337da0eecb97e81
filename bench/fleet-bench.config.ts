import { defineConfig } from '@playwright/test';
import base from './playwright-bench.config.ts';

// The fleet benchmark runs on its own (`npm run bench:fleet`): it takes minutes, so `bench:ui` leaves it out.
export default defineConfig({ ...base, testMatch: ['fleet-bench.spec.ts'] });
