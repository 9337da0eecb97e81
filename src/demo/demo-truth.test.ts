import { describe, expect, it } from 'vitest';
import type { Conversation } from '../core/conversation.ts';
import { buildEffectiveContext } from '../core/effective-context.ts';
import type { ToolDeclaration } from '../core/model-request.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { setModifiedArgument } from '../core/tool-call.ts';
import { transitionToolCall } from '../core/tool-call-status.ts';
import { demoScenarioStart } from './demo-investigation-turns.ts';
import { planDemoTurn } from './demo-script.ts';

const tools: readonly ToolDeclaration[] = ['update_record', 'delete_record', 'send_email'].map((name) => ({
  name,
  description: name,
  inputSchema: { type: 'object' },
}));

const refund = { model: 'order', id: 1042, values: { refund_amount: 89.9, status: 'partially_refunded' } };
const email = { to: 'dana.whitfield@example.com', subject: 'Your order #1042', body: 'Refunded $89.90.' };

function proposed(id: string, name: string, args: ToolCall['args']): ToolCall {
  return { id, name, rawArguments: JSON.stringify(args), args, modifiedArgs: {}, status: 'pending' };
}

const approve = (call: ToolCall) => transitionToolCall(call, { type: 'approve', by: 'operator', at: 1 });

/** The refund as the operator edited it in the reported case: a negative amount, and the model cleared. */
function editedRefund(): ToolCall {
  const draft = setModifiedArgument(proposed('c_refund', 'update_record', refund), 'values', {
    refund_amount: -5,
    status: 'partially_refunded',
  });
  return setModifiedArgument(draft, 'model', '');
}

const outcomes: Readonly<Record<string, (call: ToolCall) => ToolCall>> = {
  'refused after approval': (call) =>
    transitionToolCall(approve(call), {
      type: 'refuse',
      refusal: { source: 'check', message: 'There is no model named "". Models: customer, order.' },
    }),
  refused: (call) =>
    transitionToolCall(call, {
      type: 'refuse',
      refusal: { source: 'agent-access', message: 'The agent may not update Order records.' },
    }),
  failed: (call) =>
    transitionToolCall(approve(call), { type: 'fail', at: 2, error: 'the data store is locked' }),
  declined: (call) =>
    transitionToolCall(call, { type: 'decline', by: 'operator', at: 1, reason: 'Not this amount.' }),
  interrupted: (call) =>
    transitionToolCall(approve(call), { type: 'interrupt', reason: 'stopped by the operator' }),
  executed: (call) =>
    transitionToolCall(approve(call), {
      type: 'complete',
      at: 2,
      result: { model: 'order', updated: [{ id: 1042, refund_amount: -5 }] },
    }),
};

/** The demo's reply once the refund (settled by `settle`) and an executed e-mail come back. */
function replyAfter(settle: (call: ToolCall) => ToolCall): string {
  const sent = transitionToolCall(approve(proposed('c_email', 'send_email', email)), {
    type: 'complete',
    at: 2,
    result: { sent: true },
  });
  const conversation: Conversation = {
    id: 'conv',
    title: 'Demo',
    createdAt: 0,
    systemPrompt: '',
    messages: [
      {
        id: 'm1',
        role: 'user',
        createdAt: 0,
        status: 'complete',
        parts: [{ id: 'p1', kind: 'text', pruning: 'auto', text: demoScenarioStart }],
      },
      ...['m2', 'm3', 'm4'].map((id) => ({
        id,
        role: 'model' as const,
        createdAt: 0,
        status: 'complete' as const,
        parts: [{ id: `${id}_text`, kind: 'text' as const, pruning: 'auto' as const, text: 'Earlier turn.' }],
      })),
      {
        id: 'm5',
        role: 'model',
        createdAt: 0,
        status: 'complete',
        parts: [
          { id: 'p_refund', kind: 'tool-call', pruning: 'auto', call: settle(editedRefund()) },
          { id: 'p_email', kind: 'tool-call', pruning: 'auto', call: sent },
        ],
      },
    ],
  };
  return planDemoTurn({ system: '', messages: buildEffectiveContext(conversation), tools }).text;
}

describe('the demo model follows each call to its final status and real result', () => {
  it('after an approved edit refused by the check, says it was refused and that nothing is recorded', () => {
    const reply = replyAfter(outcomes['refused after approval']!);
    expect(reply).not.toMatch(/The refund of \S+ is recorded/);
    expect(reply).toContain(
      'The refund update was refused just before it ran, so it did not take effect: There is no model named ""',
    );
    expect(reply).toContain('No refund is recorded on order #1042');
    expect(reply).toContain('changed values.refund_amount from 89.9 to -5 before approving update_record.');
    expect(reply).not.toContain("I'm going with your version");
  });

  it('after a refusal before approval, says why', () => {
    const reply = replyAfter(outcomes['refused']!);
    expect(reply).not.toMatch(/The refund of \S+ is recorded/);
    expect(reply).toContain(
      'The refund update was refused before it ran: The agent may not update Order records.',
    );
  });

  it('after a failure, says it failed and why', () => {
    const reply = replyAfter(outcomes['failed']!);
    expect(reply).not.toMatch(/The refund of \S+ is recorded/);
    expect(reply).toContain('The refund update failed: the data store is locked');
    expect(reply).toContain('No refund is recorded on order #1042');
  });

  it('after a decline, says the operator declined and leaves the order', () => {
    const reply = replyAfter(outcomes['declined']!);
    expect(reply).not.toMatch(/The refund of \S+ is recorded/);
    expect(reply).toContain('You declined the refund update (“Not this amount.”).');
    // The decline is of the model's own proposal: nothing of the draft is acknowledged.
    expect(reply).not.toContain('-5');
  });

  it('after an interruption, asks to check before retrying', () => {
    const reply = replyAfter(outcomes['interrupted']!);
    expect(reply).not.toMatch(/The refund of \S+ is recorded/);
    expect(reply).toContain('The refund update was interrupted (stopped by the operator)');
  });

  it('after the edited call ran, reports what ran', () => {
    const reply = replyAfter(outcomes['executed']!);
    expect(reply).toContain('The refund of $-5.00 is recorded on order #1042.');
    expect(reply).toContain("I'm going with your version");
  });
});
