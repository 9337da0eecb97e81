import type { JsonObject, JsonValue } from '../../core/json.ts';
import { isJsonObject } from '../../core/json.ts';

/** What the operator may do with one proposed action, in Toolgate's words. */
export type ActionChoice = 'approve' | 'edit' | 'reject' | 'ignore';

/** One action a graph asks the operator about: a tool name, its proposed arguments, what may be done. */
export interface ProposedAction {
  readonly name: string;
  readonly args: JsonObject;
  readonly description?: string;
  /** What the interrupt allows, in the order the console offers it. */
  readonly allowed: readonly ActionChoice[];
  /** Why each choice that is not allowed is missing, for the review to say. */
  readonly missing: readonly { readonly choice: ActionChoice; readonly why: string }[];
  /** The arguments' JSON Schema as the graph declared it (LangChain's `argsSchema`), when it did. */
  readonly argsSchema?: JsonObject;
}

/**
 * An interrupt's value, read as one of the three forms graphs send: Agent Inbox's `HumanInterrupt` list, or one
 * `HumanInterrupt` object (either answered with a `HumanResponse` list, as Agent Inbox answers both), LangChain's `humanInTheLoopMiddleware` request (answered with
 * `{decisions}`, one per action request, in order), or any other value (answered with JSON).
 */
export type InterruptRequest =
  | { readonly form: 'agent-inbox'; readonly actions: readonly ProposedAction[] }
  | { readonly form: 'hitl-middleware'; readonly actions: readonly ProposedAction[] }
  | { readonly form: 'value'; readonly value: JsonValue };

const inboxFlags = [
  ['approve', 'allow_accept', 'accept'],
  ['edit', 'allow_edit', 'edit'],
  ['reject', 'allow_respond', 'respond'],
  ['ignore', 'allow_ignore', 'ignore'],
] as const;

function text(value: JsonValue | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function inboxAction(item: JsonValue): ProposedAction | undefined {
  if (!isJsonObject(item) || !isJsonObject(item.action_request) || !isJsonObject(item.config))
    return undefined;
  const request = item.action_request;
  const config = item.config;
  if (typeof request.action !== 'string' || !isJsonObject(request.args)) return undefined;
  const allowed: ActionChoice[] = [];
  const missing: { choice: ActionChoice; why: string }[] = [];
  for (const [choice, flag, word] of inboxFlags) {
    if (config[flag] === true) allowed.push(choice);
    else missing.push({ choice, why: `the graph's interrupt sets ${flag} to false, so it takes no ${word}` });
  }
  const description = text(item.description);
  return {
    name: request.action,
    args: request.args,
    allowed,
    missing,
    ...(description ? { description } : {}),
  };
}

const middlewareChoices = ['approve', 'edit', 'reject'] as const;

function middlewareAction(request: JsonValue, review: JsonValue | undefined): ProposedAction | undefined {
  if (!isJsonObject(request) || typeof request.name !== 'string' || !isJsonObject(request.args))
    return undefined;
  const declared =
    isJsonObject(review) && Array.isArray(review.allowedDecisions)
      ? review.allowedDecisions.filter((entry): entry is string => typeof entry === 'string')
      : [];
  const allowed = middlewareChoices.filter((choice) => declared.includes(choice));
  const missing = [
    ...middlewareChoices
      .filter((choice) => !declared.includes(choice))
      .map((choice) => ({
        choice,
        why: `the graph's review config for ${request.name} does not list "${choice}" in allowedDecisions`,
      })),
    {
      choice: 'ignore' as const,
      why: 'LangChain middleware has no ignore: every action request needs a decision',
    },
  ];
  const argsSchema = isJsonObject(review) && isJsonObject(review.argsSchema) ? review.argsSchema : undefined;
  const description = text(request.description);
  return {
    name: request.name,
    args: request.args,
    allowed,
    missing,
    ...(description ? { description } : {}),
    ...(argsSchema ? { argsSchema } : {}),
  };
}

function readInbox(value: JsonValue): InterruptRequest | undefined {
  // Agent Inbox reads a `HumanInterrupt` list, and one raised as the object itself, alike.
  const items = Array.isArray(value) ? value : isJsonObject(value) ? [value] : [];
  if (items.length === 0) return undefined;
  const actions = items.map(inboxAction);
  return actions.every((action) => action !== undefined) ? { form: 'agent-inbox', actions } : undefined;
}

function readMiddleware(value: JsonValue): InterruptRequest | undefined {
  if (!isJsonObject(value) || !Array.isArray(value.actionRequests) || value.actionRequests.length === 0)
    return undefined;
  const reviews = Array.isArray(value.reviewConfigs) ? value.reviewConfigs : [];
  // Review configs are keyed by action name; their order need not follow the requests'.
  const reviewFor = (name: JsonValue | undefined, index: number) =>
    reviews.find((review) => isJsonObject(review) && review.actionName === name) ?? reviews[index];
  const actions = value.actionRequests.map((request, index) =>
    middlewareAction(request, reviewFor(isJsonObject(request) ? request.name : undefined, index)),
  );
  return actions.every((action) => action !== undefined) ? { form: 'hitl-middleware', actions } : undefined;
}

/**
 * Reads an interrupt's value. A value that looks like one of the two known forms but is malformed (an action
 * without a name, arguments that are not an object) is read as a plain value, so nothing is guessed.
 */
export function readInterruptRequest(value: JsonValue): InterruptRequest {
  return readInbox(value) ?? readMiddleware(value) ?? { form: 'value', value };
}
