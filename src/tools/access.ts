import type { JsonObject } from '../core/json.ts';
import type { Refusal } from '../core/tool-call.ts';
import type { ModelDefinition } from './record-models.ts';

/** What can be done to records of a model. */
export type RecordOperation = 'read' | 'create' | 'update' | 'delete';

/** The operator's rights on one model: operations, and fields the role may not read. */
export interface OperatorModelAccess {
  readonly operations: readonly RecordOperation[];
  readonly unreadableFields?: readonly string[];
}

/** The operator's profile: a role and its rights per model (a model not listed allows nothing). */
export interface OperatorProfile {
  readonly role: string;
  readonly models: Readonly<Record<string, OperatorModelAccess>>;
}

/** What the agent may do, per model (a model not listed allows nothing). */
export interface AgentProfile {
  readonly name: string;
  readonly models: Readonly<Record<string, readonly RecordOperation[]>>;
}

/** A support lead: may work on customers, orders and tickets, but not read customers' tax ids. */
export const defaultOperatorProfile: OperatorProfile = {
  role: 'support-lead',
  models: {
    customer: { operations: ['read', 'update'], unreadableFields: ['tax_id'] },
    order: { operations: ['read', 'update', 'delete'] },
    order_line: { operations: ['read'] },
    product: { operations: ['read'] },
    ticket: { operations: ['read', 'create', 'update', 'delete'] },
  },
};

/** The support agent: reads everything the operator shares, writes orders and tickets, never deletes orders. */
export const defaultAgentProfile: AgentProfile = {
  name: 'support-agent',
  models: {
    customer: ['read'],
    order: ['read', 'update'],
    order_line: ['read'],
    product: ['read'],
    ticket: ['read', 'create', 'update', 'delete'],
  },
};

// Said with every access refusal so the model does not retry with other arguments.
const notTheInput =
  'This is a permission, not a problem with the arguments: do not retry it with other values.';

/**
 * Whether `operation` on `model` is allowed: both the operator's role and the agent's profile must permit it.
 * The refusal names the side that refused, e.g. "The agent may not delete Order records, though you may".
 */
export function checkAccess(
  operator: OperatorProfile,
  agent: AgentProfile,
  model: Pick<ModelDefinition, 'name' | 'label'>,
  operation: RecordOperation,
): Refusal | undefined {
  const operatorMay = operator.models[model.name]?.operations.includes(operation) ?? false;
  const agentMay = agent.models[model.name]?.includes(operation) ?? false;
  const what = `${operation} ${model.label} records`;
  if (!operatorMay) {
    const agentSide = agentMay ? 'though the agent could' : 'and neither may the agent';
    return {
      source: 'operator-access',
      message: `You may not ${what} (role "${operator.role}"), ${agentSide}; a call runs only when both permit it. ${notTheInput}`,
    };
  }
  if (!agentMay) {
    return {
      source: 'agent-access',
      message: `The agent may not ${what}, though you may (role "${operator.role}"). ${notTheInput} Ask the operator to do it by hand, or propose something else.`,
    };
  }
  return undefined;
}

/** Fields of `model` the operator's role may not read. */
export function unreadableFields(operator: OperatorProfile, modelName: string): readonly string[] {
  return operator.models[modelName]?.unreadableFields ?? [];
}

/** Fields of `model` the operator may read, in model order. */
export function readableFieldNames(operator: OperatorProfile, model: ModelDefinition): readonly string[] {
  const hidden = unreadableFields(operator, model.name);
  return model.fields.map((field) => field.name).filter((name) => !hidden.includes(name));
}

/** Refusal for naming a field the operator may not read (in a projection, filter, order or write). */
export function withheldFieldRefusal(
  operator: OperatorProfile,
  model: ModelDefinition,
  field: string,
): Refusal {
  return {
    source: 'operator-access',
    message:
      `You may not read ${model.label}.${field} (role "${operator.role}"), so it is withheld from the agent too: ` +
      `leave it out of fields, filter, order and values. ${notTheInput}`,
  };
}

/**
 * The record without the fields the operator may not read, marked with `_withheld` so the model does not read
 * the gap as an empty value. Only fields the record carries are marked (a projection that left them out has
 * nothing to withhold).
 */
export function withholdFields(record: JsonObject, operator: OperatorProfile, modelName: string): JsonObject {
  const hidden = unreadableFields(operator, modelName).filter((field) => Object.hasOwn(record, field));
  if (hidden.length === 0) return record;
  const visible = Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.includes(key)));
  return { ...visible, _withheld: hidden };
}
