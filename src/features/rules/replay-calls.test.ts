import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../core/audit-entry.ts';
import { remoteCallFactsOf } from '../../core/rules/remote-tool-tier.ts';
import { replayCallsOf } from './replay-calls.ts';
import { makeAuditEntry } from '../../test/test-builders.ts';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => makeAuditEntry({ id: 'a', ...overrides });

describe('the audit log as calls to replay', () => {
  it('maps who decided to what happened, keeps the newest entry per call with the arguments it arrived with, and leaves out check refusals', () => {
    const calls = replayCallsOf(
      [
        entry({ id: '1', callId: 'c1', by: 'policy' }),
        entry({ id: '2', callId: 'c2', by: 'policy', decision: 'refused', outcome: 'refused' }),
        entry({ id: '3', callId: 'c3', by: 'check', decision: 'refused', outcome: 'refused' }),
        entry({ id: '4', callId: 'c4', decision: 'declined', outcome: 'declined', at: 1 }),
        entry({ id: '5', callId: 'c4', by: 'policy', at: 2, approvedArgs: { id: 9 } }),
        entry({ id: '6', callId: 'c6', tool: 'unknown_tool' }),
      ],
      (tool) => (tool === 'update_record' ? 'write' : undefined),
    );
    expect(calls.map((call) => [call.callId, call.actual, call.tier])).toEqual([
      ['c1', 'allow', 'write'],
      ['c2', 'deny', 'write'],
      ['c4', 'allow', 'write'],
    ]);
    // The rules judged the call as the model proposed it, whatever was approved later.
    expect(calls[2]?.args).toEqual({ id: 1 });
    expect(
      replayCallsOf([entry({ proposedArgs: null, approvedArgs: { id: 3 } })], () => 'write')[0]?.args,
    ).toEqual({
      id: 3,
    });
  });

  it("replays a remote source's call as of unknown tier, not with a local tool's tier of the same name", () => {
    const [call] = replayCallsOf(
      [
        entry({
          source: 'ag-ui',
          origin: { kind: 'ag-ui', agentId: 'agent_1', threadId: 'thread_1' },
          interruptId: 'int_1',
        }),
      ],
      () => 'write',
    );
    expect(call).toMatchObject({ source: 'ag-ui', tool: 'update_record', tier: 'unknown' });
  });

  it('names and tiers a remote call as the rules see it: the agent-prefixed tool, with the tier the operator gave it', () => {
    const settings = [{ source: 'ag-ui' as const, tool: 'support__send_email', tier: 'write' as const }];
    const calls = replayCallsOf(
      [
        entry({
          callId: 'c1',
          tool: 'send_email',
          source: 'ag-ui',
          origin: { kind: 'ag-ui', agentId: 'a1', threadId: 't' },
        }),
        entry({
          callId: 'c2',
          tool: 'delete_file',
          source: 'ag-ui',
          origin: { kind: 'ag-ui', agentId: 'a1', threadId: 't' },
        }),
        entry({
          callId: 'c3',
          tool: 'send_email',
          source: 'langgraph',
          origin: { kind: 'langgraph', deploymentId: 'http://127.0.0.1:2024', threadId: 't' },
        }),
      ],
      () => 'read-only',
      (origin, tool) => remoteCallFactsOf(settings, origin, tool, new Map([['a1', 'support']])),
    );
    expect(calls.map((call) => [call.callId, call.tool, call.tier])).toEqual([
      ['c1', 'support__send_email', 'write'],
      ['c2', 'support__delete_file', 'unknown'],
      ['c3', 'send_email', 'unknown'],
    ]);
  });
});
