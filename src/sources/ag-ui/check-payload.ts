import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import { compileInputSchema, describeSchemaErrors } from '../../tools/schema-validation.ts';

/**
 * Checks a response payload against the interrupt's `responseSchema` (with the same ajv builds as tool input):
 * undefined when it is valid or the agent declared no schema, else what is wrong, in words.
 */
export function checkPayload(responseSchema: JsonObject | undefined, payload: JsonValue): string | undefined {
  if (!responseSchema) return undefined;
  const validator = compileInputSchema(responseSchema);
  if (validator instanceof Error)
    return `The agent's response schema is itself invalid (${validator.message}).`;
  if (validator(payload)) return undefined;
  const { shown, more } = describeSchemaErrors(validator.errors ?? []);
  return ['The answer does not match the response schema the agent declared:', ...shown, ...more].join('\n');
}

/**
 * Whether the agent accepts edited arguments: its response schema names `editedArgs` and accepts an approval
 * carrying the call's own arguments there. Without a schema nothing says the agent reads edits, so the review
 * stays read-only rather than send changes that could be ignored.
 */
export function acceptsEditedArgs(responseSchema: JsonObject | undefined, args: JsonObject): boolean {
  if (!responseSchema) return false;
  const properties = responseSchema.properties;
  if (!isJsonObject(properties) || !Object.hasOwn(properties, 'editedArgs')) return false;
  return checkPayload(responseSchema, { approved: true, editedArgs: args }) === undefined;
}

/** The schema of the arguments the operator may edit: the response schema's `editedArgs`, when it is an object. */
export function editedArgsSchema(responseSchema: JsonObject | undefined): JsonObject | undefined {
  const properties = responseSchema?.properties;
  if (!isJsonObject(properties)) return undefined;
  const schema = properties.editedArgs;
  return isJsonObject(schema) ? schema : undefined;
}
