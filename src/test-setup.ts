import 'fake-indexeddb/auto';
import { loadPatternEngines } from './core/rules/pattern-engines.ts';
import { testTimeoutMs } from './test/test-timeout.ts';

// The app loads the rules' pattern engines when a rule first needs them; tests compile rules directly.
await loadPatternEngines();

// The DOM matchers and Testing Library take longer to import than most test files take to run, and only the
// files that ask for jsdom render anything, so only they load them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/dom');
  // `findBy…` and `waitFor` wait for a condition; on a busy shared machine rendering and IndexedDB can take
  // seconds, so their default one second would fail tests for being slow. They are bounded by the runner's own
  // timeout: only a condition that never holds fails.
  configure({ asyncUtilTimeout: testTimeoutMs });
}
