import type { Table } from 'dexie';
import type { JsonValue } from '../core/json.ts';
import { boundJsonValue } from '../core/storage-bounds.ts';
import type { StoredReceipt, ToolsDatabase } from './tools-database.ts';

/** A run refused because its call already took effect: its receipt is stored, and a call runs once. */
export class AlreadyRanError extends Error {
  constructor(readonly receipt: StoredReceipt) {
    super(
      `${receipt.tool} already ran for this call (at ${new Date(receipt.at).toISOString()}), so it did not run again.`,
    );
    this.name = 'AlreadyRanError';
  }
}

/** Which call a receipted run belongs to, and what to write on its receipt. */
export interface ReceiptSubject {
  /** Without a call id (a run outside the agent) there is nothing to key a receipt by: the effect runs alone. */
  readonly callId: string | undefined;
  readonly tool: string;
  readonly clock: () => number;
}

/**
 * Runs `effect` and writes its receipt in one transaction over `tables` and the receipts: both are stored or
 * neither is. A call whose receipt already exists is refused before anything is written, so a call takes effect
 * once whichever tab or retry runs it. `effect` may only touch IndexedDB through `tables` while it runs.
 */
export function withReceipt<Result extends JsonValue>(
  db: ToolsDatabase,
  tables: readonly Table[],
  subject: ReceiptSubject,
  effect: () => Promise<Result>,
): Promise<Result> {
  const { callId, tool, clock } = subject;
  if (!callId) return effect();
  return db.transaction('rw', [...tables, db.receipts], async () => {
    const earlier = await db.receipts.get(callId);
    if (earlier) throw new AlreadyRanError(earlier);
    const result = await effect();
    await db.receipts.add({ callId, tool, result: boundJsonValue(result, 'result'), at: clock() });
    return result;
  });
}

/** The receipts stored for `callIds`, by call id; a call without one is absent. */
export async function readReceipts(
  db: ToolsDatabase,
  callIds: readonly string[],
): Promise<ReadonlyMap<string, StoredReceipt>> {
  const rows = await db.receipts.bulkGet([...callIds]);
  return new Map(rows.flatMap((row) => (row ? [[row.callId, row] as const] : [])));
}
