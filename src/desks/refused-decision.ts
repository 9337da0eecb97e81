import type { AuditSink } from '../core/audit-entry.ts';
import { refusedRemoteDecisionEntry } from '../core/audit-entry.ts';
import { createId } from '../core/ids.ts';
import type { Decision, RemoteSource } from '../core/source.ts';
import type { ToolCall } from '../core/tool-call.ts';

/** A remote decision this tab will not send, and why. */
export interface RefusedDecision {
  readonly conversationId: string;
  readonly source: RemoteSource;
  readonly call: ToolCall;
  readonly decision: Decision;
  readonly reason: string;
  readonly at: number;
}

/** Logs a decision this tab will not send as refused here, so the log never reads as if it had left. */
export function recordRefusedDecision(audit: AuditSink, refused: RefusedDecision): Promise<void> {
  const { conversationId, source, call, decision, reason, at } = refused;
  return audit.record(
    refusedRemoteDecisionEntry(createId('audit'), conversationId, source, call, decision, at, reason),
  );
}
