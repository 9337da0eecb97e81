// `npm test`: every check, in two stages, stopping at the first that fails.
//
// 1. At once: typecheck, lint, unit tests, the production build the journeys run against, and what the
//    journeys need installed (Chromium, the Mastra agent's own packages). Each is mostly one thread (Vitest
//    gives a 2-core machine one worker), so together they keep both cores busy where one after the other they
//    would leave one idle. Each step's output is held and printed whole when it ends, and a failure stops the
//    others.
// 2. The Playwright journeys, against that build (`TOOLGATE_E2E_PREBUILT=1` tells the config not to build
//    again).
//
// Each step's time is printed, so a slow step shows where it is.
import { spawnSync } from 'node:child_process';
import concurrently from 'concurrently';

const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

const { result } = concurrently(
  [
    { name: 'typecheck', command: 'npm run --silent typecheck' },
    { name: 'lint', command: 'npm run --silent lint' },
    { name: 'unit tests', command: 'npm run --silent test:unit' },
    { name: 'build', command: 'npx vite build --logLevel error' },
    // What the journeys need installed (both a no-op once done; `test:e2e` runs them again for a lone run).
    {
      name: 'journey set-up',
      command: 'node scripts/ensure-chromium.mjs && node scripts/ensure-mastra-agent.mjs',
    },
  ],
  { group: true, killOthersOn: ['failure'], timings: true, prefix: '{name}' },
);
try {
  await result;
} catch {
  console.error('\nA step failed (above); the steps still running were stopped.');
  process.exit(1);
}

console.log('\n=== end-to-end tests ===');
const journeysStarted = performance.now();
const journeys = spawnSync('npm', ['run', '--silent', 'test:e2e'], {
  stdio: 'inherit',
  env: { ...process.env, TOOLGATE_E2E_PREBUILT: '1' },
});
console.log(`\nend-to-end tests: ${seconds(journeysStarted)} s; whole suite: ${seconds(started)} s`);
if (journeys.status !== 0) {
  console.error('\nend-to-end tests failed.');
  process.exit(journeys.status ?? 1);
}
console.log('\nAll test steps passed.');
