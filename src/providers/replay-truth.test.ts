import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../core/conversation.ts';
import { buildEffectiveContext } from '../core/effective-context.ts';
import type { ModelRequest } from '../core/model-request.ts';
import type { ReasoningPart } from '../core/part.ts';
import { metadataHeader } from '../core/pruning.ts';
import { summarizeMessage } from '../core/tokens/context-cost.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { setModifiedArgument } from '../core/tool-call.ts';
import { transitionToolCall } from '../core/tool-call-status.ts';
import { providerAdapters } from './create-provider-client.ts';
import type { ProviderKind, ProviderSettings } from './provider-settings.ts';
import { issuerId, providerKinds } from './provider-settings.ts';

const models: Readonly<Record<ProviderKind, string>> = {
  'openai-chat': 'gpt-test',
  'openai-responses': 'o4-mini',
  'anthropic-messages': 'claude-test',
  gemini: 'gemini-test',
  ollama: 'qwen3:8b',
};

function settingsOf(kind: ProviderKind): ProviderSettings {
  return { provider: kind, baseUrl: 'http://127.0.0.1:1', model: models[kind], apiKey: 'key' };
}

/** The body `kind` would send for `request`, as one string to search. */
function sentBody(kind: ProviderKind, request: ModelRequest): string {
  const settings = settingsOf(kind);
  return JSON.stringify(providerAdapters[kind].buildRequest(settings, request, issuerId(settings)).body);
}

function message(id: string, role: Message['role'], parts: Message['parts'], issuedBy?: string): Message {
  return { id, role, parts, createdAt: 0, status: 'complete', ...(issuedBy ? { issuedBy } : {}) };
}

function conversationOf(messages: readonly Message[]): Conversation {
  return { id: 'conv', title: 'Replay', createdAt: 0, systemPrompt: 'You are a support agent.', messages };
}

function requestOf(conversation: Conversation): ModelRequest {
  return { system: conversation.systemPrompt, messages: buildEffectiveContext(conversation), tools: [] };
}

/** The model proposes amount 120; the operator types 5 and then does what `settle` says. */
function editedCall(id: string, settle: (edited: ToolCall) => ToolCall): ToolCall {
  const proposed: ToolCall = {
    id,
    providerId: `toolu_${id}`,
    name: 'issue_refund',
    rawArguments: '{"order":1042,"amount":120}',
    args: { order: 1042, amount: 120 },
    modifiedArgs: {},
    status: 'pending',
  };
  return settle(setModifiedArgument(proposed, 'amount', 5));
}

describe('a draft nobody approved is never replayed as the model proposal', () => {
  const declined = editedCall('declined', (call) =>
    transitionToolCall(call, { type: 'decline', by: 'operator', at: 1, reason: 'Wrong order.' }),
  );
  const refusedAfterApproval = editedCall('refused', (call) =>
    transitionToolCall(transitionToolCall(call, { type: 'approve', by: 'operator', at: 1 }), {
      type: 'refuse',
      refusal: { source: 'check', message: 'amount must be at most the order total' },
    }),
  );
  const executed = editedCall('executed', (call) =>
    transitionToolCall(transitionToolCall(call, { type: 'approve', by: 'operator', at: 1 }), {
      type: 'complete',
      at: 2,
      result: { refunded: 5 },
    }),
  );

  for (const kind of providerKinds) {
    it(`${kind}: declined and refused calls carry the original arguments, an executed one what ran`, () => {
      const issuer = issuerId(settingsOf(kind));
      const conversation = conversationOf([
        message('m1', 'user', [{ id: 'p1', kind: 'text', pruning: 'auto', text: 'Refund order 1042.' }]),
        message(
          'm2',
          'model',
          [declined, refusedAfterApproval, executed].map((call) => ({
            id: `part_${call.id}`,
            kind: 'tool-call' as const,
            pruning: 'auto' as const,
            call,
          })),
          issuer,
        ),
      ]);
      const body = sentBody(kind, requestOf(conversation));
      // Each call's arguments as this provider writes them: a JSON string or an object.
      const original = /"order":1042,"amount":120/g;
      const edited = /"order":1042,"amount":5\b/g;
      expect(body.replaceAll('\\"', '"').match(original)).toHaveLength(2);
      expect(body.replaceAll('\\"', '"').match(edited)).toHaveLength(1);
      expect(body).toContain('The call was declined by the operator: Wrong order.');
      expect(body).toContain('The call was approved, then refused just before running');
      expect(body).toContain('amount: 120 → 5');
    });
  }
});

describe('pruned reasoning goes only where the reasoning itself would go, and the meter counts it so', () => {
  const foreign = 'other-provider:elsewhere';
  const reasoning = (id: string, issuedBy: string, decorated: boolean): ReasoningPart => ({
    id,
    kind: 'reasoning',
    pruning: 'pruned',
    text: `Thinking ${id} through.`,
    issuedBy,
    ...(decorated
      ? {
          decorations: {
            reasoningSignature: `sig-${id}`,
            thoughtSignatures: [`thought-${id}`],
            reasoningItems: [{ id: `rs_${id}`, encrypted_content: `enc-${id}` }],
          },
        }
      : {}),
  });

  for (const kind of providerKinds) {
    it(`${kind}: each pruned reasoning header is in the request exactly when the meter counts it`, () => {
      const settings = settingsOf(kind);
      const issuer = issuerId(settings);
      const parts = [
        reasoning('own_signed', issuer, true),
        reasoning('own_bare', issuer, false),
        reasoning('foreign_signed', foreign, true),
      ];
      const own = message(
        'm2',
        'model',
        [parts[0]!, parts[1]!, { id: 't', kind: 'text', pruning: 'auto', text: 'Done.' }],
        issuer,
      );
      const other = message(
        'm3',
        'model',
        [parts[2]!, { id: 't2', kind: 'text', pruning: 'auto', text: 'Also done.' }],
        foreign,
      );
      const conversation = conversationOf([
        message('m1', 'user', [{ id: 'p1', kind: 'text', pruning: 'auto', text: 'Go.' }]),
        own,
        other,
        message('m4', 'user', [{ id: 'p4', kind: 'text', pruning: 'auto', text: 'And?' }]),
      ]);
      const body = sentBody(kind, requestOf(conversation));
      const reach = providerAdapters[kind].reasoningReach(issuer);
      // One token per character, so a part's figure says which of its texts the meter counted.
      const lookup = (part: (typeof parts)[number] | Message['parts'][number]) => ({
        header: metadataHeader(part).length,
        body: part.kind === 'text' || part.kind === 'reasoning' ? part.text.length : 0,
      });
      const counted = [own, other].flatMap((held) => summarizeMessage(held, 1, lookup, reach).parts);
      for (const part of parts) {
        const header = metadataHeader(part);
        const figure = counted.find((cost) => cost.partId === part.id)!;
        expect(figure.effectivelyPruned).toBe(true);
        expect(figure.tokens).toBe(body.includes(JSON.stringify(header).slice(1, -1)) ? header.length : 0);
        // A pruned part's reasoning never travels, wherever its header goes.
        for (const replayed of [`sig-${part.id}`, `thought-${part.id}`, `enc-${part.id}`])
          expect(body).not.toContain(replayed);
      }
      // Reasoning from another provider never reaches this one, and neither does its header.
      expect(counted.find((cost) => cost.partId === 'foreign_signed')!.tokens).toBe(0);
      const expectedOwnSigned = kind === 'openai-chat' ? 0 : metadataHeader(parts[0]!).length;
      expect(counted.find((cost) => cost.partId === 'own_signed')!.tokens).toBe(expectedOwnSigned);
      const expectedOwnBare = kind === 'ollama' ? metadataHeader(parts[1]!).length : 0;
      expect(counted.find((cost) => cost.partId === 'own_bare')!.tokens).toBe(expectedOwnBare);
    });
  }

  it('an unpruned reasoning part is counted exactly where its text is sent', () => {
    for (const kind of providerKinds) {
      const issuer = issuerId(settingsOf(kind));
      const part = { ...reasoning('live', issuer, true), pruning: 'auto' as const };
      const held = message(
        'm2',
        'model',
        [part, { id: 't', kind: 'text', pruning: 'auto', text: 'Done.' }],
        issuer,
      );
      const conversation = conversationOf([
        message('m1', 'user', [{ id: 'p1', kind: 'text', pruning: 'auto', text: 'Go.' }]),
        held,
      ]);
      const body = sentBody(kind, requestOf(conversation));
      const cost = summarizeMessage(
        held,
        0,
        (counted) => ({ header: 1, body: counted.kind === 'reasoning' ? counted.text.length : 1 }),
        providerAdapters[kind].reasoningReach(issuer),
      ).parts[0]!;
      // Sent as text, as a signed thinking block or thought, or as the encrypted item it came as.
      const sent = [part.text, 'sig-live', 'thought-live', 'enc-live'].some((piece) => body.includes(piece));
      expect({ kind, counted: cost.tokens > 0 }).toEqual({ kind, counted: sent });
      expect({ kind, sent }).toEqual({ kind, sent: kind !== 'openai-chat' });
    }
  });
});
