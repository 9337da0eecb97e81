import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';

/** A server's request for the operator's input during a call: a form from a schema, or a URL to visit. */
export type ElicitationRequest =
  | { readonly mode: 'form'; readonly message: string; readonly requestedSchema: JsonObject }
  | { readonly mode: 'url'; readonly message: string; readonly url: string; readonly elicitationId: string };

/** The operator's answer: accept (with the form's values), decline, or cancel. */
export type ElicitationAnswer =
  { readonly action: 'accept'; readonly content?: JsonObject } | { readonly action: 'decline' | 'cancel' };

/** An elicitation request as the SDK hands it over, checked into {@link ElicitationRequest}. */
export function elicitationRequestOf(params: unknown): ElicitationRequest {
  const value = isJsonObject(params) ? params : {};
  const message = typeof value.message === 'string' ? value.message : '';
  if (value.mode === 'url') {
    return {
      mode: 'url',
      message,
      url: typeof value.url === 'string' ? value.url : '',
      elicitationId: typeof value.elicitationId === 'string' ? value.elicitationId : '',
    };
  }
  const schema = isJsonObject(value.requestedSchema)
    ? value.requestedSchema
    : { type: 'object', properties: {} };
  return { mode: 'form', message, requestedSchema: { type: 'object', ...schema } };
}

/**
 * The form's values as the answer's content: only the schema's properties, and only primitive values (the
 * specification allows strings, numbers, booleans and arrays of strings), so nothing else reaches the server;
 * optional fields left empty are left out.
 */
export function elicitationContent(schema: JsonObject, values: JsonObject): JsonObject {
  const properties = isJsonObject(schema.properties) ? Object.keys(schema.properties) : [];
  const required = Array.isArray(schema.required) ? (schema.required as readonly JsonValue[]) : [];
  const allowed = (value: JsonValue) =>
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'));
  return Object.fromEntries(
    properties.flatMap((key) => {
      const value = values[key];
      // An optional field left empty is not answered, rather than answered with an empty text.
      if (value === '' && !required.includes(key)) return [];
      return value !== undefined && allowed(value) ? [[key, value]] : [];
    }),
  );
}
