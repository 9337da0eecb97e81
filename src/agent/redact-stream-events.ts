import type { StreamingRedactor } from '../core/redact-secrets.ts';
import { createStreamingRedactor, redactJson, redactText, secretForms } from '../core/redact-secrets.ts';
import type { StreamEvent } from '../wire/stream-event.ts';

/** Redacts a turn's wire events before they reach the conversation; see {@link createStreamEventRedactor}. */
export interface StreamEventRedactor {
  /** The events to apply in place of `event` (none while a possible secret is held back, or several). */
  redact(event: StreamEvent): readonly StreamEvent[];
  /** What is still held back, at the end of the stream. */
  flush(): readonly StreamEvent[];
}

type Channel = { readonly type: 'text-delta' } | { readonly type: 'reasoning-delta' };

/**
 * The one place where a model's words enter the conversation with the configured secrets (the API key and any
 * secret header) taken out: answer and reasoning text, argument fragments, whole arguments, decorations, and
 * in-stream errors. Text is redacted as it streams, holding back only an end that could begin a secret; the
 * held text is released before any other event, so parts keep their order.
 */
export function createStreamEventRedactor(secrets: readonly string[]): StreamEventRedactor {
  const active = secretForms(secrets).length > 0;
  let open: { readonly channel: Channel; readonly redactor: StreamingRedactor } | undefined;
  const calls = new Map<string, StreamingRedactor>();

  const release = (): StreamEvent[] => {
    if (!open) return [];
    const rest = open.redactor.flush();
    const { channel } = open;
    open = undefined;
    return rest ? [{ type: channel.type, delta: rest }] : [];
  };
  const releaseCall = (callId: string): StreamEvent[] => {
    const rest = calls.get(callId)?.flush();
    calls.delete(callId);
    return rest ? [{ type: 'tool-input-delta', callId, delta: rest }] : [];
  };
  const textLike = (type: Channel['type'], delta: string): StreamEvent[] => {
    const released = open?.channel.type === type ? [] : release();
    open ??= { channel: { type }, redactor: createStreamingRedactor(secrets) };
    const shown = open.redactor.push(delta);
    return shown ? [...released, { type, delta: shown }] : released;
  };

  return {
    redact(event) {
      if (!active) return [event];
      switch (event.type) {
        case 'text-delta':
        case 'reasoning-delta':
          return textLike(event.type, event.delta);
        case 'tool-input-delta': {
          let redactor = calls.get(event.callId);
          if (!redactor) {
            redactor = createStreamingRedactor(secrets);
            calls.set(event.callId, redactor);
          }
          const shown = redactor.push(event.delta);
          return [...release(), ...(shown ? [{ ...event, delta: shown }] : [])];
        }
        case 'tool-input-end':
          return [...release(), ...releaseCall(event.callId), redactJson(event, secrets)];
        case 'error':
          return [...release(), { ...event, message: redactText(event.message, secrets) }];
        case 'usage':
          return [...release(), { ...event, raw: redactJson(event.raw, secrets) }];
        default:
          return [...release(), redactJson(event, secrets)];
      }
    },
    flush() {
      return [...release(), ...[...calls.keys()].flatMap(releaseCall)];
    },
  };
}
