import { describe, expect, it } from 'vitest';
import { buildEffectiveContext } from './effective-context.ts';
import { transitionToolCall } from './tool-call-status.ts';
import { setModifiedArgument } from './tool-call.ts';
import {
  makeCallPart,
  makeConversation,
  makeMessage,
  makeTextPart,
  makeToolCall,
  makeToolCallPart,
} from '../test/test-builders.ts';

const approvedEdited = transitionToolCall(
  transitionToolCall(
    setModifiedArgument(
      makeToolCall({ id: 'c1', providerId: 'toolu_1', args: { id: 1042, amount: 120 } }),
      'amount',
      80,
    ),
    {
      type: 'approve',
      by: 'operator',
      at: 1,
      feedback: 'policy caps refunds',
    },
  ),
  { type: 'complete', at: 2, result: { ok: true } },
);

describe('buildEffectiveContext', () => {
  it('replays the approved arguments and tells the model what the operator changed', () => {
    const context = buildEffectiveContext(
      makeConversation([
        makeMessage('user', [makeTextPart('refund it')]),
        makeMessage('model', [makeToolCallPart(approvedEdited)]),
      ]),
    );
    expect(context.map((message) => message.role)).toEqual(['user', 'model', 'tool']);
    expect(context[1]!.parts[0]).toMatchObject({
      kind: 'tool-call',
      providerId: 'toolu_1',
      args: { id: 1042, amount: 80 },
    });
    const result = context[2]!.parts[0]!;
    expect(result).toMatchObject({ kind: 'tool-result', providerId: 'toolu_1', isError: false });
    if (result.kind !== 'tool-result') throw new Error('unreachable');
    expect(result.content).toContain('{"ok":true}');
    expect(result.content).toContain('amount: 120 → 80');
    expect(result.content).toContain('Operator feedback: policy caps refunds');
  });

  it('replaces a pruned call by its header and drops its response with it', () => {
    const context = buildEffectiveContext(
      makeConversation([
        makeMessage('model', [
          makeTextPart('looking', 't'),
          makeToolCallPart(approvedEdited, 'pruned', 'p1'),
        ]),
      ]),
    );
    expect(context).toHaveLength(1);
    expect(context[0]!.parts[1]).toMatchObject({ kind: 'header', partId: 'p1' });
    expect(JSON.stringify(context)).not.toContain('tool-result');
  });

  it('answers declined and refused calls so every call has a response', () => {
    const declined = transitionToolCall(makeToolCall({ id: 'd' }), {
      type: 'decline',
      by: 'operator',
      at: 1,
      reason: 'wrong order',
    });
    const refused = transitionToolCall(makeToolCall({ id: 'r' }), {
      type: 'refuse',
      refusal: { source: 'invalid-arguments', message: '"amount" must be a number' },
    });
    const context = buildEffectiveContext(
      makeConversation([makeMessage('model', [makeToolCallPart(declined), makeToolCallPart(refused)])]),
    );
    const results = context[1]!.parts.map((part) => (part.kind === 'tool-result' ? part.content : ''));
    expect(results[0]).toBe('The call was declined by the operator: wrong order');
    expect(results[1]).toContain('"amount" must be a number');
  });

  it('sends no response for a call that is still pending', () => {
    const context = buildEffectiveContext(makeConversation([makeMessage('model', [makeCallPart()])]));
    expect(context.map((message) => message.role)).toEqual(['model']);
  });
});
