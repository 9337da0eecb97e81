import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { layerRule } from './eslint-layer-rule.js';

// RuleTester reports through the test runner's own describe / it.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const file = (path: string) => `/repo/src/${path}`;

tester.run('layers', layerRule, {
  valid: [
    { filename: file('wire/parse.ts'), code: "import { x } from '../core/json.ts';" },
    { filename: file('agent/loop.ts'), code: "import { y } from '../tools/check.ts';" },
    { filename: file('features/timeline/a.tsx'), code: "import { z } from '../../components/button.tsx';" },
    { filename: file('features/timeline/a.tsx'), code: "import { z } from './b.ts';" },
    { filename: file('core/x.test.ts'), code: "import React from 'react';" },
    { filename: file('sources/ag-ui/map.ts'), code: "import { w } from '../../wire/ag-ui/parse.ts';" },
    { filename: file('store/s.ts'), code: "import { m } from '../sources/ag-ui/map.ts';" },
    { filename: file('store/s.ts'), code: "import { r } from './persistence/ui-preferences.ts';" },
    { filename: file('app/a.tsx'), code: "import { r } from '../store/persistence/save-status.ts';" },
    { filename: file('features/inbox/a.tsx'), code: "import { i } from '../../store/remote-sources.ts';" },
    { filename: file('core/x.test.ts'), code: "import { b } from '../test/test-builders.ts';" },
    { filename: file('store/s.test.ts'), code: "import { p } from '../test/persistence-test-support.ts';" },
    { filename: file('store/s.test.ts'), code: "import { d } from '../desks/desk.ts';" },
    {
      filename: file('features/inbox/a.test.tsx'),
      code: "import { r } from '../../store/saved-records.ts';\nimport { b } from '../../test/test-builders.ts';",
    },
    { filename: file('store/s.ts'), code: "import { d } from '../desks/langgraph/langgraph-desk.ts';" },
    { filename: file('desks/built-in/d.test.ts'), code: "import { f } from '../../test/desk-fakes.ts';" },
    { filename: file('test/fakes.ts'), code: "import { d } from '../desks/desk-ports.ts';" },
    {
      filename: file('desks/langgraph/d.ts'),
      code: "import { c } from '../../sources/langgraph/deployment-client.ts';\nimport { a } from '../../agent/audit-entry.ts';\nimport { p } from '../desk-ports.ts';",
    },
  ],
  invalid: [
    {
      filename: file('features/team-inbox/a.tsx'),
      code: "import { i } from '../../sources/langgraph/inbox-item.ts';",
      errors: [{ message: /features may not import sources/ }],
    },
    {
      filename: file('features/settings/a.ts'),
      code: "import { R } from '../../store/persistence/provider-settings-storage.ts';",
      errors: [{ message: /features may not import store\/persistence/ }],
    },
    {
      filename: file('core/json.ts'),
      code: "import React from 'react';",
      errors: [{ message: /pure TypeScript/ }],
    },
    { filename: file('wire/a.ts'), code: "import { create } from 'zustand';", errors: 1 },
    {
      filename: file('core/a.ts'),
      code: "import { p } from '../wire/parse.ts';",
      errors: [{ message: /core may not import wire/ }],
    },
    { filename: file('agent/a.ts'), code: "import { s } from '../store/app-store.ts';", errors: 1 },
    {
      filename: file('desks/built-in/d.ts'),
      code: "import { f } from '../../test/desk-fakes.ts';",
      errors: [{ message: /desks may not import test/ }],
    },
    {
      filename: file('features/timeline/a.tsx'),
      code: "import { q } from '../pending-queue/components/q.tsx';",
      errors: [{ message: /Feature 'timeline' may not import feature 'pending-queue'/ }],
    },
    { filename: file('store/a.ts'), code: "export * from '../features/x/y.ts';", errors: 1 },
    {
      filename: file('sources/ag-ui/a.ts'),
      code: "import { l } from '../../agent/create-agent.ts';",
      errors: [{ message: /sources may not import agent/ }],
    },
    { filename: file('agent/a.ts'), code: "import { m } from '../sources/ag-ui/map.ts';", errors: 1 },
    {
      filename: file('desks/langgraph/d.ts'),
      code: "import { s } from '../../store/app-state.ts';",
      errors: [{ message: /desks may not import store/ }],
    },
    {
      filename: file('desks/built-in/d.ts'),
      code: "import { b } from '../../components/button.tsx';",
      errors: [{ message: /desks may not import components/ }],
    },
    { filename: file('sources/langgraph/a.ts'), code: "import { d } from '../../desks/desk.ts';", errors: 1 },
    { filename: file('agent/a.ts'), code: "import { d } from '../desks/desk.ts';", errors: 1 },
    // A test imports what its layer may, and src/test/: nothing above its layer.
    {
      filename: file('features/inbox/a.test.tsx'),
      code: "import { i } from '../../sources/langgraph/inbox-item.ts';",
      errors: [{ message: /features may not import sources/ }],
    },
    {
      filename: file('features/settings/a.test.tsx'),
      code: "import { r } from '../../store/persistence/ui-preferences.ts';",
      errors: [{ message: /features may not import store\/persistence/ }],
    },
    {
      filename: file('desks/remote.test.ts'),
      code: "import { a } from '../store/persistence/audit-log.ts';",
      errors: [{ message: /desks may not import store/ }],
    },
    {
      filename: file('agent/loop.test.ts'),
      code: "import { s } from '../store/app-store.ts';",
      errors: [{ message: /agent may not import store/ }],
    },
    {
      filename: file('features/timeline/a.test.tsx'),
      code: "import { q } from '../pending-queue/components/q.tsx';",
      errors: [{ message: /Feature 'timeline' may not import feature 'pending-queue'/ }],
    },
  ],
});
