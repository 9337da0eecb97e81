import type { JsonObject, JsonValue } from './json.ts';

/** A tool as the model is told of it: name, description and the JSON Schema of its input. */
export interface ToolDeclaration {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: JsonObject;
}

/** One piece of the effective context, neutral to every provider. */
export type ContextPart =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'reasoning';
      readonly text: string;
      readonly issuedBy?: string;
      readonly decorations?: Readonly<Record<string, JsonValue>>;
    }
  | {
      readonly kind: 'tool-call';
      readonly callId: string;
      readonly providerId: string;
      readonly name: string;
      /** The approved arguments when the call ran; otherwise the effective (or proposed) ones. */
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
  /** A pruned part's one-line metadata header with its hint. */
  | { readonly kind: 'header'; readonly text: string; readonly partId: string };

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
