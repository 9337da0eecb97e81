import type { DeskContext } from './langgraph-desk-context.ts';
import type { LangGraphRun } from './langgraph-desk-ports.ts';

/** The resumed runs this tab follows, by conversation, each shown through the desk's `setRun` port. */
export function createFollowedRuns(show: (conversationId: string, run: LangGraphRun | undefined) => void) {
  const runs = new Map<string, LangGraphRun>();
  return {
    get: (conversationId: string) => runs.get(conversationId),
    set(conversationId: string, run: LangGraphRun | undefined) {
      if (run) runs.set(conversationId, run);
      else runs.delete(conversationId);
      show(conversationId, run);
    },
    /** Ends following `runId`, and says whether the operator had asked it to stop. */
    end(conversationId: string, runId: string): boolean {
      const run = runs.get(conversationId);
      if (run?.runId !== runId) return false;
      this.set(conversationId, undefined);
      return run.status === 'stopping';
    },
  };
}

/**
 * Asks the deployment to cancel the conversation's followed run (`runs.cancel`). The resume that started it stays
 * sent: the interrupt is answered and nothing is sent again. Following the run shows the thread as the cancel
 * left it, and the calls the run was carrying as stopped by the operator. A cancel the deployment refuses (the run
 * had just ended) leaves the run followed, so it settles as it ran.
 */
export async function stopRun(context: DeskContext, conversationId: string): Promise<void> {
  const run = context.runs.get(conversationId);
  const client = context.ports.transport();
  if (!run || run.status !== 'running' || !client) return;
  context.runs.set(conversationId, { ...run, status: 'stopping' });
  try {
    await client.cancelRun(run.threadId, run.runId);
  } catch {
    if (context.runs.get(conversationId)?.runId === run.runId) context.runs.set(conversationId, run);
  }
}
