import type { DecisionResult } from '../agent/agent-status.ts';
import type { Decision, SourceKind } from '../core/source.ts';

/**
 * What a remote source offers the console for its conversations: take a decision about a pending call (it
 * stages the decision and turns it into its own action: a resume, a thread resumed), take the operator's
 * message, stop a run. The store routes the console's actions to the desk of the open conversation's source,
 * so features never know which source a call came from.
 */
export interface SourceDesk {
  readonly kind: SourceKind;
  decide(conversationId: string, callId: string, decision: Decision): Promise<DecisionResult>;
  send(conversationId: string, text: string): Promise<DecisionResult>;
  stop(conversationId: string): void;
  /** Why the composer is locked for this conversation (open interrupts, a run going on), or undefined. */
  composerLock(conversationId: string): string | undefined;
}
