import { describe, expect, it } from 'vitest';
import { callContext } from './call-context.ts';
import { makeCallPart, makeConversation, makeMessage, makeTextPart } from '../test/test-builders.ts';

const conversation = makeConversation([
  makeMessage('user', [makeTextPart('Refund order 7.', 'u1')]),
  makeMessage('model', [makeTextPart('I will look the order up.', 't1')]),
  makeMessage('model', [makeCallPart({ id: 'c1', name: 'read_record' })]),
  makeMessage('model', [
    makeTextPart('Refunding 89.90 now.', 't2'),
    makeCallPart({
      id: 'c2',
      name: 'update_record',
      args: { id: 7, values: { refund_amount: 89.9 } },
      modifiedArgs: { values: { refund_amount: 75 } },
    }),
  ]),
]);

describe('callContext', () => {
  it('gives the model text before the call in its own message, the arguments as they would go, and the diff', () => {
    const context = callContext(conversation, 'c2')!;
    expect(context.modelText).toBe('Refunding 89.90 now.');
    expect(context.effectiveArgs).toEqual({ id: 7, values: { refund_amount: 75 } });
    expect(context.changes).toEqual([{ path: 'values.refund_amount', before: 89.9, after: 75 }]);
  });

  it('falls back to the last model text before the call, and has no diff without a draft', () => {
    const context = callContext(conversation, 'c1')!;
    expect(context.modelText).toBe('I will look the order up.');
    expect(context.changes).toEqual([]);
  });

  it('keeps the end of a long text, and answers undefined for a call it does not hold', () => {
    const long = makeConversation([
      makeMessage('model', [makeTextPart(`${'x'.repeat(5_000)}END`, 't'), makeCallPart({ id: 'c' })]),
    ]);
    const text = callContext(long, 'c')!.modelText!;
    expect(text.endsWith('END')).toBe(true);
    expect(text.length).toBe(2_001);
    expect(callContext(conversation, 'nope')).toBeUndefined();
  });
});
