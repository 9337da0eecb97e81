import { describe, expect, it } from 'vitest';
import { asideFor, backNotice, setAsideEntry, splitQueue } from './set-aside.ts';
import type { SetAsideEntry } from './set-aside.ts';
import type { ToolCall } from './tool-call.ts';
import { makeToolCall } from '../test/test-builders.ts';

const mail = makeToolCall({ id: 'mail', name: 'send_email' });
const update = makeToolCall({ id: 'update', name: 'update_record' });
const remove = makeToolCall({ id: 'remove', name: 'delete_record' });
const t0 = Date.UTC(2026, 11, 3, 12, 0, 0);

function split(calls: readonly ToolCall[], entries: readonly SetAsideEntry[], now: number) {
  const byId = new Map(entries.map((entry) => [entry.callId, entry]));
  const result = splitQueue(calls, (call) => byId.get(call.id), now);
  return {
    shown: result.shown.map((call) => call.id),
    back: result.back.map(({ call }) => call.id),
    aside: result.aside.map(({ call }) => call.id),
  };
}

describe('splitQueue', () => {
  it('keeps a call set aside for 15 minutes out of the queue until then, and brings it back after', () => {
    const entry = setAsideEntry('conv', mail, 'quarter-hour', t0);
    expect(split([mail, update], [entry], t0)).toEqual({ shown: ['update'], back: [], aside: ['mail'] });
    expect(split([mail, update], [entry], t0 + 15 * 60_000 - 1)).toMatchObject({ aside: ['mail'] });
    expect(split([mail, update], [entry], t0 + 15 * 60_000)).toEqual({
      shown: ['mail', 'update'],
      back: ['mail'],
      aside: [],
    });
    expect(split([mail], [setAsideEntry('conv', mail, 'hour', t0)], t0 + 59 * 60_000)).toMatchObject({
      aside: ['mail'],
    });
  });

  it('keeps a call set aside until the queue is otherwise empty while any other call waits', () => {
    const entry = setAsideEntry('conv', mail, 'queue-empty', t0);
    const timed = setAsideEntry('conv', remove, 'quarter-hour', t0);
    expect(split([mail, update], [entry], t0)).toMatchObject({ shown: ['update'], aside: ['mail'] });
    // Another call set aside for a while does not count as waiting.
    expect(split([mail, remove], [entry, timed], t0)).toMatchObject({ shown: ['mail'], back: ['mail'] });
    const decided = makeToolCall({
      id: 'update',
      name: 'update_record',
      state: { status: 'declined', decidedAt: 1, by: 'operator' },
    });
    expect(split([mail, decided], [entry], t0)).toMatchObject({ back: ['mail'], aside: [] });
  });

  it('never keeps aside a call that no longer waits: its deadline decided it', () => {
    const declined = makeToolCall({
      id: 'mail',
      name: 'send_email',
      state: { status: 'declined', decidedAt: 1, by: 'policy' },
    });
    expect(split([declined], [setAsideEntry('conv', mail, 'hour', t0)], t0)).toEqual({
      shown: ['mail'],
      back: [],
      aside: [],
    });
  });

  it('says how long a call stays aside and, once back, when it was set aside', () => {
    const entry = setAsideEntry('conv', mail, 'quarter-hour', t0);
    expect(asideFor(entry, t0 + 60_000)).toBe('for 14 minutes more');
    expect(asideFor(setAsideEntry('conv', mail, 'queue-empty', t0), t0)).toBe(
      'until the queue is otherwise empty',
    );
    expect(backNotice(entry, t0 + 16 * 60_000)).toBe(
      'send_email is back in the queue (set aside 16 minutes ago).',
    );
  });
});
