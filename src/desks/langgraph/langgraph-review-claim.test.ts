import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../core/json.ts';
import type { DeploymentClient } from '../../sources/langgraph/deployment-client.ts';
import { releasePatch } from '../../sources/langgraph/review-claim.ts';
import { createRuleRepository } from '../../tools/rule-repository.ts';
import { ToolsDatabase } from '../../tools/tools-database.ts';
import { fakeAudit, fakeConversations, fakeLedger } from '../../test/desk-fakes.ts';
import type { LangGraphDeskPorts } from './langgraph-desk-ports.ts';
import { claimRenewMs, createReviewClaims } from './langgraph-review-claim.ts';

function claimsOn(open: { current: boolean }) {
  const patches: JsonObject[] = [];
  const repeated: { ms: number; task: () => void; stopped: boolean }[] = [];
  const client = {
    url: 'http://127.0.0.1:2099',
    patchMetadata: async (_thread: string, patch: JsonObject) => void patches.push(patch),
    cancelRun: async () => undefined,
  } as unknown as DeploymentClient;
  const ports: LangGraphDeskPorts = {
    conversations: fakeConversations(),
    transport: () => client,
    ledger: () => fakeLedger(),
    audit: () => fakeAudit(),
    rules: () => createRuleRepository(new ToolsDatabase(`rules-${crypto.randomUUID()}`)),
    sessionId: () => 'session-1',
    operator: () => ({ operatorId: 'operator-1', name: 'Bo' }),
    isOpen: () => open.current,
    setOutcome: () => undefined,
    setRun: () => undefined,
    clock: {
      now: () => 1_000,
      wait: async () => undefined,
      every: (ms, task) => {
        const entry = { ms, task, stopped: false };
        repeated.push(entry);
        return () => void (entry.stopped = true);
      },
    },
  };
  return { claims: createReviewClaims(ports), patches, repeated };
}

describe('the review claim on a LangGraph thread', () => {
  it('is renewed while the thread stays open, stops once it is not, and is released after a decision', () => {
    const open = { current: true };
    const { claims, patches, repeated } = claimsOn(open);
    claims.claim('conversation-1', 'thread-1', 'interrupt-1');
    expect(patches).toHaveLength(1);
    expect(JSON.stringify(patches[0])).toContain('"operatorId":"operator-1"');
    expect(repeated.map(({ ms, stopped }) => ({ ms, stopped }))).toEqual([
      { ms: claimRenewMs, stopped: false },
    ]);
    repeated[0]!.task();
    expect(patches).toHaveLength(2);
    open.current = false;
    repeated[0]!.task();
    expect(patches).toHaveLength(2);
    expect(repeated[0]!.stopped).toBe(true);

    open.current = true;
    claims.claim('conversation-1', 'thread-1', 'interrupt-1');
    claims.release('thread-1');
    expect(repeated[1]!.stopped).toBe(true);
    expect(patches.at(-1)).toEqual(releasePatch);
  });
});
