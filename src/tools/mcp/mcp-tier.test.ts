import { describe, expect, it } from 'vitest';
import { describeAnnotations, tierFromAnnotations, tierReason } from './mcp-tier.ts';

// Every combination of the two hints that decide the tier, each absent, true or false.
const values = [undefined, true, false] as const;
const cases = values.flatMap((readOnlyHint) =>
  values.map((destructiveHint) => ({ readOnlyHint, destructiveHint })),
);

function trustedTier(readOnly: boolean | undefined, destructive: boolean | undefined) {
  if (readOnly === true) return 'read-only';
  if (destructive === false) return 'write';
  return 'destructive';
}

function untrustedTier(destructive: boolean | undefined) {
  return destructive === false ? 'write' : 'destructive';
}

describe('tierFromAnnotations', () => {
  it.each(cases)('trusted, readOnlyHint $readOnlyHint, destructiveHint $destructiveHint', (hints) => {
    const annotations = Object.fromEntries(Object.entries(hints).filter(([, value]) => value !== undefined));
    expect(tierFromAnnotations(annotations, true)).toBe(
      trustedTier(hints.readOnlyHint, hints.destructiveHint),
    );
  });

  it.each(cases)('untrusted, readOnlyHint $readOnlyHint, destructiveHint $destructiveHint', (hints) => {
    const annotations = Object.fromEntries(Object.entries(hints).filter(([, value]) => value !== undefined));
    expect(tierFromAnnotations(annotations, false)).toBe(untrustedTier(hints.destructiveHint));
  });

  it('never makes a tool read-only on an untrusted server', () => {
    for (const hints of cases) expect(tierFromAnnotations(hints, false)).not.toBe('read-only');
  });

  it('reads missing annotations as the defaults: destructive whether trusted or not', () => {
    expect(tierFromAnnotations(undefined, true)).toBe('destructive');
    expect(tierFromAnnotations(undefined, false)).toBe('destructive');
    expect(tierFromAnnotations({}, true)).toBe('destructive');
  });

  it('treats a hint that is not a boolean as absent', () => {
    const hostile = { readOnlyHint: 'yes', destructiveHint: 0 } as unknown as Parameters<
      typeof tierFromAnnotations
    >[0];
    expect(tierFromAnnotations(hostile, true)).toBe('destructive');
  });
});

describe('describeAnnotations', () => {
  it('says which hints were declared and which took the default', () => {
    const rows = describeAnnotations({ readOnlyHint: true });
    expect(rows.find((row) => row.hint === 'readOnlyHint')).toEqual({
      hint: 'readOnlyHint',
      value: true,
      declared: true,
    });
    expect(rows.find((row) => row.hint === 'destructiveHint')).toEqual({
      hint: 'destructiveHint',
      value: true,
      declared: false,
    });
  });
});

describe('tierReason', () => {
  it('names the hints that decided, and whether they were defaults', () => {
    expect(tierReason({ readOnlyHint: true }, false)).toBe(
      'Untrusted server: its hints cannot make a tool read-only; destructiveHint true (default) makes it destructive.',
    );
    expect(tierReason({ readOnlyHint: true }, true)).toBe(
      'Trusted server: readOnlyHint true makes it read-only.',
    );
    expect(tierReason({ readOnlyHint: false, destructiveHint: false }, true)).toBe(
      'Trusted server: readOnlyHint false and destructiveHint false make it write.',
    );
  });
});
