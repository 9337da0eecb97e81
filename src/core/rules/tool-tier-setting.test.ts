import { describe, expect, it } from 'vitest';
import { ownerToolTierPlace, ownerToolTiers } from './tool-tier-setting.ts';
import type { ToolTierSetting } from './tool-tier-setting.ts';

const route = 'http://127.0.0.1:3100/api/chat';
const deployment = 'http://127.0.0.1:2024';
const settings: readonly ToolTierSetting[] = [
  { source: 'ag-ui', tool: 'support__send_email', tier: 'write' },
  { source: 'ag-ui', tool: 'billing__refund', tier: 'destructive' },
  { source: 'langgraph', tool: 'send_email', tier: 'read-only', deployment },
  { source: 'ai-sdk', tool: 'send_email', tier: 'destructive', deployment: route },
  // Same URL under another source: it tiers nothing of the route.
  { source: 'langgraph', tool: 'delete_record', tier: 'read-only', deployment: route },
];

describe("an owner's tool tiers", () => {
  it("lists an AG-UI agent's tools by their own name, without the agent's", () => {
    expect([...ownerToolTiers(settings, { source: 'ag-ui', agentName: 'support' })]).toEqual([
      ['send_email', 'write'],
    ]);
  });

  it('lists a deployment or a route by its URL and its own source only', () => {
    expect([...ownerToolTiers(settings, { source: 'langgraph', deployment })]).toEqual([
      ['send_email', 'read-only'],
    ]);
    expect([...ownerToolTiers(settings, { source: 'ai-sdk', deployment: route })]).toEqual([
      ['send_email', 'destructive'],
    ]);
  });

  it('keeps a tier where its list reads it back', () => {
    const place = ownerToolTierPlace({ source: 'ag-ui', agentName: 'support' }, 'archive');
    expect(place).toEqual({ source: 'ag-ui', tool: 'support__archive' });
    const kept: ToolTierSetting = { ...place, tier: 'write' };
    expect(ownerToolTiers([kept], { source: 'ag-ui', agentName: 'support' }).get('archive')).toBe('write');
    expect(ownerToolTierPlace({ source: 'ai-sdk', deployment: route }, 'archive')).toEqual({
      source: 'ai-sdk',
      tool: 'archive',
      deployment: route,
    });
  });
});
