import type { Transaction } from 'dexie';
import type { StoredDraft, StoredFeedbackDraft } from './toolgate-database.ts';

/**
 * Copies the operator's drafts (edited arguments and notes) from the tables keyed by call id alone into the ones
 * keyed by conversation and call. A row without a conversation belonged to none that can be opened, and is left
 * behind with its table.
 */
export async function keyStoredDrafts(transaction: Transaction): Promise<void> {
  const drafts = await transaction.table<StoredDraft, string>('drafts').toArray();
  const notes = await transaction.table<StoredFeedbackDraft, string>('feedbackDrafts').toArray();
  const owned = <Row extends { readonly conversationId?: unknown }>(rows: readonly Row[]) =>
    rows.filter((row) => typeof row.conversationId === 'string');
  await transaction.table<StoredDraft, [string, string]>('argumentDrafts').bulkPut(owned(drafts));
  await transaction.table<StoredFeedbackDraft, [string, string]>('callFeedbackDrafts').bulkPut(owned(notes));
}
