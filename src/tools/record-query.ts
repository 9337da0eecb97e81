import type { JsonValue } from '../core/json.ts';
import { jsonEqual } from '../core/json.ts';
import type { Refusal } from '../core/tool-call.ts';
import type { OperatorProfile } from './access.ts';
import { checkFieldName, checkFieldValue } from './field-validation.ts';
import type { FieldDefinition, ModelDefinition, RecordData } from './record-models.ts';
import { findField } from './record-models.ts';

/** Comparison operators of a filter condition. */
export const filterOperators = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'contains', 'in'] as const;

/** One comparison operator. */
export type FilterOperator = (typeof filterOperators)[number];

/** One condition; a filter is a list of them, all of which must hold. */
export interface FilterCondition {
  readonly field: string;
  readonly op: FilterOperator;
  readonly value: JsonValue;
}

/** Sort order of a search. */
export interface RecordOrder {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

const ordered: readonly FieldDefinition['type'][] = ['id', 'relation', 'integer', 'money', 'datetime'];
const textual: readonly FieldDefinition['type'][] = ['text', 'long-text', 'email'];

function refuse(message: string): Refusal {
  return { source: 'check', message };
}

function checkCondition(
  model: ModelDefinition,
  condition: FilterCondition,
  operator: OperatorProfile,
): Refusal | undefined {
  const nameRefusal = checkFieldName(model, condition.field, operator);
  if (nameRefusal) return nameRefusal;
  const field = findField(model, condition.field)!;
  const where = `${model.label}.${field.name}`;
  const { op, value } = condition;
  if (op === 'contains') {
    if (!textual.includes(field.type))
      return refuse(`"contains" works on text fields; ${where} is ${field.type}: use eq, ne or in.`);
    return typeof value === 'string' ? undefined : refuse(`"contains" on ${where} needs a string value.`);
  }
  if (op === 'in') {
    if (!Array.isArray(value) || value.length === 0 || value.length > 100) {
      return refuse(`"in" on ${where} needs a list of 1 to 100 values.`);
    }
    for (const item of value as readonly JsonValue[]) {
      const refusal = checkFieldValue(model, { ...field, required: false }, item);
      if (refusal) return refusal;
    }
    return undefined;
  }
  if (op !== 'eq' && op !== 'ne' && !ordered.includes(field.type)) {
    return refuse(
      `"${op}" compares numbers and dates; ${where} is ${field.type}: use eq, ne${textual.includes(field.type) ? ', contains' : ''} or in.`,
    );
  }
  return checkFieldValue(model, { ...field, required: false }, value);
}

/** Refuses a filter or order that names unknown, dotted or withheld fields, or compares values a field cannot hold. */
export function checkQuery(
  model: ModelDefinition,
  query: {
    readonly filter?: readonly FilterCondition[];
    readonly order?: RecordOrder;
    readonly fields?: readonly string[];
  },
  operator: OperatorProfile,
): Refusal | undefined {
  for (const condition of query.filter ?? []) {
    const refusal = checkCondition(model, condition, operator);
    if (refusal) return refusal;
  }
  for (const name of query.fields ?? []) {
    const refusal = checkFieldName(model, name, operator);
    if (refusal) return refusal;
  }
  return query.order ? checkFieldName(model, query.order.field, operator) : undefined;
}

function compare(a: JsonValue | undefined, b: JsonValue | undefined): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

function holds(record: RecordData, condition: FilterCondition): boolean {
  const actual = record[condition.field];
  const { value } = condition;
  switch (condition.op) {
    case 'eq':
      return jsonEqual(actual ?? null, value);
    case 'ne':
      return !jsonEqual(actual ?? null, value);
    case 'gt':
      return actual != null && compare(actual, value) > 0;
    case 'gte':
      return actual != null && compare(actual, value) >= 0;
    case 'lt':
      return actual != null && compare(actual, value) < 0;
    case 'lte':
      return actual != null && compare(actual, value) <= 0;
    case 'contains':
      return typeof actual === 'string' && actual.toLowerCase().includes(String(value).toLowerCase());
    case 'in':
      return (
        Array.isArray(value) &&
        (value as readonly JsonValue[]).some((item) => jsonEqual(actual ?? null, item))
      );
  }
}

/** The records that satisfy every condition, sorted (by id when no order is given). */
export function applyQuery(
  records: readonly RecordData[],
  query: { readonly filter?: readonly FilterCondition[]; readonly order?: RecordOrder },
): readonly RecordData[] {
  const matching = records.filter((record) =>
    (query.filter ?? []).every((condition) => holds(record, condition)),
  );
  const order = query.order ?? { field: 'id', direction: 'asc' as const };
  const sign = order.direction === 'desc' ? -1 : 1;
  return [...matching].sort((a, b) => sign * compare(a[order.field], b[order.field]) || a.id - b.id);
}
