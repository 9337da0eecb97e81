import type { AuditEntry, AuditSink } from '../agent/audit-entry.ts';
import type { Conversation } from '../core/conversation.ts';
import type { JsonObject } from '../core/json.ts';

/** Where a desk reads and changes the conversations it works on (the store, or a map in a test). */
export interface ConversationPort {
  read(id: string): Conversation | undefined;
  /** Changes a held conversation; nothing happens when it is not held. */
  update(id: string, change: (conversation: Conversation) => Conversation): void;
  /** Holds `conversation` (adds it, or replaces the copy held). */
  hold(conversation: Conversation): void;
}

/** The audit log a desk records decisions in and settles them, reading back a call's entries. */
export interface AuditPort extends AuditSink {
  forCall(callId: string): Promise<readonly AuditEntry[]>;
}

/** A resume as the ledger keeps it: enough for a desk to know whether it left. */
export interface LedgerResume {
  readonly id: string;
  readonly interruptIds: readonly string[];
  readonly status: 'sending' | 'sent' | 'failed';
  /** When it was recorded (or last taken back for a retry). */
  readonly at: number;
  /** What is sent, kept so a send cut off is retried with exactly the same request. */
  readonly body?: JsonObject;
}

/**
 * The resume ledger a desk records a resume in before sending it (IndexedDB in the app): `claim` takes an
 * interrupt once per browser, `retry` takes a failed (or cut-off) resume back for the operator's new decision.
 */
export interface ResumeLedgerPort {
  claim(input: {
    readonly id: string;
    readonly conversationId: string;
    readonly interruptIds: readonly string[];
    /** The interrupts scoped by source, agent or deployment, thread and run: what the ledger takes once. */
    readonly interruptKeys: readonly string[];
    readonly body: JsonObject;
    readonly at: number;
  }): Promise<
    | { readonly status: 'claimed'; readonly resume: LedgerResume }
    | { readonly status: 'already'; readonly resume: LedgerResume }
  >;
  settle(
    id: string,
    outcome: { readonly status: 'sent' } | { readonly status: 'failed'; readonly error: string },
  ): Promise<void>;
  /** Takes back a failed resume last seen at `seenAt`; undefined when it was sent or changed since. */
  retry(id: string, at: number, seenAt: number): Promise<LedgerResume | undefined>;
  forConversation(conversationId: string): Promise<readonly LedgerResume[]>;
}

/** Time for a desk: what time it is, a wait between two reads of a remote run, and a task repeated. */
export interface DeskClock {
  now(): number;
  wait(ms: number): Promise<void>;
  /** Runs `task` every `ms` until the function it returns is called. */
  every(ms: number, task: () => void): () => void;
}

/** The clock of the browser. */
export const systemClock: DeskClock = {
  now: () => Date.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  every: (ms, task) => {
    const timer = setInterval(task, ms);
    return () => clearInterval(timer);
  },
};
