// Reads the timings the unit tests and the journeys leave in `.test-timings/` (Vitest's and Playwright's JSON
// reporters, see vite.config.ts and playwright.config.ts) and prints the slowest of each, so that the next slow
// test is seen before it becomes a flaky one.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const timingsFolder = path.join(process.cwd(), '.test-timings');

/** Each unit test of a Vitest JSON report as `{ name, seconds }`. */
export function unitTimings(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${path.relative(process.cwd(), file.name)} > ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

/** Each journey of a Playwright JSON report as `{ name, seconds }`, its attempts (a retry) added up. */
export function journeyTimings(report) {
  const walk = (suite, file) =>
    [
      ...(suite.specs ?? []).map((spec) => ({
        name: `${suite.file ?? file} > ${spec.title}`,
        seconds:
          spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + (result.duration ?? 0), 0) /
          1000,
      })),
      ...(suite.suites ?? []).flatMap((child) => walk(child, suite.file ?? file)),
    ];
  return report.suites.flatMap((suite) => walk(suite, suite.file));
}

/** The `count` slowest, as printable lines. */
export function slowest(timings, count = 10) {
  return [...timings]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((timing) => `${timing.seconds.toFixed(1).padStart(7)} s  ${timing.name}`);
}

function read(file) {
  const full = path.join(timingsFolder, file);
  if (!existsSync(full)) return undefined;
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Prints the ten slowest unit tests and journeys of the last run, where their reports exist. */
export function printSlowest() {
  const unit = read('unit.json');
  const journeys = read('journeys.json');
  if (unit) console.log(`\nThe ten slowest unit tests:\n${slowest(unitTimings(unit)).join('\n')}`);
  if (journeys) console.log(`\nThe ten slowest journeys:\n${slowest(journeyTimings(journeys)).join('\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printSlowest();
