import { toolResponseWording } from '../core/tool-response.ts';
import type { JsonObject, JsonValue } from '../core/json.ts';
import type { ContextMessage, ModelRequest } from '../core/model-request.ts';
import type { ArgumentEdit } from './operator-notes.ts';
import { readResult } from './operator-notes.ts';
import { readPrunedHeader } from './read-pruned-header.ts';

/** What became of a call the demo made, as its tool result tells it. */
export type CallOutcome =
  | {
      readonly kind: 'executed';
      readonly body: string;
      readonly edits: readonly ArgumentEdit[];
      readonly feedback?: string;
    }
  | {
      readonly kind: 'failed';
      readonly reason: string;
      readonly edits: readonly ArgumentEdit[];
      readonly feedback?: string;
    }
  | {
      readonly kind: 'refused';
      readonly reason: string;
      /** Refused by the check just before running, after the operator approved it (with these edits). */
      readonly afterApproval?: { readonly edits: readonly ArgumentEdit[]; readonly feedback?: string };
    }
  | {
      readonly kind: 'declined';
      readonly reason?: string;
      /** Declined without the operator (a passed deadline), not by the operator's hand. */
      readonly automatic?: true;
    }
  | { readonly kind: 'interrupted'; readonly reason: string }
  /** No result in sight: still open, or pruned out of the context. */
  | { readonly kind: 'unknown' };

/** A call of the demo's with the arguments that ran (or were proposed) and its outcome. */
export interface SeenCall {
  readonly name: string;
  readonly args: JsonObject;
  readonly outcome: CallOutcome;
}

/** What the demo reads from a request to decide its next turn. */
export interface DemoHistory {
  /** Model messages so far: the turn number, which also picks the wire format. */
  readonly modelTurns: number;
  /** The first thing the operator said. */
  readonly firstUserText?: string;
  /** What the operator said after the demo's last message, if anything. */
  readonly latestUserText?: string;
  /** Calls of the most recent model message that made any, in order. */
  readonly lastCalls: readonly SeenCall[];
  /** Whether that message is the latest model message (a later one answered without calls). */
  readonly lastCallsAreLatest: boolean;
  /** Every call still visible in the context, oldest first. */
  readonly calls: readonly SeenCall[];
}

const openings = toolResponseWording;

function outcomeOf(content: string | undefined): CallOutcome {
  if (content === undefined) return { kind: 'unknown' };
  if (content.startsWith(openings.refusedAfterApproval)) {
    const read = readResult(content.slice(openings.refusedAfterApproval.length));
    return {
      kind: 'refused',
      reason: read.body,
      afterApproval: { edits: read.edits, ...(read.feedback ? { feedback: read.feedback } : {}) },
    };
  }
  if (content.startsWith(openings.refused))
    return { kind: 'refused', reason: content.slice(openings.refused.length) };
  if (content.startsWith(openings.declined)) {
    const reason = content.slice(openings.declined.length).replace(/^: /, '').replace(/^\.$/, '');
    return reason ? { kind: 'declined', reason } : { kind: 'declined' };
  }
  if (content.startsWith(openings.declinedAutomatically)) {
    const reason = content.slice(openings.declinedAutomatically.length);
    return { kind: 'declined', automatic: true, ...(reason ? { reason } : {}) };
  }
  const read = readResult(content);
  const notes = { edits: read.edits, ...(read.feedback ? { feedback: read.feedback } : {}) };
  if (read.body.startsWith(openings.failed))
    return { kind: 'failed', reason: read.body.slice(openings.failed.length), ...notes };
  if (read.body.startsWith(openings.interrupted))
    return { kind: 'interrupted', reason: read.body.slice(openings.interrupted.length) };
  return { kind: 'executed', body: read.body, ...notes };
}

function textOf(message: ContextMessage): string {
  return message.parts.map((part) => (part.kind === 'text' ? part.text : '')).join('');
}

/**
 * Reads the request as the demo model needs it: turns so far, the operator's words, and each call's fate; calls
 * of the tools `ignored` names are left out, as if their messages had made none.
 */
export function readRequest(
  request: ModelRequest,
  ignored: (name: string) => boolean = () => false,
): DemoHistory {
  const results = new Map<string, string>();
  for (const message of request.messages) {
    for (const part of message.parts) if (part.kind === 'tool-result') results.set(part.callId, part.content);
  }
  const calls: SeenCall[] = [];
  let lastCalls: SeenCall[] = [];
  let lastCallsAreLatest = false;
  let modelTurns = 0;
  let latestUserText: string | undefined;
  for (const message of request.messages) {
    if (message.role === 'user') latestUserText = textOf(message) || latestUserText;
    if (message.role !== 'model') continue;
    modelTurns += 1;
    latestUserText = undefined;
    const made = message.parts.flatMap((part): SeenCall[] => {
      if (part.kind === 'tool-call') {
        if (ignored(part.name)) return [];
        return [{ name: part.name, args: part.args, outcome: outcomeOf(results.get(part.callId)) }];
      }
      const pruned = part.kind === 'header' ? readPrunedHeader(part.text) : undefined;
      return pruned && !ignored(pruned.name) ? [pruned] : [];
    });
    calls.push(...made);
    if (made.length > 0) lastCalls = made;
    lastCallsAreLatest = made.length > 0;
  }
  const firstUser = request.messages.find((message) => message.role === 'user');
  return {
    modelTurns,
    ...(firstUser ? { firstUserText: textOf(firstUser) } : {}),
    ...(latestUserText ? { latestUserText } : {}),
    lastCalls,
    lastCallsAreLatest,
    calls,
  };
}

/** The JSON a call returned, or undefined when it did not run or its output is not JSON. */
export function resultJson(call: SeenCall | undefined): JsonValue | undefined {
  if (call?.outcome.kind !== 'executed') return undefined;
  try {
    return JSON.parse(call.outcome.body) as JsonValue;
  } catch {
    return undefined;
  }
}
