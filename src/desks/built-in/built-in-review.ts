import type { RuleReader } from '../../agent/decide-call.ts';
import { judgeSnapshot } from '../../agent/judge-snapshot.ts';
import type { Conversation } from '../../core/conversation.ts';
import type { CallFacts } from '../../core/rules/rule.ts';
import type { DraftChecker, ToolCall } from '../../core/tool-call.ts';
import { checkToolCall } from '../../tools/check-tool-call.ts';
import type { ToolRegistry } from '../../tools/tool-registry.ts';
import type { ReviewOffer } from '../desk.ts';

/**
 * The tools a built-in call is reviewed against and the rules its draft is judged by: the agent's own, or, on a
 * page that decides locally (a fixture), the page's tools, which the agent's registry does not know.
 */
export interface ReviewCatalog {
  readonly registry: ToolRegistry;
  readonly rules: RuleReader;
}

/** What the review of a built-in call reads: the catalog as it is now, the open conversation, the session. */
export interface BuiltInReviewPorts {
  readonly catalog: () => ReviewCatalog;
  readonly read: () => Conversation;
  readonly sessionId: () => string;
  readonly now: () => number;
}

/**
 * The check of the operator's draft of a built-in call: every check it would pass before running (schema, the
 * tool's own check, access), then the rules, worded for the operator at the field they name.
 */
export function builtInDraftChecker(ports: BuiltInReviewPorts): DraftChecker {
  return async (name, args, signal, callId) => {
    const { registry, rules } = ports.catalog();
    const refusal = await checkToolCall({ name, args, rawArguments: JSON.stringify(args) }, registry, {
      signal,
    });
    if (refusal) return refusal;
    const facts: Omit<CallFacts, 'args'> = {
      source: 'built-in',
      tool: name,
      tier: registry.get(name)?.tier ?? 'unknown',
      callId,
      conversationId: ports.read().id,
      sessionId: ports.sessionId(),
    };
    return judgeSnapshot(rules, facts, args, ports.now(), 'draft');
  };
}

/**
 * What the review of a call of this page's agent offers: the tool's schema and tier from the catalog, arguments
 * the operator edits, approve and decline while it waits (Approve waits while the tool's server is away, with
 * why), and the draft check.
 */
export function reviewOfBuiltInCall(
  registry: ToolRegistry,
  call: ToolCall,
  checkDraft: DraftChecker,
): ReviewOffer {
  const tool = registry.get(call.name);
  const waiting = call.status === 'pending';
  const unavailable = tool?.unavailable;
  const approvable = waiting && tool !== undefined && unavailable === undefined;
  const missing = waiting
    ? approvable
      ? {}
      : {
          approve:
            unavailable === undefined
              ? `Cannot approve: there is no tool named ${call.name}.`
              : `Cannot approve now: ${unavailable}`,
        }
    : {
        approve: `Only a pending call can be decided; this one is ${call.status}.`,
        decline: `Only a pending call can be decided; this one is ${call.status}.`,
      };
  return {
    schema: tool?.inputSchema,
    tier: tool?.tier,
    editing: waiting
      ? { status: 'editable' }
      : { status: 'read-only', reason: `Read-only: the call is ${call.status}.` },
    decisions: waiting ? (approvable ? ['approve', 'decline'] : ['decline']) : [],
    missing,
    notices: [],
    checkDraft,
  };
}
