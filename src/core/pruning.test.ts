import { describe, expect, it } from 'vitest';
import type { Part } from './part.ts';
import {
  isEffectivelyPruned,
  maxDepthOf,
  metadataHeader,
  prunedHint,
  pruningView,
  remainingDepth,
  shortenMiddle,
} from './pruning.ts';
import { transitionToolCall } from './tool-call-status.ts';
import { setModifiedArgument } from './tool-call.ts';
import {
  makeConversation,
  makeMessage,
  makeTextPart,
  makeToolCall,
  makeToolCallPart,
} from '../test/test-builders.ts';

const executedCall = transitionToolCall(
  transitionToolCall(
    setModifiedArgument(makeToolCall({ args: { model: 'Order', id: 1042, amount: 120 } }), 'amount', 80),
    {
      type: 'approve',
      by: 'operator',
      at: 1,
      feedback: 'half now',
    },
  ),
  { type: 'complete', at: 2, result: { updated: 1 } },
);

describe('max and remaining depth', () => {
  it('uses the default max depth per part kind', () => {
    const reasoning: Part = { id: 'r', kind: 'reasoning', pruning: 'auto', text: 'x' };
    const blob: Part = {
      id: 'b',
      kind: 'blob',
      pruning: 'auto',
      name: 'a.csv',
      mimeType: 'text/csv',
      data: 'a',
    };
    expect(maxDepthOf(makeTextPart('x'))).toBe(108);
    expect(maxDepthOf(reasoning)).toBe(6);
    expect(maxDepthOf(blob)).toBe(4);
    expect(maxDepthOf(makeToolCallPart(executedCall))).toBe(8);
  });

  it('lets a part carry its own max depth, negative keeping it forever', () => {
    const own = { ...makeToolCallPart(executedCall), maxDepth: 2 };
    expect(remainingDepth(own, 1)).toBe(1);
    expect(isEffectivelyPruned(own, 2)).toBe(true);
    const forever = { ...own, maxDepth: -1 };
    expect(remainingDepth(forever, 10_000)).toBe(Number.POSITIVE_INFINITY);
    expect(isEffectivelyPruned(forever, 10_000)).toBe(false);
  });
});

describe('effective pruning', () => {
  const call = makeToolCallPart(executedCall);

  it('expires an auto part once its remaining depth reaches zero', () => {
    expect(isEffectivelyPruned(call, 7)).toBe(false);
    expect(isEffectivelyPruned(call, 8)).toBe(true);
  });

  it('never prunes a pinned part and always prunes a pruned one', () => {
    expect(isEffectivelyPruned({ ...call, pruning: 'pinned' }, 1_000)).toBe(false);
    expect(isEffectivelyPruned({ ...call, pruning: 'pruned' }, 0)).toBe(true);
  });

  it('keeps pending, executing and streaming calls whatever their state or depth', () => {
    for (const status of ['pending', 'checking', 'executing', 'streaming'] as const) {
      const open = makeToolCallPart(
        status === 'executing'
          ? transitionToolCall(makeToolCall(), { type: 'approve', by: 'operator', at: 0 })
          : makeToolCall({ state: { status } as never }),
        'pruned',
      );
      expect(isEffectivelyPruned(open, 50)).toBe(false);
    }
  });

  it('computes depth from message position, 0 for the newest', () => {
    const conversation = makeConversation([
      makeMessage('user', [makeTextPart('old', 't1')]),
      makeMessage('model', [{ ...makeToolCallPart(executedCall), maxDepth: 1 }]),
      makeMessage('user', [makeTextPart('new', 't2')]),
    ]);
    const view = pruningView(conversation);
    expect(view.map((entry) => entry.depth)).toEqual([2, 1, 0]);
    expect(view.map((entry) => entry.effectivelyPruned)).toEqual([false, true, false]);
  });
});

describe('hints and headers', () => {
  it('shortens text in the middle and says how many characters were cut', () => {
    const text = `${'a'.repeat(500)}MIDDLE${'z'.repeat(500)}`;
    const short = shortenMiddle(text, 100);
    expect(short.startsWith('aaaa')).toBe(true);
    expect(short.endsWith('zzzz')).toBe(true);
    expect(short).toContain('[936 characters cut]');
    expect(short).not.toContain('MIDDLE');
    expect(shortenMiddle('short text', 100)).toBe('short text');
  });

  it('gives a tool call hint with name, arguments, status, modified keys, result and feedback', () => {
    const hint = prunedHint(makeToolCallPart(executedCall));
    expect(hint).toBe(
      'read_record("Order", 1042, 80) → executed; operator modified: amount; result: {"updated":1}; feedback: half now',
    );
  });

  it('hints a declined call with the arguments the model proposed, not the draft nobody approved', () => {
    const draft = setModifiedArgument(
      makeToolCall({ args: { model: 'Order', id: 1042, amount: 120 } }),
      'amount',
      5,
    );
    const declined = transitionToolCall(draft, { type: 'decline', by: 'operator', at: 1, reason: 'no' });
    expect(prunedHint(makeToolCallPart(declined))).toBe(
      'read_record("Order", 1042, 120) → declined; declined: no',
    );
  });

  it('writes a one-line header naming the part kind and id', () => {
    const header = metadataHeader(makeTextPart('line one\nline two', 'part_9'));
    expect(header).toBe('[pruned text part_9: line one line two]');
    expect(header).not.toContain('\n');
  });
});

describe('hints of very large texts', () => {
  it('shortens a multi-megabyte text from its ends and counts the cut on the whole text', () => {
    const text = `start ${'x '.repeat(1_000_000)}end`;
    const short = shortenMiddle(text, 100);
    expect(short.startsWith('start x x')).toBe(true);
    expect(short.endsWith('x x end')).toBe(true);
    expect(short).toContain(`[${(text.length - 70).toLocaleString('en-US')} characters cut]`);
  });
});
