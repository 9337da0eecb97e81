import type { AuditEntry, AuditOutcome } from '../agent/audit-entry.ts';
import type { Conversation } from '../core/conversation.ts';
import type {
  AuditPort,
  ConversationPort,
  DeskClock,
  LedgerResume,
  ResumeLedgerPort,
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

/** A resume ledger in memory that takes each interrupt once, as the IndexedDB one does across tabs. */
export function fakeLedger(): ResumeLedgerPort & { readonly resumes: Map<string, LedgerResume> } {
  const resumes = new Map<string, LedgerResume & { readonly conversationId: string }>();
  return {
    resumes,
    claim: async (input) => {
      const already = [...resumes.values()].find((resume) =>
        resume.interruptIds.some((id) => input.interruptIds.includes(id)),
      );
      if (already) return { status: 'already', resume: already };
      const resume = { ...input, status: 'sending' as const };
      resumes.set(input.id, resume);
      return { status: 'claimed', resume };
    },
    settle: async (id, outcome) => {
      const resume = resumes.get(id);
      if (resume) resumes.set(id, { ...resume, status: outcome.status });
    },
    retry: async (id) => {
      const resume = resumes.get(id);
      if (!resume || resume.status === 'sent') return undefined;
      const again = { ...resume, status: 'sending' as const };
      resumes.set(id, again);
      return again;
    },
    forConversation: async (conversationId) =>
      [...resumes.values()].filter((resume) => resume.conversationId === conversationId),
  };
}

/** An audit log in memory: the entries as recorded, then settled. */
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
    settle: async (entryId: string, outcome: AuditOutcome, _at: number, detail?: string) => {
      const index = entries.findIndex((entry) => entry.id === entryId);
      if (index >= 0)
        entries[index] = {
          ...entries[index]!,
          outcome,
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
