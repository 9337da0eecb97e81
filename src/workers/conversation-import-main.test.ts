import { describe, expect, it } from 'vitest';
import type { Conversation } from '../core/conversation.ts';
import { toConversationExport } from '../core/conversation-export.ts';
import { makeConversation, makeMessage } from '../test/test-builders.ts';
import { importConversationInWorker } from './conversation-import-main.ts';
import type { ImportProgress } from './conversation-import-shared.ts';
import { messagesPerBatch, oversizeError, tooManyMessagesError } from './conversation-import-shared.ts';

const key = 'sk-import-Hq27Zb8Lm4';

function conversationOf(count: number): Conversation {
  return makeConversation(
    Array.from({ length: count }, (_, index) =>
      makeMessage(
        index % 2 ? 'model' : 'user',
        [{ id: `p${index}`, kind: 'text', pruning: 'auto', text: `Message ${index}` }],
        `m${index}`,
      ),
    ),
  );
}

const fileOf = (conversation: Conversation) =>
  new Blob([JSON.stringify(toConversationExport(conversation, 0))], { type: 'application/json' });

const inThread = { createWorker: () => undefined, secrets: [], fileName: 'big.json' };

describe('importing a conversation file', () => {
  it('reads it in chunks and hands the messages over in batches, reporting each step', async () => {
    const count = messagesPerBatch * 2 + 5;
    const seen: ImportProgress[] = [];
    const outcome = await importConversationInWorker(fileOf(conversationOf(count)), {
      ...inThread,
      signal: new AbortController().signal,
      onProgress: (progress) => seen.push(progress),
    });
    expect(outcome.status).toBe('imported');
    if (outcome.status !== 'imported') return;
    expect(outcome.conversation.messages).toHaveLength(count);
    expect(outcome.conversation.messages.at(-1)).toMatchObject({ id: `m${count - 1}` });
    expect(seen.filter((progress) => progress.phase === 'reading').length).toBeGreaterThan(0);
    // Parsed, then validated, then handed over: each step shows as it starts.
    const steps = [...new Set(seen.map((progress) => progress.phase))];
    expect(steps).toEqual(['reading', 'parsing', 'validating', 'receiving']);
    expect(seen.at(-1)).toEqual({ phase: 'receiving', loaded: count, total: count });
    expect(
      seen
        .filter((progress) => progress.phase === 'receiving')
        .map((progress) => progress.phase === 'receiving' && progress.loaded),
    ).toEqual([0, messagesPerBatch, messagesPerBatch * 2, count]);
  });

  it('takes the configured secrets out of what it imports', async () => {
    const conversation = makeConversation([
      makeMessage('model', [{ id: 'p1', kind: 'text', pruning: 'auto', text: `the key is ${key}` }], 'm1'),
    ]);
    const outcome = await importConversationInWorker(fileOf(conversation), {
      ...inThread,
      secrets: [key],
      signal: new AbortController().signal,
    });
    expect(JSON.stringify(outcome)).not.toContain(key);
    expect(JSON.stringify(outcome)).toContain('the key is [redacted]');
  });

  it('refuses a file over the limit before reading a byte of it, saying the limit', async () => {
    const unreadable = new Blob(['x'.repeat(2048)]);
    unreadable.stream = () => {
      throw new Error('read');
    };
    const outcome = await importConversationInWorker(unreadable, {
      ...inThread,
      maxBytes: 1024,
      signal: new AbortController().signal,
    });
    expect(outcome).toEqual({
      status: 'refused',
      error: 'big.json is 2 KB; files up to 1 KB can be imported.',
    });
    expect(oversizeError('huge.json', 312 * 1024 * 1024)).toBe(
      'huge.json is 312 MB; files up to 200 MB can be imported.',
    );
  });

  it('refuses a file that is not an export, or not text, with the reason', async () => {
    const signal = new AbortController().signal;
    expect(
      await importConversationInWorker(new Blob(['{"format":"other"}']), { ...inThread, signal }),
    ).toMatchObject({
      status: 'refused',
      error: expect.stringContaining('Not a Toolgate conversation export'),
    });
    expect(
      await importConversationInWorker(new Blob([new Uint8Array([0x7b, 0xff, 0xfe])]), {
        ...inThread,
        signal,
      }),
    ).toEqual({
      status: 'refused',
      error: 'The file could not be read: it is not UTF-8 text.',
    });
  });

  it('stops at once when cancelled, whatever step it is at', async () => {
    const controller = new AbortController();
    const outcome = await importConversationInWorker(fileOf(conversationOf(messagesPerBatch * 3)), {
      ...inThread,
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.phase === 'receiving' && progress.loaded > 0) controller.abort();
      },
    });
    expect(outcome).toEqual({ status: 'cancelled' });
  });

  it('refuses a conversation with more messages than the limit, saying both numbers, before checking it', async () => {
    const seen: ImportProgress['phase'][] = [];
    const outcome = await importConversationInWorker(fileOf(conversationOf(12)), {
      ...inThread,
      maxMessages: 10,
      signal: new AbortController().signal,
      onProgress: (progress) => seen.push(progress.phase),
    });
    expect(outcome).toEqual({ status: 'refused', error: tooManyMessagesError(12, 10) });
    expect(tooManyMessagesError(300_000)).toBe(
      'The conversation has 300,000 messages; conversations of up to 250,000 messages can be imported. Split it into several files.',
    );
    expect(seen).not.toContain('receiving');
  });
});
