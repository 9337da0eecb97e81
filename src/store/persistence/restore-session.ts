import { reviveConversation } from '../../agent/revive-conversation.ts';
import type { Conversation } from '../../core/conversation.ts';
import { updateToolCall } from '../../core/conversation.ts';
import type { RunRecord } from '../../agent/revive-conversation.ts';
import type { ClaimOutcome } from '../../agent/agent-options.ts';
import { redactJson } from '../../core/redact-secrets.ts';
import type { StoredReceipt } from '../../tools/tools-database.ts';
import { readStoredConversation, quarantineConversation } from './conversation-library.ts';
import { activeConversationKey, writeConversation } from './conversation-store.ts';
import type { ToolgateDatabase } from './toolgate-database.ts';

/** What opening a stored conversation finds: the conversation as it now is. */
export interface RestoredSession {
  readonly conversation: Conversation;
}

/** A stored conversation that failed validation and was kept aside instead of opened. */
export interface SetAside {
  readonly id: string;
  readonly title: string;
  readonly reason: string;
}

/** The outcome of opening a stored conversation. */
export type OpenedSession =
  | { readonly status: 'opened'; readonly session: RestoredSession }
  | { readonly status: 'none' }
  | { readonly status: 'set-aside'; readonly setAside: SetAside };

/** Where the receipts of built-in tools' runs are read, and the secrets a result read from one must not carry. */
export interface RunEvidence {
  readonly readReceipts?: (callIds: readonly string[]) => Promise<ReadonlyMap<string, StoredReceipt>>;
  readonly secrets?: () => readonly string[];
}

/**
 * The record of each call that was executing: its claim, and for a claimed run of a receipted tool whose end
 * the claim missed, the receipt written with its effect (found: it ran, with that result).
 */
export async function readRunRecords(
  db: ToolgateDatabase,
  callIds: readonly string[],
  evidence: RunEvidence,
): Promise<ReadonlyMap<string, RunRecord>> {
  const claims = await db.claims.bulkGet([...callIds]);
  const unsettled = claims.flatMap((claim) =>
    claim && !claim.outcome && claim.effects === 'receipted' ? [claim.callId] : [],
  );
  const receipts =
    unsettled.length > 0 && evidence.readReceipts ? await evidence.readReceipts(unsettled) : new Map();
  const secrets = evidence.secrets?.() ?? [];
  return new Map(
    callIds.map((callId, index): [string, RunRecord] => {
      const claim = claims[index];
      if (!claim) return [callId, { claimed: false }];
      const receipt = receipts.get(callId);
      const outcome: ClaimOutcome | undefined =
        claim.outcome ??
        (receipt
          ? { kind: 'executed', result: redactJson(receipt.result, secrets), finishedAt: receipt.at }
          : undefined);
      // Without a way to read receipts nothing shows the run did not happen: it stays "may have run".
      const effects = claim.effects === 'receipted' && !evidence.readReceipts ? undefined : claim.effects;
      return [callId, { claimed: true, ...(outcome ? { outcome } : {}), ...(effects ? { effects } : {}) }];
    }),
  );
}

/** The id of the conversation that was open, else the latest one not kept aside; undefined when there is none. */
async function conversationToRestore(db: ToolgateDatabase): Promise<string | undefined> {
  const active = await db.meta.get(activeConversationKey);
  if (active && (await db.conversations.get(active.value))) return active.value;
  const kept = new Set((await db.quarantine.toArray()).map((entry) => entry.conversationId));
  const headers = await db.conversations.orderBy('updatedAt').reverse().toArray();
  return headers.find((header) => !kept.has(header.id))?.id;
}

/**
 * Opens a stored conversation: validated (one that does not pass is kept aside, never shown, and the reason
 * returned), revived (what was streaming or being checked stops; pending calls stay pending) with the operator's
 * drafts laid back on its pending calls. A call that was executing stays so: once it is open, the built-in desk
 * settles it from its record (`settle`, which reads {@link readRunRecords}) and the audit log with it.
 */
export async function openStoredSession(
  db: ToolgateDatabase,
  id: string,
  now: () => number = Date.now,
): Promise<OpenedSession> {
  const read = await readStoredConversation(db, id);
  if (read.status === 'missing') return { status: 'none' };
  if (read.status === 'damaged') {
    await quarantineConversation(db, read.id, read.reason, now());
    return { status: 'set-aside', setAside: { id: read.id, title: read.title, reason: read.reason } };
  }
  const stored = read.conversation;
  let conversation = reviveConversation(stored, 'left');
  const drafts = await db.argumentDrafts.where('conversationId').equals(stored.id).toArray();
  for (const draft of drafts) {
    conversation = updateToolCall(conversation, draft.callId, (call) =>
      call.status === 'pending' ? { ...call, modifiedArgs: draft.modifiedArgs } : call,
    );
  }
  if (conversation !== stored) {
    // Reading it recorded what is stored: only the chunks whose messages the revival changed are written.
    await writeConversation(db, conversation, now());
  } else {
    await db.meta.put({ key: activeConversationKey, value: stored.id });
  }
  return { status: 'opened', session: { conversation } };
}

/**
 * Rebuilds the open conversation from IndexedDB after a reload: the one that was open, or the latest one not
 * kept aside. `none` when nothing was stored yet.
 */
export async function restoreSession(
  db: ToolgateDatabase,
  now: () => number = Date.now,
): Promise<OpenedSession> {
  const id = await conversationToRestore(db);
  return id === undefined ? { status: 'none' } : openStoredSession(db, id, now);
}
