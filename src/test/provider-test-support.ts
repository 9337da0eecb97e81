import type { Conversation } from '../core/conversation.ts';
import { buildEffectiveContext } from '../core/effective-context.ts';
import type { ModelRequest } from '../core/model-request.ts';
import type { Part } from '../core/part.ts';
import { setModifiedArgument } from '../core/tool-call.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { transitionToolCall } from '../core/tool-call-status.ts';

/** The provider that issued the model turn of {@link replayRequest}. */
export const issuer = 'anthropic-messages:claude-test';

function executedCall(): ToolCall {
  const proposed: ToolCall = {
    id: 'call_internal_1',
    providerId: 'toolu_1',
    name: 'update_order',
    rawArguments: '{"id":7,"amount":120}',
    args: { id: 7, amount: 120 },
    modifiedArgs: {},
    issuedBy: issuer,
    decorations: { thoughtSignature: 'sig-call', itemId: 'fc_1' },
    status: 'pending',
  };
  const approved = transitionToolCall(setModifiedArgument(proposed, 'amount', 80), {
    type: 'approve',
    by: 'operator',
    at: 1,
    feedback: 'Half refund only.',
  });
  return transitionToolCall(approved, { type: 'complete', at: 2, result: { updated: true } });
}

/**
 * A request as the agent would send it after one supervised turn: a pruned user note (a header now), a model
 * message with signed reasoning and a call the operator edited (amount 120 → 80) and approved with feedback,
 * and the call's result. Every converter test reads this one request.
 */
export function replayRequest(): ModelRequest {
  const prunedNote: Part = {
    id: 'part_pruned',
    kind: 'text',
    pruning: 'pruned',
    text: 'An old note about shipping labels.',
  };
  const conversation: Conversation = {
    id: 'conv',
    title: 'Replay',
    createdAt: 0,
    systemPrompt: 'You are a support agent.',
    messages: [
      {
        id: 'm1',
        role: 'user',
        createdAt: 0,
        status: 'complete',
        parts: [{ id: 'p1', kind: 'text', pruning: 'auto', text: 'Refund order 7.' }, prunedNote],
      },
      {
        id: 'm2',
        role: 'model',
        createdAt: 1,
        status: 'complete',
        issuedBy: issuer,
        parts: [
          {
            id: 'p2',
            kind: 'reasoning',
            pruning: 'auto',
            text: 'The order is damaged.',
            issuedBy: issuer,
            decorations: {
              reasoningSignature: 'sig-thinking',
              thoughtSignatures: ['sig-thought'],
              reasoningItems: [{ id: 'rs_1', encrypted_content: 'enc-1' }],
            },
          },
          { id: 'p3', kind: 'text', pruning: 'auto', text: 'Refunding now.' },
          { id: 'p4', kind: 'tool-call', pruning: 'auto', call: executedCall() },
        ],
      },
    ],
  };
  return {
    system: conversation.systemPrompt,
    messages: buildEffectiveContext(conversation),
    tools: [
      {
        name: 'update_order',
        description: 'Updates an order.',
        inputSchema: { type: 'object', properties: { amount: { type: 'number' } } },
      },
    ],
  };
}

/** The note every provider must carry in the call's result. */
export const modifiedKeysNote = 'amount: 120 → 80';
