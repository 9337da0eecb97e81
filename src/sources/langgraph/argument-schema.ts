import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import type { ProposedAction } from './interrupt-request.ts';

function inferred(value: JsonValue): JsonObject {
  if (typeof value === 'string') return { type: 'string' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  if (isJsonObject(value)) return objectSchema(value);
  if (Array.isArray(value)) {
    const items = value.map(inferred);
    const first = items[0];
    const same = first !== undefined && items.every((item) => JSON.stringify(item) === JSON.stringify(first));
    return same ? { type: 'array', items: first } : { type: 'array' };
  }
  // null says nothing about the type the graph wants: the form offers a JSON editor.
  return {};
}

function objectSchema(value: JsonObject): JsonObject {
  const properties: Record<string, JsonObject> = {};
  for (const [key, entry] of Object.entries(value)) properties[key] = inferred(entry);
  return { type: 'object', properties, required: Object.keys(value) };
}

/**
 * The schema the review form is generated from: the one the graph declared for the action (LangChain's
 * `argsSchema`), else one inferred from the proposed arguments. Inference keeps each value's type (string,
 * integer, number, boolean, object, array of one item type) and leaves anything else (null, mixed arrays) to a
 * JSON editor; every proposed key is required, since the graph proposed it.
 */
export function argumentSchemaOf(action: Pick<ProposedAction, 'args' | 'argsSchema'>): {
  readonly schema: JsonObject;
  readonly origin: 'declared' | 'inferred';
} {
  return action.argsSchema
    ? { schema: action.argsSchema, origin: 'declared' }
    : { schema: objectSchema(action.args), origin: 'inferred' };
}
