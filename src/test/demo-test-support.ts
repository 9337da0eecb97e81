import type { Conversation, Message } from '../core/conversation.ts';
import { buildEffectiveContext } from '../core/effective-context.ts';
import type { JsonObject } from '../core/json.ts';
import type { ModelRequest, ToolDeclaration } from '../core/model-request.ts';
import type { Part } from '../core/part.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { setModifiedArgument } from '../core/tool-call.ts';
import { transitionToolCall } from '../core/tool-call-status.ts';
import type { ModelClient } from '../providers/model-client.ts';
import { checkToolCall } from '../tools/check-tool-call.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import type { AssembledTurn } from '../wire/assemble-turn.ts';
import { assembleCapture } from '../wire/assemble-turn.ts';

/** What the operator does with a pending call in a played-through demo. */
export type OperatorChoice =
  | { readonly kind: 'approve'; readonly edits?: JsonObject; readonly feedback?: string }
  | { readonly kind: 'decline'; readonly reason?: string }
  /** Nobody decided in time: a deadline declines the call with `reason`. */
  | { readonly kind: 'deadline'; readonly reason: string };

/** Reads a body to its end. */
export async function readBody(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/** The request the agent would send next for `conversation`. */
export function requestFor(conversation: Conversation, registry: ToolRegistry): ModelRequest {
  return {
    system: 'You are a support agent.',
    messages: buildEffectiveContext(conversation),
    tools: registry.declarations(),
  };
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_${(counter += 1)}`;

async function settle(
  call: ToolCall,
  registry: ToolRegistry,
  choose: (call: ToolCall) => OperatorChoice,
): Promise<ToolCall> {
  const signal = new AbortController().signal;
  const refusal = await checkToolCall(
    { name: call.name, args: call.args, rawArguments: call.rawArguments },
    registry,
    { signal },
  );
  if (refusal) return transitionToolCall(call, { type: 'refuse', refusal });
  const tool = registry.get(call.name)!;
  let current = call;
  // With no rules, the tier decides: only read-only tools run without the operator.
  if (tool.tier !== 'read-only') {
    current = call.status === 'checking' ? transitionToolCall(call, { type: 'ask' }) : call;
    const choice = choose(current);
    if (choice.kind === 'deadline')
      return transitionToolCall(current, { type: 'decline', by: 'policy', at: 1, reason: choice.reason });
    if (choice.kind === 'decline')
      return transitionToolCall(current, {
        type: 'decline',
        by: 'operator',
        at: 1,
        reason: choice.reason ?? '',
      });
    for (const [key, value] of Object.entries(choice.edits ?? {}))
      current = setModifiedArgument(current, key, value);
    current = transitionToolCall(current, {
      type: 'approve',
      by: 'operator',
      at: 1,
      ...(choice.feedback ? { feedback: choice.feedback } : {}),
    });
  } else {
    current = transitionToolCall(current, { type: 'approve', by: 'policy', at: 1 });
  }
  if (current.status !== 'executing') return current;
  const approved = current.approval.approvedArgs;
  const recheck = await checkToolCall(
    { name: call.name, args: approved, rawArguments: JSON.stringify(approved) },
    registry,
    { signal },
  );
  if (recheck) return transitionToolCall(current, { type: 'fail', at: 2, error: recheck.message });
  try {
    return transitionToolCall(current, {
      type: 'complete',
      at: 2,
      result: await tool.execute(structuredClone(approved), { signal }),
    });
  } catch (error) {
    return transitionToolCall(current, {
      type: 'fail',
      at: 2,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * Plays one model turn the way the agent loop does: asks the client, assembles its bytes with the wire layer,
 * checks each call, lets `choose` decide the ones that ask, runs the approved ones and appends the model message.
 */
export async function playTurn(
  conversation: Conversation,
  client: ModelClient,
  registry: ToolRegistry,
  choose: (call: ToolCall) => OperatorChoice,
): Promise<{
  readonly conversation: Conversation;
  readonly turn: AssembledTurn;
  readonly calls: readonly ToolCall[];
}> {
  const stream = await client.stream(requestFor(conversation, registry), {
    signal: new AbortController().signal,
  });
  const turn = assembleCapture(await readBody(stream.body), stream.format);
  const calls: ToolCall[] = [];
  for (const assembled of turn.toolCalls) {
    const opened: ToolCall = {
      id: nextId('call'),
      name: assembled.name,
      rawArguments: '',
      args: null,
      modifiedArgs: {},
      status: 'streaming',
      issuedBy: client.id,
    };
    const args = (assembled.arguments as JsonObject | null) ?? null;
    const complete = transitionToolCall(opened, {
      type: 'arguments-complete',
      rawArguments: assembled.rawArguments,
      args,
      providerId: assembled.id,
    });
    calls.push(await settle(complete, registry, choose));
  }
  const parts: Part[] = [
    ...(turn.reasoning
      ? [{ id: nextId('part'), pruning: 'auto' as const, kind: 'reasoning' as const, text: turn.reasoning }]
      : []),
    ...(turn.text
      ? [{ id: nextId('part'), pruning: 'auto' as const, kind: 'text' as const, text: turn.text }]
      : []),
    ...calls.map((call) => ({
      id: nextId('part'),
      pruning: 'auto' as const,
      kind: 'tool-call' as const,
      call,
    })),
  ];
  const message: Message = {
    id: nextId('msg'),
    role: 'model',
    parts,
    createdAt: 0,
    status: 'complete',
    issuedBy: client.id,
  };
  return { conversation: { ...conversation, messages: [...conversation.messages, message] }, turn, calls };
}

/** A conversation that holds only the operator's first message. */
export function startConversation(text: string): Conversation {
  const message: Message = {
    id: nextId('msg'),
    role: 'user',
    parts: [{ id: nextId('part'), pruning: 'auto', kind: 'text', text }],
    createdAt: 0,
    status: 'complete',
  };
  return { id: 'conversation', title: 'Demo', createdAt: 0, systemPrompt: '', messages: [message] };
}

/** The built-in tools the demo script plans with, declared as a request lists them (by name only). */
export const builtInDeclarations: readonly ToolDeclaration[] = [
  'search_records',
  'read_record',
  'update_record',
  'delete_record',
  'send_email',
].map((name) => ({ name, description: name, inputSchema: { type: 'object' } }));
