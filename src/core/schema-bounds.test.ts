import { describe, expect, it } from 'vitest';
import type { JsonObject } from './json.ts';
import { boundSchema, schemaLimits, schemaProblem } from './schema-bounds.ts';
import { boundToolCall } from './storage-bounds.ts';
import type { ToolCall } from './tool-call.ts';

function deep(levels: number): JsonObject {
  let schema: JsonObject = { type: 'string' };
  for (let level = 0; level < levels; level += 1) schema = { type: 'object', properties: { a: schema } };
  return schema;
}

function wide(count: number): JsonObject {
  const properties: Record<string, JsonObject> = {};
  for (let index = 0; index < count; index += 1)
    properties[`field_${index}`] = { type: 'string', pattern: '^(a+)+$' };
  return { type: 'object', properties };
}

describe('bounds of a remote schema', () => {
  it('keeps a real schema whole', () => {
    const schema = { type: 'object', properties: { to: { type: 'string', format: 'email' } } };
    expect(boundSchema(schema)).toEqual({ status: 'kept', schema });
    expect(schemaProblem(wide(schemaLimits.maxProperties))).toBeUndefined();
    expect(schemaProblem(deep(20))).toBeUndefined();
  });

  it('withholds a schema nested 3,000 levels, without recursing', () => {
    expect(boundSchema(deep(3_000))).toEqual({ status: 'withheld', reason: 'it nests deeper than 64 levels' });
  });

  it('withholds a schema with more properties than get a form, or too many characters', () => {
    expect(schemaProblem(wide(20_000))).toBe(
      'it has more than 2,000 properties (at most 2,000 get a form)',
    );
    expect(schemaProblem({ description: 'x'.repeat(schemaLimits.maxCharacters) })).toBe(
      'it is larger than 1,000,000 characters',
    );
  });

  it('withholds a stored call’s deep schema, so the call is kept and read-only', () => {
    const call: ToolCall = {
      id: 'call_1',
      name: 'update_record',
      rawArguments: '{}',
      args: {},
      modifiedArgs: {},
      status: 'pending',
      interrupt: {
        id: 'int_1',
        reason: 'tool_call',
        toolCallId: 'call_1',
        editable: true,
        responseSchema: { type: 'object', properties: { editedArgs: deep(3_000) } },
      },
    };
    const bounded = boundToolCall(call);
    expect(bounded.status).toBe('pending');
    expect(bounded.interrupt).toEqual({
      id: 'int_1',
      reason: 'tool_call',
      toolCallId: 'call_1',
      editable: false,
      schemaWithheld: 'it nests deeper than 64 levels',
    });
    expect(() => structuredClone(bounded)).not.toThrow();
  });
});
