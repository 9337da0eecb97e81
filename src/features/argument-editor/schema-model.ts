import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';

/** How one argument is edited: a form control per simple schema, a JSON editor for what a form cannot express. */
/** The kind of one-line input a string is typed into; a phone shows the keyboard that fits it. */
export type TextInputType = 'text' | 'email' | 'url';

export type FieldModel =
  | { readonly kind: 'string'; readonly multiline: boolean; readonly inputType: TextInputType }
  | { readonly kind: 'number'; readonly integer: boolean }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly options: readonly JsonValue[] }
  | { readonly kind: 'object'; readonly fields: readonly FieldSpec[] }
  | { readonly kind: 'array'; readonly items: JsonObject; readonly itemModel: FieldModel }
  | { readonly kind: 'json' };

/** A named field: its key, schema, whether the schema requires it, and how it is edited. */
export interface FieldSpec {
  readonly key: string;
  readonly schema: JsonObject;
  readonly required: boolean;
  readonly model: FieldModel;
  readonly description?: string;
}

const combinators = ['oneOf', 'anyOf', 'allOf', 'not', '$ref', 'if', 'patternProperties'];
const longTextKeys =
  /^(body|content|text|message|description|note|notes|prompt|query_text|markdown|html|script|code|sql)$/i;

// Formats whose values are one line by nature, however long the schema lets them be.
const singleLineFormats = new Set([
  'email',
  'idn-email',
  'uri',
  'url',
  'iri',
  'uri-reference',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uuid',
  'date',
  'time',
  'date-time',
  'duration',
]);
const emailLike = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const urlLike = /^https?:\/\/\S+$/;

/**
 * Whether a string is edited in a text area: it is when its schema says so, its value has line breaks or is long
 * prose, or the schema allows long text; never for an address, a URL, a date or an id.
 */
function isMultiline(schema: JsonObject, key: string, value: JsonValue | undefined): boolean {
  if (schema['format'] === 'textarea' || schema['x-multiline'] === true) return true;
  if (typeof value === 'string' && value.includes('\n')) return true;
  const format = schema['format'];
  if (typeof format === 'string' && singleLineFormats.has(format)) return false;
  if (typeof value === 'string' && (emailLike.test(value) || urlLike.test(value))) return false;
  if (typeof value === 'string' && value.length > 80) return true;
  const maxLength = schema['maxLength'];
  if (typeof maxLength === 'number') return maxLength > 200;
  return longTextKeys.test(key);
}

/** The one-line input a string fits: e-mail and URL inputs for addresses, plain text otherwise. */
function inputTypeOf(schema: JsonObject, value: JsonValue | undefined): TextInputType {
  const format = schema['format'];
  if (format === 'email' || format === 'idn-email') return 'email';
  if (format === 'uri' || format === 'url' || format === 'iri') return 'url';
  if (format === undefined && typeof value === 'string') {
    if (emailLike.test(value)) return 'email';
    if (urlLike.test(value)) return 'url';
  }
  return 'text';
}

/** A string field's model: a text area or a one-line input of the fitting kind. */
function stringModel(schema: JsonObject, key: string, value: JsonValue | undefined): FieldModel {
  return {
    kind: 'string',
    multiline: isMultiline(schema, key, value),
    inputType: inputTypeOf(schema, value),
  };
}

/** A model for a value with no schema (an unknown tool, or a key the schema does not list): inferred from the value. */
function inferredModel(key: string, value: JsonValue | undefined): FieldModel {
  if (typeof value === 'string') return stringModel({}, key, value);
  if (typeof value === 'number') return { kind: 'number', integer: false };
  if (typeof value === 'boolean') return { kind: 'boolean' };
  return { kind: 'json' };
}

/**
 * Decides how a schema is edited. Anything the form cannot express exactly (combinators, references, type
 * unions, free-form objects, arrays of unions) falls back to JSON, so the form never silently drops a shape.
 */
export function fieldModel(
  schema: JsonObject | undefined,
  key: string,
  value: JsonValue | undefined,
  depth = 0,
): FieldModel {
  if (!schema) return inferredModel(key, value);
  if (depth > 4 || combinators.some((word) => word in schema)) return { kind: 'json' };
  const options = schema['enum'];
  if (
    Array.isArray(options) &&
    options.length > 0 &&
    options.every((option) => option === null || typeof option !== 'object')
  ) {
    return { kind: 'enum', options };
  }
  switch (schema['type']) {
    case 'string':
      return stringModel(schema, key, value);
    case 'number':
    case 'integer':
      return { kind: 'number', integer: schema['type'] === 'integer' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'object': {
      const fields = objectFields(schema, isJsonObject(value) ? value : undefined, depth + 1);
      return fields.length > 0 && schema['additionalProperties'] !== true
        ? { kind: 'object', fields }
        : { kind: 'json' };
    }
    case 'array': {
      const items = schema['items'];
      if (!isJsonObject(items)) return { kind: 'json' };
      const itemModel = fieldModel(items, key, undefined, depth + 1);
      return itemModel.kind === 'json' ? { kind: 'json' } : { kind: 'array', items, itemModel };
    }
    default:
      return { kind: 'json' };
  }
}

/** The fields of an object schema in schema order, then any keys the value has that the schema does not list. */
export function objectFields(
  schema: JsonObject | undefined,
  value: JsonObject | undefined,
  depth = 0,
): readonly FieldSpec[] {
  const properties = schema && isJsonObject(schema['properties']) ? schema['properties'] : {};
  const required =
    schema && Array.isArray(schema['required']) ? (schema['required'] as readonly JsonValue[]) : [];
  const keys = [
    ...Object.keys(properties),
    ...Object.keys(value ?? {}).filter((key) => !(key in properties)),
  ];
  return keys.map((key) => {
    const property = properties[key];
    const propertySchema = isJsonObject(property) ? property : undefined;
    const description =
      propertySchema && typeof propertySchema['description'] === 'string'
        ? propertySchema['description']
        : undefined;
    return {
      key,
      schema: propertySchema ?? {},
      required: required.includes(key),
      model: fieldModel(propertySchema, key, value?.[key], depth),
      ...(description ? { description } : {}),
    };
  });
}

/** A blank value for a new array item or an absent field, so the control has something to show. */
export function blankValue(model: FieldModel): JsonValue {
  switch (model.kind) {
    case 'string':
      return '';
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'enum':
      return model.options[0] ?? null;
    case 'object':
      return {};
    case 'array':
      return [];
    case 'json':
      return null;
  }
}
