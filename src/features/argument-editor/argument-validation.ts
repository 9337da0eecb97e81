import type { ErrorObject } from 'ajv';
import type { JsonObject } from '../../core/json.ts';
import { compileInputSchema } from '../../tools/schema-validation.ts';

/** One problem with the effective arguments, at a dotted path (`options.priority`, `cc.1`; empty for the whole). */
export interface ArgumentProblem {
  readonly path: string;
  readonly message: string;
}

function describe(error: ErrorObject): ArgumentProblem {
  const base = error.instancePath.split('/').filter(Boolean).join('.');
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: string }).missingProperty ?? '');
    return { path: base ? `${base}.${missing}` : missing, message: 'is required' };
  }
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty?: string }).additionalProperty ?? '');
    return { path: base ? `${base}.${extra}` : extra, message: 'is not an argument of this tool' };
  }
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return {
      path: base,
      message: `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`,
    };
  }
  return { path: base, message: error.message ?? 'is invalid' };
}

/**
 * Validates arguments against the tool's input schema with ajv, the same way the check before approval does,
 * so the operator cannot approve what would then be refused. No schema (unknown tool) means no problems here:
 * the check refuses unknown tools before they ever wait for the operator.
 */
export function validateArguments(
  schema: JsonObject | undefined,
  args: JsonObject,
): readonly ArgumentProblem[] {
  if (!schema) return [];
  const validator = compileInputSchema(schema);
  if (validator instanceof Error)
    return [{ path: '', message: `The tool's schema cannot be compiled: ${validator.message}` }];
  if (validator(args)) return [];
  return (validator.errors ?? []).map(describe);
}

/** Problems at `path` or below it, for showing under one field. */
export function problemsAt(problems: readonly ArgumentProblem[], path: string): readonly ArgumentProblem[] {
  return problems.filter((problem) => problem.path === path || problem.path.startsWith(`${path}.`));
}
