import { claimPatch, releasePatch } from '../../sources/langgraph/review-claim.ts';
import type { LangGraphDeskPorts } from './langgraph-desk-ports.ts';

/** How often a claim is renewed while the operator has the thread open. */
export const claimRenewMs = 30_000;

/**
 * This operator's soft claims on the threads it reviews (thread metadata other operators' inboxes read): made
 * when a thread with an open interrupt is opened, renewed while it stays the open conversation, and released
 * after a decision leaves or when the operator leaves it; past that, a claim expires on its own.
 */
export function createReviewClaims(ports: LangGraphDeskPorts) {
  const renewals = new Map<string, () => void>();
  const stopRenewing = (threadId: string) => {
    renewals.get(threadId)?.();
    renewals.delete(threadId);
  };
  return {
    claim(conversationId: string, threadId: string, interruptId: string): void {
      const client = ports.transport();
      if (!client) return;
      const operator = ports.operator();
      const me = { operatorId: operator.operatorId, operator: operator.name, interruptId };
      const claim = () =>
        void client.patchMetadata(threadId, claimPatch(me, ports.clock.now())).catch(() => undefined);
      claim();
      stopRenewing(threadId);
      renewals.set(
        threadId,
        ports.clock.every(claimRenewMs, () => {
          if (ports.isOpen(conversationId)) claim();
          else stopRenewing(threadId);
        }),
      );
    },
    release(threadId: string): void {
      stopRenewing(threadId);
      void ports
        .transport()
        ?.patchMetadata(threadId, releasePatch)
        .catch(() => undefined);
    },
  };
}
