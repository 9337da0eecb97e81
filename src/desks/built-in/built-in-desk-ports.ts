import type { AgentOptions } from '../../agent/agent-options.ts';
import type { RunRecord } from '../../agent/revive-conversation.ts';
import type { AgentStatus } from '../../core/agent-status.ts';
import type { AuditPort } from '../desk-ports.ts';
import type { ReviewCatalog } from './built-in-review.ts';

/**
 * What the built-in desk works with: everything its agent loop runs on (the open conversation, the model, the
 * tools and rules, the execution claims, the audit log, the saves, the secrets), the records a settle after a
 * reload reads, where the agent's status goes, and a timer for the calls' deadlines. The store wires the app's;
 * a unit test its fakes.
 */
export interface BuiltInDeskPorts extends Omit<AgentOptions, 'audit'> {
  /** The audit log: the agent records its decisions in it, and a settle reads back a call's entries. */
  readonly audit: AuditPort;
  /** What this browser recorded of each run a reload cut off: its claim, and the receipt its tool wrote. */
  readonly runRecords: (callIds: readonly string[]) => Promise<ReadonlyMap<string, RunRecord>>;
  /** Told the agent's status each time it changes. */
  readonly onStatus: (status: AgentStatus) => void;
  /** Resolves once the saved session is back: nothing is decided on a conversation not restored yet. */
  readonly ready: () => Promise<void>;
  /** Listens for changes of the open conversation (the deadline watch arms on them). */
  readonly subscribe: (listener: () => void) => () => void;
  /** Runs `task` once after `ms`, unless the function it returns is called first. */
  readonly after: (ms: number, task: () => void) => () => void;
  /**
   * The tools and rules the review reads as they are now, when the page reviews other tools than the agent's
   * (a fixture's, decided locally); without it, the review reads `registry` and `rules`.
   */
  readonly reviewCatalog?: () => ReviewCatalog;
}
