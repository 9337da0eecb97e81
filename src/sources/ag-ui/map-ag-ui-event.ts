import { EventSchema } from '@ag-ui/core/schemas';
import type { Conversation, Message } from '../../core/conversation.ts';
import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import type { Part } from '../../core/part.ts';
import { transitionToolCall } from '../../core/tool-call-status.ts';
import type { AgUiThread } from './ag-ui-thread.ts';
import type { RunFinished } from './map-run-finished.ts';
import { finishRun } from './map-run-finished.ts';
import { ensureMessage, parseResult, updateMessageById } from './thread-edits.ts';
import { reconcileSnapshot } from './map-messages-snapshot.ts';
import { callOfRun } from './run-call-ids.ts';
import { updateCall } from './thread-index.ts';
import { appendBoundedText, runEventProblem } from '../../core/remote-bounds.ts';
import { applyStateDelta, withRaw, withState } from './ag-ui-thread-state.ts';
import { completeArguments, openCall, settleResult } from './ag-ui-call-events.ts';

/** What a mapping step needs from outside: the time (every event is stamped with it). */
export interface MapContext {
  readonly now: number;
}

function withConversation(thread: AgUiThread, conversation: Conversation): AgUiThread {
  return conversation === thread.conversation ? thread : { ...thread, conversation };
}

function appendText(message: Message, kind: 'text' | 'reasoning', delta: string): Message {
  const id = `${message.id}/${kind}`;
  const existing = message.parts.find((part) => part.id === id);
  if (!existing) {
    const part: Part = { id, kind, pruning: 'auto', text: appendBoundedText('', delta) };
    return { ...message, parts: [...message.parts, part] };
  }
  if (existing.kind !== kind) return message;
  return {
    ...message,
    parts: message.parts.map((part) =>
      part === existing ? { ...existing, text: appendBoundedText(existing.text, delta) } : part,
    ),
  };
}

/** Appends a streamed delta of text or reasoning to the model message `messageId`, opening it if needed. */
function appendDelta(
  conversation: Conversation,
  messageId: string,
  kind: 'text' | 'reasoning',
  delta: string | undefined,
  now: number,
): Conversation {
  const withMessage = ensureMessage(conversation, messageId, 'model', now);
  return updateMessageById(withMessage, messageId, (message) => appendText(message, kind, delta ?? ''));
}

/**
 * Applies one AG-UI event (as parsed from the wire) to the thread. Pure: the same events give the same thread. An
 * event that is not valid AG-UI is kept in the raw events with why, and changes nothing else; text, reasoning and
 * tool calls go into the conversation keyed by the agent's own ids, so a message snapshot reconciles with them (a
 * call whose id a settled call of an earlier run already holds is kept under an id of its own run, `callOfRun`).
 */
export function mapAgUiEvent(thread: AgUiThread, input: unknown, context: MapContext): AgUiThread {
  const { now } = context;
  const parsed = EventSchema.safeParse(input);
  const counted = { ...thread, eventCount: thread.eventCount + 1 };
  if (!parsed.success) {
    const type =
      isJsonObject(input as JsonValue) && typeof (input as JsonObject).type === 'string'
        ? String((input as JsonObject).type)
        : 'unknown';
    return withRaw(counted, {
      at: now,
      type: 'INVALID',
      name: `${type}: ${parsed.error.issues[0]?.message ?? 'not an AG-UI event'}`,
      value: (input ?? null) as JsonValue,
    });
  }
  const event = parsed.data;
  const conversation = counted.conversation;
  const run = counted.run;
  // The run the event belongs to: a call id the agent reused from an earlier run names a call of this one.
  const runId = run.status === 'running' ? run.runId : undefined;
  if (run.status === 'running' && run.firstEvent !== undefined) {
    const problem = runEventProblem(counted.eventCount - run.firstEvent + 1);
    if (problem) return failRun(counted, problem, now);
  }
  switch (event.type) {
    case 'RUN_STARTED':
      return {
        ...counted,
        run: { status: 'running', runId: event.runId, firstEvent: counted.eventCount },
        steps: [],
      };
    case 'TEXT_MESSAGE_START':
      return withConversation(
        counted,
        ensureMessage(conversation, event.messageId, event.role === 'user' ? 'user' : 'model', now),
      );
    case 'TEXT_MESSAGE_CONTENT':
    case 'TEXT_MESSAGE_CHUNK':
      return withConversation(
        counted,
        appendDelta(
          conversation,
          event.messageId ?? lastModelMessageId(conversation) ?? 'message',
          'text',
          event.delta,
          now,
        ),
      );
    case 'TEXT_MESSAGE_END':
      return withConversation(
        counted,
        updateMessageById(conversation, event.messageId, (message) =>
          message.status === 'streaming' ? { ...message, status: 'complete' } : message,
        ),
      );
    case 'REASONING_MESSAGE_START':
      return withConversation(counted, ensureMessage(conversation, event.messageId, 'model', now));
    case 'REASONING_MESSAGE_CONTENT':
    case 'REASONING_MESSAGE_CHUNK':
      return withConversation(
        counted,
        appendDelta(
          conversation,
          event.messageId ?? lastModelMessageId(conversation) ?? 'reasoning',
          'reasoning',
          event.delta,
          now,
        ),
      );
    case 'TOOL_CALL_START':
      return withConversation(
        counted,
        openCall(conversation, event.toolCallId, event.toolCallName, event.parentMessageId, { runId, now }),
      );
    case 'TOOL_CALL_ARGS':
      return withConversation(
        counted,
        updateCall(conversation, callOfRun(conversation, event.toolCallId, runId).id, (call) =>
          call.status === 'streaming' ? { ...call, rawArguments: call.rawArguments + event.delta } : call,
        ),
      );
    case 'TOOL_CALL_END':
      return withConversation(
        counted,
        updateCall(conversation, callOfRun(conversation, event.toolCallId, runId).id, completeArguments),
      );
    case 'TOOL_CALL_RESULT':
      return withConversation(
        counted,
        updateCall(conversation, callOfRun(conversation, event.toolCallId, runId).id, (call) =>
          settleResult(call, parseResult(event.content), now),
        ),
      );
    case 'STATE_SNAPSHOT':
      return withState(counted, (event.snapshot ?? {}) as JsonValue, 'STATE_SNAPSHOT', null, now);
    case 'STATE_DELTA':
      return applyStateDelta(counted, event.delta, now);
    case 'MESSAGES_SNAPSHOT':
      return withConversation(counted, reconcileSnapshot(conversation, event.messages, now));
    case 'STEP_STARTED':
      return { ...counted, steps: [...counted.steps, event.stepName] };
    case 'STEP_FINISHED': {
      const index = counted.steps.lastIndexOf(event.stepName);
      return index < 0 ? counted : { ...counted, steps: counted.steps.filter((_step, at) => at !== index) };
    }
    case 'RUN_ERROR':
      return failRun(counted, event.message, now);
    case 'RUN_FINISHED':
      return finishRun(counted, event as RunFinished, input, now);
    case 'CUSTOM':
      return withRaw(counted, {
        at: now,
        type: 'CUSTOM',
        name: event.name,
        value: (event.value ?? null) as JsonValue,
      });
    case 'RAW':
      return withRaw(counted, {
        at: now,
        type: 'RAW',
        ...(event.source ? { name: event.source } : {}),
        value: (event.event ?? null) as JsonValue,
      });
    default:
      return counted;
  }
}

function lastModelMessageId(conversation: Conversation): string | undefined {
  for (let index = conversation.messages.length - 1; index >= 0; index -= 1) {
    const message = conversation.messages[index]!;
    if (message.role === 'model') return message.id;
  }
  return undefined;
}

/**
 * The run failed: its message is shown on the thread, every message still streaming ends with it, a call whose
 * arguments never completed is refused (it cannot run) and one that was about to run is marked interrupted.
 * Nothing already shown is removed.
 */
export function failRun(thread: AgUiThread, message: string, now: number): AgUiThread {
  // A run already failed keeps the reason it failed with (a run stopped at its event limit, then closed).
  if (thread.run.status === 'failed') return thread;
  const runId =
    thread.run.status === 'running' || thread.run.status === 'interrupted' ? thread.run.runId : undefined;
  const messages = thread.conversation.messages.map((current) => {
    if (
      current.status !== 'streaming' &&
      !current.parts.some(
        (part) =>
          part.kind === 'tool-call' && (part.call.status === 'streaming' || part.call.status === 'checking'),
      )
    )
      return current;
    const parts = current.parts.map((part) => {
      if (part.kind !== 'tool-call') return part;
      const { call } = part;
      if (call.status === 'streaming')
        return {
          ...part,
          call: transitionToolCall(call, {
            type: 'refuse',
            refusal: {
              source: 'unparseable',
              message: `The run failed before its arguments were complete: ${message}`,
            },
          }),
        };
      if (call.status === 'checking')
        return {
          ...part,
          call: transitionToolCall(call, { type: 'interrupt', reason: `the run failed: ${message}` }),
        };
      return part;
    });
    return {
      ...current,
      parts,
      ...(current.status === 'streaming' ? { status: 'error' as const, error: message } : {}),
    };
  });
  void now;
  return {
    ...thread,
    conversation: { ...thread.conversation, messages },
    run: { status: 'failed', ...(runId ? { runId } : {}), message },
    steps: [],
  };
}
