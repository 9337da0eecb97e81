import type { JsonObject, JsonValue } from '../core/json.ts';
import { isJsonObject } from '../core/json.ts';
import type { Refusal } from '../core/tool-call.ts';
import { didYouMean, quoteName } from './closest-name.ts';
import type { InputLimits } from './input-limits.ts';
import { checkInputLimits, defaultInputLimits } from './input-limits.ts';
import { preparePatternsOf, validateAgainstSchema } from './schema-validation.ts';
import type { ToolContext } from './tool-definition.ts';
import type { ToolRegistry } from './tool-registry.ts';

/** What cut a call off: the model's output limit, a stream that failed or broke, or the operator's Stop. */
export type CutOffBy = 'output-limit' | 'stream-failed' | 'stopped';

/** A call as the wire assembled it: name, raw text, parsed arguments (null when unusable) and why. */
export interface CheckedCall {
  readonly name: string;
  readonly args: JsonObject | null;
  readonly rawArguments: string;
  readonly parseError?: string;
  readonly truncated?: boolean;
  readonly cutOffBy?: CutOffBy;
}

/** A short, inert piece of the raw text around `position` (or its end), for the model to see what went wrong. */
function excerpt(raw: string, position?: number): string {
  const width = 40;
  const at = position === undefined ? raw.length : Math.min(Math.max(position, 0), raw.length);
  const start = Math.max(0, at - width);
  const end = Math.min(raw.length, at + (position === undefined ? 0 : width / 2));
  const piece = `${start > 0 ? '…' : ''}${raw.slice(start, end)}${end < raw.length ? '…' : ''}`;
  return JSON.stringify(piece);
}

function parsedValue(raw: string): { readonly value: JsonValue } | undefined {
  try {
    return { value: JSON.parse(raw) as JsonValue };
  } catch {
    return undefined;
  }
}

function kindOf(value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Says what cut a call off, and what the model can do about it; a guess only when the cause is unknown. */
function cutOffMessage(name: string, raw: string, cause: CutOffBy | undefined): string {
  const sent = `(${raw.length.toLocaleString('en-US')} characters, ending ${excerpt(raw)})`;
  switch (cause) {
    case 'output-limit':
      return `The arguments of ${name} were cut off at the output limit before they were complete ${sent}. Call ${name} again with shorter arguments.`;
    case 'stopped':
      return `The operator stopped the stream while the arguments of ${name} were being written ${sent}; the call did not run.`;
    case 'stream-failed':
      return `The stream broke while the arguments of ${name} were being written ${sent}; the call did not run. Call ${name} again if it is still needed.`;
    default:
      return `The arguments of ${name} were cut off before they were complete ${sent}; the call did not run.`;
  }
}

function unusableArguments(call: CheckedCall, limits: InputLimits): Refusal {
  const { name, rawArguments: raw } = call;
  // Arguments too long or too deep to be held arrive without a parsed value; say that, not "not JSON".
  if (!call.truncated && raw.length > limits.maxCharacters) {
    return { source: 'invalid-arguments', message: checkInputLimits(name, raw, null, limits)! };
  }
  if (call.truncated) return { source: 'unparseable', message: cutOffMessage(name, raw, call.cutOffBy) };
  const parsed = parsedValue(raw);
  const overLimit = parsed && isJsonObject(parsed.value) && checkInputLimits(name, raw, parsed.value, limits);
  if (overLimit) return { source: 'invalid-arguments', message: overLimit };
  if (parsed) {
    return {
      source: 'invalid-arguments',
      message: `The input of ${name} must be a JSON object of named arguments; got ${kindOf(parsed.value)} (${excerpt(raw.slice(0, 80))}).`,
    };
  }
  const reason = call.parseError ?? 'not valid JSON';
  const position = /position (\d+)/.exec(reason)?.[1];
  return {
    source: 'unparseable',
    message:
      `The arguments of ${name} are not valid JSON (${reason}) near ${excerpt(raw, position === undefined ? undefined : Number(position))}. ` +
      `Call ${name} again with one JSON object.`,
  };
}

/**
 * Every check a call passes before the operator is asked, and again just before it runs (the data may have
 * changed since): the tool exists; its arguments parsed, were not cut off, and form an object; they are within
 * the size and nesting limits; they match the tool's input schema (ajv); and the tool's own check (access,
 * fields, data) passes. Returns the first refusal, worded for the model, or undefined when the call may go on.
 */
export async function checkToolCall(
  call: CheckedCall,
  registry: ToolRegistry,
  context: ToolContext,
  limits: InputLimits = defaultInputLimits,
): Promise<Refusal | undefined> {
  const tool = registry.get(call.name);
  if (!tool) {
    const names = registry.list().map((candidate) => candidate.name);
    return {
      source: 'unknown-tool',
      message: `There is no tool named ${quoteName(call.name)}.${didYouMean(call.name, names)} Available tools: ${names.join(', ') || 'none'}.`,
    };
  }
  if (call.truncated || call.args === null) return unusableArguments(call, limits);
  // A wire layer that let a non-object through still must not reach the schema or the tool.
  if (!isJsonObject(call.args))
    return unusableArguments({ ...call, rawArguments: JSON.stringify(call.args) ?? '' }, limits);
  const overLimit = checkInputLimits(tool.name, call.rawArguments, call.args, limits);
  if (overLimit) return { source: 'invalid-arguments', message: overLimit };
  await preparePatternsOf(tool.inputSchema);
  const invalid = validateAgainstSchema(tool.name, tool.inputSchema, call.args);
  if (invalid) return { source: 'invalid-arguments', message: invalid };
  try {
    return (await tool.check?.(call.args, context)) ?? undefined;
  } catch (error) {
    // A check that breaks is the tool's problem, not the model's: refuse, and say the call did not run.
    const reason = error instanceof Error ? error.message : String(error);
    return { source: 'check', message: `${tool.name} could not be checked (${reason}), so it was not run.` };
  }
}
