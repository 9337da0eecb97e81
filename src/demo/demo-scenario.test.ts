import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation } from '../core/conversation.ts';
import type { ToolCall } from '../core/tool-call.ts';
import type { RecordStore } from '../tools/record-store.ts';
import { readOutbox } from '../tools/send-email-tool.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import { demoScenarioStart } from './demo-investigation-turns.ts';
import { createDemoModelClient } from './demo-model-client.ts';
import type { OperatorChoice } from '../test/demo-test-support.ts';
import { playTurn, startConversation } from '../test/demo-test-support.ts';
import { seededTools } from '../test/record-tools-test-support.ts';

const client = createDemoModelClient({ chunkDelayMs: 0 });
let store: RecordStore;
let registry: ToolRegistry;

beforeEach(async () => {
  ({ store, registry } = await seededTools());
});

/** Prunes every tool call of the conversation, as an operator trimming the context would. */
function pruneCalls(conversation: Conversation): Conversation {
  return {
    ...conversation,
    messages: conversation.messages.map((message) => ({
      ...message,
      parts: message.parts.map((part) =>
        part.kind === 'tool-call' ? { ...part, pruning: 'pruned' as const } : part,
      ),
    })),
  };
}

async function play(choose: (call: ToolCall) => OperatorChoice, turns: number, prune = false) {
  let conversation: Conversation = startConversation(demoScenarioStart);
  const played = [];
  for (let index = 0; index < turns; index += 1) {
    const result = await playTurn(conversation, client, registry, choose);
    conversation = prune ? pruneCalls(result.conversation) : result.conversation;
    played.push(result);
    if (result.calls.length === 0) break;
  }
  return played;
}

const statuses = (calls: readonly ToolCall[]) => calls.map((call) => `${call.name}:${call.status}`);

describe('the demo scenario, played through the wire layer and the real tools', () => {
  it('runs a support case: look up, refuse and correct, edit and approve, delete the duplicate', async () => {
    const played = await play((call) => {
      if (call.name === 'update_record')
        return { kind: 'approve', edits: { values: { refund_amount: 45, status: 'partially_refunded' } } };
      return { kind: 'approve' };
    }, 10);
    expect(played.map((turn) => turn.turn.format)).toEqual([
      'openai-chat',
      'anthropic-messages',
      'gemini-generateContent-sse',
      'openai-chat',
      'anthropic-messages',
      'gemini-generateContent-sse',
    ]);
    expect(played.map((turn) => statuses(turn.calls))).toEqual([
      ['search_records:executed', 'read_record:executed'],
      ['search_records:executed', 'search_records:executed', 'search_records:executed'],
      ['update_record:refused'],
      ['update_record:executed', 'send_email:executed'],
      ['delete_record:executed'],
      [],
    ]);
    const [lookup, history, attempt, correction, removal, wrapUp] = played.map((turn) => turn.turn);
    expect(history?.text).toContain(
      'Found her: Dana Whitfield (customer #17, plus tier, Portland). Order #1042 was placed on 9 Feb 2026 for $150.90; its status is delivered',
    );
    expect(history?.reasoning).toContain('Before deciding on a refund');
    expect(attempt?.toolCalls[0]?.arguments).toEqual({
      model: 'order',
      id: 1042,
      values: { refund_ammount: 89.9, status: 'partially_refunded' },
    });
    expect(played[2]!.calls[0]!.status === 'refused' && played[2]!.calls[0]!.refusal.message).toContain(
      'Did you mean "refund_amount"?',
    );
    expect(correction?.text).toContain('My mistake: the field is refund_amount, not refund_ammount');
    expect(correction?.toolCalls[0]?.arguments).toEqual({
      model: 'order',
      id: 1042,
      values: { refund_amount: 89.9, status: 'partially_refunded' },
    });
    expect(removal?.text).toContain(
      'You changed values.refund_amount from 89.9 to 45 before approving update_record',
    );
    expect(removal?.text).toContain('The refund of $45.00 is recorded on order #1042.');
    expect(removal?.text).toContain('the email you approved does not mention the $45.00 refund');
    expect(removal?.toolCalls[0]?.arguments).toEqual({ model: 'ticket', id: 5088 });
    expect(wrapUp?.text).toContain('Ticket #5088 is deleted.');
    expect(wrapUp?.text).toContain('- Refund: $45.00 recorded on order #1042.');
    expect(lookup?.text).not.toContain('demo model');
    expect(await store.get('order', 1042)).toMatchObject({ refund_amount: 45, status: 'partially_refunded' });
    expect(await store.get('ticket', 5088)).toBeUndefined();
    expect((await readOutbox(store.db)).map((email) => email.to)).toEqual(['dana.whitfield@example.com']);
  });

  it('acknowledges a reworded email, names the key, and passes on feedback', async () => {
    const played = await play((call) => {
      if (call.name === 'send_email')
        return { kind: 'approve', edits: { subject: 'About your plates' }, feedback: 'Keep emails shorter.' };
      return { kind: 'approve' };
    }, 5);
    const removal = played[4]!.turn.text;
    expect(removal).toContain(
      'You changed subject from “Your order #1042: refund for the damaged plates” to “About your plates” before approving send_email',
    );
    expect(removal).toContain('Noted your feedback: “Keep emails shorter.”');
    expect((await readOutbox(store.db))[0]?.subject).toBe('About your plates');
  });

  it('says so after a decline and proposes something else', async () => {
    const played = await play((call) => {
      if (call.name === 'delete_record') return { kind: 'decline', reason: 'We keep every ticket.' };
      if (call.name === 'send_email') return { kind: 'decline' };
      return { kind: 'approve' };
    }, 10);
    const removal = played[4]!.turn.text;
    expect(removal).toContain('You declined the email to Dana Whitfield. So she has not heard from us yet');
    const close = played[5]!;
    expect(close.turn.text).toContain(
      'You declined deleting ticket #5088 (“We keep every ticket.”). Instead, I propose closing ticket #5088',
    );
    expect(statuses(close.calls)).toEqual(['update_record:executed']);
    expect(await store.get('ticket', 5088)).toMatchObject({
      status: 'closed',
      internal_note: 'Duplicate of #5087 (same request, sent by email).',
    });
    expect(played[6]!.turn.text).toContain('- Duplicate ticket #5088: closed.');
    expect(played[6]!.turn.text).toContain('- Email: not sent.');
  });

  it('tells a call a deadline declined from one the operator declined, and quotes why', async () => {
    const reason =
      'nobody decided within 8 seconds (the deadline of rule 1: send_email). Do not email her until the operator is back.';
    const played = await play(
      (call) => (call.name === 'send_email' ? { kind: 'deadline', reason } : { kind: 'approve' }),
      5,
    );
    expect(statuses(played[3]!.calls)).toEqual(['update_record:executed', 'send_email:declined']);
    const removal = played[4]!.turn.text;
    expect(removal).toContain(
      'The email to Dana Whitfield was declined without you: nobody decided within 8 seconds (the deadline of rule 1: send\\_email). Do not email her until the operator is back.',
    );
    expect(removal).toContain('So she has not heard from us yet');
    expect(removal).not.toContain('You declined');
    expect(removal).not.toContain('is sent');
    expect(await readOutbox(store.db)).toEqual([]);
  });

  it('keeps to the script when its earlier calls are pruned down to their headers', async () => {
    const played = await play(
      (call) =>
        call.name === 'update_record'
          ? { kind: 'approve', edits: { values: { refund_amount: 45, status: 'partially_refunded' } } }
          : { kind: 'approve' },
      10,
      true,
    );
    expect(played.map((turn) => statuses(turn.calls))).toEqual([
      ['search_records:executed', 'read_record:executed'],
      ['search_records:executed', 'search_records:executed', 'search_records:executed'],
      ['update_record:refused'],
      ['update_record:executed', 'send_email:executed'],
      ['delete_record:executed'],
      [],
    ]);
    expect(played[3]!.turn.text).toContain('My mistake');
    expect(played[5]!.turn.text).toContain('- Refund: $45.00 recorded on order #1042.');
    expect(await store.get('order', 1042)).toMatchObject({ refund_amount: 45 });
  });

  it('changes nothing in the store while calls wait for the operator and are declined', async () => {
    await play(() => ({ kind: 'decline' }), 10);
    expect(await store.get('order', 1042)).toMatchObject({ refund_amount: 0, status: 'delivered' });
    expect((await store.get('ticket', 5088))?.status).toBe('new');
    expect(await readOutbox(store.db)).toEqual([]);
  });
});
