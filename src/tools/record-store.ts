import { Dexie } from 'dexie';
import type { JsonObject } from '../core/json.ts';
import type { Refusal } from '../core/tool-call.ts';
import type { OperatorProfile } from './access.ts';
import { resolveModel } from './field-validation.ts';
import type { FilterCondition, RecordOrder } from './record-query.ts';
import { applyQuery } from './record-query.ts';
import type { ModelDefinition, RecordData } from './record-models.ts';
import { findField, recordModels } from './record-models.ts';
import type { RecordReader } from './record-write-check.ts';
import { checkRecordWrite, missingRecordRefusal } from './record-write-check.ts';
import { generateSeedRecords } from './seed-data.ts';
import type { ToolsDatabase } from './tools-database.ts';
import { sharedToolsDatabase } from './tools-database.ts';

/** A write the store refused; `refusal.message` says what to fix. */
export class RecordStoreError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'RecordStoreError';
  }
}

/** A search: conditions that must all hold, an order, and a page. */
export interface RecordSearch {
  readonly model: string;
  readonly filter?: readonly FilterCondition[];
  readonly order?: RecordOrder;
  readonly limit?: number;
  readonly offset?: number;
}

/** The embedded data store: records by model and id, in IndexedDB. It validates writes but knows no access. */
export interface RecordStore extends RecordReader {
  readonly db: ToolsDatabase;
  /** Fills an empty store with the seed data set; `reset` first clears records and the outbox. */
  seed(options?: { readonly reset?: boolean }): Promise<void>;
  list(model: string): Promise<readonly RecordData[]>;
  count(model: string): Promise<number>;
  search(search: RecordSearch): Promise<{ readonly total: number; readonly records: readonly RecordData[] }>;
  create(model: string, values: JsonObject): Promise<RecordData>;
  /** Applies every update or none; returns each record before and after. */
  update(
    model: string,
    updates: readonly { readonly id: number; readonly values: JsonObject }[],
  ): Promise<readonly { readonly before: RecordData; readonly after: RecordData }[]>;
  delete(model: string, id: number): Promise<RecordData>;
  /** Records of other models that point to this one, counted per relation field. */
  references(
    model: string,
    id: number,
  ): Promise<readonly { readonly model: string; readonly field: string; readonly count: number }[]>;
}

// The store checks shape and data only; the tools add the operator's and the agent's access on top.
const unrestricted: OperatorProfile = { role: 'store', models: {} };

function modelOrThrow(name: string): ModelDefinition {
  const resolved = resolveModel(name);
  if ('refusal' in resolved) throw new RecordStoreError(resolved.refusal);
  return resolved.model;
}

function clean(values: JsonObject): JsonObject {
  // The id comes from the key, never from the values, so no write can move a record to another id.
  return Object.fromEntries(Object.entries(values).filter(([key]) => key !== 'id'));
}

/** The record store over the tools database (the shared one unless `db` is given). */
export function createRecordStore(
  db: ToolsDatabase = sharedToolsDatabase(),
  clock: () => number = Date.now,
): RecordStore {
  const rangeOf = (model: string) =>
    db.records.where('[model+id]').between([model, Dexie.minKey], [model, Dexie.maxKey]);
  const store: RecordStore = {
    db,
    async get(model, id) {
      return (await db.records.get([model, id]))?.data as RecordData | undefined;
    },
    async idRange(model) {
      const first = await rangeOf(model).first();
      const last = await rangeOf(model).last();
      return first && last ? { first: first.id, last: last.id } : undefined;
    },
    async seed(options) {
      await db.transaction('rw', db.records, db.outbox, async () => {
        if (options?.reset) await Promise.all([db.records.clear(), db.outbox.clear()]);
        else if ((await db.records.count()) > 0) return;
        const seed = generateSeedRecords();
        const rows = Object.entries(seed).flatMap(([model, records]) =>
          records.map((data) => ({ model, id: data.id, data })),
        );
        await db.records.bulkPut(rows);
      });
    },
    async list(model) {
      return (await rangeOf(model).toArray()).map((row) => row.data as RecordData);
    },
    count: (model) => rangeOf(model).count(),
    async search(search) {
      modelOrThrow(search.model);
      const matching = applyQuery(await store.list(search.model), search);
      const offset = search.offset ?? 0;
      return { total: matching.length, records: matching.slice(offset, offset + (search.limit ?? 20)) };
    },
    async create(modelName, values) {
      const model = modelOrThrow(modelName);
      return db.transaction('rw', db.records, async () => {
        const refusal = await checkRecordWrite(store, model, { values }, unrestricted);
        if (refusal) throw new RecordStoreError(refusal);
        const id = ((await store.idRange(model.name))?.last ?? 0) + 1;
        const stamped = findField(model, 'created_at') ? { created_at: new Date(clock()).toISOString() } : {};
        const defaults = Object.fromEntries(model.fields.map((field) => [field.name, null]));
        const data = { ...defaults, ...clean(values), ...stamped, id } as RecordData;
        await db.records.add({ model: model.name, id, data });
        return data;
      });
    },
    async update(modelName, updates) {
      const model = modelOrThrow(modelName);
      return db.transaction('rw', db.records, async () => {
        const results: { before: RecordData; after: RecordData }[] = [];
        for (const { id, values } of updates) {
          const refusal = await checkRecordWrite(store, model, { id, values }, unrestricted);
          if (refusal) throw new RecordStoreError(refusal);
          const before = (await store.get(model.name, id))!;
          const after = { ...before, ...clean(values), id } as RecordData;
          await db.records.put({ model: model.name, id, data: after });
          results.push({ before, after });
        }
        return results;
      });
    },
    async delete(modelName, id) {
      const model = modelOrThrow(modelName);
      return db.transaction('rw', db.records, async () => {
        const existing = await store.get(model.name, id);
        if (!existing) throw new RecordStoreError(await missingRecordRefusal(store, model, id));
        await db.records.delete([model.name, id]);
        return existing;
      });
    },
    async references(modelName, id) {
      const found: { model: string; field: string; count: number }[] = [];
      for (const model of recordModels) {
        for (const field of model.fields.filter(
          (candidate) => candidate.type === 'relation' && candidate.target === modelName,
        )) {
          const count = (await store.list(model.name)).filter((record) => record[field.name] === id).length;
          if (count > 0) found.push({ model: model.name, field: field.name, count });
        }
      }
      return found;
    },
  };
  return store;
}
