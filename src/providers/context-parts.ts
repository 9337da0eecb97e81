import { blobAsText } from '../core/blob-text.ts';
import type { ContextMessage, ContextPart, ReasoningContent, ReasoningReach } from '../core/model-request.ts';

/** True for image blobs, which providers with vision take as an image block. */
export function isImageBlob(part: ContextPart): part is Extract<ContextPart, { kind: 'blob' }> {
  return part.kind === 'blob' && part.mimeType.startsWith('image/');
}

/**
 * A provider's {@link ReasoningReach}: reasoning reaches it only from its own messages (`issuer`), and only
 * when `carries` says the builder has what it needs to send it (a signature, an item, some text).
 */
export function ownReasoningReach(
  issuer: string,
  carries: (part: ReasoningContent) => boolean,
): ReasoningReach {
  return (part, messageIssuer) => (part.issuedBy ?? messageIssuer) === issuer && carries(part);
}

/** A reach for providers that take no reasoning back at all (Chat Completions). */
export const noReasoningReach: ReasoningReach = () => false;

/**
 * Whether a header part is sent: every pruned part's header is, except a pruned reasoning part's, which goes
 * only where its reasoning would have gone.
 */
export function headerIsSent(
  part: Extract<ContextPart, { kind: 'header' }>,
  message: ContextMessage,
  reach: ReasoningReach,
): boolean {
  return !part.reasoning || reach(part.reasoning, message.issuedBy);
}

/**
 * The text a message's text-like parts carry, joined: text, pruned-part headers (sent as text so the model
 * still knows what was there; a reasoning header only when `reasoningSent` takes it) and blobs that are not
 * images.
 */
export function textOfParts(
  parts: readonly ContextPart[],
  options: {
    readonly imagesAsText?: boolean;
    readonly reasoningSent?: (part: ReasoningContent) => boolean;
  } = {},
): string {
  const pieces: string[] = [];
  for (const part of parts) {
    if (part.kind === 'text' && part.text) pieces.push(part.text);
    else if (part.kind === 'header') {
      if (!part.reasoning || options.reasoningSent?.(part.reasoning)) pieces.push(part.text);
    } else if (part.kind === 'blob' && (options.imagesAsText || !isImageBlob(part)))
      pieces.push(blobAsText(part));
  }
  return pieces.join('\n\n');
}

/** Whether a decorated part may replay its decorations to this provider: only the issuer gets them back. */
export function isOwnPart(
  part: { readonly issuedBy?: string },
  message: ContextMessage,
  issuer: string,
): boolean {
  return (part.issuedBy ?? message.issuedBy) === issuer;
}

/** A string decoration, or undefined. */
export function decorationString(
  decorations: Readonly<Record<string, unknown>> | undefined,
  ...keys: readonly string[]
): string | undefined {
  for (const key of keys) {
    const value = decorations?.[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/**
 * Joins neighbours with the same role into one message: providers that require alternating turns (Anthropic,
 * Gemini) reject two user messages in a row, which curating or a failed turn can leave behind.
 */
export function mergeSameRole<T extends { readonly role: string }>(
  messages: readonly T[],
  merge: (first: T, second: T) => T,
): T[] {
  const merged: T[] = [];
  for (const message of messages) {
    const last = merged.at(-1);
    if (last && last.role === message.role) merged[merged.length - 1] = merge(last, message);
    else merged.push(message);
  }
  return merged;
}
