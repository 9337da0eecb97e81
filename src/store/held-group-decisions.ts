import type { DecisionGroupRef } from '../core/group-decision.ts';
import type { PendingEntry } from '../core/pending-entries.ts';
import { awaitsDecision } from '../core/review-flow.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { allToolCalls } from '../core/conversation.ts';
import { useAppStore } from './app-store.ts';
import { decideHeldCall, reviewOnlyReason } from './held-call-decisions.ts';

/** How a group decision across threads went: how many calls it decided, and each call it left, with why. */
export interface HeldGroupOutcome {
  readonly decided: number;
  readonly left: readonly { readonly entry: PendingEntry; readonly reason: string }[];
}

/** The entry's call as it stands now in its thread, while it still waits for a decision. */
function stillWaiting(entry: PendingEntry): ToolCall | undefined {
  const conversation = useAppStore.getState().conversationById(entry.conversationId);
  const call = conversation
    ? allToolCalls(conversation).find((candidate) => candidate.id === entry.call.id)
    : undefined;
  return call && awaitsDecision(call) ? call : undefined;
}

/**
 * Decides alike calls of several threads together, each on its own through its thread's desk (judged, recorded
 * and sent like a decision from its review), its audit entry naming the group. A call with the operator's edits
 * or a question is left to its review; a call decided meanwhile is skipped.
 */
export async function decideHeldGroup(
  entries: readonly PendingEntry[],
  decision: { readonly kind: 'approve' } | { readonly kind: 'decline'; readonly reason: string },
  groupId: string,
): Promise<HeldGroupOutcome> {
  const left: { entry: PendingEntry; reason: string }[] = [];
  const ready: { entry: PendingEntry; call: ToolCall }[] = [];
  for (const entry of entries) {
    const call = stillWaiting(entry);
    if (!call) continue;
    const blocked = decision.kind === 'approve' ? reviewOnlyReason(call) : undefined;
    if (blocked) left.push({ entry, reason: blocked });
    else ready.push({ entry, call });
  }
  const group: DecisionGroupRef = { id: groupId, size: ready.length };
  let decided = 0;
  for (const { entry, call } of ready) {
    const state = useAppStore.getState();
    state.noteDecisionGroup([call.id], group, entry.conversationId);
    const reason = decision.kind === 'decline' ? decision.reason.trim() : '';
    const result =
      decision.kind === 'approve'
        ? await decideHeldCall(entry.conversationId, call, 'approve')
        : await state.decideInThread(entry.conversationId, call.id, {
            kind: 'decline',
            ...(reason ? { reason } : {}),
          });
    if (result.ok) decided++;
    else {
      state.noteDecisionGroup([call.id], undefined, entry.conversationId);
      left.push({ entry, reason: result.reason });
    }
  }
  return { decided, left };
}
