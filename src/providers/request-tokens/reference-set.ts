import type { ModelRequest } from '../../core/model-request.ts';
import referenceSet from './__fixtures__/reference-set.json' with { type: 'json' };

/** A conversation of the reference set, in the neutral form every request builder takes. */
export interface ReferenceConversation {
  readonly id: string;
  readonly note: string;
  /** Calls made in parallel: outside what `openai-chat-tokens` models. */
  readonly parallel?: boolean;
  readonly request: ModelRequest;
}

/** A published example request and the prompt tokens its provider reported for it, per model. */
export interface PublishedExample {
  readonly id: string;
  readonly provider: 'openai-chat' | 'anthropic-messages' | 'gemini';
  readonly source: string;
  readonly reported: Readonly<Record<string, number>>;
  readonly body: Readonly<Record<string, unknown>>;
}

/** The reference set (`__fixtures__/reference-set.json`), typed. */
export const referenceConversations =
  referenceSet.conversations as unknown as readonly ReferenceConversation[];
export const publishedExamples = referenceSet.published as unknown as readonly PublishedExample[];
