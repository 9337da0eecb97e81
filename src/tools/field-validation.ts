import type { JsonObject, JsonValue } from '../core/json.ts';
import type { Refusal } from '../core/tool-call.ts';
import type { OperatorProfile } from './access.ts';
import { readableFieldNames, unreadableFields, withheldFieldRefusal } from './access.ts';
import { didYouMean, quoteName } from './closest-name.ts';
import type { FieldDefinition, ModelDefinition } from './record-models.ts';
import { findField, findModel, modelNames } from './record-models.ts';

const maxLength: Partial<Record<FieldDefinition['type'], number>> = {
  text: 500,
  email: 254,
  'long-text': 20_000,
};
const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function refuse(message: string): Refusal {
  return { source: 'check', message };
}

/** The model named `name`, or a refusal that lists the models (and the likely one). */
export function resolveModel(
  name: string,
): { readonly model: ModelDefinition } | { readonly refusal: Refusal } {
  const model = findModel(name);
  if (model) return { model };
  return {
    refusal: {
      ...refuse(
        `There is no model named ${quoteName(name)}.${didYouMean(name, modelNames)} Models: ${modelNames.join(', ')}.`,
      ),
      path: 'model',
    },
  };
}

/** What a field accepts, in words the model can act on. */
export function describeFieldType(field: FieldDefinition): string {
  switch (field.type) {
    case 'id':
      return 'a record id (a whole number)';
    case 'text':
    case 'long-text':
      return `text (a string of at most ${maxLength[field.type]} characters)`;
    case 'email':
      return 'an email address such as name@example.com';
    case 'integer':
      return 'a whole number';
    case 'money':
      return 'an amount such as 45.5 (a number, not negative, at most 2 decimals)';
    case 'boolean':
      return 'true or false';
    case 'datetime':
      return 'an ISO 8601 date-time such as 2026-02-16T09:30:00Z';
    case 'selection':
      return `one of: ${(field.options ?? []).join(', ')}`;
    case 'relation':
      return `the id of a ${findModel(field.target ?? '')?.label ?? field.target} (a whole number)`;
  }
}

function dottedPathRefusal(model: ModelDefinition, path: string): Refusal {
  const head = path.split('.')[0] ?? '';
  const relations = model.fields.filter((field) => field.type === 'relation');
  const relation = relations.find(
    (field) => field.name === head || field.name === `${head}_id` || field.target === head,
  );
  const list = relations.map((field) => `${field.name} (→ ${field.target})`).join(', ') || 'none';
  if (relation) {
    const target = findModel(relation.target ?? '')?.label ?? relation.target;
    return refuse(
      `Dotted paths such as ${quoteName(path)} are not supported. ${model.label} relates to ${target} through its ` +
        `own field "${relation.name}": use "${relation.name}" here, then read that ${target} with read_record ` +
        `or search_records on model "${relation.target}".`,
    );
  }
  return refuse(
    `Dotted paths such as ${quoteName(path)} are not supported, and ${model.label} has no relation named ${quoteName(head)}. ` +
      `Its relations: ${list}.`,
  );
}

/**
 * Refuses a field name the model cannot use: a dotted path (suggesting the relation's own name), a field the
 * operator may not read (an access refusal), or an unknown field (listing the readable ones).
 */
export function checkFieldName(
  model: ModelDefinition,
  name: string,
  operator: OperatorProfile,
): Refusal | undefined {
  if (name.includes('.')) return dottedPathRefusal(model, name);
  if (findField(model, name)) {
    return unreadableFields(operator, model.name).includes(name)
      ? withheldFieldRefusal(operator, model, name)
      : undefined;
  }
  const readable = readableFieldNames(operator, model);
  return refuse(
    `${model.label} has no field ${quoteName(name)}.${didYouMean(name, readable)} ${model.label} fields: ${readable.join(', ')}.`,
  );
}

/** Why `value` does not fit `field`, or undefined when it does. `null` fits every field that is not required. */
export function checkFieldValue(
  model: ModelDefinition,
  field: FieldDefinition,
  value: JsonValue,
): Refusal | undefined {
  const where = `${model.label}.${field.name}`;
  const got = quoteName(typeof value === 'string' ? value : JSON.stringify(value), 40);
  const wrong = () => refuse(`${where} must be ${describeFieldType(field)}; got ${got}.`);
  if (value === null) return field.required ? refuse(`${where} is required and may not be null.`) : undefined;
  switch (field.type) {
    case 'id':
    case 'relation':
    case 'integer':
      return Number.isSafeInteger(value) && (field.type === 'integer' || (value as number) > 0)
        ? undefined
        : wrong();
    case 'money': {
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return wrong();
      return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? undefined : wrong();
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : wrong();
    case 'datetime':
      return typeof value === 'string' && isoDateTime.test(value) && !Number.isNaN(Date.parse(value))
        ? undefined
        : wrong();
    case 'selection':
      if (typeof value === 'string' && field.options?.includes(value)) return undefined;
      return refuse(
        `${got} is not an allowed value of ${where}. Allowed values: ${(field.options ?? []).join(', ')}.`,
      );
    case 'email':
      return typeof value === 'string' && value.length <= maxLength.email! && emailPattern.test(value)
        ? undefined
        : wrong();
    case 'text':
    case 'long-text':
      return typeof value === 'string' && value.length <= maxLength[field.type]! ? undefined : wrong();
  }
}

/**
 * Checks the values of a create or update: every named field must exist, be readable and writable, and hold a
 * valid value; a create must name every required field. A write naming an unknown field is refused whole,
 * never applied without it.
 */
export function checkWriteValues(
  model: ModelDefinition,
  values: JsonObject,
  operator: OperatorProfile,
  mode: 'create' | 'update',
): Refusal | undefined {
  const names = Object.keys(values);
  if (names.length === 0 && mode === 'update')
    return refuse(`values is empty: name at least one ${model.label} field to change.`);
  for (const name of names) {
    const at = (refusal: Refusal): Refusal => ({ ...refusal, path: `values.${name}` });
    const nameRefusal = checkFieldName(model, name, operator);
    if (nameRefusal) return at(nameRefusal);
    const field = findField(model, name)!;
    if (field.readOnly)
      return at(
        refuse(`${model.label}.${name} is set by the store and cannot be written; leave it out of values.`),
      );
    const valueRefusal = checkFieldValue(model, field, values[name]!);
    if (valueRefusal) return at(valueRefusal);
  }
  if (mode === 'create') {
    const missing = model.fields.filter(
      (field) => field.required && !field.readOnly && values[field.name] == null,
    );
    if (missing.length > 0) {
      const names = missing.map((field) => field.name).join(', ');
      return refuse(`Creating a ${model.label} needs a value for: ${names}.`);
    }
  }
  return undefined;
}
