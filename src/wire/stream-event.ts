/**
 * The neutral events every wire parser emits (docs/architecture.md, "Wire events"). Parsers translate bytes into
 * these and nothing else, so the agent loop and the UI never see a provider's own event shapes.
 */

/** The wire formats the assembler understands, named after the endpoint that speaks them. */
export type WireFormat =
  | 'openai-chat'
  | 'openai-responses'
  | 'anthropic-messages'
  | 'gemini-generateContent-sse'
  | 'gemini-interactions'
  | 'ollama-api-chat'
  | 'ag-ui';

/** Every {@link WireFormat}, in a stable order (for option lists and command-line help). */
export const wireFormats: readonly WireFormat[] = [
  'openai-chat',
  'openai-responses',
  'anthropic-messages',
  'gemini-generateContent-sse',
  'gemini-interactions',
  'ollama-api-chat',
  'ag-ui',
];

/** Tells whether a string names a {@link WireFormat}. */
export function isWireFormat(value: string): value is WireFormat {
  return (wireFormats as readonly string[]).includes(value);
}

/**
 * Provider data kept only so that a later request can replay it unchanged: thought signatures, Responses
 * item ids and reasoning items, AG-UI encrypted values and results.
 */
export type Decorations = Readonly<Record<string, unknown>>;

/** Parsed tool-call arguments: always a JSON object, or `null` when the raw text is unusable. */
export type ToolArguments = Readonly<Record<string, unknown>>;

/** Answer text, in wire order. */
export interface TextDeltaEvent {
  readonly type: 'text-delta';
  readonly delta: string;
}

/** Thinking or reasoning text, in wire order; never part of the answer text. */
export interface ReasoningDeltaEvent {
  readonly type: 'reasoning-delta';
  readonly delta: string;
}

/**
 * A reasoning block ended. Optional: formats emit it when they have something to keep for replay. Array
 * values in `decorations` accumulate over a turn (`thoughtSignatures`, `reasoningItems`); other values replace.
 */
export interface ReasoningEndEvent {
  readonly type: 'reasoning-end';
  readonly decorations?: Decorations;
}

/**
 * A tool call opened. `callId` is the internal id, fixed here and never changed; `providerId` is the wire's
 * id when it is already known (it may arrive later, see {@link ToolInputEndEvent}).
 */
export interface ToolInputStartEvent {
  readonly type: 'tool-input-start';
  readonly callId: string;
  readonly providerId?: string;
  readonly name: string;
}

/** A raw fragment of a call's argument text, for the live preview; {@link ToolInputEndEvent} is authoritative. */
export interface ToolInputDeltaEvent {
  readonly type: 'tool-input-delta';
  readonly callId: string;
  readonly delta: string;
}

/**
 * What cut a call off before its arguments were whole: the model's output limit, or the stream failing (an
 * error event, a malformed or broken body, an abort). Those who know more (an abort the operator asked for) may
 * refine it.
 */
export type CutOffCause = 'output-limit' | 'stream-failed';

/**
 * A tool call is complete (or was cut off). `providerId` is the wire's id, or a synthesized unique one (equal
 * to `callId`) when the wire carried none. `arguments` is `null` whenever the call must not run; `parseError`
 * then says why, and `truncated` marks a call the stream cut off before its arguments were whole.
 */
export interface ToolInputEndEvent {
  readonly type: 'tool-input-end';
  readonly callId: string;
  readonly providerId: string;
  readonly name: string;
  readonly rawArguments: string;
  readonly arguments: ToolArguments | null;
  readonly parseError?: string;
  readonly truncated?: boolean;
  /** Why a `truncated` call was cut off. */
  readonly cutOffBy?: CutOffCause;
  readonly decorations?: Decorations;
}

/** Token usage as far as the wire has told it; `raw` is the provider's own usage object. */
export interface UsageEvent {
  readonly type: 'usage';
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly raw: unknown;
}

/** The model finished the turn; `reason` is the wire's own word for why. */
export interface FinishEvent {
  readonly type: 'finish';
  readonly reason: string;
}

/** The turn ended in an error; calls that were already whole have been ended before it. */
export interface ErrorEvent {
  readonly type: 'error';
  readonly message: string;
}

/** One neutral stream event, discriminated on `type`. */
export type StreamEvent =
  | TextDeltaEvent
  | ReasoningDeltaEvent
  | ReasoningEndEvent
  | ToolInputStartEvent
  | ToolInputDeltaEvent
  | ToolInputEndEvent
  | UsageEvent
  | FinishEvent
  | ErrorEvent;
