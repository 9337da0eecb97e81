import type { JsonObject, JsonValue } from './json.ts';

/** A tool as the model is told of it: name, description and the JSON Schema of its input. */
export interface ToolDeclaration {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: JsonObject;
}

/** A reasoning part as the context carries it; decorations are replayed only to `issuedBy`. */
export interface ReasoningContent {
  readonly kind: 'reasoning';
  readonly text: string;
  readonly issuedBy?: string;
  readonly decorations?: Readonly<Record<string, JsonValue>>;
}

/** One piece of the effective context, neutral to every provider. */
export type ContextPart =
  | { readonly kind: 'text'; readonly text: string }
  | ReasoningContent
  | {
      readonly kind: 'tool-call';
      readonly callId: string;
      readonly providerId: string;
      readonly name: string;
      /** The approved arguments when the call ran, the effective ones while open, else the model's proposal. */
      readonly args: JsonObject;
      readonly issuedBy?: string;
      readonly decorations?: Readonly<Record<string, JsonValue>>;
    }
  | {
      readonly kind: 'tool-result';
      readonly callId: string;
      readonly providerId: string;
      readonly name: string;
      /** What the model is told: the output, or why the call did not run, plus the operator's notes. */
      readonly content: string;
      readonly isError: boolean;
    }
  | { readonly kind: 'blob'; readonly name: string; readonly mimeType: string; readonly data: string }
  /**
   * A pruned part's one-line metadata header with its hint. A pruned reasoning part keeps its content in
   * `reasoning`, so a request builder sends the header only where that reasoning itself would have gone.
   */
  | {
      readonly kind: 'header';
      readonly text: string;
      readonly partId: string;
      readonly reasoning?: ReasoningContent;
    };

/** A message of the effective context. Tool results travel in `tool` messages right after their calls. */
export interface ContextMessage {
  readonly role: 'user' | 'model' | 'tool';
  readonly parts: readonly ContextPart[];
  /** Provider that produced a model message. */
  readonly issuedBy?: string;
}

/** Everything the next request carries, before a provider's request builder converts it. */
export interface ModelRequest {
  readonly system: string;
  readonly messages: readonly ContextMessage[];
  readonly tools: readonly ToolDeclaration[];
}

/**
 * Whether a reasoning part reaches the model the next request goes to, given the provider that issued the
 * message holding it. Each request builder has its own rule (Chat Completions takes no reasoning back; the
 * others take it only from themselves, and only with what they need to accept it); the token meter uses the
 * same rule, so it counts exactly what the request carries.
 */
export type ReasoningReach = (part: ReasoningContent, messageIssuer: string | undefined) => boolean;
