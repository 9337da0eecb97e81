import { Dexie, type Table } from 'dexie';
import type { JsonObject } from '../core/json.ts';
import type { ToolPolicy } from './tool-definition.ts';

/** Name of the IndexedDB database that holds the tools' data: records, policies and the outbox. */
export const toolsDatabaseName = 'toolgate-tools';

/** One record of the embedded data store, keyed by model and id. */
export interface StoredRecord {
  readonly model: string;
  readonly id: number;
  readonly data: JsonObject;
}

/** The operator's remembered policy for one tool. */
export interface StoredPolicy {
  readonly tool: string;
  readonly policy: ToolPolicy;
  readonly updatedAt: number;
}

/** An email the `send_email` tool sent: it goes to this outbox, never to a real mail server. */
export interface OutboxEmail {
  readonly id?: number;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly sentAt: number;
}

/** The tools' IndexedDB database. Pass a different name to keep tests apart. */
export class ToolsDatabase extends Dexie {
  // `declare` keeps class-field semantics from overwriting the tables Dexie defines in `stores()`.
  declare readonly records: Table<StoredRecord, [string, number]>;
  declare readonly policies: Table<StoredPolicy, string>;
  declare readonly outbox: Table<OutboxEmail, number>;

  constructor(name: string = toolsDatabaseName) {
    super(name);
    this.version(1).stores({ records: '[model+id], model', policies: 'tool', outbox: '++id, sentAt' });
  }
}

let shared: ToolsDatabase | undefined;

/** The app's one tools database, opened on first use. */
export function sharedToolsDatabase(): ToolsDatabase {
  shared ??= new ToolsDatabase();
  return shared;
}
