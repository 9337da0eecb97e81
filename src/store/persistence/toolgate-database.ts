import { Dexie, type Table } from 'dexie';
import type { ClaimOutcome } from '../../agent/agent-options.ts';
import type { AuditEntry } from '../../core/audit-entry.ts';
import type { Message } from '../../core/conversation.ts';
import type { JsonObject } from '../../core/json.ts';
import type { Source } from '../../core/source.ts';
import type { LedgerResume } from '../../desks/desk-ports.ts';
import type { McpTool } from '../../tools/mcp/mcp-connection.ts';
import type { ToolEffects } from '../../tools/tool-definition.ts';
import { keyStoredDrafts } from './draft-key-migration.ts';
import { chunkStoredMessages } from './message-chunk-migration.ts';
import { keyStoredResumes } from './resume-key-migration.ts';

/** Name of the console's IndexedDB database (the tools keep theirs apart, in `toolgate-tools`). */
export const toolgateDatabaseName = 'toolgate';

/**
 * A stored conversation without its messages: they are packed in chunks of consecutive messages, rows of their
 * own, so a save rewrites only the chunks whose messages changed (a streaming answer rewrites the last chunk, not
 * the whole history).
 */
export interface StoredConversation {
  readonly id: string;
  readonly updatedAt: number;
  readonly title: string;
  readonly createdAt: number;
  readonly systemPrompt: string;
  /** How many messages its chunks hold, for the list of conversations. */
  readonly messageCount: number;
  /**
   * One more with every write of its chunks, by any tab: a tab that knows what is stored at this revision may
   * write its chunks without reading them back first.
   */
  readonly revision: number;
  /** Who proposes its calls; absent for the built-in agent. */
  readonly source?: Source;
}

/**
 * Consecutive messages of a stored conversation. The conversation's order is the chunks' order (by `index`),
 * then the order within each chunk.
 */
export interface StoredMessageChunk {
  readonly conversationId: string;
  readonly index: number;
  readonly messages: readonly Message[];
  /** The conversation's revision this chunk was last written at. */
  readonly revision: number;
}

/**
 * The operator's draft of modified arguments for a pending call, written as it is typed. Kept under its
 * conversation and call: two conversations may hold calls of the same id (an agent may reuse its call ids).
 */
export interface StoredDraft {
  readonly callId: string;
  readonly conversationId: string;
  readonly modifiedArgs: JsonObject;
  readonly updatedAt: number;
}

/** The operator's note to the model about a pending call, written as it is typed, under its conversation and call. */
export interface StoredFeedbackDraft {
  readonly callId: string;
  readonly conversationId: string;
  readonly feedback: string;
  readonly updatedAt: number;
}

/** One call claimed for running: the row exists once, whichever tab inserts it first. */
export interface StoredClaim {
  readonly callId: string;
  readonly claimedAt: number;
  /**
   * What the tool said a reload can learn of its run: `receipted` (its receipt is stored with its effect, so
   * none means it did not take effect), `none` (it changes nothing); absent when nothing can tell.
   */
  readonly effects?: ToolEffects;
  /** How the run ended, written the moment it ends; absent while it runs or when nobody saw it end. */
  readonly outcome?: ClaimOutcome;
}

/** A stored conversation that did not pass validation: kept aside, never opened, listed with why. */
export interface StoredQuarantine {
  readonly conversationId: string;
  readonly reason: string;
  readonly at: number;
}

/** An MCP server the operator added: everything but the header values, which are kept like the API key. */
export interface StoredMcpServer {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly trusted: boolean;
  readonly timeoutSeconds: number;
  /** Names of the extra request headers; their values live in session (or, when remembered, local) storage. */
  readonly headerNames: readonly string[];
  readonly rememberHeaders: boolean;
  /** Connected when the page was last left, so it connects again on the next load. */
  readonly connectOnStart: boolean;
  readonly createdAt: number;
  /**
   * The tools it listed last, so that after a reload the calls of its tools that wait keep their tool (shown as
   * unavailable) until it is connected again.
   */
  readonly lastTools?: readonly McpTool[];
}

/** One resume as the ledger keeps it (`desks/desk-ports.ts`). */
export type StoredResume = LedgerResume;

/** Small facts of the session, such as which conversation was open. */
export interface StoredMeta {
  readonly key: string;
  readonly value: string;
}

/**
 * The console's durable state: conversations and their message chunks, drafts (arguments and feedback), the audit log,
 * execution claims, the conversations kept aside because they did not pass validation, the MCP servers, and the
 * resumes sent to remote agents.
 */
export class ToolgateDatabase extends Dexie {
  // `declare` keeps class-field semantics from overwriting the tables Dexie defines in `stores()`.
  declare readonly conversations: Table<StoredConversation, string>;
  declare readonly messageChunks: Table<StoredMessageChunk, [string, number]>;
  declare readonly argumentDrafts: Table<StoredDraft, [string, string]>;
  declare readonly callFeedbackDrafts: Table<StoredFeedbackDraft, [string, string]>;
  declare readonly audit: Table<AuditEntry, string>;
  declare readonly claims: Table<StoredClaim, string>;
  declare readonly meta: Table<StoredMeta, string>;
  declare readonly quarantine: Table<StoredQuarantine, string>;
  declare readonly mcpServers: Table<StoredMcpServer, string>;
  declare readonly resumes: Table<StoredResume, string>;

  constructor(name: string = toolgateDatabaseName) {
    super(name);
    this.version(1).stores({
      conversations: 'id, updatedAt',
      messages: '[conversationId+id], conversationId',
      drafts: 'callId, conversationId',
      audit: 'id, at, callId, conversationId',
      claims: 'callId',
      meta: 'key',
    });
    this.version(2).stores({ feedbackDrafts: 'callId, conversationId' });
    this.version(3).stores({ quarantine: 'conversationId' });
    this.version(4).stores({ mcpServers: 'id, createdAt' });
    this.version(5).stores({ resumes: 'id, conversationId, *interruptIds' });
    // Messages were rows of their own, and IndexedDB's cost per row made a long history slow to save: they move
    // into chunks, and the old table goes once its rows are moved.
    this.version(6)
      .stores({ messageChunks: '[conversationId+index], conversationId' })
      .upgrade(chunkStoredMessages);
    this.version(7).stores({ messages: null });
    // An interrupt id alone named nothing (an agent may reuse it in every run and thread): resumes are looked up
    // by scoped keys, worked out for the stored ones from their conversations.
    this.version(8)
      .stores({ resumes: 'id, conversationId, *interruptIds, *interruptKeys' })
      .upgrade(keyStoredResumes);
    // A call id alone named no draft (two conversations may hold calls of the same id): drafts move to tables
    // keyed by conversation and call, and the old tables go once their rows are moved.
    this.version(9)
      .stores({
        argumentDrafts: '[conversationId+callId], conversationId',
        callFeedbackDrafts: '[conversationId+callId], conversationId',
      })
      .upgrade(keyStoredDrafts);
    this.version(10).stores({ drafts: null, feedbackDrafts: null });
  }
}

let shared: ToolgateDatabase | undefined;

/** The app's one console database, opened on first use. */
export function sharedToolgateDatabase(): ToolgateDatabase {
  shared ??= new ToolgateDatabase();
  return shared;
}
