// The AG-UI slice's contract: what the store offers the UI for agents and their threads.
import type { DecisionResult } from '../core/agent-status.ts';
import type { EndpointStatus, RemoteEndpointInput } from '../core/remote-endpoint.ts';
import type { AgUiThreadView } from '../desks/ag-ui/ag-ui-thread-view.ts';
import type { AgUiFailure } from '../sources/ag-ui/describe-ag-ui-failure.ts';
import type { AgUiAgent } from './persistence/ag-ui-agent-storage.ts';

/** Whether an agent's endpoint answered the last check. */
export type AgUiAgentStatus = EndpointStatus<AgUiFailure>;

/** What the operator enters for an agent. */
export type AgUiAgentInput = RemoteEndpointInput;

/** AG-UI agents, their endpoints' status, and their threads' views. */
export interface AgUiSlice {
  readonly agUiAgents: readonly AgUiAgent[];
  readonly agUiAgentStatus: Readonly<Record<string, AgUiAgentStatus>>;
  readonly agUiThreads: Readonly<Record<string, AgUiThreadView>>;
  /** Saves the agent and checks its endpoint; the failure says precisely why it cannot be used. */
  saveAgUiAgent(
    input: AgUiAgentInput,
  ): Promise<{ readonly agentId: string; readonly status: AgUiAgentStatus }>;
  checkAgUiAgent(agentId: string): Promise<AgUiAgentStatus>;
  removeAgUiAgent(agentId: string): void;
  /** Opens a new thread with the agent and sends the operator's first message. */
  startAgUiThread(agentId: string, text: string): Promise<DecisionResult>;
  /**
   * Starts a new thread with each of the agents at once, all with the same first message, and opens none of them:
   * each runs and waits among the held threads (the Fleet shows them). Says, per agent, whether its run started.
   */
  startAgUiThreads(
    agentIds: readonly string[],
    text: string,
  ): Promise<readonly { readonly agentId: string; readonly result: DecisionResult }[]>;
  /**
   * Finds the resumes a reload left being sent (recorded, never heard back from) and shows them as perhaps sent,
   * for the operator to retry; sends nothing.
   */
  recoverAgUiDeliveries(): Promise<void>;
  /** Sends again a resume whose send failed or is unconfirmed, with exactly the same answer. */
  retryAgUiResume(conversationId: string): Promise<DecisionResult>;
  /** Headers of an agent, for its form only. */
  readAgUiHeaders(agentId: string): Readonly<Record<string, string>>;
}
