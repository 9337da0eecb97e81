import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fieldEditFor } from '../core/group-decision.ts';
import { awaitsDecision } from '../core/review-flow.ts';
import type { CallTierLookup } from '../core/source.ts';
import { isInterruptExpired } from '../core/source.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { effectiveArgs } from '../core/tool-call.ts';
import {
  cachedDraftCheck,
  draftCheckQueryOptions,
} from '../features/argument-editor/api/draft-check-query.ts';
import { approvalGate } from '../features/argument-editor/approval-gate.ts';
import { draftNeedsCheck } from '../features/argument-editor/draft-check.ts';
import { useDecisions } from '../features/argument-editor/hooks/use-decisions.ts';
import type { GroupActions } from '../features/pending-queue/group-actions.ts';
import { useAppStore } from '../store/app-store.ts';
import { selectToolCall } from '../store/selectors.ts';
import type { ToolCatalog } from './tool-catalog.ts';

/** The calls among `callIds` still waiting for a decision, read from the store now. */
function waitingCalls(callIds: readonly string[]): readonly ToolCall[] {
  const state = useAppStore.getState();
  return callIds.flatMap((id) => {
    const call = selectToolCall(id)(state);
    return call && awaitsDecision(call) ? [call] : [];
  });
}

/** Why a call cannot be approved as its draft stands, in the words of the review's gate. */
function reasonOf(call: ToolCall, catalog: ToolCatalog, queryClient: QueryClient): string | undefined {
  const check = cachedDraftCheck(queryClient, catalog.checkDraft, call);
  if (call.interrupt) {
    if (isInterruptExpired(call.interrupt, Date.now())) return 'The request expired.';
    return check.status === 'refused' ? check.refusal.message : undefined;
  }
  const gate = approvalGate(
    call,
    catalog.schemaOf(call.name),
    useAppStore.getState().unparseableFields[call.id] ?? [],
    check,
    catalog.unavailableOf(call.name),
  );
  const problem = gate.problems[0];
  return (
    gate.unavailable ??
    gate.checkMessage ??
    gate.toolRefusal?.message ??
    (problem ? `${problem.path || 'The arguments'} ${problem.message}` : undefined)
  );
}

/**
 * The group decisions of the queue, made through the single-call decisions (`useDecisions`): approval asks the
 * same gate as the review at the moment it is made and leaves the calls not ready pending; the group's id and
 * size (the calls decided together) go with each call to its audit entry. Setting a field writes each draft
 * through the store and checks each one again (schema, the tool's own check, access, rules).
 */
export function useGroupActions(
  catalog: ToolCatalog,
  tierOf: CallTierLookup,
  canApprove: (call: ToolCall) => boolean,
): GroupActions {
  const decisions = useDecisions();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      approve(callIds, group) {
        const ready = waitingCalls(callIds).filter(canApprove);
        if (ready.length === 0) return;
        decisions.requestApproval(
          ready.map((call) => call.id),
          tierOf,
          { id: group.id, size: ready.length },
        );
      },
      decline(callIds, reason, group) {
        const waiting = waitingCalls(callIds);
        for (const call of waiting)
          decisions.decline(call.id, reason, { id: group.id, size: waiting.length });
      },
      async setField(callIds, path, value) {
        const state = useAppStore.getState();
        for (const call of waitingCalls(callIds)) {
          // A remote request that takes no edits keeps its arguments; its row says why it cannot change.
          if (call.interrupt && !call.interrupt.editable) continue;
          const edit = fieldEditFor(call, path, value);
          if (edit) state.setArgument(call.id, edit.key, edit.value);
        }
        await Promise.all(
          waitingCalls(callIds)
            .filter(draftNeedsCheck)
            .map((call) =>
              queryClient
                .fetchQuery(
                  draftCheckQueryOptions(catalog.checkDraft, call.id, call.name, effectiveArgs(call)),
                )
                .catch(() => undefined),
            ),
        );
      },
      reasonOf: (call) => reasonOf(call, catalog, queryClient),
    }),
    [catalog, tierOf, canApprove, decisions, queryClient],
  );
}
