import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the test runner, without types.
import { journeyTimings, slowest, unitTimings } from './slowest-tests.mjs';

describe('the slowest tests', () => {
  it('reads Vitest tests and Playwright journeys, retries added up, slowest first', () => {
    const unit = unitTimings({
      testResults: [
        {
          name: `${process.cwd()}/src/a.test.ts`,
          assertionResults: [
            { fullName: 'a quick one', duration: 12 },
            { fullName: 'a slow one', duration: 4_500 },
          ],
        },
      ],
    });
    expect(unit).toEqual([
      { name: 'src/a.test.ts > a quick one', seconds: 0.012 },
      { name: 'src/a.test.ts > a slow one', seconds: 4.5 },
    ]);
    const journeys = journeyTimings({
      suites: [
        {
          file: 'review.spec.ts',
          specs: [{ title: 'reviews', tests: [{ results: [{ duration: 30_000 }, { duration: 20_000 }] }] }],
          suites: [{ title: 'nested', specs: [{ title: 'inner', tests: [{ results: [{ duration: 1_000 }] }] }] }],
        },
      ],
    });
    expect(journeys).toEqual([
      { name: 'review.spec.ts > reviews', seconds: 50 },
      { name: 'review.spec.ts > inner', seconds: 1 },
    ]);
    const lines = slowest([...unit, ...journeys], 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\s+50\.0 s {2}review\.spec\.ts > reviews$/);
    expect(lines[1]).toMatch(/4\.5 s {2}src\/a\.test\.ts > a slow one$/);
  });
});
