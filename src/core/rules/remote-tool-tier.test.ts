import { describe, expect, it } from 'vitest';
import { callTier } from '../source.ts';
import type { RemoteSource } from '../source.ts';
import { remoteCallFactsOf, remoteTierLookup, remoteToolOf, threadCallTier } from './remote-tool-tier.ts';
import type { ToolTierSetting } from './tool-tier-setting.ts';

const agUi: RemoteSource = { kind: 'ag-ui', agentId: 'agent_1', threadId: 't1' };
const langgraph: RemoteSource = { kind: 'langgraph', deploymentId: 'http://127.0.0.1:2024', threadId: 't2' };
const aiSdk: RemoteSource = { kind: 'ai-sdk', routeId: 'http://127.0.0.1:3100/api/chat', threadId: 'c1' };
const names = new Map([['agent_1', 'support']]);

const settings: readonly ToolTierSetting[] = [
  { source: 'ag-ui', tool: 'support__send_email', tier: 'write' },
  { source: 'langgraph', tool: 'send_email', tier: 'read-only', deployment: 'http://127.0.0.1:2024' },
  { source: 'ai-sdk', tool: 'send_email', tier: 'destructive', deployment: 'http://127.0.0.1:3100/api/chat' },
  // Same tool and URL under another source: it tiers nothing of the route.
  {
    source: 'langgraph',
    tool: 'delete_record',
    tier: 'read-only',
    deployment: 'http://127.0.0.1:3100/api/chat',
  },
];

describe('the key a remote call is tiered under', () => {
  it('names an AG-UI tool by its agent, a deployment or a route by its URL', () => {
    expect(remoteToolOf(agUi, 'send_email', names)).toEqual({
      source: 'ag-ui',
      agentName: 'support',
      tool: 'send_email',
    });
    expect(remoteToolOf(langgraph, 'send_email', names)).toEqual({
      source: 'langgraph',
      deployment: 'http://127.0.0.1:2024',
      tool: 'send_email',
    });
    expect(remoteToolOf(aiSdk, 'send_email', names)).toEqual({
      source: 'ai-sdk',
      deployment: 'http://127.0.0.1:3100/api/chat',
      tool: 'send_email',
    });
  });

  it('finds no key for an AG-UI agent no longer connected', () => {
    expect(remoteToolOf(agUi, 'send_email', new Map())).toBeUndefined();
  });

  it('gives each source its own tier, and none to a tool nobody tiered', () => {
    const call = (name: string) => ({ name, interrupt: { id: 'i', reason: 'tool_call', editable: false } });
    const tierIn = (source: RemoteSource, name: string) =>
      callTier(call(name), () => 'read-only', remoteTierLookup(settings, source, names));
    expect(tierIn(agUi, 'send_email')).toBe('write');
    expect(tierIn(langgraph, 'send_email')).toBe('read-only');
    expect(tierIn(aiSdk, 'send_email')).toBe('destructive');
    expect(tierIn(aiSdk, 'delete_record')).toBe('unknown');
    expect(tierIn(agUi, 'delete_record')).toBe('unknown');
  });

  it('gives nothing while the settings are being read, and nothing to this page’s agent', () => {
    expect(remoteTierLookup(undefined, aiSdk, names)('send_email')).toBeUndefined();
    expect(remoteTierLookup(settings, { kind: 'built-in' }, names)('send_email')).toBeUndefined();
  });

  it('names a replayed call as rules name it, with its tier or unknown', () => {
    expect(remoteCallFactsOf(settings, agUi, 'send_email', names)).toEqual({
      tool: 'support__send_email',
      tier: 'write',
    });
    expect(remoteCallFactsOf(settings, aiSdk, 'send_email', names)).toEqual({
      tool: 'send_email',
      tier: 'destructive',
    });
    expect(remoteCallFactsOf(settings, agUi, 'send_email', new Map())).toEqual({
      tool: 'send_email',
      tier: 'unknown',
    });
  });

  it('gives every call of a remote thread its remote tier, never that of a tool of this page of the same name', () => {
    const local = (name: string) => (name === 'delete_record' ? 'destructive' : undefined);
    const lookup = remoteTierLookup(settings, aiSdk, names);
    // A call the route ran by itself, or one stopped before it asked: no interrupt, still the route's tool.
    expect(threadCallTier({ name: 'delete_record' }, aiSdk, local, lookup)).toBe('unknown');
    expect(threadCallTier({ name: 'send_email' }, aiSdk, local, lookup)).toBe('destructive');
    expect(threadCallTier({ name: 'delete_record' }, { kind: 'built-in' }, local, lookup)).toBe(
      'destructive',
    );
    expect(threadCallTier({ name: 'lookup_order' }, { kind: 'built-in' }, local, lookup)).toBeUndefined();
  });
});
