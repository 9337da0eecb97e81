import { blobAsText } from '../blob-text.ts';
import type { ToolDeclaration } from '../model-request.ts';
import type { Part } from '../part.ts';
import { metadataHeader } from '../pruning.ts';
import { replayedArguments } from '../tool-call.ts';
import { toolResponse } from '../tool-response.ts';

/**
 * The texts a part puts on the wire when it is not pruned, each counted (and cached) on its own, so that a
 * changed draft argument recounts the arguments and not a megabyte result beside them:
 * - text and reasoning: the text;
 * - blob: its text form (`blobAsText`: a text file with its contents, anything else as a one-line note; a
 *   request builder that sends an image as an image has it counted by the provider's formula instead);
 * - tool call: its name and arguments as JSON (as the effective context replays them: see
 *   `replayedArguments`), then its response when settled.
 */
export function partBodyTexts(part: Part): readonly string[] {
  switch (part.kind) {
    case 'text':
    case 'reasoning':
      return [part.text];
    case 'blob':
      return [blobAsText(part)];
    case 'tool-call': {
      const call = part.call;
      const args = replayedArguments(call) ?? {};
      const response = toolResponse(call);
      const wire = [call.name, JSON.stringify(args)];
      return response ? [...wire, response.content] : wire;
    }
  }
}

/** The text a part leaves in the prompt when effectively pruned: its one-line metadata header. */
export function partHeaderText(part: Part): string {
  return metadataHeader(part);
}

/** A tool declaration as counted: name, description and input schema in the JSON shape providers send. */
export function toolDeclarationText(tool: ToolDeclaration): string {
  return JSON.stringify({ name: tool.name, description: tool.description, parameters: tool.inputSchema });
}

/**
 * Tokens of a part both ways: as its metadata header (when pruned) and as its full body; of the body, a tool
 * call's `response` (0 for other parts, and for a call not settled yet).
 */
export interface PartTokens {
  readonly header: number;
  readonly body: number;
  readonly response?: number;
}

/** Counts a part's header and body with `count` (which should cache by content). */
export function countPartTokens(part: Part, count: (text: string) => number): PartTokens {
  const texts = partBodyTexts(part);
  let body = 0;
  for (const text of texts) body += count(text);
  const header = count(partHeaderText(part));
  // A tool call's texts are its name, its arguments and then its response.
  const response = part.kind === 'tool-call' && texts.length > 2 ? count(texts[2]!) : 0;
  return response > 0 ? { header, body, response } : { header, body };
}

const countNeutralKeys = new Set(['pruning', 'maxDepth']);

/**
 * True when two versions of a part differ only in fields that do not change its texts (pruning state, max
 * depth): a prune or a pin then reuses the counts instead of recounting. Field values are compared by
 * reference, which is how immutable updates leave untouched fields.
 */
export function differsOnlyInPruning(previous: Part, next: Part): boolean {
  if (previous.id !== next.id || previous.kind !== next.kind) return false;
  const previousKeys = Object.keys(previous).filter((key) => !countNeutralKeys.has(key));
  const nextKeys = Object.keys(next).filter((key) => !countNeutralKeys.has(key));
  if (previousKeys.length !== nextKeys.length) return false;
  const before = previous as unknown as Readonly<Record<string, unknown>>;
  const after = next as unknown as Readonly<Record<string, unknown>>;
  return nextKeys.every((key) => before[key] === after[key]);
}
