import type { RuleRepository } from '../tools/rule-repository.ts';
import type { AuditEntry, AuditSink } from '../core/audit-entry.ts';
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

/**
 * One resume (the answer to every open interrupt of a remote run), written before it is sent: a resume for an
 * interrupt leaves this browser once. `sending` until the source answers; one still `sending` after a reload
 * may or may not have reached the agent.
 */
export interface LedgerResume {
  readonly id: string;
  readonly conversationId: string;
  readonly interruptIds: readonly string[];
  /** The interrupts' scoped keys (source, agent or deployment, thread, run and id): what the ledger looks up. */
  readonly interruptKeys: readonly string[];
  readonly status: 'sending' | 'sent' | 'failed';
  /** When it was recorded (or last taken back for a retry). */
  readonly at: number;
  /** What is sent, kept so a failed send is retried with exactly the same answer. */
  readonly body: JsonObject;
  readonly error?: string;
}

/** What recording a resume before sending it gave: go ahead, or the record that already answers an interrupt. */
export type ResumeClaim =
  | { readonly status: 'claimed'; readonly resume: LedgerResume }
  | { readonly status: 'already'; readonly resume: LedgerResume };

/**
 * The resume ledger a desk records a resume in before sending it (IndexedDB in the app,
 * `store/persistence/resume-ledger.ts`). `claim` looks for a resume already recorded for any of the interrupts,
 * by their scoped keys (an agent may reuse an interrupt id in another run or thread), so an interrupt is answered
 * once from this browser; only the operator's Retry sends a failed one again, with the same body.
 */
export interface ResumeLedger {
  claim(input: {
    readonly id: string;
    readonly conversationId: string;
    readonly interruptIds: readonly string[];
    /** The interrupts scoped by source, agent or deployment, thread and run: what the ledger takes once. */
    readonly interruptKeys: readonly string[];
    readonly body: JsonObject;
    readonly at: number;
  }): Promise<ResumeClaim>;
  /** Records how the send ended. */
  settle(
    id: string,
    outcome: { readonly status: 'sent' } | { readonly status: 'failed'; readonly error: string },
  ): Promise<void>;
  /**
   * Takes a failed resume, or one a reload left `sending`, back to `sending` for the operator's Retry; undefined
   * when it was sent, or when it is no longer as the operator saw it (`seenAt`, its `at` then): another click or
   * tab retried it meanwhile, and only that one sends it.
   */
  retry(id: string, at: number, seenAt: number): Promise<LedgerResume | undefined>;
  /** The resumes of one conversation, oldest first. */
  forConversation(conversationId: string): Promise<readonly LedgerResume[]>;
  /** The resume recorded for an interrupt (by its scoped key) from this browser, by any tab, if there is one. */
  answering(interruptKey: string): Promise<LedgerResume | undefined>;
}

/**
 * The ports every desk takes, whatever its source: the conversations, the resume ledger and the audit log, the
 * rules a decision is judged by, this session, and the clock. A source's own ports extend these.
 */
export interface SharedDeskPorts {
  readonly conversations: ConversationPort;
  readonly ledger: () => ResumeLedger;
  readonly audit: () => AuditPort;
  readonly rules: () => RuleRepository;
  readonly sessionId: () => string;
  readonly clock: DeskClock;
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

/**
 * Where the answer to a remote source (an AG-UI resume, the request that answers an AI SDK chat's approvals) is:
 * being sent, failed to send, or left being sent by a reload, so it may or may not have reached the agent (the
 * operator may retry the last two; nothing retries by itself).
 */
export type ResumeDelivery = (
  | { readonly status: 'sending' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'unconfirmed' }
) & {
  readonly resumeId: string;
  /** When the ledger last took it to `sending`: a Retry sends only if nobody has retried it since. */
  readonly at: number;
  /** The scoped keys of the interrupts (or approvals) it answers, so each of their calls shows where its answer is. */
  readonly interruptKeys: readonly string[];
};
