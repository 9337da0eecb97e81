import type { JsonObject } from './json.ts';

/**
 * How large a JSON Schema from a remote source may be to be kept, compiled and turned into a form. A schema is
 * kept whole or not at all: a schema with parts cut away would accept or refuse other answers than the one the
 * agent declared. Far above what real tools declare (a few dozen properties, a few levels).
 */
export const schemaLimits = {
  /** Deepest nesting of the schema's JSON (objects and arrays). */
  maxDepth: 64,
  /** Largest schema, in characters of its JSON. */
  maxCharacters: 1_000_000,
  /** Most properties, counted over every `properties` object of the schema: each one becomes a field. */
  maxProperties: 2_000,
} as const;

/** A remote schema as kept: whole, or withheld with the reason (the call's form is then read-only). */
export type BoundedSchema =
  | { readonly status: 'kept'; readonly schema: JsonObject }
  | { readonly status: 'withheld'; readonly reason: string };

const count = (value: number) => value.toLocaleString('en-US');

/** Why a schema is beyond {@link schemaLimits}, measured without recursion and stopping at the first limit; undefined when it is within them. */
export function schemaProblem(schema: unknown): string | undefined {
  let characters = 0;
  let properties = 0;
  const stack: { readonly value: unknown; readonly depth: number; readonly key?: string }[] = [
    { value: schema, depth: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const current = item.value;
    if (current === null || typeof current !== 'object') {
      characters += typeof current === 'string' ? current.length + 2 : 6;
    } else {
      if (item.depth >= schemaLimits.maxDepth)
        return `it nests deeper than ${count(schemaLimits.maxDepth)} levels`;
      if (Array.isArray(current)) {
        characters += 2 + current.length;
        for (const child of current as readonly unknown[]) stack.push({ value: child, depth: item.depth + 1 });
      } else {
        const keys = Object.keys(current as object);
        characters += 2 + keys.length;
        // `properties` names the fields of an object schema; a property itself named "properties" is a field too.
        if (item.key === 'properties') properties += keys.length;
        if (properties > schemaLimits.maxProperties)
          return `it has more than ${count(schemaLimits.maxProperties)} properties (at most ${count(schemaLimits.maxProperties)} get a form)`;
        for (const key of keys) {
          characters += key.length + 3;
          stack.push({ value: (current as Record<string, unknown>)[key], depth: item.depth + 1, key });
        }
      }
    }
    if (characters > schemaLimits.maxCharacters)
      return `it is larger than ${count(schemaLimits.maxCharacters)} characters`;
  }
  return undefined;
}

/** A remote schema as it may be kept: whole when within {@link schemaLimits}, else withheld with why. */
export function boundSchema(schema: JsonObject): BoundedSchema {
  const problem = schemaProblem(schema);
  return problem ? { status: 'withheld', reason: problem } : { status: 'kept', schema };
}

/** The sentence the review shows for a withheld schema. */
export function withheldSchemaReason(reason: string): string {
  return `Read-only: the agent's response schema was not kept (${reason}), so no form is built from it. Approve as proposed, decline, or answer with JSON.`;
}
