import type { LiveParts } from './live-parts.ts';
import type { JsonObject, JsonValue } from '../core/json.ts';
import type { ToolCall } from '../core/tool-call.ts';
import type { ConversationPort } from '../core/conversation.ts';
import type { RuleSource } from '../core/rules/rule.ts';
import type { ModelClient } from '../providers/model-client.ts';
import type { ToolEffects } from '../tools/tool-definition.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import type { AgentStatus, DecisionResult } from '../core/agent-status.ts';
import type { AuditSink } from '../core/audit-entry.ts';
import type { RuleReader } from './decide-call.ts';

/**
 * Guards "a call runs once" across tabs: `claim` succeeds for exactly one caller per call (an atomic insert in
 * IndexedDB), `release` re-arms the call when the operator retries it.
 */
export interface ExecutionClaims {
  /** `effects` is what the tool says a reload can learn of its run (a receipt), kept on the claim. */
  claim(callId: string, effects?: ToolEffects): Promise<boolean>;
  release(callId: string): Promise<void>;
  /** Records on the claim how the run ended, the moment it ends: a reload then shows the real outcome. */
  settle?(callId: string, outcome: ClaimOutcome): Promise<void>;
}

/** How a claimed run ended, as its claim records it. */
export type ClaimOutcome =
  | { readonly kind: 'executed'; readonly result: JsonValue; readonly finishedAt: number }
  | { readonly kind: 'failed'; readonly error: string; readonly finishedAt: number };

/** What {@link createAgent} needs. Only `port`, `client`, `registry`, `rules` and `audit` are required. */
export interface AgentOptions {
  readonly port: ConversationPort;
  /** The model to talk to; a function is read at each turn, so a change in Settings applies to the next one. */
  readonly client: ModelClient | (() => ModelClient);
  readonly registry: ToolRegistry;
  readonly rules: RuleReader;
  readonly audit: AuditSink;
  /** The source the calls come from (`built-in` unless said). */
  readonly source?: RuleSource;
  /** The browser session, for rules scoped to it. */
  readonly sessionId?: string;
  readonly claims?: ExecutionClaims;
  /** The stored state of a call (another tab may have run it): shown when this tab's claim loses. */
  readonly storedCall?: (callId: string) => Promise<ToolCall | undefined>;
  /** Makes the conversation durable; awaited after a decision and before the call runs. */
  readonly checkpoint?: () => Promise<void>;
  readonly now?: () => number;
  /** Model turns in a row without an operator action before the loop pauses (default 12). */
  readonly maxTurns?: number;
  readonly createId?: (prefix: string) => string;
  /**
   * Values that must never enter the conversation, the audit log or an export (the API key, secret header
   * values); read at each turn and each run, so a change in Settings applies at once.
   */
  readonly secrets?: () => readonly string[];
  /** Told what to show of the parts still streaming (their ends, read from the deltas), once per frame. */
  readonly onLiveParts?: (live: LiveParts) => void;
}

/** The agent loop, driven by the operator's actions. */
export interface Agent {
  /** Adds the operator's message and runs turns until the model answers without calls or waits for the operator. */
  send(userText: string): Promise<DecisionResult>;
  /**
   * Approves a pending call and runs it once: with `approvedArgs` when given (the snapshot the operator approved;
   * the model is told the keys it changes), else with the effective arguments of its draft.
   */
  approve(
    callId: string,
    options?: { readonly feedback?: string; readonly approvedArgs?: JsonObject },
  ): Promise<DecisionResult>;
  /** Declines a pending call; the model is told "declined by the operator" with the reason. */
  decline(callId: string, reason?: string): Promise<DecisionResult>;
  /**
   * Applies the deadlines that passed: declines those calls (the model is told why) or, for `notify`, keeps
   * them waiting with the next deadline. Returns the calls to notify the operator about again.
   */
  expireDeadlines(): Promise<readonly string[]>;
  /** Cancels the stream and any running call (which becomes interrupted). Pending calls stay pending. */
  stop(): void;
  /** Puts an interrupted or failed call back to pending, checks it again, and lets the rules or operator decide. */
  retry(callId: string): Promise<DecisionResult>;
  getStatus(): AgentStatus;
  /** The calls this agent is running now (a call executing that is not among them runs nowhere in this tab). */
  runningCallIds(): readonly string[];
  subscribe(listener: (status: AgentStatus) => void): () => void;
  /** Re-reads the conversation (after a reload or an import) to update the status. */
  refresh(): void;
  /** Resolves when nothing is streaming or running, including turns started by the last decision. */
  whenIdle(): Promise<void>;
}
