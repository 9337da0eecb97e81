import type { JsonObject } from '../core/json.ts';
import { filterOperators } from './record-query.ts';
import { modelNames } from './record-models.ts';

const model: JsonObject = {
  type: 'string',
  enum: [...modelNames],
  description: `The model, by name: ${modelNames.join(', ')}. describe_model lists each model's fields.`,
};
const id: JsonObject = { type: 'integer', minimum: 1, description: 'The record id.' };
const fields: JsonObject = {
  type: 'array',
  items: { type: 'string' },
  maxItems: 50,
  description: 'Fields to return; every field you may read when omitted. Plain field names, no dotted paths.',
};
const values: JsonObject = {
  type: 'object',
  description:
    'Field values by field name. Only fields the model has; selection fields take one of their values.',
};

/** Input schema of `describe_model`. */
export const describeModelSchema: JsonObject = {
  type: 'object',
  properties: {
    model: {
      ...model,
      description: `Model to describe; all models when omitted. ${String(model.description)}`,
    },
  },
  additionalProperties: false,
};

/** Input schema of `search_records`. */
export const searchRecordsSchema: JsonObject = {
  type: 'object',
  properties: {
    model,
    filter: {
      type: 'array',
      maxItems: 20,
      description: 'Conditions that must all hold, e.g. [{"field": "status", "op": "eq", "value": "open"}].',
      items: {
        type: 'object',
        properties: {
          field: {
            type: 'string',
            description: 'A field of the model (no dotted paths: filter on the relation field).',
          },
          op: {
            type: 'string',
            enum: [...filterOperators],
            description: 'contains: text; gt/gte/lt/lte: numbers, dates.',
          },
          value: { description: 'The value to compare with; a list for "in".' },
        },
        required: ['field', 'op', 'value'],
        additionalProperties: false,
      },
    },
    fields,
    order: {
      type: 'object',
      properties: {
        field: { type: 'string' },
        direction: { type: 'string', enum: ['asc', 'desc'] },
      },
      required: ['field'],
      additionalProperties: false,
    },
    limit: { type: 'integer', minimum: 1, maximum: 200, description: 'Most records to return (default 20).' },
    offset: { type: 'integer', minimum: 0, description: 'Records to skip, for the next page.' },
  },
  required: ['model'],
  additionalProperties: false,
};

/** Input schema of `read_record`. */
export const readRecordSchema: JsonObject = {
  type: 'object',
  properties: { model, id, fields },
  required: ['model', 'id'],
  additionalProperties: false,
};

/** Input schema of `create_record`. */
export const createRecordSchema: JsonObject = {
  type: 'object',
  properties: { model, values },
  required: ['model', 'values'],
  additionalProperties: false,
};

/** Input schema of `update_record`: one record (`id` and `values`) or a batch (`updates`). */
export const updateRecordSchema: JsonObject = {
  type: 'object',
  properties: {
    model,
    id: { ...id, description: 'The record to update (with values), for a single update.' },
    values: { ...values, description: 'Fields to change and their new values, for a single update.' },
    updates: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      description: 'A batch instead of id and values: every update applies, or none.',
      items: {
        type: 'object',
        properties: { id, values },
        required: ['id', 'values'],
        additionalProperties: false,
      },
    },
  },
  required: ['model'],
  additionalProperties: false,
};

/** Input schema of `delete_record`. */
export const deleteRecordSchema: JsonObject = {
  type: 'object',
  properties: { model, id },
  required: ['model', 'id'],
  additionalProperties: false,
};
