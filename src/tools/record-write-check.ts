import type { JsonObject } from '../core/json.ts';
import type { Refusal } from '../core/tool-call.ts';
import type { OperatorProfile } from './access.ts';
import { checkWriteValues } from './field-validation.ts';
import type { ModelDefinition, RecordData } from './record-models.ts';
import { findModel } from './record-models.ts';

/** What the write checks read from the store. */
export interface RecordReader {
  get(model: string, id: number): Promise<RecordData | undefined>;
  idRange(model: string): Promise<{ readonly first: number; readonly last: number } | undefined>;
}

/** The refusal for an id that names no record, with the ids that do exist so the model can look again. */
export async function missingRecordRefusal(
  store: RecordReader,
  model: ModelDefinition,
  id: number,
): Promise<Refusal> {
  const range = await store.idRange(model.name);
  const known = range
    ? `${model.label} ids run from ${range.first} to ${range.last}`
    : `There are no ${model.label} records at all`;
  return {
    source: 'check',
    message: `There is no ${model.label} with id ${id}. ${known}; search_records finds records by their fields.`,
    path: 'id',
  };
}

/**
 * Checks a create (no `id`) or an update against the data as it is now: the values themselves, that the record
 * exists, that every relation points to an existing record, and the model's own rules on the merged record.
 */
export async function checkRecordWrite(
  store: RecordReader,
  model: ModelDefinition,
  write: { readonly id?: number; readonly values: JsonObject },
  operator: OperatorProfile,
): Promise<Refusal | undefined> {
  const refusal = checkWriteValues(
    model,
    write.values,
    operator,
    write.id === undefined ? 'create' : 'update',
  );
  if (refusal) return refusal;
  let before: JsonObject = {};
  if (write.id !== undefined) {
    const existing = await store.get(model.name, write.id);
    if (!existing) return missingRecordRefusal(store, model, write.id);
    before = existing;
  }
  for (const field of model.fields) {
    const value = write.values[field.name];
    if (field.type !== 'relation' || typeof value !== 'number') continue;
    const target = findModel(field.target ?? '');
    if (target && !(await store.get(target.name, value))) {
      return {
        source: 'check',
        message: `${model.label}.${field.name} refers to ${target.label} ${value}, which does not exist.`,
        path: `values.${field.name}`,
      };
    }
  }
  const violation = model.validate?.({ ...before, ...write.values });
  return violation ? { source: 'check', message: violation } : undefined;
}
