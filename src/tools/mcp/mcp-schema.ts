import type { JsonObject } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';
import { compileInputSchema, describeSchemaErrors, jsonSchema2020 } from '../schema-validation.ts';

/** An MCP schema with its dialect named: 2020-12 unless the server named another. */
export function withDialect(schema: unknown): JsonObject {
  const object = isJsonObject(schema) ? schema : { type: 'object' };
  return typeof object.$schema === 'string' ? object : { $schema: jsonSchema2020, ...object };
}

/**
 * Why `value` does not match `schema` (what, where, expected), or undefined when it does. `subject` opens the
 * message: "The structured content of files__stat".
 */
export function schemaMismatch(subject: string, schema: JsonObject, value: unknown): string | undefined {
  const validator = compileInputSchema(withDialect(schema));
  if (validator instanceof Error)
    return `${subject} cannot be checked: its schema is invalid (${validator.message}).`;
  if (validator(value)) return undefined;
  const { shown, more } = describeSchemaErrors(validator.errors ?? []);
  return [`${subject} does not match its schema:`, ...shown, ...more].join('\n');
}

/** The validator the MCP client uses for output schemas and elicitation answers: ajv's 2020-12 build. */
export const mcpSchemaValidator = {
  getValidator<T>(schema: unknown) {
    const compiled = withDialect(schema);
    return (input: unknown) => {
      const problem = schemaMismatch('The value', compiled, input);
      return problem === undefined
        ? { valid: true as const, data: input as T, errorMessage: undefined }
        : { valid: false as const, data: undefined, errorMessage: problem };
    };
  },
};
