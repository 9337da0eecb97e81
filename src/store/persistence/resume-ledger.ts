import type { JsonObject } from '../../core/json.ts';
import type { StoredResume, ToolgateDatabase } from './toolgate-database.ts';

/** What recording a resume before sending it gave: go ahead, or the record that already answers an interrupt. */
export type ResumeClaim =
  | { readonly status: 'claimed'; readonly resume: StoredResume }
  | { readonly status: 'already'; readonly resume: StoredResume };

/**
 * The resumes sent to remote agents, in IndexedDB. A resume is recorded (`sending`) before it is sent, in one
 * transaction that first looks for a resume already recorded for any of its interrupts, by their scoped keys (an
 * agent may reuse an interrupt id in another run or thread); IndexedDB serializes that across tabs, so an
 * interrupt is answered once from this browser. Only the operator's Retry sends a failed
 * one again, with the same body.
 */
export interface ResumeLedger {
  claim(input: {
    readonly id: string;
    readonly conversationId: string;
    readonly interruptIds: readonly string[];
    /** The interrupts' scoped keys (`core/scoped-keys.ts`): what tells an answered interrupt from another. */
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
  retry(id: string, at: number, seenAt: number): Promise<StoredResume | undefined>;
  /** The resumes of one conversation, oldest first. */
  forConversation(conversationId: string): Promise<readonly StoredResume[]>;
  /** The resume recorded for an interrupt (by its scoped key) from this browser, by any tab, if there is one. */
  answering(interruptKey: string): Promise<StoredResume | undefined>;
}

/** The ledger over `db`. */
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
