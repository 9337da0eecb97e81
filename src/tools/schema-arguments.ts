import type { JsonObject, JsonValue } from '../core/json.ts';
import { isJsonObject } from '../core/json.ts';

/** What the demo writes where a schema asks for a link: a data URI, so a server that reads it needs no network. */
export const demoDataUri = 'data:text/plain,Hello%20from%20the%20Toolgate%20demo';

const maxDepth = 4;

function typeOf(schema: JsonObject): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) {
    return schema.type.find((type): type is string => typeof type === 'string' && type !== 'null');
  }
  if (isJsonObject(schema.properties)) return 'object';
  return undefined;
}

function numberOf(value: JsonValue | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function stringFor(key: string, schema: JsonObject): string {
  const format = typeof schema.format === 'string' ? schema.format : undefined;
  if (format === 'email') return 'demo@example.com';
  if (format === 'date') return '2026-01-15';
  if (format === 'date-time') return '2026-01-15T09:00:00Z';
  const text = /path|file/i.test(key) ? 'toolgate-demo.txt' : 'Hello from the Toolgate demo';
  const longest = numberOf(schema.maxLength);
  const shortest = numberOf(schema.minLength) ?? 0;
  const sized = longest !== undefined ? text.slice(0, Math.max(longest, 0)) : text;
  return sized.padEnd(shortest, '.');
}

function valueFor(key: string, schema: JsonObject, depth: number): JsonValue | undefined {
  if (depth > maxDepth) return undefined;
  if (schema.const !== undefined) return schema.const;
  const type = typeOf(schema);
  if (type === 'string' && (schema.format === 'uri' || schema.format === 'url')) return demoDataUri;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  switch (type) {
    case 'string':
      return stringFor(key, schema);
    case 'integer':
    case 'number': {
      const value = numberOf(schema.minimum) ?? numberOf(schema.exclusiveMinimum) ?? 1;
      const bounded = Math.min(value, numberOf(schema.maximum) ?? value);
      return type === 'integer' ? Math.ceil(bounded) : bounded;
    }
    case 'boolean':
      return false;
    case 'array': {
      const item = isJsonObject(schema.items) ? valueFor(key, schema.items, depth + 1) : undefined;
      return (numberOf(schema.minItems) ?? 0) > 0 && item !== undefined ? [item] : [];
    }
    case 'object':
      return argumentsAt(schema, depth + 1);
    default:
      return undefined;
  }
}

function argumentsAt(schema: JsonObject, depth: number): JsonObject {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const required = new Set(
    Array.isArray(schema.required) ? schema.required.filter((key) => typeof key === 'string') : [],
  );
  const built: Record<string, JsonValue> = {};
  for (const [key, property] of Object.entries(properties)) {
    if (!isJsonObject(property) || (!required.has(key) && property.default === undefined)) continue;
    const value = valueFor(key, property, depth);
    if (value !== undefined) built[key] = value;
  }
  return built;
}

/**
 * Arguments for a tool, built from its input schema the way the demo fills a form: every required property and
 * every property with a default, each from its `const`, its default, its first `enum` value or example, else a
 * plain value of its type (a data URI for a link, so nothing is fetched). The tool's own check judges the result.
 */
export function argumentsFromSchema(schema: JsonObject): JsonObject {
  return argumentsAt(schema, 0);
}

/** Whether the schema names any property the operator could edit. */
export function hasProperties(schema: JsonObject): boolean {
  return isJsonObject(schema.properties) && Object.keys(schema.properties).length > 0;
}
