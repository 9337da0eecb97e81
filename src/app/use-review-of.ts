import { useCallback } from 'react';
import type { JsonObject } from '../core/json.ts';
import type { CallTier } from '../core/safety-tier.ts';
import type { CallTierLookup } from '../core/source.ts';
import type { ToolCall } from '../core/tool-call.ts';
import type { DraftChecker } from '../core/tool-call.ts';
import { useAppStore } from '../store/app-store.ts';
import type { SourceDesk } from '../store/source-desk.ts';
import { deskFor } from '../store/sources-slice.ts';
import type { ToolCatalog } from './tool-catalog.ts';

type ReviewOffer = ReturnType<SourceDesk['reviewOf']>;

/** What the review shows beside the form: the agent's question, a written JSON answer, the graph's notes. */
export type ReviewNotice = ReviewOffer['notices'][number];

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

/** A desk's offer in the review's terms: a decision it leaves out is blocked with the desk's reason. */
export function fromOffer(offer: ReviewOffer): Omit<CallReviewAnswer, 'tier'> {
  const missing = (kind: 'approve' | 'decline') =>
    offer.decisions.includes(kind) ? undefined : offer.missing[kind];
  const approve = missing('approve');
  const decline = missing('decline');
  return {
    schema: offer.schema,
    ...(offer.checkDraft ? { checker: offer.checkDraft } : {}),
    ...(offer.editing.status === 'read-only' ? { readOnlyReason: offer.editing.reason } : {}),
    ...(approve ? { approveBlockedReason: approve } : {}),
    ...(decline ? { declineBlockedReason: decline } : {}),
    notices: offer.notices,
  };
}

/**
 * The review of a call in the open conversation: a call of this page (no interrupt) is checked against the
 * console's catalog, and a remote source's request is what that source's desk offers (`Desk.reviewOf`). The
 * review panel renders the answer and knows no source.
 */
export function useReviewOf(
  catalog: ToolCatalog,
  tierOf: CallTierLookup,
): (call: ToolCall, now: number) => CallReviewAnswer {
  const conversationId = useAppStore((state) => state.conversation.id);
  const desk = useAppStore((state) => deskFor(state, state.conversation));
  return useCallback(
    (call, now) => {
      const tier = tierOf(call);
      if (!call.interrupt) {
        const unavailable = catalog.unavailableOf(call.name);
        return {
          schema: catalog.schemaOf(call.name),
          tier,
          checker: catalog.checkDraft,
          ...(unavailable === undefined ? {} : { unavailable }),
          notices: [],
        };
      }
      const offer = desk?.reviewOf(conversationId, call, now);
      return offer
        ? { ...fromOffer(offer), tier }
        : { schema: undefined, tier, readOnlyReason: 'Read-only: no desk reviews this source.', notices: [] };
    },
    [catalog, tierOf, desk, conversationId],
  );
}
