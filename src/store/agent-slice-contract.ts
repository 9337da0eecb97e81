// The agent slice's contract: what the store offers the UI, apart from how `createAgentSlice` carries it out.
import type { AgentStatus, DecisionResult } from '../core/agent-status.ts';
import type { AuditEntry } from '../core/audit-entry.ts';
import type { LiveParts } from '../agent/live-parts.ts';
import type { BuiltInDesk } from '../desks/built-in/built-in-desk.ts';
import type { Conversation } from '../core/conversation.ts';
import type { ImportResult } from '../core/conversation-export.ts';
import type { JsonValue } from '../core/json.ts';
import type { ImportOutcome, ImportProgress } from '../workers/conversation-import-shared.ts';
import type { AgentEnvironment, AgentTools } from './agent-environment.ts';
import type { ConversationSummary } from './persistence/conversation-library.ts';
import type { SaveStatus } from './persistence/save-status.ts';
import type {
  ModelSource,
  RememberedProviderSettings,
  SettingsStorages,
} from './persistence/provider-settings-storage.ts';
import type { SetAside } from './persistence/restore-session.ts';

/** Options of `createAgentSlice`: the environment is built on first use, so creating a store costs nothing. */
export interface AgentSliceOptions {
  readonly environment?: () => AgentEnvironment;
  readonly storages?: SettingsStorages;
}

/** Whether the conversation was rebuilt from IndexedDB yet. `unavailable`: it runs in memory only. */
export type SessionStatus =
  | { readonly status: 'not-started' }
  | { readonly status: 'restoring' }
  | { readonly status: 'ready'; readonly restored: boolean }
  | { readonly status: 'unavailable'; readonly message: string };

/** What Settings saves: the provider settings and the key (which never enters the store's state). */
export interface ProviderSettingsInput extends RememberedProviderSettings {
  readonly apiKey: string;
}

/** The agent, its model and its durable session, as store state and actions. */
export interface AgentSlice {
  readonly agentStatus: AgentStatus;
  /** What to show of the parts still streaming: their ends, kept from the deltas. */
  readonly liveParts: LiveParts;
  readonly sessionStatus: SessionStatus;
  /** The provider the operator configured (no key here), or undefined when none is. */
  readonly providerSettings: RememberedProviderSettings | undefined;
  /** Which model the agent talks to: the built-in demo, or the configured provider. */
  readonly modelSource: ModelSource;
  /** Why the operator's last action did not happen, to show near the composer; cleared by the next one. */
  readonly actionError: string | undefined;
  /** Whether the conversation is stored: a failing save is shown at once and retried until it works. */
  readonly saveStatus: SaveStatus;
  /** Whether the operator's notes on pending calls are stored, shown and retried the same way. */
  readonly feedbackSaveStatus: SaveStatus;
  /** Tries to save the conversation and the notes at once, without waiting for the next retry. */
  retrySave(): Promise<void>;
  /** A stored conversation that did not pass validation and was kept aside instead of opened, until dismissed. */
  readonly setAside: SetAside | undefined;
  sendMessage(text: string): Promise<DecisionResult>;
  approveCall(callId: string, feedback?: string): Promise<DecisionResult>;
  declineCall(callId: string, reason?: string): Promise<DecisionResult>;
  /** Answers a remote request with a payload the operator wrote (a request whose schema was not kept). */
  answerCall(callId: string, payload: JsonValue): Promise<DecisionResult>;
  stopAgent(): void;
  retryCall(callId: string): Promise<DecisionResult>;
  /**
   * Opens a fresh conversation with the built-in demo model, with its data back at the seed, and sends the
   * scenario's first message. The previous conversation stays stored.
   */
  startDemo(): Promise<DecisionResult>;
  /** Stops the agent and opens an empty conversation (the previous one stays stored). */
  newConversation(): Promise<void>;
  /** Rebuilds the conversation from IndexedDB and starts saving it; idempotent. */
  restoreSession(): Promise<void>;
  saveProviderSettings(input: ProviderSettingsInput): void;
  /** Switches back to the demo model and forgets the provider and its key. */
  forgetProviderSettings(): void;
  /** The stored API key, for the Settings form only. */
  readApiKey(): string;
  /** The values every export is checked against and redacted of (the API key). */
  configuredSecrets(): readonly string[];
  exportConversation(): { readonly fileName: string; readonly text: string };
  /**
   * Validates a file and opens it as a new stored conversation; a refused file changes nothing. An import never
   * overwrites a stored conversation: when its id is taken, it is stored under a new one.
   */
  importConversation(text: string): Promise<ImportResult>;
  /** Every stored conversation, the latest change first. */
  listConversations(): Promise<readonly ConversationSummary[]>;
  /** Opens a stored conversation (the open one is saved first); false with why when it cannot be opened. */
  openStoredConversation(id: string): Promise<DecisionResult>;
  /** Deletes a stored conversation; deleting the open one opens a new, empty one. */
  deleteStoredConversation(id: string): Promise<void>;
  dismissSetAside(): void;
  /**
   * Saves the open conversation, then opens the one `take` gives (called once the save is done, with the
   * conversation that was open); nothing changes when it gives none.
   */
  switchConversation(take: (previous: Conversation) => Conversation | undefined): Promise<DecisionResult>;
  /**
   * Imports a conversation file off the page's thread, reporting progress; a refused or cancelled import
   * changes nothing, an accepted one becomes the open conversation once it is saved.
   */
  importConversationFile(
    file: Blob,
    options: {
      readonly fileName: string;
      readonly signal: AbortSignal;
      readonly onProgress?: (progress: ImportProgress) => void;
    },
  ): Promise<ImportOutcome>;
  readAuditLog(): Promise<readonly AuditEntry[]>;
  /**
   * The agent's own registry and rules. The screens that list tools and edit rules use these instances, so a
   * rule saved there is the one the agent reads.
   */
  agentTools(): AgentTools;
  /** Reads the open conversation again into the agent's status (after a change made outside the agent). */
  refreshAgent(): void;
  /** The built-in agent's desk (registered with the other sources' desks when the store is made). */
  builtInDesk(): BuiltInDesk;
  /** The environment the agent runs in (its database, tools and models). */
  agentEnvironment(): AgentEnvironment;
  /** Adds an entry to the audit log (an answer given during a call, for instance). */
  recordAuditEntry(entry: AuditEntry): Promise<void>;
  /** This browser session's id, for rules scoped to it. */
  readonly sessionId: string;
}
