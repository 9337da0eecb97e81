import type { ResumeLedger } from '../../desks/desk-ports.ts';
import type { StoredResume, ToolgateDatabase } from './toolgate-database.ts';

/** The resume ledger (`desks/desk-ports.ts`) over `db`: IndexedDB serializes a claim across tabs. */
export function createResumeLedger(db: ToolgateDatabase): ResumeLedger {
  return {
    claim: (input) =>
      db.transaction('rw', db.resumes, async () => {
        const existing = await db.resumes
          .where('interruptKeys')
          .anyOf([...input.interruptKeys])
          .first();
        if (existing) return { status: 'already', resume: existing };
        const resume: StoredResume = { ...input, status: 'sending' };
        await db.resumes.add(resume);
        return { status: 'claimed', resume };
      }),
    async settle(id, outcome) {
      await db.resumes.update(id, outcome.status === 'sent' ? { status: 'sent' } : outcome);
    },
    retry: (id, at, seenAt) =>
      db.transaction('rw', db.resumes, async () => {
        const stored = await db.resumes.get(id);
        if (!stored || stored.status === 'sent' || stored.at !== seenAt) return undefined;
        const { error: _error, ...rest } = stored;
        const resume: StoredResume = { ...rest, status: 'sending', at };
        await db.resumes.put(resume);
        return resume;
      }),
    answering: (interruptKey) => db.resumes.where('interruptKeys').equals(interruptKey).first(),
    async forConversation(conversationId) {
      const rows = await db.resumes.where('conversationId').equals(conversationId).toArray();
      return rows.sort((a, b) => a.at - b.at);
    },
  };
}
