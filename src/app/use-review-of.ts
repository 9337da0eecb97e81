import { useCallback } from 'react';
import type { JsonObject } from '../core/json.ts';
import { withheldSchemaReason } from '../core/schema-bounds.ts';
import type { CallTier } from '../core/safety-tier.ts';
import type { CallInterrupt, CallTierLookup } from '../core/source.ts';
import { sourceOf } from '../core/source.ts';
import type { ToolCall } from '../core/tool-call.ts';
import type { DraftChecker } from '../features/argument-editor/api/draft-check-query.ts';
import { interruptBlock } from '../features/agent-sources/components/interrupt-notice.tsx';
import { editedArgsSchema } from '../sources/ag-ui/check-payload.ts';
import { useAppStore } from '../store/app-store.ts';
import type { SourceDesk } from '../store/source-desk.ts';
import { deskFor } from '../store/sources-slice.ts';
import type { ToolCatalog } from './tool-catalog.ts';
import { useRemoteDraftChecker } from './use-remote-draft-checker.ts';

type ReviewOffer = ReturnType<NonNullable<SourceDesk['reviewOf']>>;

/** What the review shows beside the form: the agent's question, a written JSON answer, the graph's notes. */
export type ReviewNotice = 'interrupt-notice' | 'json-answer' | 'interrupt-notes';

/** Everything the review of one pending call needs, whichever source the call came from. */
export interface CallReviewAnswer {
  readonly schema: JsonObject | undefined;
  readonly tier: CallTier | undefined;
  readonly checker?: DraftChecker;
  readonly unavailable?: string;
  readonly readOnlyReason?: string;
  readonly approveBlockedReason?: string;
  readonly declineBlockedReason?: string;
  readonly notices: readonly ReviewNotice[];
}

function agUiReadOnlyReason(interrupt: CallInterrupt): string {
  return interrupt.schemaWithheld
    ? withheldSchemaReason(interrupt.schemaWithheld)
    : 'Read-only: the agent does not accept edited arguments for this call.';
}

/** An AG-UI request: the form follows the interrupt's response schema, else the edited arguments' part of it. */
export function agUiReview(
  call: ToolCall,
  interrupt: CallInterrupt,
  now: number,
): Omit<CallReviewAnswer, 'tier'> {
  const blocked = interruptBlock(interrupt, now);
  return {
    schema:
      interrupt.toolCallId === undefined
        ? interrupt.responseSchema
        : editedArgsSchema(interrupt.responseSchema),
    ...(interrupt.editable ? {} : { readOnlyReason: agUiReadOnlyReason(interrupt) }),
    ...(blocked ? { approveBlockedReason: blocked } : {}),
    notices:
      call.status === 'pending'
        ? interrupt.schemaWithheld
          ? ['interrupt-notice', 'json-answer']
          : ['interrupt-notice']
        : [],
  };
}

/** A desk's offer in the review's terms: a decision it leaves out is blocked with the desk's reason. */
export function fromOffer(call: ToolCall, offer: ReviewOffer): Omit<CallReviewAnswer, 'tier'> {
  const missing = (kind: 'approve' | 'decline') =>
    offer.decisions.includes(kind) ? undefined : offer.missing[kind];
  const approve = missing('approve');
  const decline = missing('decline');
  return {
    schema: offer.schema,
    ...(offer.editing.status === 'read-only' ? { readOnlyReason: offer.editing.reason } : {}),
    ...(approve ? { approveBlockedReason: approve } : {}),
    ...(decline ? { declineBlockedReason: decline } : {}),
    // A staged decision replaces the form, and the graph's notes with it.
    notices: call.interrupt?.staged && call.status === 'pending' ? [] : ['interrupt-notes'],
  };
}

/**
 * The review of a call in the open conversation, asked of its source: a built-in call is checked against the
 * console's catalog, an AG-UI request against its interrupt (the rules judge its draft), and a call of any
 * other remote source is what that source's desk offers. The review panel renders the answer and knows no source.
 */
export function useReviewOf(
  catalog: ToolCatalog,
  tierOf: CallTierLookup,
): (call: ToolCall, now: number) => CallReviewAnswer {
  const remoteChecker = useRemoteDraftChecker();
  const sourceKind = useAppStore((state) => sourceOf(state.conversation).kind);
  const desk = useAppStore((state) => deskFor(state, state.conversation));
  return useCallback(
    (call, now) => {
      const tier = tierOf(call);
      const interrupt = call.interrupt;
      if (!interrupt) {
        const unavailable = catalog.unavailableOf(call.name);
        return {
          schema: catalog.schemaOf(call.name),
          tier: sourceKind === 'ag-ui' ? tier : catalog.tierOf(call.name),
          checker: catalog.checkDraft,
          ...(unavailable === undefined ? {} : { unavailable }),
          notices: [],
        };
      }
      if (sourceKind === 'ag-ui')
        return {
          ...agUiReview(call, interrupt, now),
          tier,
          ...(remoteChecker ? { checker: remoteChecker } : {}),
        };
      const offer = desk?.reviewOf?.(call);
      return offer
        ? { ...fromOffer(call, offer), tier }
        : { schema: undefined, tier, readOnlyReason: 'Read-only: no desk reviews this source.', notices: [] };
    },
    [catalog, tierOf, remoteChecker, sourceKind, desk],
  );
}
