import type { ConversationPort, Message } from '../core/conversation.ts';
import { appendMessage, updateMessage } from '../core/conversation.ts';
import type { ModelRequest } from '../core/model-request.ts';
import { redactText } from '../core/redact-secrets.ts';
import { transitionToolCall } from '../core/tool-call-status.ts';
import type { ModelClient } from '../providers/model-client.ts';
import { decodeStream } from '../wire/decode-stream.ts';
import type { StreamEvent } from '../wire/stream-event.ts';
import { abortableBody } from './abortable-body.ts';
import type { AssemblyCursor, AssemblyOptions } from './apply-stream-event.ts';
import { applyStreamEvent } from './apply-stream-event.ts';
import type { CallEnding } from './decide-call.ts';
import type { LiveParts } from './live-parts.ts';
import { createLivePartsTracker, noLiveParts } from './live-parts.ts';
import { createStreamEventRedactor } from './redact-stream-events.ts';
import type { StreamPacing } from './stream-pacing.ts';
import { browserStreamPacing } from './stream-pacing.ts';

/** How one model turn ended: whole, broken (with the operator's message), failed before streaming, or stopped. */
export type TurnEnd = 'complete' | 'broken' | 'failed' | 'stopped';

/** The outcome of {@link streamTurn}. */
export interface TurnOutcome {
  readonly messageId: string;
  readonly end: TurnEnd;
  readonly error?: string;
  readonly finishReason?: string;
  /** Ids of the calls the model made this turn, in order. */
  readonly callIds: readonly string[];
  /** Parse errors and truncation of calls, as the wire reported them at their end. */
  readonly endings: ReadonlyMap<string, CallEnding>;
}

/** What {@link streamTurn} needs. */
export interface StreamTurnOptions {
  readonly port: ConversationPort;
  readonly client: ModelClient;
  readonly request: ModelRequest;
  readonly signal: AbortSignal;
  readonly messageId: string;
  readonly now: () => number;
  readonly assembly: Omit<AssemblyOptions, 'issuer'>;
  readonly onRetry?: (waitMs: number, attempt: number, reason: string) => void;
  /** Called once the provider answered and bytes start to flow. */
  readonly onStreaming?: () => void;
  /** Values that must never enter the conversation (the API key, secret headers): redacted as they stream. */
  readonly secrets?: readonly string[];
  /** How applying events shares the main thread with the UI; tests pass their own. */
  readonly pacing?: StreamPacing;
  /** Told, once per commit, what to show of the parts still streaming; told {@link noLiveParts} at the end. */
  readonly onLiveParts?: (live: LiveParts) => void;
}

const stoppedMessage = 'Stopped by the operator.';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Streams one model turn into the conversation: appends the model message, sends the request, and applies each
 * wire event as it arrives, so parts (and calls with their growing arguments) appear while they stream. A
 * broken or stopped stream keeps every call that was already whole and marks the message incomplete.
 */
export async function streamTurn(options: StreamTurnOptions): Promise<TurnOutcome> {
  const { port, client, signal, messageId } = options;
  const secrets = options.secrets ?? [];
  const pacing = options.pacing ?? browserStreamPacing;
  const message: Message = {
    id: messageId,
    role: 'model',
    parts: [],
    createdAt: options.now(),
    status: 'streaming',
    issuedBy: client.id,
  };
  port.write((conversation) => appendMessage(conversation, message));
  const finish = (status: Message['status'], error?: string) =>
    port.write((conversation) =>
      updateMessage(conversation, messageId, (current) => ({
        ...current,
        status,
        ...(error ? { error: redactText(error, secrets) } : {}),
      })),
    );
  const endings = new Map<string, CallEnding>();
  const callIds: string[] = [];
  let stream;
  try {
    stream = await client.stream(options.request, {
      signal,
      ...(options.onRetry ? { onRetry: options.onRetry } : {}),
    });
  } catch (error) {
    if (signal.aborted) {
      finish('incomplete', stoppedMessage);
      return { messageId, end: 'stopped', error: stoppedMessage, callIds, endings };
    }
    const reason = redactText(describe(error), secrets);
    finish('error', reason);
    return { messageId, end: 'failed', error: reason, callIds, endings };
  }
  options.onStreaming?.();
  const assembly: AssemblyOptions = { ...options.assembly, issuer: client.id };
  const redactor = createStreamEventRedactor(secrets);
  let cursor: AssemblyCursor = {};
  let error: string | undefined;
  let finishReason: string | undefined;
  // Events wait here for the next frame and are applied in one write: the store, its subscribers and React
  // then do their work once per frame, not once per event.
  let queued: StreamEvent[] = [];
  let cancelCommit: (() => void) | undefined;
  const live = createLivePartsTracker();
  const commit = () => {
    cancelCommit?.();
    cancelCommit = undefined;
    if (queued.length === 0) return;
    const events = queued;
    queued = [];
    port.write((conversation) =>
      updateMessage(conversation, messageId, (current) => {
        let message = current;
        for (const event of events) {
          const next = applyStreamEvent(message, cursor, event, assembly);
          live.take(event, next.message, next.cursor.openReasoningPartId ?? cursor.openReasoningPartId);
          cursor = next.cursor;
          message = next.message;
        }
        return message;
      }),
    );
    options.onLiveParts?.(live.current());
  };
  const enqueue = (events: readonly StreamEvent[]) => {
    if (events.length === 0) return;
    queued.push(...events);
    cancelCommit ??= pacing.scheduleCommit(commit);
  };
  let sliceStart = pacing.clock();
  try {
    for await (const event of decodeStream(stream.format, abortableBody(stream.body, signal))) {
      if (event.type === 'tool-input-start') callIds.push(event.callId);
      if (event.type === 'tool-input-end') {
        if (!callIds.includes(event.callId)) callIds.push(event.callId);
        endings.set(event.callId, {
          ...(event.parseError ? { parseError: redactText(event.parseError, secrets) } : {}),
          ...(event.truncated ? { truncated: true } : {}),
          // An abort is the operator's Stop: the wire sees only a stream that failed.
          ...(event.truncated && (signal.aborted || event.cutOffBy)
            ? { cutOffBy: signal.aborted ? 'stopped' : event.cutOffBy }
            : {}),
        });
      }
      if (event.type === 'finish') finishReason = event.reason;
      if (event.type === 'error') error = redactText(event.message, secrets);
      enqueue(redactor.redact(event));
      if (pacing.clock() - sliceStart >= pacing.sliceMs) {
        await pacing.yieldToUi();
        sliceStart = pacing.clock();
      }
    }
  } catch (thrown) {
    error = `The stream broke: ${redactText(describe(thrown), secrets)}`;
  }
  enqueue(redactor.flush());
  commit();
  options.onLiveParts?.(noLiveParts);
  const end: TurnEnd = signal.aborted ? 'stopped' : error ? 'broken' : 'complete';
  const shown =
    end === 'stopped' ? stoppedMessage : error ? `The model's answer is incomplete: ${error}` : undefined;
  closeOpenCalls(port, messageId, end === 'stopped' ? 'the operator stopped the stream' : 'the stream ended');
  finish(end === 'complete' ? 'complete' : 'incomplete', shown);
  return {
    messageId,
    end,
    ...(shown ? { error: shown } : {}),
    ...(finishReason ? { finishReason } : {}),
    callIds,
    endings,
  };
}

/** Calls still streaming when the stream ended can never be whole: they are refused, never run. */
function closeOpenCalls(port: ConversationPort, messageId: string, reason: string): void {
  port.write((conversation) =>
    updateMessage(conversation, messageId, (message) => ({
      ...message,
      parts: message.parts.map((part) =>
        part.kind === 'tool-call' && part.call.status === 'streaming'
          ? {
              ...part,
              call: transitionToolCall(part.call, {
                type: 'refuse',
                refusal: {
                  source: 'unparseable',
                  message: `Its arguments never arrived whole (${reason} first), so it did not run.`,
                },
              }),
            }
          : part,
      ),
    })),
  );
}
