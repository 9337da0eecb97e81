import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../core/conversation.ts';
import { makeConversation, makeMessage, makeToolCall, makeToolCallPart } from '../../test/test-builders.ts';
import { readConversation } from './conversation-store.ts';
import { exportConversationFile, exportFileName, importConversationFile } from './conversation-file.ts';
import { createTestProfile, openTestStore } from '../../test/persistence-test-support.ts';

const executing = makeToolCall({
  id: 'call_x',
  state: {
    status: 'executing',
    startedAt: 1,
    approval: { by: 'operator', at: 1, approvedArgs: { model: 'Order', id: 1042 }, modifiedKeys: [] },
  },
});
const conversation: Conversation = makeConversation([
  makeMessage('model', [makeToolCallPart(executing)], 'm1'),
]);

describe('conversation files', () => {
  it('round-trips a conversation; a call that was running comes back interrupted', () => {
    const text = exportConversationFile(conversation, Date.UTC(2026, 1, 16));
    expect(JSON.parse(text)).toMatchObject({
      format: 'toolgate-conversation',
      version: 1,
      conversation: { id: 'conv_test' },
    });
    const imported = importConversationFile(text);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(imported.conversation.messages[0]!.parts[0]).toMatchObject({ call: { status: 'interrupted' } });
    expect(exportFileName(conversation, Date.UTC(2026, 1, 16))).toBe('toolgate-test-2026-02-16.json');
  });

  it('refuses a file that is not an export with a precise reason', () => {
    expect(importConversationFile('{"format":"other"}')).toMatchObject({
      ok: false,
      error: expect.stringContaining('Not a Toolgate conversation export'),
    });
    expect(importConversationFile('not json')).toMatchObject({
      ok: false,
      error: expect.stringContaining('Not JSON'),
    });
  });

  it('never carries the API key, even with a provider configured', async () => {
    const { store } = openTestStore(createTestProfile());
    store.getState().saveProviderSettings({
      provider: 'openai-chat',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-test',
      rememberKey: true,
      apiKey: 'sk-live-never-export-me',
    });
    store.getState().loadConversation(conversation);
    const file = store.getState().exportConversation();
    expect(file.text).not.toContain('sk-live-never-export-me');
    expect(file.text).not.toContain('gpt-test');
    expect(JSON.stringify(store.getState())).not.toContain('sk-live-never-export-me');
  });

  it('imports into the store and saves it as the open conversation', async () => {
    const { store, database } = openTestStore(createTestProfile());
    const result = await store.getState().importConversation(exportConversationFile(conversation, 0));
    expect(result.ok).toBe(true);
    expect(store.getState().conversation.id).toBe('conv_test');
    expect((await readConversation(database, 'conv_test'))?.messages).toHaveLength(1);
  });
});
