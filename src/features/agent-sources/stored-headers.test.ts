import { describe, expect, it } from 'vitest';
import { describeStoredHeaders, storedHeaders } from './stored-headers.ts';

describe('storedHeaders', () => {
  it('says where the values of the named headers are kept, and which ones this tab no longer has', () => {
    expect(storedHeaders([], {}, false)).toEqual({ status: 'none' });
    expect(storedHeaders(['Authorization'], { Authorization: 'Bearer s3cret-token' }, true)).toEqual({
      status: 'kept',
      names: ['Authorization'],
      where: 'device',
    });
    expect(
      storedHeaders(['Authorization', 'X-Tenant'], { Authorization: 'a', 'X-Tenant': 't' }, false),
    ).toEqual({ status: 'kept', names: ['Authorization', 'X-Tenant'], where: 'session' });
    expect(storedHeaders(['Authorization', 'X-Tenant'], { 'X-Tenant': 't' }, false)).toEqual({
      status: 'lost',
      names: ['Authorization'],
    });
    expect(storedHeaders(['Authorization'], { Authorization: '' }, true)).toEqual({
      status: 'lost',
      names: ['Authorization'],
    });
  });

  it('names the headers in words, never their values', () => {
    const values = { Authorization: 'Bearer s3cret-token' };
    const kept = describeStoredHeaders(storedHeaders(['Authorization'], values, true), 'the agent');
    expect(kept).toBe('Sends Authorization, kept on this device.');
    expect(describeStoredHeaders(storedHeaders(['Authorization'], values, false), 'the agent')).toBe(
      "Sends Authorization, kept for this tab's session (a new tab asks again).",
    );
    expect(describeStoredHeaders(storedHeaders(['Authorization', 'X-Tenant'], {}, false), 'the agent')).toBe(
      "Authorization, X-Tenant were kept for a tab's session that has ended: its requests go without them. Remove the agent and connect it again with them.",
    );
    expect(describeStoredHeaders(storedHeaders([], {}, false), 'the agent')).toBe(
      'Sends no headers of its own.',
    );
    // A route is kept by its URL: connected again, it replaces itself.
    expect(describeStoredHeaders(storedHeaders(['Authorization'], {}, false), 'the route')).toBe(
      "Authorization was kept for a tab's session that has ended: its requests go without it. Connect the route again with it.",
    );
  });
});
