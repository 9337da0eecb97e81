import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../../core/conversation.ts';
import type { Part } from '../../core/part.ts';
import { makeConversation, makeMessage, makeTextPart } from '../../test/test-builders.ts';
import { countedSnapshot } from './meter-test-support.ts';
import { requestEstimate, usageGained } from './usage-reports.ts';

const withUsage = (message: Message, inputTokens: number): Message => ({
  ...message,
  usage: { inputTokens },
});

describe('usageGained', () => {
  const question = makeMessage('user', [makeTextPart('Refund order 1042', 'p_q')], 'm_q');
  const answer = makeMessage('model', [makeTextPart('Looking it up', 'p_a')], 'm_a');
  const before = makeConversation([question, answer]);

  it('reports a model message once its input tokens arrive, with the model it was sent to', () => {
    const after = { ...before, messages: [question, withUsage(answer, 1200)] };
    expect(usageGained(before, after, 'openai:gpt-4o')).toEqual([
      { messageId: 'm_a', inputTokens: 1200, model: 'openai:gpt-4o' },
    ]);
  });

  it('reports a model message that arrives with its usage already on it', () => {
    const after = {
      ...before,
      messages: [question, answer, withUsage(makeMessage('model', [], 'm_b'), 900)],
    };
    expect(usageGained(before, after, 'demo').map((report) => report.messageId)).toEqual(['m_b']);
  });

  it('ignores messages already reported, other roles, empty figures and a newly opened conversation', () => {
    const reported = { ...before, messages: [question, withUsage(answer, 1200)] };
    const outputOnly = { ...answer, usage: { outputTokens: 40 } };
    expect(
      usageGained(reported, { ...reported, messages: [question, withUsage(answer, 1300)] }, 'x'),
    ).toEqual([]);
    expect(usageGained(before, { ...before, messages: [withUsage(question, 50), answer] }, 'x')).toEqual([]);
    expect(usageGained(before, { ...before, messages: [question, outputOnly] }, 'x')).toEqual([]);
    expect(usageGained(before, { ...before, messages: [question, withUsage(answer, 0)] }, 'x')).toEqual([]);
    expect(usageGained(before, { ...reported, id: 'conv_imported' }, 'x')).toEqual([]);
    expect(usageGained(undefined, reported, 'x')).toEqual([]);
  });
});

describe('requestEstimate', () => {
  // Reasoning kept for two turns: sent whole when the request left (depth 1), expired now (depth 2).
  const reasoning: Part = {
    id: 'p_r',
    kind: 'reasoning',
    pruning: 'auto',
    text: 'Check first.',
    maxDepth: 2,
  };
  const conversation: Conversation = makeConversation([
    makeMessage('user', [makeTextPart('Refund order 1042', 'p_q', 'pinned')], 'm_q'),
    makeMessage('model', [reasoning, makeTextPart('Old note', 'p_old', 'pruned')], 'm_r'),
    makeMessage('user', [makeTextPart('Go ahead', 'p_go')], 'm_go'),
    withUsage(makeMessage('model', [makeTextPart('Done', 'p_done')], 'm_done'), 400),
  ]);
  const costs = { p_q: [2, 20], p_r: [3, 30], p_old: [4, 40], p_go: [1, 10], p_done: [5, 50] } as const;

  it('adds system, tools and the messages before it, each at the depth it had when the request was sent', () => {
    // 10 system + 5 tools + 20 (pinned) + 30 (reasoning, not yet expired) + 4 (pruned: header) + 10.
    expect(requestEstimate(conversation, 'm_done', countedSnapshot(costs))).toBe(79);
    // The first request carried only the system instructions, the tools and the question.
    expect(requestEstimate(conversation, 'm_r', countedSnapshot(costs))).toBe(35);
  });

  it('waits while anything the request carried is still being counted', () => {
    expect(
      requestEstimate(
        conversation,
        'm_done',
        countedSnapshot(costs, { pending: 1, pendingParts: new Set(['p_r']) }),
      ),
    ).toBeUndefined();
    expect(requestEstimate(conversation, 'm_done', countedSnapshot(costs, { pending: 1 }))).toBeUndefined();
    const { p_go: _missing, ...partial } = costs;
    expect(requestEstimate(conversation, 'm_done', countedSnapshot(partial))).toBeUndefined();
  });

  it('does not wait for the message itself or what came after it', () => {
    const snapshot = countedSnapshot(costs, { pending: 1, pendingParts: new Set(['p_done']) });
    expect(requestEstimate(conversation, 'm_done', snapshot)).toBe(79);
    expect(requestEstimate(conversation, 'm_gone', snapshot)).toBeUndefined();
  });
});
