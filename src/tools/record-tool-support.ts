import type { JsonObject } from '../core/json.ts';
import type { Refusal } from '../core/tool-call.ts';
import type { AgentProfile, OperatorProfile, RecordOperation } from './access.ts';
import { checkAccess } from './access.ts';
import { resolveModel } from './field-validation.ts';
import type { ModelDefinition } from './record-models.ts';
import type { RecordStore } from './record-store.ts';

/** What the record tools work with: the store, and the two sides of access. */
export interface RecordToolsOptions {
  readonly store: RecordStore;
  readonly operator: OperatorProfile;
  readonly agent: AgentProfile;
  /** When a run's receipt says it happened; the system clock unless given. */
  readonly clock?: () => number;
}

/** The model named in `args.model`, once both sides of access permit `operation` on it; else the refusal. */
export function modelWithAccess(
  options: RecordToolsOptions,
  args: JsonObject,
  operation: RecordOperation,
): { readonly model: ModelDefinition } | { readonly refusal: Refusal } {
  const resolved = resolveModel(String(args.model));
  if ('refusal' in resolved) return resolved;
  const refusal = checkAccess(options.operator, options.agent, resolved.model, operation);
  return refusal ? { refusal } : resolved;
}

/** Thrown by an executor whose final check refused: the call fails with the same words the check would give. */
export class RecordToolError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'RecordToolError';
  }
}

/**
 * Runs `check` once more inside the executor and throws its refusal: an executor never writes on the strength
 * of a check that ran before the data last changed.
 */
export async function ensureAllowed(
  check: () => Promise<Refusal | undefined> | Refusal | undefined,
): Promise<void> {
  const refusal = await check();
  if (refusal) throw new RecordToolError(refusal);
}

/** A string array argument, or undefined when absent. Only used after the schema has been validated. */
export function stringList(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
}

/** Keeps only `fields` (in that order) when a projection was asked for. */
export function project(record: JsonObject, fields: readonly string[] | undefined): JsonObject {
  if (!fields || fields.length === 0) return record;
  return Object.fromEntries(
    fields.filter((field) => Object.hasOwn(record, field)).map((field) => [field, record[field]!]),
  );
}
