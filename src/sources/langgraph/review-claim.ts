import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';

/** The thread metadata key a claim is kept under. */
export const claimKey = 'toolgate_review';

/** How long a claim holds without renewal; the operator's page renews it well before. */
export const claimLifetimeMs = 90_000;

/** A soft claim on a thread: who is reviewing it, and until when the claim holds. */
export interface ReviewClaim {
  readonly operatorId: string;
  readonly operator: string;
  readonly interruptId: string;
  readonly until: number;
}

/** What a thread's claim means to this operator at `now`. */
export type ClaimStatus =
  | { readonly status: 'free' }
  | { readonly status: 'mine'; readonly until: number }
  | { readonly status: 'theirs'; readonly operator: string; readonly until: number };

/** Reads the claim in a thread's metadata; anything malformed counts as no claim. */
export function readClaim(metadata: JsonValue | undefined): ReviewClaim | undefined {
  if (!isJsonObject(metadata)) return undefined;
  const claim = metadata[claimKey];
  if (!isJsonObject(claim)) return undefined;
  const { operatorId, operator, interruptId, until } = claim;
  if (typeof operatorId !== 'string' || typeof operator !== 'string' || typeof interruptId !== 'string')
    return undefined;
  if (typeof until !== 'number' || !Number.isFinite(until)) return undefined;
  return { operatorId, operator: operator.slice(0, 80), interruptId, until };
}

/**
 * Whose review a thread is under. A claim on another interrupt (an older one of the thread), or past its expiry,
 * is no claim at all: anyone may take the thread over.
 */
export function claimStatus(
  claim: ReviewClaim | undefined,
  me: { readonly operatorId: string; readonly interruptId: string },
  now: number,
): ClaimStatus {
  if (!claim || claim.until <= now || claim.interruptId !== me.interruptId) return { status: 'free' };
  return claim.operatorId === me.operatorId
    ? { status: 'mine', until: claim.until }
    : { status: 'theirs', operator: claim.operator, until: claim.until };
}

/** The metadata patch that claims (or renews the claim on) a thread's interrupt for `claimLifetimeMs`. */
export function claimPatch(
  me: { readonly operatorId: string; readonly operator: string; readonly interruptId: string },
  now: number,
): JsonObject {
  const claim: ReviewClaim = { ...me, until: now + claimLifetimeMs };
  return { [claimKey]: { ...claim } };
}

/** The metadata patch that releases a claim (LangGraph merges metadata, so the key is set to null). */
export const releasePatch: JsonObject = { [claimKey]: null };
