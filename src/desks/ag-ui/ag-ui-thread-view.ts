import type { RunAgentInput } from '@ag-ui/core';
import type { Conversation } from '../../core/conversation.ts';
import { createId } from '../../core/ids.ts';
import type { JsonObject, JsonValue } from '../../core/json.ts';
import type { RemoteSource } from '../../core/source.ts';
import type { ResumeDelivery } from '../desk-ports.ts';
import { sourceOf } from '../../core/source.ts';
import type { AgUiRawEntry, AgUiRunStatus, AgUiThread } from '../../sources/ag-ui/ag-ui-thread.ts';
import { emptyAgUiThread } from '../../sources/ag-ui/ag-ui-thread.ts';
import { toAgUiMessages } from '../../sources/ag-ui/convert-ag-ui-conversation.ts';

/** What a thread shows besides its conversation: the agent's state, the run and step, the raw events. */
export interface AgUiThreadView {
  readonly state: JsonValue;
  readonly run: AgUiRunStatus;
  readonly steps: readonly string[];
  readonly rawEvents: readonly AgUiRawEntry[];
  readonly eventCount: number;
  readonly delivery?: ResumeDelivery;
}

/** A conversation's source when it is an AG-UI thread. */
export type AgUiSource = Extract<RemoteSource, { readonly kind: 'ag-ui' }>;

/** The AG-UI source of a conversation, if it has one. */
export function agUiSource(conversation: Conversation | undefined): AgUiSource | undefined {
  const source = conversation ? sourceOf(conversation) : undefined;
  return source?.kind === 'ag-ui' ? source : undefined;
}

/** The thread of a conversation from its parts: the conversation and the view kept beside it. */
export function threadOf(conversation: Conversation, view: AgUiThreadView | undefined): AgUiThread {
  if (!view) return emptyAgUiThread(conversation);
  return {
    conversation,
    state: view.state,
    run: view.run,
    steps: view.steps,
    rawEvents: view.rawEvents,
    eventCount: view.eventCount,
  };
}

/** The view part of a thread, keeping the delivery the previous view showed. */
export function viewOf(thread: AgUiThread, previous: AgUiThreadView | undefined): AgUiThreadView {
  return {
    state: thread.state,
    run: thread.run,
    steps: thread.steps,
    rawEvents: thread.rawEvents,
    eventCount: thread.eventCount,
    ...(previous?.delivery ? { delivery: previous.delivery } : {}),
  };
}

/** The run input for a thread: its messages, its state, and the resume when it answers interrupts. */
export function runInput(
  thread: AgUiThread,
  threadId: string,
  resume?: RunAgentInput['resume'],
): RunAgentInput {
  return {
    threadId,
    runId: createId('run'),
    messages: toAgUiMessages(thread.conversation),
    tools: [],
    context: [],
    state: thread.state as JsonObject,
    forwardedProps: {},
    ...(resume ? { resume } : {}),
  };
}
