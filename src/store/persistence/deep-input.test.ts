import { describe, expect, it, vi } from 'vitest';
import { openAiChatSse } from '../../test/agent-test-support.ts';
import { allToolCalls } from '../../core/conversation.ts';
import { createAuditLog } from './audit-log.ts';
import { createTestProfile, openTestStore, storedText, until } from '../../test/persistence-test-support.ts';

const levels = 4500;
const deepArguments = `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** One OpenAI Chat turn whose single call sends `raw` as one argument fragment. */
function oneFragmentCall(id: string, name: string, raw: string): string {
  const chunk = (delta: unknown, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-deep', object: 'chat.completion.chunk', created: 0, model: 'fake-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  return (
    chunk({ role: 'assistant', content: '' }) +
    chunk({ tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }] }) +
    chunk({ tool_calls: [{ index: 0, function: { arguments: raw } }] }) +
    chunk({}, 'tool_calls') +
    'data: [DONE]\n\n'
  );
}

describe('input nested thousands of levels deep', () => {
  it('a model call is refused, and everything after it is saved and comes back after a reload with its audit entry', async () => {
    const profile = createTestProfile();
    const first = openTestStore(profile, [
      oneFragmentCall('call_deep', 'update_order', deepArguments),
      openAiChatSse({ text: 'Understood: one flat object next time.' }),
      openAiChatSse({ text: 'Still saving after the deep call.' }),
    ]);
    await first.store.getState().sendMessage('Update order 7');
    const call = allToolCalls(first.store.getState().conversation)[0]!;
    expect(call).toMatchObject({
      id: expect.any(String),
      status: 'refused',
      args: null,
      rawArguments: deepArguments,
      refusal: { source: 'invalid-arguments', message: expect.stringContaining('nested too deeply') },
    });
    // What the conversation holds can be cloned, as IndexedDB and the token meter's worker do.
    expect(() => structuredClone(first.store.getState().conversation)).not.toThrow();
    expect(await first.store.getState().sendMessage('Thanks')).toEqual({ ok: true });
    await until(async () => (await storedText(first.database)).includes('Still saving after the deep call.'));
    expect(first.store.getState().saveStatus).toEqual({ status: 'saved' });

    const second = openTestStore(profile);
    await second.store.getState().restoreSession();
    expect(second.store.getState().conversation).toEqual(first.store.getState().conversation);
    const audit = await createAuditLog(second.database).forCall(call.id);
    expect(audit).toMatchObject([
      {
        decision: 'refused',
        outcome: 'refused',
        proposedArgs: null,
        reason: expect.stringContaining('nested'),
      },
    ]);
  });

  it('an imported call is kept with its raw text and no parsed value, and a reload restores it', async () => {
    const profile = createTestProfile();
    const first = openTestStore(profile);
    const file = `{"format":"toolgate-conversation","version":1,"exportedAt":0,"conversation":{"id":"conv_deep","title":"Deep","createdAt":0,"systemPrompt":"","messages":[{"id":"m1","role":"model","createdAt":0,"status":"complete","parts":[{"id":"p1","kind":"tool-call","pruning":"auto","call":{"id":"c1","name":"update_order","rawArguments":${JSON.stringify(deepArguments)},"args":${deepArguments},"modifiedArgs":{},"status":"pending"}}]}]}}`;
    const result = await first.store.getState().importConversation(file);
    expect(result.ok).toBe(true);
    expect(allToolCalls(first.store.getState().conversation)[0]).toMatchObject({
      status: 'refused',
      args: null,
      rawArguments: deepArguments,
      refusal: { message: expect.stringContaining('nests deeper than 100 levels') },
    });
    const second = openTestStore(profile);
    await second.store.getState().restoreSession();
    expect(second.store.getState().conversation).toEqual(first.store.getState().conversation);
  });
});

describe('saves after a bounded call', () => {
  it('nine changes in a row after a call nested thousands of levels deep each reach the database', async () => {
    const profile = createTestProfile();
    const { store, database } = openTestStore(profile, [
      oneFragmentCall('call_deep', 'update_order', deepArguments),
      ...Array.from({ length: 9 }, (_, index) =>
        openAiChatSse({ text: `Answer ${index + 1} after the deep call.` }),
      ),
    ]);
    await store.getState().restoreSession();
    await store.getState().sendMessage('Update order 7');
    for (let index = 1; index <= 9; index += 1) {
      if (index > 1) expect(await store.getState().sendMessage(`Question ${index}`)).toEqual({ ok: true });
      await until(async () => (await storedText(database)).includes(`Answer ${index} after the deep call.`));
    }
    expect(store.getState().saveStatus).toEqual({ status: 'saved' });
  });
});

describe('a save that fails', () => {
  it('is reported at once, retried, and the conversation is stored once saving works again', async () => {
    const profile = createTestProfile();
    const { store, database } = openTestStore(profile, [openAiChatSse({ text: 'Saved in the end.' })]);
    await store.getState().restoreSession();
    const bulkPut = database.messageChunks.bulkPut.bind(database.messageChunks);
    let failures = 0;
    const spy = vi.spyOn(database.messageChunks, 'bulkPut').mockImplementation(((
      ...args: Parameters<typeof bulkPut>
    ) => {
      if (failures < 2) {
        failures += 1;
        return Promise.reject(new DOMException('The quota was exceeded.', 'QuotaExceededError'));
      }
      return bulkPut(...args);
    }) as typeof bulkPut);
    await store.getState().sendMessage('Hi');
    await until(() => store.getState().saveStatus.status === 'failing');
    expect(store.getState().saveStatus).toMatchObject({
      status: 'failing',
      what: expect.stringMatching(/^the (argument drafts of the )?conversation “/),
      error: expect.stringContaining('QuotaExceededError'),
      attempts: expect.any(Number),
    });
    await until(() => store.getState().saveStatus.status === 'saved');
    expect(await storedText(database)).toContain('Saved in the end.');
    spy.mockRestore();
  });
});
