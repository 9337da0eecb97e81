import type { McpProgress } from '../../tools/mcp/mcp-connection.ts';
import type { ElicitationAnswer, ElicitationRequest } from '../../tools/mcp/mcp-elicitation.ts';

/** What the card shows of a running MCP call: its server, the last progress, and an open question. */
export interface McpCallActivity {
  readonly serverId: string;
  readonly progress?: McpProgress;
  readonly elicitation?: ElicitationRequest;
}

/** Where the desk keeps the activity it shows: the store. */
export interface McpActivityPort {
  read(): Readonly<Record<string, McpCallActivity>>;
  write(next: Readonly<Record<string, McpCallActivity>>): void;
}

/**
 * Tracks the running MCP calls per server, so that progress lands on the right card and a server's question
 * (which names no call) goes to the call it is running; holds each open question until the operator answers.
 */
export function createMcpCallDesk(port: McpActivityPort) {
  const order: { readonly callId: string; readonly serverId: string }[] = [];
  const waiting = new Map<string, (answer: ElicitationAnswer) => void>();

  const update = (callId: string, change: (activity: McpCallActivity) => McpCallActivity | undefined) => {
    const current = port.read();
    const activity = current[callId];
    if (!activity) return;
    const next = change(activity);
    const { [callId]: _removed, ...rest } = current;
    port.write(next ? { ...rest, [callId]: next } : rest);
  };

  return {
    started(callId: string, serverId: string): void {
      order.push({ callId, serverId });
      port.write({ ...port.read(), [callId]: { serverId } });
    },
    progress(callId: string, progress: McpProgress): void {
      update(callId, (activity) => ({ ...activity, progress }));
    },
    finished(callId: string): void {
      const index = order.findIndex((entry) => entry.callId === callId);
      if (index >= 0) order.splice(index, 1);
      waiting.get(callId)?.({ action: 'cancel' });
      waiting.delete(callId);
      update(callId, () => undefined);
    },
    /**
     * Shows `request` on the latest running call of the server and waits for the answer; with no running call
     * (nobody to ask for) it is declined, and a request the server withdraws is cancelled.
     */
    ask(
      serverId: string,
      request: ElicitationRequest,
      signal: AbortSignal,
    ): Promise<{ readonly callId?: string; readonly answer: ElicitationAnswer }> {
      const target = order.findLast((entry) => entry.serverId === serverId && !waiting.has(entry.callId));
      if (!target) return Promise.resolve({ answer: { action: 'decline' } });
      const { callId } = target;
      update(callId, (activity) => ({ ...activity, elicitation: request }));
      return new Promise((resolve) => {
        const settle = (answer: ElicitationAnswer) => {
          waiting.delete(callId);
          signal.removeEventListener('abort', withdraw);
          update(callId, ({ elicitation: _done, ...activity }) => activity);
          resolve({ callId, answer });
        };
        const withdraw = () => settle({ action: 'cancel' });
        signal.addEventListener('abort', withdraw, { once: true });
        waiting.set(callId, settle);
      });
    },
    /** The operator's answer to the open question on `callId`; false when there is none. */
    answer(callId: string, answer: ElicitationAnswer): boolean {
      const settle = waiting.get(callId);
      if (!settle) return false;
      settle(answer);
      return true;
    },
  };
}

export type McpCallDesk = ReturnType<typeof createMcpCallDesk>;
