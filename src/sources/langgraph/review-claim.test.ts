import { describe, expect, it } from 'vitest';
import { claimLifetimeMs, claimPatch, claimStatus, readClaim, releasePatch } from './review-claim.ts';

const me = { operatorId: 'op-1', operator: 'Ana', interruptId: 'int-1' };

describe('review claims', () => {
  it('claims for the lifetime and reads the claim back from metadata', () => {
    const patch = claimPatch(me, 1_000);
    expect(readClaim(patch)).toEqual({ ...me, until: 1_000 + claimLifetimeMs });
  });

  it('says whose claim it is, and frees one that expired or belongs to another interrupt', () => {
    const claim = readClaim(claimPatch({ ...me, operatorId: 'op-2', operator: 'Bo' }, 0));
    expect(claimStatus(claim, me, 10)).toEqual({ status: 'theirs', operator: 'Bo', until: claimLifetimeMs });
    expect(claimStatus(claim, me, claimLifetimeMs)).toEqual({ status: 'free' });
    expect(claimStatus(claim, { ...me, interruptId: 'int-2' }, 10)).toEqual({ status: 'free' });
    expect(claimStatus(readClaim(claimPatch(me, 0)), me, 10)).toEqual({
      status: 'mine',
      until: claimLifetimeMs,
    });
  });

  it('reads a released or malformed claim as none', () => {
    expect(readClaim(releasePatch)).toBeUndefined();
    expect(
      readClaim({ toolgate_review: { operatorId: 'x', operator: 'y', interruptId: 'z', until: 'soon' } }),
    ).toBe(undefined);
    expect(readClaim('metadata')).toBeUndefined();
  });
});
