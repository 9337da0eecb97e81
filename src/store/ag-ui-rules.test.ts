import { afterEach, describe, expect, it } from 'vitest';
import { startAgUiFixtureServer } from '../../e2e/servers/ag-ui-fixture-server.ts';
import { allToolCalls } from '../core/conversation.ts';
import { createTestProfile, openTestStore, until } from '../test/persistence-test-support.ts';
import { noMailToRivals } from '../test/rule-test-support.ts';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function connected() {
  const server = await startAgUiFixtureServer({ scenario: { kind: 'interrupts' }, delayMs: 1 });
  servers.push(server);
  const opened = openTestStore(createTestProfile());
  await opened.store.getState().restoreHeldConversations();
  const saved = await opened.store.getState().saveAgUiAgent({
    name: 'support',
    url: server.url,
    headers: {},
    rememberHeaders: false,
  });
  const rules = opened.store.getState().agentTools().rules;
  return { server, ...opened, agentId: saved.agentId, rules };
}

type Store = Awaited<ReturnType<typeof connected>>['store'];
const calls = (store: Store) => allToolCalls(store.getState().conversation);
const staged = (store: Store, id: string) => calls(store).find((call) => call.id === id)?.interrupt?.staged;

describe("the rules on an AG-UI agent's tools", () => {
  it('an allow rule on the agent does not answer a tool of unknown tier; once tiered write, it does', async () => {
    const { store, agentId, rules } = await connected();
    await rules.add({
      match: { sources: ['ag-ui'], tool: 'support__*', conditions: [] },
      effect: 'allow',
      scope: { kind: 'always' },
      status: 'active',
    });
    // Every verdict the rules give the agent's requests, as they are given.
    const verdicts: string[] = [];
    const decide = rules.decide.bind(rules);
    rules.decide = async (facts, now) => {
      const verdict = await decide(facts, now);
      verdicts.push(`${facts.tool} ${verdict.effect}`);
      return verdict;
    };
    await store.getState().startAgUiThread(agentId, 'Answer ticket 4182.');
    await until(() => verdicts.length === 2);
    // Both wait for the operator: nobody has said how dangerous the agent's tools are.
    expect(verdicts).toEqual(['support__send_email ask', 'support__delete_file ask']);
    expect(staged(store, 'call_email')).toBeUndefined();
    expect(staged(store, 'call_delete')).toBeUndefined();

    await rules.setToolTier('ag-ui', 'support__send_email', 'write');
    await store.getState().startAgUiThread(agentId, 'Answer ticket 4183.');
    await until(() => verdicts.filter((verdict) => verdict.startsWith('support__delete_file')).length === 2);
    // The approval the allow rule made is judged once more before it is staged, so send_email is decided twice.
    expect(new Set(verdicts.slice(2))).toEqual(
      new Set(['support__send_email allow', 'support__delete_file ask']),
    );
    await until(() => staged(store, 'call_email') !== undefined);
    expect(staged(store, 'call_email')).toMatchObject({ kind: 'approve', by: 'policy' });
    expect(staged(store, 'call_delete')).toBeUndefined();
  });

  it("an operator's approval whose edited arguments a deny rule matches is staged as that rule's decline", async () => {
    const { store, agentId, rules } = await connected();
    const deny = await rules.add(noMailToRivals);
    await store.getState().startAgUiThread(agentId, 'Answer ticket 4182.');
    await until(() => calls(store).filter((call) => call.status === 'pending').length === 2);
    store.getState().setArgument('call_email', 'to', 'ceo@rival.example');
    expect(await store.getState().approveCall('call_email')).toEqual({ ok: true });
    expect(staged(store, 'call_email')).toMatchObject({
      kind: 'decline',
      by: 'policy',
      reason: expect.stringContaining(
        `Denied by rule ${deny.number}: ag-ui: support__send_email with to matching *@rival.example. No mail to rivals.`,
      ),
    });
  });
});
