import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';
import { loadPatternEngines } from './core/rules/pattern-engines.ts';

// `findBy…` and `waitFor` wait for a condition; on a busy shared machine rendering and IndexedDB can take
// seconds, so their default one second would fail tests for being slow. Only a condition that never holds fails.
configure({ asyncUtilTimeout: 15_000 });

// The app loads the rules' pattern engines when a rule first needs them; tests compile rules directly.
await loadPatternEngines();
