import type { AuditEntry, AuditOutcome } from '../core/audit-entry.ts';
import type { Conversation } from '../core/conversation.ts';
import type { SourceKind } from '../core/source.ts';
import type { Desk } from '../desks/desk.ts';
import type {
  AuditPort,
  ConversationPort,
  DeskClock,
  LedgerResume,
  ResumeLedger,
} from '../desks/desk-ports.ts';

/** Conversations held in a map, as the store holds them. */
export function fakeConversations(...held: readonly Conversation[]): ConversationPort & {
  readonly all: Map<string, Conversation>;
} {
  const all = new Map(held.map((conversation) => [conversation.id, conversation]));
  return {
    all,
    read: (id) => all.get(id),
    update: (id, change) => {
      const conversation = all.get(id);
      if (conversation) all.set(id, change(conversation));
    },
    hold: (conversation) => void all.set(conversation.id, conversation),
  };
}

/**
 * A resume ledger in memory that takes each interrupt (by its scoped key) once, as the IndexedDB one does across
 * tabs; share one between two desks to play two tabs of one browser.
 */
export function fakeLedger(): ResumeLedger & { readonly resumes: Map<string, LedgerResume> } {
  const resumes = new Map<string, LedgerResume>();
  const answering = (key: string) =>
    [...resumes.values()].find((resume) => resume.interruptKeys.includes(key));
  return {
    resumes,
    claim: async (input) => {
      const already = input.interruptKeys.map(answering).find((resume) => resume !== undefined);
      if (already) return { status: 'already', resume: already };
      const resume = { ...input, status: 'sending' as const };
      resumes.set(input.id, resume);
      return { status: 'claimed', resume };
    },
    settle: async (id, outcome) => {
      const resume = resumes.get(id);
      if (resume) resumes.set(id, { ...resume, ...outcome });
    },
    retry: async (id, at, seenAt) => {
      const resume = resumes.get(id);
      if (!resume || resume.status === 'sent' || resume.at !== seenAt) return undefined;
      const { error: _error, ...rest } = resume;
      const again = { ...rest, status: 'sending' as const, at };
      resumes.set(id, again);
      return again;
    },
    forConversation: async (conversationId) =>
      [...resumes.values()]
        .filter((resume) => resume.conversationId === conversationId)
        .sort((a, b) => a.at - b.at),
    answering: async (key) => answering(key),
  };
}

/** An audit log in memory: the entries as recorded, then settled (with when, as the stored log keeps it). */
export function fakeAudit(): AuditPort & { readonly entries: AuditEntry[] } {
  const entries: AuditEntry[] = [];
  return {
    entries,
    record: async (entry) => void entries.push(entry),
    forCall: async (callId) => entries.filter((entry) => entry.callId === callId),
    refuse: async (entryId, _at, reason) => {
      const index = entries.findIndex((entry) => entry.id === entryId);
      if (index >= 0)
        entries[index] = {
          ...entries[index]!,
          decision: 'refused',
          outcome: 'refused',
          outcomeDetail: reason,
        };
    },
    settle: async (entryId: string, outcome: AuditOutcome, at: number, detail?: string) => {
      const index = entries.findIndex((entry) => entry.id === entryId);
      if (index >= 0)
        entries[index] = {
          ...entries[index]!,
          outcome,
          finishedAt: at,
          ...(detail === undefined ? {} : { outcomeDetail: detail }),
        };
    },
  };
}

/** A clock that moves one millisecond per reading, whose waits end at once and whose repeated tasks never run. */
export function fakeClock(start = 1_000): DeskClock {
  let time = start;
  return { now: () => (time += 1), wait: async () => undefined, every: () => () => undefined };
}

/**
 * A desk of `kind` that takes every decision and offers approve and decline on an editable form; no run of it
 * is going, and nothing here can be done about its executing calls.
 */
export function fakeDesk(kind: SourceKind, decide: Desk['decide'] = async () => ({ ok: true })): Desk {
  return {
    kind,
    decide,
    send: async () => ({ ok: false, reason: 'locked' }),
    stop: () => undefined,
    composerLock: () => undefined,
    settle: async () => undefined,
    reviewOf: () => ({
      schema: undefined,
      tier: undefined,
      editing: { status: 'editable' },
      decisions: ['approve', 'decline'],
      missing: {},
      notices: [],
    }),
    runGoing: () => false,
    executingControl: () => 'none',
  };
}
