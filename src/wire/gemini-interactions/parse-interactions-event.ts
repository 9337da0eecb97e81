import {
  asNonEmptyString,
  asNumber,
  asRecord,
  asString,
  errorMessage,
  type JsonRecord,
} from '../read-json.ts';

/** A step delta of the Interactions API, as far as the assembler needs it. */
export type InteractionsDelta =
  | { readonly type: 'text' | 'thought' | 'arguments'; readonly text: string }
  | { readonly type: 'arguments-object'; readonly value: unknown }
  | { readonly type: 'signature'; readonly signature: string }
  | { readonly type: 'other' };

/** The Interactions stream events the assembler acts on; everything else reads as `ignored`. */
export type InteractionsEvent =
  | {
      readonly kind: 'call-start';
      readonly index: number;
      readonly id?: string;
      readonly name?: string;
      readonly announced?: JsonRecord;
    }
  | { readonly kind: 'step-delta'; readonly index: number; readonly delta: InteractionsDelta }
  | { readonly kind: 'step-stop'; readonly index: number }
  | { readonly kind: 'completed'; readonly status: string; readonly usage?: JsonRecord }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'ignored' };

/** Reads one Interactions API event; `event_type` decides, the SSE `event:` name is a fallback. */
export function parseInteractionsEvent(json: unknown, eventName: string | undefined): InteractionsEvent {
  const event = asRecord(json);
  if (event === undefined) return { kind: 'error', message: 'an event is not a JSON object' };
  const index = asNumber(event.index) ?? -1;
  // Deltas first: they are most events, and each case before them is a string comparison.
  switch (asString(event.event_type) ?? eventName) {
    case 'step.delta':
      return { kind: 'step-delta', index, delta: parseDelta(asRecord(event.delta)) };
    case 'step.start': {
      const step = asRecord(event.step);
      if (step?.type !== 'function_call') return { kind: 'ignored' };
      const announced = asRecord(step.arguments);
      return {
        kind: 'call-start',
        index,
        id: asNonEmptyString(step.id),
        name: asNonEmptyString(step.name),
        announced,
      };
    }
    case 'step.stop':
      return { kind: 'step-stop', index };
    case 'interaction.completed': {
      const interaction = asRecord(event.interaction);
      const status = asNonEmptyString(interaction?.status) ?? 'completed';
      return { kind: 'completed', status, usage: asRecord(interaction?.usage) };
    }
    case 'interaction.failed':
    case 'error':
      return {
        kind: 'error',
        message: errorMessage(event.error ?? asRecord(event.interaction)?.error, 'the interaction failed'),
      };
    default:
      return { kind: 'ignored' };
  }
}

function parseDelta(delta: JsonRecord | undefined): InteractionsDelta {
  switch (delta?.type) {
    case 'text':
      return { type: 'text', text: asString(delta.text) ?? '' };
    case 'thought_summary':
    case 'thought':
      return { type: 'thought', text: asString(delta.text) ?? asString(asRecord(delta.content)?.text) ?? '' };
    case 'thought_signature':
      return { type: 'signature', signature: asString(delta.signature) ?? '' };
    case 'arguments_delta':
      return typeof delta.arguments === 'string' || delta.arguments === undefined
        ? { type: 'arguments', text: asString(delta.arguments) ?? '' }
        : { type: 'arguments-object', value: delta.arguments };
    default:
      return { type: 'other' };
  }
}
