import { describe, expect, it } from 'vitest';
import { isInterruptExpired, isRemoteSource, remoteOwnerId, sourceOf } from './source.ts';

describe('sources', () => {
  it('takes a conversation that names no source for the built-in agent', () => {
    expect(sourceOf({})).toEqual({ kind: 'built-in' });
    expect(isRemoteSource(sourceOf({}))).toBe(false);
  });

  it('keys a remote source by its agent or deployment', () => {
    const agUi = { kind: 'ag-ui', agentId: 'a1', threadId: 't1' } as const;
    const langgraph = { kind: 'langgraph', deploymentId: 'd1', threadId: 't2' } as const;
    expect(isRemoteSource(sourceOf({ source: agUi }))).toBe(true);
    expect(remoteOwnerId(agUi)).toBe('a1');
    expect(remoteOwnerId(langgraph)).toBe('d1');
  });

  it('expires an interrupt at its expiresAt, never one without', () => {
    expect(isInterruptExpired({ expiresAt: 100 }, 99)).toBe(false);
    expect(isInterruptExpired({ expiresAt: 100 }, 100)).toBe(true);
    expect(isInterruptExpired({}, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
