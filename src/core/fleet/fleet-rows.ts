import type { Conversation } from '../conversation.ts';
import type { CallTier } from '../safety-tier.ts';
import { callTiers } from '../safety-tier.ts';
import type { ToolCall } from '../tool-call.ts';
import type { WaitingCall } from './thread-summary.ts';
import { threadSummary, waitingTiers } from './thread-summary.ts';

/** The kinds of source the fleet lists: the three that propose calls, and MCP servers that run them. */
export type FleetSourceKind = 'built-in' | 'ag-ui' | 'langgraph' | 'ai-sdk' | 'mcp';

/** How each kind of source is named on the Fleet screen, in the order its filter lists them. */
export const fleetSourceKindLabels: Readonly<Record<FleetSourceKind, string>> = {
  'built-in': 'Built-in agent',
  'ag-ui': 'AG-UI agent',
  langgraph: 'LangGraph deployment',
  'ai-sdk': 'AI SDK route',
  mcp: 'MCP server',
};

/** How a source's connection stands, as the fleet shows it. */
export type FleetConnection =
  | { readonly status: 'connected' }
  | { readonly status: 'connecting' }
  | { readonly status: 'failed'; readonly reason: string }
  | { readonly status: 'disconnected'; readonly reason?: string };

/** What a thread is doing besides waiting: its run going, failed with a reason, or nothing. */
export type FleetActivity =
  | { readonly status: 'running' }
  | { readonly status: 'failed'; readonly reason: string }
  | { readonly status: 'idle' };

/** One source the operator is attached to. `key` is unique among sources (`ag-ui:<agent id>`, …). */
export interface FleetSourceInput {
  readonly key: string;
  readonly kind: FleetSourceKind;
  readonly name: string;
  readonly connection: FleetConnection;
  /** What the source itself is doing, for a source without threads of its own (an MCP server, the agent). */
  readonly activity?: FleetActivity;
}

/** A call's tier in its conversation (a remote tool's tier is given per agent or deployment). */
export type FleetTierLookup = (call: ToolCall, conversation: Conversation) => CallTier | undefined;

/** One thread under a source: its conversation and what its run is doing. */
export interface FleetThreadInput {
  readonly sourceKey: string;
  readonly conversation: Conversation;
  readonly activity: FleetActivity;
}

/** A row's state, one of five: waiting for the operator, what its run is doing, or its source disconnected. */
export type FleetState =
  | { readonly status: 'waiting'; readonly count: number }
  | FleetActivity
  | Extract<FleetConnection, { readonly status: 'disconnected' }>;

export type FleetStateName = FleetState['status'];

/** One row of the Fleet screen: a source, or a thread under one. */
export interface FleetRow {
  /** `source:<key>` or `thread:<conversation id>`. */
  readonly id: string;
  readonly kind: 'source' | 'thread';
  readonly sourceKey: string;
  readonly sourceKind: FleetSourceKind;
  /** The source's name (the agent, the deployment, the server). */
  readonly agent: string;
  /** The row's own name: the source's for a source row, the thread's title for a thread. */
  readonly title: string;
  readonly conversationId?: string;
  readonly state: FleetState;
  readonly oldestWaitAt: number | undefined;
  readonly nearestDeadlineAt: number | undefined;
  readonly lastActivityAt: number | undefined;
  /** The tiers of the calls waiting in the row, safest first. */
  readonly tiers: readonly CallTier[];
  /** The waiting calls, oldest first (a source row: all of its threads'). */
  readonly waiting: readonly WaitingCall[];
}

function threadState(
  waitingCount: number,
  activity: FleetActivity,
  connection: FleetConnection | undefined,
): FleetState {
  if (waitingCount > 0) return { status: 'waiting', count: waitingCount };
  if (activity.status !== 'idle') return activity;
  if (connection && (connection.status === 'disconnected' || connection.status === 'failed'))
    return { status: 'disconnected', ...(connection.reason ? { reason: connection.reason } : {}) };
  return { status: 'idle' };
}

function minimum(values: readonly (number | undefined)[]): number | undefined {
  let found: number | undefined;
  for (const value of values)
    if (value !== undefined && (found === undefined || value < found)) found = value;
  return found;
}

function sourceState(source: FleetSourceInput, threads: readonly FleetRow[], waiting: number): FleetState {
  if (source.connection.status === 'failed') return { status: 'failed', reason: source.connection.reason };
  if (source.connection.status === 'disconnected')
    return {
      status: 'disconnected',
      ...(source.connection.reason ? { reason: source.connection.reason } : {}),
    };
  if (waiting > 0) return { status: 'waiting', count: waiting };
  if (source.activity && source.activity.status !== 'idle') return source.activity;
  if (source.connection.status === 'connecting' || threads.some((row) => row.state.status === 'running'))
    return { status: 'running' };
  const failed = threads.find((row) => row.state.status === 'failed');
  if (failed?.state.status === 'failed') return failed.state;
  return { status: 'idle' };
}

/**
 * The Fleet screen's rows: each source, then each of its threads, in the order given. A thread whose source is
 * not among `sources` is left out (its agent was removed). A source row sums its threads: their waiting calls,
 * the oldest wait and nearest deadline, the newest activity; its own connection failing or gone comes first.
 */
export function fleetRows(
  sources: readonly FleetSourceInput[],
  threads: readonly FleetThreadInput[],
  tierOf: FleetTierLookup,
): readonly FleetRow[] {
  const rows: FleetRow[] = [];
  for (const source of sources) {
    const threadRows: FleetRow[] = [];
    for (const thread of threads) {
      if (thread.sourceKey !== source.key) continue;
      const summary = threadSummary(thread.conversation);
      threadRows.push({
        id: `thread:${thread.conversation.id}`,
        kind: 'thread',
        sourceKey: source.key,
        sourceKind: source.kind,
        agent: source.name,
        title: thread.conversation.title,
        conversationId: thread.conversation.id,
        state: threadState(summary.waiting.length, thread.activity, source.connection),
        oldestWaitAt: summary.oldestWaitAt,
        nearestDeadlineAt: summary.nearestDeadlineAt,
        lastActivityAt: summary.lastActivityAt,
        tiers: waitingTiers(summary.waiting, (call) => tierOf(call, thread.conversation)),
        waiting: summary.waiting,
      });
    }
    const waiting = threadRows.flatMap((row) => row.waiting).sort((a, b) => a.since - b.since);
    const activities = threadRows.map((row) => row.lastActivityAt ?? 0);
    rows.push({
      id: `source:${source.key}`,
      kind: 'source',
      sourceKey: source.key,
      sourceKind: source.kind,
      agent: source.name,
      title: source.name,
      state: sourceState(source, threadRows, waiting.length),
      oldestWaitAt: minimum(threadRows.map((row) => row.oldestWaitAt)),
      nearestDeadlineAt: minimum(threadRows.map((row) => row.nearestDeadlineAt)),
      lastActivityAt: activities.length > 0 ? Math.max(...activities) : undefined,
      tiers: [...new Set(threadRows.flatMap((row) => row.tiers))].sort(
        (a, b) => callTiers.indexOf(a) - callTiers.indexOf(b),
      ),
      waiting,
    });
    rows.push(...threadRows);
  }
  return rows;
}
