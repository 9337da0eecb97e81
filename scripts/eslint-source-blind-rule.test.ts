import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { sourceBlindRule } from './eslint-source-blind-rule.js';

// RuleTester reports through the test runner's own describe / it.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const file = (path: string) => `/repo/src/${path}`;

tester.run('source-blind', sourceBlindRule, {
  valid: [
    {
      filename: file('features/argument-editor/components/call-review.tsx'),
      code: "import { d } from '../../../store/sources-slice.ts';\nif (offer.editing.status === 'read-only') show();",
    },
    { filename: file('app/use-review-of.ts'), code: 'const answer = desk?.reviewOf?.(id, call, now);' },
    { filename: file('features/pending-queue/components/q.tsx'), code: 'const label = labels[source.kind];' },
    { filename: file('features/fleet/components/row.tsx'), code: "const open = row.kind === 'source';" },
    {
      filename: file('features/tool-call-card/components/card.tsx'),
      code: "const mcp = origin?.kind === 'mcp';",
    },
    {
      filename: file('app/use-call-tier-of.ts'),
      code: 'const tierOf = remoteTierLookup(settings, source, names);',
    },
    {
      filename: file('store/selectors.ts'),
      code: 'const going = deskFor(state, state.conversation)?.runGoing(state.conversation.id);',
    },
  ],
  invalid: [
    {
      filename: file('app/use-review-of.ts'),
      code: "if (sourceKind === 'ag-ui') review();",
      errors: [{ message: /No branch on the source kind 'ag-ui'/ }],
    },
    {
      filename: file('features/pending-queue/components/q.tsx'),
      code: "const remote = 'langgraph' !== source.kind;",
      errors: [{ message: /No branch on the source kind 'langgraph'/ }],
    },
    {
      filename: file('features/argument-editor/components/decision-bar.tsx'),
      code: "switch (source.kind) { case 'built-in': break; }",
      errors: [
        { message: /No branch on the kind of a source/ },
        { message: /No branch on the source kind 'built-in'/ },
      ],
    },
    {
      filename: file('app/use-fleet-tier-of.ts'),
      code: "const key = { source: 'ai-sdk', deployment: url, tool };",
      errors: [{ message: /No source kind named \('ai-sdk'\)/ }],
    },
    {
      filename: file('features/team-inbox/api/inbox-queries.ts'),
      code: "const queryKey = ['langgraph', url];",
      errors: [{ message: /No source kind named \('langgraph'\)/ }],
    },
    {
      filename: file('features/hand-calls/components/picker.tsx'),
      code: "const remote = conversation.source?.kind !== 'built-in';",
      errors: [{ message: /No branch on the source kind 'built-in'/ }],
    },
    {
      filename: file('app/use-attention.ts'),
      code: 'if (openSource.kind === other) notify();',
      errors: [{ message: /No branch on the kind of a source/ }],
    },
    {
      filename: file('app/use-attention.ts'),
      code: 'switch (conversation.source?.kind) { default: break; }',
      errors: [{ message: /No branch on the kind of a source/ }],
    },
    {
      filename: file('app/review-panel.tsx'),
      code: "import { editedArgsSchema } from '../sources/ag-ui/check-payload.ts';",
      errors: [{ message: /No import of sources/ }],
    },
    {
      filename: file('store/held-call-decisions.ts'),
      code: "const decided = sourceOf(conversation).kind === 'built-in' ? approve(call.id) : undefined;",
      errors: [{ message: /No branch on the source kind 'built-in'.*the store's routing ask/ }],
    },
    {
      filename: file('store/selectors.ts'),
      code: "const going = source.kind === 'langgraph' && runs[id] !== undefined;",
      errors: [{ message: /No branch on the source kind 'langgraph'/ }],
    },
  ],
});
