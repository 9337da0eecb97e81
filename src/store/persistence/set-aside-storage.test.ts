// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { setAsideEntry } from '../../core/set-aside.ts';
import { readSetAsideCalls, writeSetAsideCalls } from './set-aside-storage.ts';

beforeEach(() => localStorage.clear());

describe('set-aside storage', () => {
  it('keeps the entries across a reload, and forgets them when none is left', () => {
    const entry = setAsideEntry('conv', { id: 'call_1', name: 'send_email' }, 'hour', 1_000);
    writeSetAsideCalls([entry, setAsideEntry('conv', { id: 'call_2', name: 'x' }, 'queue-empty', 2_000)]);
    expect(readSetAsideCalls()).toEqual([
      entry,
      { conversationId: 'conv', callId: 'call_2', tool: 'x', setAt: 2_000, until: { kind: 'queue-empty' } },
    ]);
    writeSetAsideCalls([]);
    expect(localStorage.getItem('toolgate.setAsideCalls')).toBeNull();
  });

  it('reads what is not JSON, or not an entry, as nothing set aside, keeping the entries that are', () => {
    localStorage.setItem('toolgate.setAsideCalls', '{not json');
    expect(readSetAsideCalls()).toEqual([]);
    const good = setAsideEntry('conv', { id: 'call_1', name: 'send_email' }, 'quarter-hour', 0);
    localStorage.setItem(
      'toolgate.setAsideCalls',
      JSON.stringify([good, { callId: 'x' }, null, { ...good, until: { kind: 'time', at: 'soon' } }]),
    );
    expect(readSetAsideCalls()).toEqual([good]);
  });
});
