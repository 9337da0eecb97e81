import type { JsonObject, JsonValue } from '../core/json.ts';
import { jsonEqual } from '../core/json.ts';
import type { Refusal } from '../core/tool-call.ts';
import { withholdFields } from './access.ts';
import { findModel } from './record-models.ts';
import { createRecordSchema, deleteRecordSchema, updateRecordSchema } from './record-tool-schemas.ts';
import type { RecordToolsOptions } from './record-tool-support.ts';
import { ensureAllowed, modelWithAccess } from './record-tool-support.ts';
import { checkRecordWrite, missingRecordRefusal } from './record-write-check.ts';
import type { ToolContext, ToolDefinition } from './tool-definition.ts';
import { withReceipt } from './tool-receipts.ts';

type Update = { readonly id: number; readonly values: JsonObject };

function refuse(message: string): Refusal {
  return { source: 'check', message };
}

/** The updates an `update_record` call asks for, in either form, or why its shape is wrong. */
function updatesOf(
  args: JsonObject,
): { readonly updates: readonly Update[] } | { readonly refusal: Refusal } {
  const single = args.id !== undefined || args.values !== undefined;
  if (Array.isArray(args.updates)) {
    if (single)
      return { refusal: refuse('Give either id and values (one record) or updates (a batch), not both.') };
    const updates = args.updates as unknown as readonly Update[];
    const ids = updates.map((update) => update.id);
    const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
    if (repeated !== undefined)
      return { refusal: refuse(`updates names id ${repeated} twice; merge its values into one entry.`) };
    return { updates };
  }
  if (typeof args.id !== 'number' || args.values === undefined) {
    return {
      refusal: refuse(
        'update_record needs id and values (one record), or updates (a batch of {id, values}).',
      ),
    };
  }
  return { updates: [{ id: args.id, values: args.values as JsonObject }] };
}

/** Runs a write and stores the call's receipt with it, in one transaction over the records. */
function receipted<Result extends JsonValue>(
  options: RecordToolsOptions,
  context: ToolContext,
  tool: string,
  write: () => Promise<Result>,
): Promise<Result> {
  const { db } = options.store;
  const subject = { callId: context.callId, tool, clock: options.clock ?? Date.now };
  return withReceipt(db, [db.records], subject, write);
}

function createRecordTool(options: RecordToolsOptions): ToolDefinition {
  const check = async (args: JsonObject): Promise<Refusal | undefined> => {
    const resolved = modelWithAccess(options, args, 'create');
    if ('refusal' in resolved) return resolved.refusal;
    return checkRecordWrite(
      options.store,
      resolved.model,
      { values: args.values as JsonObject },
      options.operator,
    );
  };
  return {
    name: 'create_record',
    description:
      'Creates a record. values names fields of the model; an unknown field refuses the whole call.',
    inputSchema: createRecordSchema,
    tier: 'write',
    effects: 'receipted',
    check,
    async execute(args, context) {
      await ensureAllowed(() => check(args));
      return receipted(options, context, 'create_record', async () => {
        const created = await options.store.create(String(args.model), args.values as JsonObject);
        return { created: withholdFields(created, options.operator, String(args.model)) };
      });
    },
  };
}

function updateRecordTool(options: RecordToolsOptions): ToolDefinition {
  const check = async (args: JsonObject): Promise<Refusal | undefined> => {
    const resolved = modelWithAccess(options, args, 'update');
    if ('refusal' in resolved) return resolved.refusal;
    const shape = updatesOf(args);
    if ('refusal' in shape) return shape.refusal;
    const batch = shape.updates.length > 1;
    for (const [index, update] of shape.updates.entries()) {
      const refusal = await checkRecordWrite(options.store, resolved.model, update, options.operator);
      if (refusal)
        return batch
          ? {
              ...refusal,
              message: `updates[${index}] (id ${update.id}): ${refusal.message}`,
              ...(refusal.path ? { path: `updates.${index}.${refusal.path}` } : {}),
            }
          : refusal;
    }
    return undefined;
  };
  return {
    name: 'update_record',
    description:
      'Changes fields of one record (id and values) or of several (updates: a batch that applies whole or not at ' +
      'all). Returns each changed field with its old and new value.',
    inputSchema: updateRecordSchema,
    tier: 'write',
    effects: 'receipted',
    check,
    async execute(args, context) {
      await ensureAllowed(() => check(args));
      const shape = updatesOf(args);
      if ('refusal' in shape) throw new Error(shape.refusal.message);
      const model = String(args.model);
      return receipted(options, context, 'update_record', async () => {
        const results = await options.store.update(model, shape.updates);
        const updated = results.map(({ before, after }) => {
          const changes: Record<string, JsonValue> = {};
          for (const [field, to] of Object.entries(after)) {
            if (!jsonEqual(before[field], to)) changes[field] = { from: before[field] ?? null, to };
          }
          return { id: after.id, changes: withholdFields(changes, options.operator, model) };
        });
        return { model, updated };
      });
    },
  };
}

function deleteRecordTool(options: RecordToolsOptions): ToolDefinition {
  const check = async (args: JsonObject): Promise<Refusal | undefined> => {
    const resolved = modelWithAccess(options, args, 'delete');
    if ('refusal' in resolved) return resolved.refusal;
    const { model } = resolved;
    const id = Number(args.id);
    if (!(await options.store.get(model.name, id))) return missingRecordRefusal(options.store, model, id);
    const references = await options.store.references(model.name, id);
    if (references.length === 0) return undefined;
    const list = references
      .map(
        (reference) =>
          `${reference.count} ${findModel(reference.model)?.label ?? reference.model} records (${reference.field})`,
      )
      .join(', ');
    return refuse(`${model.label} ${id} cannot be deleted while other records point to it: ${list}.`);
  };
  return {
    name: 'delete_record',
    description: "Deletes one record for good. Always needs the operator's approval.",
    inputSchema: deleteRecordSchema,
    tier: 'destructive',
    effects: 'receipted',
    check,
    async execute(args, context) {
      await ensureAllowed(() => check(args));
      const model = String(args.model);
      return receipted(options, context, 'delete_record', async () => {
        const deleted = await options.store.delete(model, Number(args.id));
        return {
          deleted: { model, id: deleted.id },
          record: withholdFields(deleted, options.operator, model),
        };
      });
    },
  };
}

/**
 * The record tools that change data: create_record, update_record (write), delete_record (destructive). Each
 * writes the call's receipt in the same transaction as its change.
 */
export function createRecordWriteTools(options: RecordToolsOptions): readonly ToolDefinition[] {
  return [createRecordTool(options), updateRecordTool(options), deleteRecordTool(options)];
}
