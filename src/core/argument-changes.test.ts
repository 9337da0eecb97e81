import { describe, expect, it } from 'vitest';
import { changedKeys, changedValues, describeChange, draftBetween } from './argument-changes.ts';

describe('argument changes', () => {
  it('names each changed value by its path inside nested objects, with both values', () => {
    const changes = changedValues(
      { id: 7, values: { refund_amount: 89.9, status: 'open' }, note: 'x' },
      { id: 7, values: { refund_amount: 75, status: 'open' }, note: 'x' },
    );
    expect(changes.map(describeChange)).toEqual(['values.refund_amount 89.9 → 75']);
  });

  it('says when a key was added or removed, quotes strings and takes arrays whole', () => {
    const changes = changedValues(
      { subject: 'Hi', cc: ['a@example.com'], urgent: true },
      { subject: 'Hello', cc: ['a@example.com', 'b@example.com'], body: 'New' },
    );
    expect(changes.map(describeChange)).toEqual([
      'subject "Hi" → "Hello"',
      'cc ["a@example.com"] → ["a@example.com","b@example.com"]',
      'urgent true → (not set)',
      'body (not set) → "New"',
    ]);
  });

  it('lists nothing for arguments that are equal whatever their key order, and cuts long values', () => {
    expect(changedValues({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toEqual([]);
    const [line] = changedValues({ body: 'short' }, { body: 'y'.repeat(500) }).map(describeChange);
    expect(line!.length).toBeLessThan(90);
    expect(line).toMatch(/^body "short" → "y+…$/);
  });

  it('reads unparseable proposed arguments as none', () => {
    expect(changedValues(null, { a: 1 }).map(describeChange)).toEqual(['a (not set) → 1']);
  });
});

describe('changed keys', () => {
  it('names the top-level keys whose value changed, was added or was removed', () => {
    expect(changedKeys({ a: 1, b: { c: 2 }, d: 4 }, { a: 1, b: { c: 3 }, e: 5 })).toEqual(['b', 'e', 'd']);
    expect(changedKeys({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

describe('the draft between two argument sets', () => {
  it('holds each approved value that differs, so overlaying it on the proposed ones gives the approved ones', () => {
    const proposed = { to: 'a@example.org', subject: 'Hi', cc: ['b'] };
    const approved = { to: 'c@example.org', subject: 'Hi', cc: ['b'], body: 'new' };
    const draft = draftBetween(proposed, approved);
    expect(draft).toEqual({ to: 'c@example.org', body: 'new' });
    expect({ ...proposed, ...draft }).toEqual(approved);
    expect(draftBetween(null, { a: 1 })).toEqual({ a: 1 });
    expect(Object.keys(draft)).toEqual(changedKeys(proposed, approved));
  });
});
