import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { JsonObject } from '../core/json.ts';
import { loadPatternEngines, patternEnginesLoaded } from '../core/rules/pattern-engines.ts';
import { didYouMean, quoteName } from './closest-name.ts';
import { linearRegExp, PatternEngineMissing } from './linear-pattern.ts';

function withFormats<T extends { addFormat(name: string, format: RegExp): unknown }>(instance: T): T {
  instance.addFormat('email', /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/);
  instance.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  instance.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i);
  instance.addFormat('uri', /^[a-z][a-z0-9+.-]*:[^\s]*$/i);
  return instance;
}

const options = {
  allErrors: true,
  verbose: true,
  strict: false,
  logger: false,
  code: { regExp: linearRegExp },
} as const;
const ajv = withFormats(new Ajv(options));
// MCP tools declare JSON Schema 2020-12 (the default when a schema names no dialect).
const ajv2020 = withFormats(new Ajv2020(options));

/** The dialect MCP schemas are in unless they say otherwise. */
export const jsonSchema2020 = 'https://json-schema.org/draft/2020-12/schema';

function validatorFor(schema: JsonObject): Ajv {
  return typeof schema.$schema === 'string' && schema.$schema.includes('2020-12') ? ajv2020 : ajv;
}

const compiled = new WeakMap<object, ValidateFunction | Error>();
// Remote sources send their schema with every call (an AG-UI interrupt's `responseSchema`), each a new object:
// keyed by its text as well, a thousand calls of one agent compile one validator, not a thousand.
const compiledByText = new Map<string, ValidateFunction | Error>();
const textsKept = 256;
const maxReported = 5;

function compileOnce(schema: JsonObject): ValidateFunction | Error {
  try {
    return validatorFor(schema).compile(schema as object);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * The compiled validator of a tool's input schema, cached per schema object and per schema text, with the
 * formats the check knows: ajv's 2020-12 build when the schema names that dialect, else its default (draft-07)
 * build. The argument editor uses it too, so the form flags exactly what the check would refuse.
 */
export function compileInputSchema(schema: JsonObject): ValidateFunction | Error {
  const known = compiled.get(schema);
  if (known) return known;
  const text = JSON.stringify(schema);
  let validator = compiledByText.get(text);
  if (validator) {
    // Most recently used last, so the oldest text is the one dropped.
    compiledByText.delete(text);
  } else {
    validator = compileOnce(schema);
    // Compiled again once the pattern engine is in, rather than judged invalid for good.
    if (validator instanceof PatternEngineMissing) return validator;
    // ajv keeps every schema object it compiled, and its `$id`, which a second object of the same text would
    // clash with: the validator is kept here instead, by the schema's text. Only a schema that compiled is let
    // go of: one refused for an `$id` already taken (a meta-schema's, say) must not take that id away with it.
    if (!(validator instanceof Error)) validatorFor(schema).removeSchema(schema as object);
  }
  compiledByText.set(text, validator);
  if (compiledByText.size > textsKept) compiledByText.delete(compiledByText.keys().next().value!);
  compiled.set(schema, validator);
  return validator;
}

const usesPatterns = new WeakMap<object, boolean>();

function holdsPattern(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsPattern);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, child]) =>
      (key === 'pattern' && typeof child === 'string') || key === 'patternProperties' || holdsPattern(child),
  );
}

/** Whether a schema has a `pattern` or `patternProperties` anywhere: compiling it needs the pattern engine. */
export function schemaUsesPatterns(schema: JsonObject): boolean {
  let uses = usesPatterns.get(schema);
  if (uses === undefined) {
    uses = holdsPattern(schema);
    usesPatterns.set(schema, uses);
  }
  return uses;
}

/** Loads the pattern engine when `schema` needs it, so a check never judges a schema before it can compile it. */
export async function preparePatternsOf(schema: JsonObject): Promise<void> {
  if (schemaUsesPatterns(schema) && !patternEnginesLoaded()) await loadPatternEngines();
}

/** `/values/refund_amount` → `values.refund_amount`; `/updates/0/id` → `updates[0].id`. */
function readablePath(pointer: string): string {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  return segments.reduce(
    (path, segment) =>
      /^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment,
    '',
  );
}

function preview(data: unknown): string {
  if (data === undefined) return 'nothing';
  if (data === null) return 'null';
  if (Array.isArray(data)) return 'an array';
  if (typeof data === 'object') return 'an object';
  return typeof data === 'string' ? `string ${quoteName(data, 40)}` : `${typeof data} ${String(data)}`;
}

function describeError(error: ErrorObject): string {
  const path = readablePath(error.instancePath);
  const where = path ? `"${path}"` : 'the input';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${where} is missing the required property "${String(params.missingProperty)}"`;
    case 'additionalProperties': {
      const unknown = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema?.properties as object | undefined) ?? {});
      const list = allowed.length > 0 ? `; allowed: ${allowed.join(', ')}` : '';
      return `${where} has no property ${quoteName(unknown)}${list}.${didYouMean(unknown, allowed)}`.replace(
        /\.$/,
        '',
      );
    }
    case 'type':
      return `${where} must be ${String(params.type).replaceAll(',', ' or ')}, got ${preview(error.data)}`;
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((value) => JSON.stringify(value));
      const hint =
        typeof error.data === 'string'
          ? didYouMean(
              error.data,
              allowed.map((value) => JSON.parse(value) as string),
            )
          : '';
      return `${where} must be one of: ${allowed.join(', ')}; got ${preview(error.data)}.${hint}`.replace(
        /\.$/,
        '',
      );
    }
    case 'const':
      return `${where} must be ${JSON.stringify(params.allowedValue)}, got ${preview(error.data)}`;
    case 'format':
      return `${where} must be a valid ${String(params.format)}, got ${preview(error.data)}`;
    case 'pattern':
      return `${where} must match the pattern ${String(params.pattern)}, got ${preview(error.data)}`;
    case 'anyOf':
    case 'oneOf':
      return `${where} must match ${error.keyword === 'oneOf' ? 'exactly one' : 'at least one'} of the forms its schema allows`;
    default:
      return `${where} ${error.message ?? 'is invalid'}${error.data === undefined ? '' : `, got ${preview(error.data)}`}`;
  }
}

/**
 * Validates a tool's input against its JSON Schema. Returns undefined when it is valid, else the problems in
 * words the model can act on (path, what was expected, the allowed values), at most five of them.
 */
export function validateAgainstSchema(
  toolName: string,
  schema: JsonObject,
  args: JsonObject,
): string | undefined {
  const validator = compileInputSchema(schema);
  if (validator instanceof Error) {
    return `The input schema of ${toolName} is itself invalid (${validator.message}), so no call to it can be checked. Do not call ${toolName}; tell the operator.`;
  }
  if (validator(args)) return undefined;
  const { shown, more } = describeSchemaErrors(validator.errors ?? []);
  return [
    `The arguments of ${toolName} do not match its input schema:`,
    ...shown,
    ...more,
    `Fix these and call ${toolName} again.`,
  ].join('\n');
}

/** ajv's errors as at most five lines (`- "path" must be …`), and a line counting the rest. */
export function describeSchemaErrors(errors: readonly ErrorObject[]): {
  readonly shown: readonly string[];
  readonly more: readonly string[];
} {
  // Under anyOf/oneOf, each branch reports its own failures; the summary of the branch point is the useful line.
  const branchPaths = errors
    .filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf')
    .map((error) => error.schemaPath);
  const relevant = errors.filter(
    (error) => !branchPaths.some((branch) => error.schemaPath.startsWith(`${branch}/`)),
  );
  const lines = [...new Set((relevant.length > 0 ? relevant : errors).map(describeError))];
  const shown = lines.slice(0, maxReported).map((line) => (/[.?]$/.test(line) ? `- ${line}` : `- ${line}.`));
  const more = lines.length > maxReported ? [`- and ${lines.length - maxReported} more.`] : [];
  return { shown, more };
}
