import type { RunRecord } from '../../agent/revive-conversation.ts';
import { settleReloadedRun } from '../../agent/revive-conversation.ts';
import { findCall } from '../../agent/conversation-queries.ts';
import type { Conversation, ConversationPort } from '../../core/conversation.ts';
import { allToolCalls, updateToolCall } from '../../core/conversation.ts';
import { isRemoteSource, sourceOf } from '../../core/source.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import type { AuditPort } from '../desk-ports.ts';

/** What settling the runs a reload cut off needs: the open conversation, the runs' records, the audit log. */
export interface RunSettlement {
  readonly port: ConversationPort;
  readonly runRecords: (callIds: readonly string[]) => Promise<ReadonlyMap<string, RunRecord>>;
  readonly audit: AuditPort;
  readonly now: () => number;
}

/** The built-in calls of `conversation` left executing that nobody in this tab runs. */
function leftExecuting(conversation: Conversation, running: readonly string[]): readonly ToolCall[] {
  if (isRemoteSource(sourceOf(conversation))) return [];
  return allToolCalls(conversation).filter(
    (call) => call.status === 'executing' && !running.includes(call.id),
  );
}

/**
 * Settles the calls of the open conversation that a reload left executing (this tab runs none of them): each by
 * what its claim or its receipt recorded, through `transitionToolCall` (`settleReloadedRun`), so a call claimed
 * before the reload never runs again, and one that may have run offers no Retry. The audit entries still
 * `running` say what the record says. Returns the ids of the calls it settled.
 */
export async function settleReloadedRuns(
  settlement: RunSettlement,
  conversationId: string,
  running: readonly string[],
): Promise<readonly string[]> {
  const { port, audit, now } = settlement;
  const conversation = port.read();
  if (conversation.id !== conversationId) return [];
  const left = leftExecuting(conversation, running);
  if (left.length === 0) return [];
  const records = await settlement.runRecords(left.map((call) => call.id));
  const settled: string[] = [];
  for (const { id } of left) {
    if (port.read().id !== conversationId) break;
    const call = findCall(port.read(), id);
    // Another tab's save may have brought its end meanwhile.
    if (call?.status !== 'executing') continue;
    const after = settleReloadedRun(call, records.get(id));
    port.write((current) =>
      updateToolCall(current, id, (latest) => (latest.status === 'executing' ? after : latest)),
    );
    settled.push(id);
    const outcome = records.get(id)?.outcome;
    const open = (await audit.forCall(id)).filter((entry) => entry.outcome === 'running');
    for (const entry of open) {
      if (outcome)
        await audit.settle(
          entry.id,
          outcome.kind,
          outcome.finishedAt,
          outcome.kind === 'failed' ? outcome.error : undefined,
        );
      else if (after.status === 'interrupted')
        await audit.settle(entry.id, 'interrupted', now(), after.reason);
    }
  }
  return settled;
}
