import type { DecisionResult } from '../core/agent-status.ts';
import { needsDestructiveConfirmation } from '../core/safety-tier.ts';
import type { CallTier } from '../core/safety-tier.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { effectiveArgs } from '../core/tool-call.ts';
import { useAppStore } from './app-store.ts';
import { questionCallName } from './remote-sources.ts';

/**
 * Why a waiting call cannot be decided where it is listed (the Fleet screen, the queue of another thread), or undefined when it can: a call with the
 * operator's edits, a question that takes an answer, or a decision already staged is decided in its review,
 * where the form shows what will be sent.
 */
export function reviewOnlyReason(call: ToolCall): string | undefined {
  if (call.interrupt?.staged) return 'Decision staged: it goes with the run’s other answers.';
  if (call.modifiedArgs && Object.keys(call.modifiedArgs).length > 0)
    return 'Has your edits: decide it in its review.';
  if (call.name === questionCallName || (call.interrupt && !call.interrupt.toolCallId && !call.args))
    return 'A question: answer it in its review.';
  return undefined;
}

/** Whether approving a call of this tier asks to be confirmed first (destructive, or a tier nobody gave). */
export function approvalNeedsConfirmation(tier: CallTier | undefined): boolean {
  return needsDestructiveConfirmation(tier ?? 'unknown');
}

/**
 * Approves or declines a waiting call of any thread this tab holds without opening it (the call is named by its
 * conversation), through the desk of the thread's source, which judges, records and sends or runs it like a
 * decision from the review (the built-in agent's desk takes only the conversation open in the console).
 */
export function decideHeldCall(
  conversationId: string,
  call: ToolCall,
  kind: 'approve' | 'decline',
): Promise<DecisionResult> {
  const state = useAppStore.getState();
  if (!state.conversationById(conversationId))
    return Promise.resolve({ ok: false, reason: 'That thread is no longer held in this tab.' });
  return state.decideInThread(
    conversationId,
    call.id,
    kind === 'approve' ? { kind: 'approve', approvedArgs: effectiveArgs(call) } : { kind: 'decline' },
  );
}

/** Opens a held thread in the console (a held thread is swapped in first). */
export async function openHeldThread(conversationId: string): Promise<DecisionResult> {
  const state = useAppStore.getState();
  const opened = await state.openHeldConversation(conversationId);
  if (opened.ok) useAppStore.getState().setScreen('console');
  return opened;
}
