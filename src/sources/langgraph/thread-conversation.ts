import { boundSchema } from '../../core/schema-bounds.ts';
import type { Conversation, Message } from '../../core/conversation.ts';
import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import type { Part, ToolCallPart } from '../../core/part.ts';
import { pendingRemoteCall, type CallInterrupt } from '../../core/source.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import { argumentSchemaOf } from './argument-schema.ts';
import type { ProposedAction } from './interrupt-request.ts';
import type { OpenInterrupt } from './thread-interrupt.ts';

/** Which call of the mapped conversation stands for which action of the open interrupt. */
export interface InterruptCalls {
  readonly interruptId: string;
  /** Call ids in the interrupt's action order; for a value interrupt, the one question call. */
  readonly callIds: readonly string[];
}

/** A thread read as a conversation: read-only history, with the open interrupt's actions as pending calls. */
export interface ThreadConversation {
  readonly conversation: Conversation;
  readonly interrupt?: InterruptCalls;
}

/** The name of the call that stands for an interrupt whose value is not a tool call. */
export const questionCallName = 'answer_interrupt';

function contentText(content: JsonValue | undefined): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return (content as readonly JsonValue[])
    .map((block) => (isJsonObject(block) && typeof block.text === 'string' ? block.text : ''))
    .filter((text) => text !== '')
    .join('\n');
}

function timeOf(text: JsonValue | undefined): number {
  const parsed = typeof text === 'string' ? Date.parse(text) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}

interface RawCall {
  readonly id: string;
  readonly name: string;
  readonly args: JsonObject;
}

function rawCalls(message: JsonObject): readonly RawCall[] {
  if (!Array.isArray(message.tool_calls)) return [];
  return (message.tool_calls as readonly JsonValue[]).flatMap((call, index) =>
    isJsonObject(call) && typeof call.name === 'string'
      ? [
          {
            id: typeof call.id === 'string' ? call.id : `${String(message.id)}-${index}`,
            name: call.name,
            args: isJsonObject(call.args) ? call.args : {},
          },
        ]
      : [],
  );
}

function historyCall(raw: RawCall, result: JsonObject | undefined, at: number): ToolCall {
  const base = {
    id: `lg-${raw.id}`,
    providerId: raw.id,
    name: raw.name,
    rawArguments: JSON.stringify(raw.args),
    args: raw.args,
    modifiedArgs: {},
  };
  // Nobody is known to have decided a call the thread holds no result for: it is not recorded as declined.
  if (!result)
    return {
      ...base,
      status: 'interrupted',
      reason: 'The thread holds no result for this call: the graph has not run it, or did not say.',
      ran: 'unknown',
    };
  const text = contentText(result.content);
  const approval = { by: 'operator' as const, at, approvedArgs: raw.args, modifiedKeys: [] };
  return result.status === 'error'
    ? { ...base, status: 'failed', approval, startedAt: at, finishedAt: at, error: text }
    : { ...base, status: 'executed', approval, startedAt: at, finishedAt: at, result: text };
}

/** What a pending call keeps of the interrupt: its id, its form, what the action allows and why not the rest. */
function actionInterrupt(open: OpenInterrupt, action: ProposedAction, index: number): CallInterrupt {
  const argumentSchema = argumentSchemaOf(action);
  // A schema beyond the schema limits is not kept: the form is then read-only with the reason.
  const bounded = boundSchema(argumentSchema.schema);
  return {
    id: open.id,
    reason: `langgraph:${open.request.form}`,
    ...(action.description ? { message: action.description } : {}),
    editable: bounded.status === 'kept' && action.allowed.includes('edit'),
    ...(bounded.status === 'withheld' ? { schemaWithheld: bounded.reason } : {}),
    metadata: {
      actionIndex: index,
      ...(bounded.status === 'kept' ? { argsSchema: bounded.schema } : {}),
      schemaOrigin: argumentSchema.origin,
      allowed: [...action.allowed],
      missing: action.missing.map((entry) => ({ ...entry })),
    },
  };
}

/** The arguments of the call that stands for a value interrupt: the operator writes the answer as JSON. */
export const questionArgs: JsonObject = { answer: null };

function part(id: string, call: ToolCall): ToolCallPart {
  return { id, kind: 'tool-call', pruning: 'auto', call };
}

/** The conversation id a deployment's thread is kept under. */
export function threadConversationId(deploymentId: string, threadId: string): string {
  return `langgraph-${deploymentId}-${threadId}`;
}

/**
 * Maps a thread (as `threads.get` returns it, with `values.messages` in LangChain's serialized form) onto a
 * conversation: human messages as user text, AI messages as model text and tool calls, each tool message as
 * the result of its call. The open interrupt's actions become pending calls: an action that matches a call of
 * the last AI message (same name and arguments) is that call; any other, and a value interrupt, is a call of
 * its own in a model message at the end. Ids come from the thread, so mapping it again gives the same ids.
 */
export function threadConversation(
  thread: JsonObject,
  options: { readonly deploymentId: string; readonly title: string; readonly interrupt?: OpenInterrupt },
): ThreadConversation {
  const threadId = String(thread.thread_id);
  const at = timeOf(thread.updated_at);
  const values = isJsonObject(thread.values) ? thread.values : {};
  const raw = Array.isArray(values.messages)
    ? (values.messages as readonly JsonValue[]).filter(isJsonObject)
    : [];
  const results = new Map<string, JsonObject>();
  for (const message of raw)
    if (message.type === 'tool' && typeof message.tool_call_id === 'string')
      results.set(message.tool_call_id, message);
  const lastAi = raw.findLast((message) => message.type === 'ai');
  const interrupt = options.interrupt;
  const actions = interrupt?.request.form === 'value' ? [] : (interrupt?.request.actions ?? []);
  const claimed = new Map<string, number>();
  if (lastAi)
    for (const call of rawCalls(lastAi)) {
      const index = actions.findIndex(
        (action, position) =>
          ![...claimed.values()].includes(position) &&
          action.name === call.name &&
          JSON.stringify(action.args) === JSON.stringify(call.args),
      );
      if (index >= 0 && !results.has(call.id)) claimed.set(call.id, index);
    }
  const callIds: string[] = new Array(actions.length);
  const messages: Message[] = [];
  for (const [index, message] of raw.entries()) {
    const id = typeof message.id === 'string' ? message.id : `${threadId}-${index}`;
    const text = contentText(message.content);
    if (message.type === 'human') {
      messages.push({
        id: `lg-${id}`,
        role: 'user',
        parts: [{ id: `lg-${id}-text`, kind: 'text', pruning: 'auto', text }],
        createdAt: at,
        status: 'complete',
      });
      continue;
    }
    if (message.type !== 'ai') continue;
    const parts: Part[] = text === '' ? [] : [{ id: `lg-${id}-text`, kind: 'text', pruning: 'auto', text }];
    for (const call of rawCalls(message)) {
      const actionIndex = message === lastAi ? claimed.get(call.id) : undefined;
      if (actionIndex === undefined) {
        parts.push(part(`lg-${call.id}-part`, historyCall(call, results.get(call.id), at)));
        continue;
      }
      const action = actions[actionIndex]!;
      callIds[actionIndex] = `lg-${call.id}`;
      parts.push(
        part(
          `lg-${call.id}-part`,
          pendingRemoteCall(
            `lg-${call.id}`,
            call.id,
            action.name,
            action.args,
            actionInterrupt(interrupt!, action, actionIndex),
          ),
        ),
      );
    }
    if (parts.length > 0)
      messages.push({ id: `lg-${id}`, role: 'model', parts, createdAt: at, status: 'complete' });
  }
  if (interrupt) {
    const extra: Part[] = [];
    if (interrupt.request.form === 'value') {
      const value = interrupt.request.value;
      const callId = `lg-${interrupt.id}-answer`;
      const asked: CallInterrupt = {
        id: interrupt.id,
        reason: 'langgraph:value',
        message: JSON.stringify(value, null, 2),
        editable: true,
        responseSchema: {},
        metadata: {
          argsSchema: { type: 'object', properties: { answer: {} }, required: ['answer'] },
          schemaOrigin: 'declared',
        },
      };
      extra.push(
        part(`${callId}-part`, pendingRemoteCall(callId, undefined, questionCallName, questionArgs, asked)),
      );
      callIds.push(callId);
    } else {
      for (const [index, action] of actions.entries()) {
        if (callIds[index] !== undefined) continue;
        const callId = `lg-${interrupt.id}-${index}`;
        callIds[index] = callId;
        extra.push(
          part(
            `${callId}-part`,
            pendingRemoteCall(
              callId,
              undefined,
              action.name,
              action.args,
              actionInterrupt(interrupt, action, index),
            ),
          ),
        );
      }
    }
    if (extra.length > 0)
      messages.push({
        id: `lg-${interrupt.id}`,
        role: 'model',
        parts: extra,
        createdAt: at,
        status: 'complete',
      });
  }
  return {
    conversation: {
      id: threadConversationId(options.deploymentId, threadId),
      source: { kind: 'langgraph', deploymentId: options.deploymentId, threadId },
      title: options.title,
      createdAt: timeOf(thread.created_at),
      systemPrompt: '',
      messages,
    },
    ...(interrupt ? { interrupt: { interruptId: interrupt.id, callIds } } : {}),
  };
}
