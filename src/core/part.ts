import type { JsonValue } from './json.ts';
import type { ToolCall } from './tool-call.ts';

/** Whether a part reaches the model: `auto` follows depth, `pinned` always does, `pruned` leaves only a header. */
export type PruningState = 'auto' | 'pinned' | 'pruned';

/** Fields every part has. `maxDepth` overrides the kind's default (a tool may set its own). */
interface PartBase {
  readonly id: string;
  readonly pruning: PruningState;
  readonly maxDepth?: number;
}

/** Plain text from the user or the model. */
export type TextPart = PartBase & { readonly kind: 'text'; readonly text: string };

/** The model's reasoning; decorations (signatures, encrypted items) are replayed only to `issuedBy`. */
export type ReasoningPart = PartBase & {
  readonly kind: 'reasoning';
  readonly text: string;
  readonly issuedBy?: string;
  readonly decorations?: Readonly<Record<string, JsonValue>>;
};

/** A tool call, which owns its response. */
export type ToolCallPart = PartBase & { readonly kind: 'tool-call'; readonly call: ToolCall };

/** An attached file or other binary/large payload, kept as text or base64. */
export type BlobPart = PartBase & {
  readonly kind: 'blob';
  readonly name: string;
  readonly mimeType: string;
  readonly data: string;
};

/** Any part of a message. */
export type Part = TextPart | ReasoningPart | ToolCallPart | BlobPart;

/** Every part kind. */
export type PartKind = Part['kind'];

/** Default max depth per part kind: a message deeper than this is expired for `auto` parts. */
export const defaultMaxDepth: Readonly<Record<PartKind, number>> = {
  'tool-call': 8,
  reasoning: 6,
  text: 108,
  blob: 4,
};
