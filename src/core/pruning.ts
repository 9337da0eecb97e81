import { summarizeArguments } from './argument-summary.ts';
import type { Conversation } from './conversation.ts';
import { messageDepth } from './conversation.ts';
import type { JsonValue } from './json.ts';
import type { Part } from './part.ts';
import { defaultMaxDepth } from './part.ts';
import type { ToolCallStatus } from './tool-call.ts';
import { approvalOf, replayedArguments, reportedModifiedKeys } from './tool-call.ts';
import { resultText } from './tool-content.ts';

/** The max depth in force for a part: its own (set by its tool) or its kind's default. Negative keeps forever. */
export function maxDepthOf(part: Part): number {
  return part.maxDepth ?? defaultMaxDepth[part.kind];
}

/** Turns left before an `auto` part expires: max depth minus depth; Infinity when kept forever. */
export function remainingDepth(part: Part, depth: number): number {
  const max = maxDepthOf(part);
  return max < 0 ? Number.POSITIVE_INFINITY : max - depth;
}

const openStatuses: ReadonlySet<ToolCallStatus> = new Set(['streaming', 'checking', 'pending', 'executing']);

/**
 * Whether the model sees only the part's metadata header. `pinned` never is; a tool call that is streaming,
 * checking, pending or executing never is; `pruned` always is; `auto` is once its remaining depth reaches 0.
 */
export function isEffectivelyPruned(part: Part, depth: number): boolean {
  if (part.pruning === 'pinned') return false;
  if (part.kind === 'tool-call' && openStatuses.has(part.call.status)) return false;
  if (part.pruning === 'pruned') return true;
  return remainingDepth(part, depth) <= 0;
}

/** Each part of the conversation with its depth and effective pruning, in order. */
export function pruningView(
  conversation: Conversation,
): readonly { readonly part: Part; readonly depth: number; readonly effectivelyPruned: boolean }[] {
  return conversation.messages.flatMap((message, index) => {
    const depth = messageDepth(conversation, index);
    return message.parts.map((part) => ({
      part,
      depth,
      effectivelyPruned: isEffectivelyPruned(part, depth),
    }));
  });
}

/**
 * Shortens text in the middle, keeping its start and end, with a marker saying how many characters were cut:
 * `head … [1,234 characters cut] … tail`. Text within `max` characters is returned as it is.
 */
export function shortenMiddle(text: string, max = 160): string {
  // Flattening whitespace over a multi-megabyte result would cost more than the hint is worth: only the ends
  // that can appear in the hint are flattened, and the cut count is measured on the original text.
  const window = max * 4;
  if (text.length > window * 2) {
    const head = text.slice(0, window).replace(/\s+/g, ' ').trimStart();
    const tail = text.slice(-window).replace(/\s+/g, ' ').trimEnd();
    return joinEnds(head, tail, max, text.length);
  }
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : joinEnds(flat, flat, max, flat.length);
}

function joinEnds(head: string, tail: string, max: number, length: number): string {
  const keep = Math.max(2, max - 30);
  const start = head.slice(0, Math.ceil(keep / 2));
  const end = tail.slice(tail.length - Math.floor(keep / 2));
  const cut = length - start.length - end.length;
  return `${start} … [${cut.toLocaleString('en-US')} characters cut] … ${end}`;
}

function renderResult(value: JsonValue): string {
  return resultText(value);
}

/**
 * The hint a pruned part leaves: its text shortened, or for a tool call its name, status, arguments, modified
 * keys, result and feedback, each shortened.
 */
export function prunedHint(part: Part, max = 160): string {
  switch (part.kind) {
    case 'text':
    case 'reasoning':
      return shortenMiddle(part.text, max);
    case 'blob':
      return `${part.name} (${part.mimeType}, ${part.data.length.toLocaleString('en-US')} characters)`;
    case 'tool-call': {
      const call = part.call;
      const approved = approvalOf(call);
      const args = replayedArguments(call);
      const pieces = [`${summarizeArguments(call.name, args, { maxLength: max })} → ${call.status}`];
      const keys = reportedModifiedKeys(call);
      if (keys.length > 0) pieces.push(`operator modified: ${keys.join(', ')}`);
      if (call.status === 'executed') pieces.push(`result: ${shortenMiddle(renderResult(call.result), max)}`);
      if (call.status === 'failed') pieces.push(`error: ${shortenMiddle(call.error, max)}`);
      if (call.status === 'refused') pieces.push(`refused: ${shortenMiddle(call.refusal.message, max)}`);
      if (call.status === 'declined' && call.reason)
        pieces.push(`declined: ${shortenMiddle(call.reason, max)}`);
      if (approved?.feedback) pieces.push(`feedback: ${shortenMiddle(approved.feedback, max)}`);
      return pieces.join('; ');
    }
  }
}

/**
 * The one-line metadata header a pruned part leaves in the prompt, in place of its body:
 * `[pruned tool-call part_x: search_records("Customer") → executed; result: …]`.
 */
export function metadataHeader(part: Part): string {
  return `[pruned ${part.kind} ${part.id}: ${prunedHint(part)}]`;
}
