import type { RunAgentInput } from '@ag-ui/core';
import type { Conversation } from '../../core/conversation.ts';
import type { AgUiEndpoint, RunHandle, RunStreamEnd } from '../../sources/ag-ui/ag-ui-transport.ts';
import type { SharedDeskPorts } from '../desk-ports.ts';
import type { AgUiThreadView } from './ag-ui-thread-view.ts';

/** A connected agent as the desk needs it: its name (rules and tiers are keyed by it) and where it answers. */
export interface AgUiAgentRef {
  readonly name: string;
  readonly endpoint: AgUiEndpoint;
}

/** Starts a run on an agent server and streams its events; `ag-ui-transport.ts`'s `startRun` in the app. */
export type AgUiRunStarter = (
  endpoint: AgUiEndpoint,
  input: RunAgentInput,
  onEvent: (event: unknown) => void,
  onEnd: (end: RunStreamEnd) => void,
) => Promise<RunHandle>;

/** One thread's write: its conversation as it now is and the change of the view kept beside it. */
export interface AgUiThreadWrite {
  readonly conversation: Conversation;
  readonly view: (previous: AgUiThreadView | undefined) => AgUiThreadView;
}

/**
 * What the AG-UI desk works with: the conversations it changes and each thread's view beside them, the connected
 * agents, the transport, the resume ledger and the audit log, the rules a request is decided and judged by, this
 * session, a write of the conversations at once (a staged decision or an outcome must survive a reload), the
 * clock, and the frame scheduler events are applied on.
 */
export interface AgUiDeskPorts extends SharedDeskPorts {
  readonly views: {
    read(conversationId: string): AgUiThreadView | undefined;
    update(conversationId: string, change: (view: AgUiThreadView | undefined) => AgUiThreadView): void;
  };
  /**
   * Writes many threads at once, open or held, keyed by conversation: what a frame of many runs' events (or a
   * first message to every agent) changed is one change of the conversations, not two per thread.
   */
  readonly writeThreads: (writes: ReadonlyMap<string, AgUiThreadWrite>) => void;
  /** The agent a thread belongs to, while it is connected. */
  readonly agent: (agentId: string) => AgUiAgentRef | undefined;
  readonly startRun: AgUiRunStarter;
  /** Writes the conversation at once, open or held (the other threads keep their spaced saves). */
  readonly persist: (conversationId: string) => Promise<void>;
  /** Runs `task` at the next animation frame (or task, where there are no frames). */
  readonly nextFrame: (task: () => void) => void;
}
