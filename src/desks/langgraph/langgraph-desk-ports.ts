import type { InboxOutcome } from '../../core/inbox-outcome.ts';
import type { RemoteSource } from '../../core/source.ts';
import type { DeploymentClient } from '../../sources/langgraph/deployment-client.ts';
import type { SharedDeskPorts } from '../desk-ports.ts';

/** A conversation's source when it is a LangGraph thread. */
export type LangGraphSource = Extract<RemoteSource, { readonly kind: 'langgraph' }>;

/** A resumed run of a thread that this tab follows: going, or asked to stop. */
export interface LangGraphRun {
  readonly status: 'running' | 'stopping';
  readonly threadId: string;
  readonly runId: string;
}

/**
 * What the LangGraph desk works with: the conversations it changes, the deployment (its transport, undefined
 * until one is connected), the resume ledger and the audit log, the rules a staged approval is judged by, this
 * operator and session, which conversation is open, where each thread's outcome and followed run are shown, and
 * the clock.
 */
export interface LangGraphDeskPorts extends SharedDeskPorts {
  readonly transport: () => DeploymentClient | undefined;
  /** This operator: the browser-fixed id and the display name (empty until the operator gives one). */
  readonly operator: () => { readonly operatorId: string; readonly name: string };
  /** Whether the conversation is the one open in the console (a review claim is renewed only then). */
  readonly isOpen: (conversationId: string) => boolean;
  readonly setOutcome: (threadId: string, outcome: InboxOutcome | undefined) => void;
  /** Shows the conversation's followed run (Stop is offered while there is one), or that none is going. */
  readonly setRun: (conversationId: string, run: LangGraphRun | undefined) => void;
}

/** Message of a decision that lost to another operator's, or to a thread that moved on. */
export const decidedElsewhere =
  'Decided elsewhere: another operator answered this interrupt first. Nothing was sent from here.';

/** Message of a decision whose resume was accepted after another run had already answered the interrupt. */
export const answeredBeforeOurs =
  "Decided elsewhere: another operator's decision reached the deployment first and ran; this one arrived after it and answered nothing.";

/** How often, and how many times, a desk reads a thread whose run is going before it gives up following it. */
export const followIntervalMs = 500;
export const followAttempts = 120;

/** Why the calls a stopped run was carrying did not finish. */
export const stoppedByOperator = 'Stopped: the operator cancelled the run on the deployment.';
