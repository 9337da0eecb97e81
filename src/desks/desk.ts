import type { DecisionResult } from '../core/agent-status.ts';
import type { JsonObject } from '../core/json.ts';
import type { CallTier } from '../core/safety-tier.ts';
import type { Decision, SourceKind } from '../core/source.ts';
import type { DraftChecker, ToolCall } from '../core/tool-call.ts';

/** The kinds of decision a review can offer: approve, decline, or answer a question that is not a tool call. */
export type DecisionKind = Decision['kind'];

/** What the review shows beside the form: the agent's question, a written JSON answer, the graph's notes. */
export type ReviewNotice = 'interrupt-notice' | 'json-answer' | 'interrupt-notes';

/**
 * What the review form may show and offer for one call, as its source's desk says: the schema the arguments are
 * edited against, the tier, whether the arguments can be edited (and why not), the decisions allowed and, for
 * each one missing, why. The review asks the desk instead of knowing the protocol.
 */
export interface ReviewOffer {
  readonly schema: JsonObject | undefined;
  readonly tier: CallTier | undefined;
  readonly editing:
    { readonly status: 'editable' } | { readonly status: 'read-only'; readonly reason: string };
  readonly decisions: readonly DecisionKind[];
  /** Why a decision is missing from `decisions`, or offered only once the arguments are edited. */
  readonly missing: Readonly<Partial<Record<DecisionKind, string>>>;
  /** What the review shows beside the form. */
  readonly notices: readonly ReviewNotice[];
  /** The check of the operator's draft, when the source judges drafts before they are sent. */
  readonly checkDraft?: DraftChecker;
}

/**
 * What the operator can do about an executing call: `stop` it (this page's agent runs it, or the run that carries
 * it is going on in this tab), `retry-failed` or `retry-unconfirmed` the answer that carries it (not sent, or
 * perhaps sent before a reload), or `none` (its agent runs it elsewhere and nothing here can stop it).
 */
export type ExecutingControl = 'stop' | 'retry-failed' | 'retry-unconfirmed' | 'none';

/**
 * One source's whole decision flow, built from core's `transitionToolCall` and the ports it is given (ledger,
 * audit, clock, timers, transport), never from the store: a decision is staged on its call, planned into the
 * source's own action (a run, a resume), recorded (ledger, audit) before it is sent, sent once, and its outcome
 * followed until the call settles; after a reload, `settle` finishes what a cut-off send left open. The store
 * keeps a registry of desks and routes the console's actions to the desk of the open conversation's source.
 */
export interface Desk {
  readonly kind: SourceKind;
  /** Stages the decision and, once the source can take it, plans, records, sends and follows it. */
  decide(conversationId: string, callId: string, decision: Decision): Promise<DecisionResult>;
  /** Takes the operator's message for the conversation, when the source takes messages. */
  send(conversationId: string, text: string): Promise<DecisionResult>;
  stop(conversationId: string): void;
  /** Why the composer is locked for this conversation (open interrupts, a run going on), or undefined. */
  composerLock(conversationId: string): string | undefined;
  /** Settles, after a reload, what this browser recorded as sending for the conversation. */
  settle(conversationId: string): Promise<void>;
  /** What the review form may show and offer for `call` of the conversation, at `now` (a request may expire). */
  reviewOf(conversationId: string, call: ToolCall, now: number): ReviewOffer;
  /**
   * Whether a run of the conversation is going on in this tab that Stop can end (streaming, its answer being
   * sent, a resumed run followed); undefined when the source's runs are this page's agent's, whose own status
   * says.
   */
  runGoing(conversationId: string): boolean | undefined;
  /** What the operator can do about the conversation's executing call `call`. */
  executingControl(conversationId: string, call: Pick<ToolCall, 'interrupt'>): ExecutingControl;
}
