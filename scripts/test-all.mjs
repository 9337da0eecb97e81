// `npm test`: every check, stopping at the first that fails.
//
// Two groups start at once:
// - the checks: typecheck, lint, the import-cycle check and the unit tests, and the installs of the Mastra agent's and the AI SDK route's own packages,
//   which only their journeys need (they wait for an install under way);
// - what the journeys need: the production build they run against and a Chromium; as soon as both are done, the
//   Playwright journeys start against that build (`TOOLGATE_E2E_PREBUILT=1` tells their config not to build
//   again), while the checks may still run.
// The journeys spend much of their time waiting on browsers and servers, and each check is mostly one thread, so
// running them side by side keeps a 2-core machine busy where running the journeys last would leave it half
// idle. A check's output is held and printed whole when it ends; the journeys print as they go. A failure
// anywhere stops everything still running.
//
// Each step's time is printed, so a slow step shows where it is.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import concurrently from 'concurrently';
import { printSlowest, timingsFolder } from './slowest-tests.mjs';

const started = performance.now();
// The timings of an earlier run would be printed as this one's.
rmSync(timingsFolder, { recursive: true, force: true });
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
const options = { group: true, killOthersOn: ['failure'], timings: true, prefix: '{name}' };

const checks = concurrently(
  [
    { name: 'typecheck', command: 'npm run --silent typecheck' },
    { name: 'lint', command: 'npm run --silent lint' },
    { name: 'import cycles', command: 'npm run --silent check:cycles' },
    { name: 'unit tests', command: 'npm run --silent test:unit' },
    { name: 'Mastra agent install', command: 'node scripts/ensure-mastra-agent.mjs' },
    { name: 'AI SDK route install', command: 'node scripts/ensure-ai-sdk-agent.mjs' },
  ],
  options,
);
const preparation = concurrently(
  [
    { name: 'build', command: 'npx vite build --logLevel error' },
    // A no-op once done; `test:e2e` runs it again for a lone run.
    { name: 'Chromium', command: 'node scripts/ensure-chromium.mjs' },
  ],
  options,
);

let journeys;
let stopping = false;
function stopAll(reason) {
  if (stopping) return;
  stopping = true;
  console.error(`\n${reason}; the steps still running were stopped.`);
  for (const command of [...checks.commands, ...preparation.commands]) command.kill();
  journeys?.kill('SIGTERM');
  process.exitCode = 1;
}

const journeysDone = preparation.result.then(
  () =>
    new Promise((resolve) => {
      if (stopping) return resolve();
      console.log('\n=== end-to-end tests (the checks may still be running) ===');
      const journeysStarted = performance.now();
      journeys = spawn('npx', ['playwright', 'test'], {
        stdio: 'inherit',
        env: { ...process.env, TOOLGATE_E2E_PREBUILT: '1' },
      });
      journeys.on('exit', (code, signal) => {
        console.log(`\nend-to-end tests: ${seconds(journeysStarted)} s`);
        if (code !== 0) stopAll(`The end-to-end tests failed (${code ?? signal})`);
        resolve();
      });
    }),
  () => stopAll('The build or the Chromium check failed (above)'),
);
const checksDone = checks.result.then(
  () => console.log(`\nchecks done at ${seconds(started)} s`),
  () => stopAll('A check failed (above)'),
);

await Promise.all([checksDone, journeysDone]);
printSlowest();
console.log(`\nwhole suite: ${seconds(started)} s`);
if (process.exitCode === 1) process.exit(1);
console.log('\nAll test steps passed.');
