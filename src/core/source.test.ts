import { describe, expect, it } from 'vitest';
import { isInterruptExpired, isRemoteSource, remoteOwnerId, sourceOf, sourceOwnerName } from './source.ts';
import { newRemoteConversation } from './source.ts';

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

  it('names who proposes a thread’s calls: the agent by its name, a deployment or route by its URL', () => {
    const names = new Map([['a1', 'support']]);
    expect(sourceOwnerName({ kind: 'ag-ui', agentId: 'a1', threadId: 't' }, names)).toBe('support');
    expect(sourceOwnerName({ kind: 'ag-ui', agentId: 'a2', threadId: 't' }, names)).toBe('a2');
    expect(sourceOwnerName({ kind: 'langgraph', deploymentId: 'http://d', threadId: 't' }, names)).toBe(
      'http://d',
    );
    expect(sourceOwnerName({ kind: 'ai-sdk', routeId: 'http://r/api/chat', threadId: 't' }, names)).toBe(
      'http://r/api/chat',
    );
    expect(sourceOwnerName({ kind: 'built-in' }, names)).toBe('Built-in agent');
  });

  it('expires an interrupt at its expiresAt, never one without', () => {
    expect(isInterruptExpired({ expiresAt: 100 }, 99)).toBe(false);
    expect(isInterruptExpired({ expiresAt: 100 }, 100)).toBe(true);
    expect(isInterruptExpired({}, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

describe('a new remote conversation', () => {
  it('is titled by its owner and the first message, cut after 48 characters, and starts empty', () => {
    const source = { kind: 'ai-sdk', routeId: 'http://127.0.0.1:4411/api/chat', threadId: 'chat_1' } as const;
    const short = newRemoteConversation('conv_1', source, 'Support', 'Refund order 7', 5);
    expect(short).toEqual({
      id: 'conv_1',
      title: 'Support: Refund order 7',
      createdAt: 5,
      systemPrompt: '',
      source,
      messages: [],
    });
    const long = newRemoteConversation('conv_2', source, 'Support', 'x'.repeat(49), 5);
    expect(long.title).toBe(`Support: ${'x'.repeat(48)}…`);
    expect(newRemoteConversation('conv_3', source, 'Support', 'y'.repeat(48), 5).title).toBe(
      `Support: ${'y'.repeat(48)}`,
    );
  });
});
