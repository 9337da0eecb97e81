import { useCallback } from 'react';
import type { JsonObject } from '../core/json.ts';
import type { CallTier } from '../core/safety-tier.ts';
import type { CallTierLookup } from '../core/source.ts';
import type { ToolCall } from '../core/tool-call.ts';
import type { DraftChecker } from '../core/tool-call.ts';
import { useAppStore } from '../store/app-store.ts';
import type { SourceDesk } from '../store/source-desk.ts';
import { deskFor } from '../store/sources-slice.ts';

type ReviewOffer = ReturnType<SourceDesk['reviewOf']>;

/** What the review shows beside the form: the agent's question, a written JSON answer, the graph's notes. */
export type ReviewNotice = ReviewOffer['notices'][number];

/** Everything the review of one pending call needs, whichever source the call came from. */
export interface CallReviewAnswer {
  readonly schema: JsonObject | undefined;
  readonly tier: CallTier | undefined;
  readonly checker?: DraftChecker;
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
 * The review of a call in the open conversation, as its source's desk offers it (`Desk.reviewOf`): the built-in
 * agent's for a call of this page (against the tools the page reviews, a fixture's included), a remote source's
 * for its request. The tier is the console's (`tierOf`). The review panel renders the answer and knows no source.
 */
export function useReviewOf(tierOf: CallTierLookup): (call: ToolCall, now: number) => CallReviewAnswer {
  const conversationId = useAppStore((state) => state.conversation.id);
  const desk = useAppStore((state) => deskFor(state, state.conversation));
  return useCallback(
    (call, now) => {
      const tier = tierOf(call);
      const offer = desk?.reviewOf(conversationId, call, now);
      return offer
        ? { ...fromOffer(offer), tier }
        : { schema: undefined, tier, readOnlyReason: 'Read-only: no desk reviews this source.', notices: [] };
    },
    [tierOf, desk, conversationId],
  );
}
