// `npm test`: typecheck, lint, unit tests, then the Playwright journeys. Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit tests', ['run', 'test:unit']],
  ['end-to-end tests', ['run', 'test:e2e']],
];
for (const [label, args] of steps) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${label} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nAll test steps passed.');
