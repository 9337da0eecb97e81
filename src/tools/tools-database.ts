import { Dexie, type Table } from 'dexie';
import { createId } from '../core/ids.ts';
import type { JsonObject, JsonValue } from '../core/json.ts';
import type { LegacyPolicy } from '../core/rules/policy-migration.ts';
import { rulesFromPolicies } from '../core/rules/policy-migration.ts';
import type { Rule } from '../core/rules/rule.ts';

/** Name of the IndexedDB database that holds the tools' data: records, rules, the outbox and the receipts. */
export const toolsDatabaseName = 'toolgate-tools';

/** One record of the embedded data store, keyed by model and id. */
export interface StoredRecord {
  readonly model: string;
  readonly id: number;
  readonly data: JsonObject;
}

/**
 * A per-tool policy as earlier versions stored it. The table is kept (read-only) after its rows became rules,
 * so nothing the operator set is ever deleted by an upgrade.
 */
export type StoredPolicy = LegacyPolicy;

/** How often a rule decided a call, and when it last did. */
export interface StoredRuleMatches {
  readonly ruleId: string;
  readonly count: number;
  readonly lastAt: number;
}

/** Small settings of the rules: the next rule number, each source's default deadline. */
export interface StoredRuleSetting {
  readonly key: string;
  readonly value: unknown;
}

/** An email the `send_email` tool sent: it goes to this outbox, never to a real mail server. */
export interface OutboxEmail {
  readonly id?: number;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly sentAt: number;
}

/**
 * What a built-in tool's run did, keyed by the call id and written in the same transaction as its effect: a
 * receipt exists exactly when the effect does, so a reload that cut off a run reads from it whether the run
 * happened, and its result.
 */
export interface StoredReceipt {
  readonly callId: string;
  readonly tool: string;
  readonly result: JsonValue;
  readonly at: number;
}

/** The tools' IndexedDB database. Pass a different name to keep tests apart. */
export class ToolsDatabase extends Dexie {
  // `declare` keeps class-field semantics from overwriting the tables Dexie defines in `stores()`.
  declare readonly records: Table<StoredRecord, [string, number]>;
  declare readonly policies: Table<StoredPolicy, string>;
  declare readonly outbox: Table<OutboxEmail, number>;
  declare readonly rules: Table<Rule, string>;
  declare readonly ruleMatches: Table<StoredRuleMatches, string>;
  declare readonly ruleSettings: Table<StoredRuleSetting, string>;
  declare readonly receipts: Table<StoredReceipt, string>;

  constructor(name: string = toolsDatabaseName) {
    super(name);
    this.version(1).stores({ records: '[model+id], model', policies: 'tool', outbox: '++id, sentAt' });
    // Per-tool policies become rules, one each, in the same transaction as the schema change.
    this.version(2)
      .stores({ rules: 'id, position', ruleMatches: 'ruleId', ruleSettings: 'key' })
      .upgrade(async (transaction) => {
        const policies = (await transaction.table('policies').toArray()) as LegacyPolicy[];
        const rules = rulesFromPolicies(policies, createId, Date.now());
        await transaction.table('rules').bulkAdd(rules);
        await transaction.table('ruleSettings').put({ key: 'nextNumber', value: rules.length + 1 });
      });
    this.version(3).stores({ receipts: 'callId' });
  }
}

let shared: ToolsDatabase | undefined;

/** The app's one tools database, opened on first use. */
export function sharedToolsDatabase(): ToolsDatabase {
  shared ??= new ToolsDatabase();
  return shared;
}
