import { Dexie } from 'dexie';

/** The tables versions 5 to 8 of the Toolgate database all had, with the indexes they had then. */
const earlyTables = {
  conversations: 'id, updatedAt',
  drafts: 'callId, conversationId',
  audit: 'id, at, callId, conversationId',
  claims: 'callId',
  meta: 'key',
  feedbackDrafts: 'callId, conversationId',
  quarantine: 'conversationId',
  mcpServers: 'id, createdAt',
} as const;

/**
 * The Toolgate database `name` opened as an earlier `version` of the app defined it: the tables versions 5 to 8
 * shared, with `tables` (the ones that version stored its messages and resumes in) added. A migration test
 * writes rows through it, closes it, and opens the database as the app does now.
 */
export function legacyDatabase(
  name: string,
  version: number,
  tables: Readonly<Record<string, string>>,
): Dexie {
  const old = new Dexie(name);
  old.version(version).stores({ ...earlyTables, ...tables });
  return old;
}
