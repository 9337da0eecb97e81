import type { JsonValue } from '../../core/json.ts';

/** A function as OpenAI takes it: name, description and a JSON Schema of its parameters. */
export interface OpenAiFunction {
  readonly name: string;
  readonly description?: string;
  readonly parameters?: unknown;
}

type Schema = { readonly [key: string]: JsonValue | undefined };

const asSchema = (value: unknown): Schema =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : {};

const propertiesOf = (schema: Schema): [string, Schema][] =>
  Object.entries(asSchema(schema.properties)).map(([name, value]) => [name, asSchema(value)]);

/**
 * OpenAI shows functions to the model as TypeScript declarations in a `functions` namespace, not as JSON
 * Schema: a comment with each description, a type per function whose one argument lists the properties, `?`
 * on the optional ones, enums as unions. This renders a list of functions that way, as described in OpenAI's
 * cookbook on counting tokens and implemented by `openai-chat-tokens` (the test compares the two). Schema
 * constructs that rendering leaves out (type lists, `$ref`, `oneOf`) read as `any`.
 */
export function renderOpenAiFunctions(functions: readonly OpenAiFunction[]): string {
  const lines = ['namespace functions {', ''];
  for (const fn of functions) {
    if (fn.description) lines.push(`// ${fn.description}`);
    const parameters = asSchema(fn.parameters);
    if (propertiesOf(parameters).length > 0) {
      lines.push(`type ${fn.name} = (_: {`);
      lines.push(renderProperties(parameters, 0));
      lines.push('}) => any;');
    } else {
      lines.push(`type ${fn.name} = () => any;`);
    }
    lines.push('');
  }
  lines.push('} // namespace functions');
  return lines.join('\n');
}

function renderProperties(schema: Schema, indent: number): string {
  const required = Array.isArray(schema.required) ? schema.required : [];
  const lines: string[] = [];
  for (const [name, property] of propertiesOf(schema)) {
    if (typeof property.description === 'string' && property.description && indent < 2)
      lines.push(`// ${property.description}`);
    const optional = required.includes(name) ? '' : '?';
    lines.push(`${name}${optional}: ${renderType(property, indent)},`);
  }
  return lines.map((line) => ' '.repeat(indent) + line).join('\n');
}

function renderEnum(schema: Schema, quote: boolean): string | undefined {
  if (!Array.isArray(schema.enum)) return undefined;
  return schema.enum.map((value) => (quote ? `"${String(value)}"` : String(value))).join(' | ');
}

function renderType(schema: Schema, indent: number): string {
  if (Array.isArray(schema.anyOf))
    return schema.anyOf.map((option) => renderType(asSchema(option), indent)).join(' | ');
  switch (schema.type) {
    case 'string':
      return renderEnum(schema, true) ?? 'string';
    case 'number':
    case 'integer':
      return renderEnum(schema, false) ?? 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'object':
      return ['{', renderProperties(schema, indent + 2), '}'].join('\n');
    case 'array':
      return schema.items ? `${renderType(asSchema(schema.items), indent)}[]` : 'any[]';
    default:
      return 'any';
  }
}
