import type { MessageStatus, Role } from './conversation.ts';
import type { PartKind, PruningState } from './part.ts';
import type { SourceKind } from './source.ts';
import type { Decider, RefusalSource, ToolCallStatus } from './tool-call.ts';

// Records rather than arrays, so a value added to one of these unions fails the typecheck here until the schema
// knows it too: a stored conversation is never refused for a status the code itself wrote.
const roles: Record<Role, true> = { user: true, model: true, tool: true };
const messageStatuses: Record<MessageStatus, true> = {
  streaming: true,
  complete: true,
  incomplete: true,
  error: true,
};
const pruningStates: Record<PruningState, true> = { auto: true, pinned: true, pruned: true };
const deciders: Record<Decider, true> = { operator: true, policy: true };
const refusalSources: Record<RefusalSource, true> = {
  'unknown-tool': true,
  unparseable: true,
  'invalid-arguments': true,
  check: true,
  'operator-access': true,
  'agent-access': true,
  policy: true,
  unavailable: true,
};
const toolCallStatuses: Record<ToolCallStatus, true> = {
  streaming: true,
  checking: true,
  refused: true,
  pending: true,
  declined: true,
  executing: true,
  executed: true,
  failed: true,
  interrupted: true,
};
const sourceKinds: Record<SourceKind, true> = {
  'built-in': true,
  'ag-ui': true,
  langgraph: true,
  'ai-sdk': true,
};
const partKinds: Record<PartKind, true> = { text: true, reasoning: true, 'tool-call': true, blob: true };

/** Every tool call status, in the order the schema lists them. */
export const knownToolCallStatuses = Object.keys(toolCallStatuses) as readonly ToolCallStatus[];

const enumOf = (values: Record<string, true>) => ({ enum: Object.keys(values) });

/** Milliseconds since 1970 that a `Date` can hold; anything else renders as "Invalid time value". */
const timestamp = { type: 'number', minimum: 0, maximum: 8_640_000_000_000_000 };
const id = { type: 'string', minLength: 1, maxLength: 512 };
const text = { type: 'string' };
const jsonObject = { type: 'object' };
const jsonValue = {};
const decorations = { type: 'object' };

const approval = {
  type: 'object',
  required: ['by', 'at', 'approvedArgs', 'modifiedKeys'],
  properties: {
    by: enumOf(deciders),
    at: timestamp,
    approvedArgs: jsonObject,
    modifiedKeys: { type: 'array', items: text },
    feedback: text,
  },
};

const refusal = {
  type: 'object',
  required: ['source', 'message'],
  properties: { source: enumOf(refusalSources), message: text, path: text },
};

const stagedDecision = {
  type: 'object',
  required: ['kind', 'by', 'at'],
  properties: {
    kind: { enum: ['approve', 'decline', 'answer'] },
    by: enumOf(deciders),
    at: timestamp,
    approvedArgs: jsonObject,
    feedback: text,
    reason: text,
    payload: jsonValue,
  },
  discriminator: { propertyName: 'kind' },
  oneOf: [
    { properties: { kind: { const: 'approve' } }, required: ['approvedArgs'] },
    { properties: { kind: { const: 'decline' } } },
    { properties: { kind: { const: 'answer' } }, required: ['payload'] },
  ],
};

const interrupt = {
  type: 'object',
  required: ['id', 'reason', 'editable'],
  properties: {
    id,
    reason: text,
    toolCallId: text,
    runId: text,
    message: text,
    responseSchema: jsonObject,
    schemaWithheld: text,
    editable: { type: 'boolean' },
    expiresAt: timestamp,
    metadata: jsonObject,
    staged: stagedDecision,
  },
};

const source = {
  type: 'object',
  required: ['kind'],
  properties: { kind: enumOf(sourceKinds) },
  discriminator: { propertyName: 'kind' },
  oneOf: [
    { properties: { kind: { const: 'built-in' } } },
    {
      properties: { kind: { const: 'ag-ui' }, agentId: id, threadId: id },
      required: ['agentId', 'threadId'],
    },
    {
      properties: { kind: { const: 'langgraph' }, deploymentId: id, threadId: id },
      required: ['deploymentId', 'threadId'],
    },
    {
      properties: { kind: { const: 'ai-sdk' }, routeId: id, threadId: id },
      required: ['routeId', 'threadId'],
    },
  ],
};

const statusBranch = (
  status: ToolCallStatus,
  properties: Record<string, unknown> = {},
  required: readonly string[] = [],
) => ({ properties: { status: { const: status }, ...properties }, required: [...required] });

const toolCall = {
  type: 'object',
  required: ['id', 'name', 'rawArguments', 'args', 'modifiedArgs', 'status'],
  properties: {
    id,
    providerId: text,
    name: text,
    rawArguments: text,
    args: { type: ['object', 'null'] },
    modifiedArgs: jsonObject,
    decorations,
    issuedBy: text,
    revision: { type: 'integer', minimum: 0 },
    interrupt,
    initiatedBy: { const: 'operator' },
    resultShared: { const: true },
    status: enumOf(toolCallStatuses),
  },
  discriminator: { propertyName: 'status' },
  oneOf: [
    statusBranch('streaming'),
    statusBranch('checking'),
    statusBranch('refused', { refusal, approval }, ['refusal']),
    statusBranch('pending'),
    statusBranch('declined', { decidedAt: timestamp, reason: text, by: enumOf(deciders) }, [
      'decidedAt',
      'by',
    ]),
    statusBranch('executing', { approval, startedAt: timestamp }, ['approval', 'startedAt']),
    statusBranch('executed', { approval, startedAt: timestamp, finishedAt: timestamp, result: jsonValue }, [
      'approval',
      'startedAt',
      'finishedAt',
      'result',
    ]),
    statusBranch('failed', { approval, startedAt: timestamp, finishedAt: timestamp, error: text }, [
      'approval',
      'startedAt',
      'finishedAt',
      'error',
    ]),
    statusBranch(
      'interrupted',
      { approval, startedAt: timestamp, reason: text, ran: { enum: ['no', 'unknown'] } },
      ['reason'],
    ),
  ],
};

const partBase = {
  id,
  pruning: enumOf(pruningStates),
  maxDepth: { type: 'integer' },
  kind: enumOf(partKinds),
};

const kindBranch = (kind: PartKind, properties: Record<string, unknown>, required: readonly string[]) => ({
  properties: { kind: { const: kind }, ...properties },
  required: [...required],
});

const part = {
  type: 'object',
  required: ['id', 'kind', 'pruning'],
  properties: partBase,
  discriminator: { propertyName: 'kind' },
  oneOf: [
    kindBranch('text', { text }, ['text']),
    kindBranch('reasoning', { text, issuedBy: text, decorations }, ['text']),
    kindBranch('tool-call', { call: toolCall }, ['call']),
    kindBranch('blob', { name: text, mimeType: text, data: text }, ['name', 'mimeType', 'data']),
  ],
};

const message = {
  type: 'object',
  required: ['id', 'role', 'parts', 'createdAt', 'status'],
  properties: {
    id,
    role: enumOf(roles),
    parts: { type: 'array', items: part },
    createdAt: timestamp,
    status: enumOf(messageStatuses),
    error: text,
    issuedBy: text,
    usage: {
      type: 'object',
      properties: {
        inputTokens: { type: 'number', minimum: 0 },
        outputTokens: { type: 'number', minimum: 0 },
        predictedInputTokens: { type: 'number', minimum: 0 },
      },
    },
  },
};

/**
 * JSON Schema of a conversation as it is exported and stored: every field the code reads, its type, and each
 * status with exactly the fields it needs. Values the model or a tool chose (arguments, results, decorations)
 * are JSON of any shape. Fields it does not know are let through, so a newer file still opens.
 */
export const conversationSchema = {
  type: 'object',
  required: ['id', 'title', 'createdAt', 'systemPrompt', 'messages'],
  properties: {
    id,
    title: text,
    createdAt: timestamp,
    systemPrompt: text,
    messages: { type: 'array', items: message },
    source,
  },
} as const;

/** JSON Schema of the export file: the format marker, version 1, when it was written, and the conversation. */
export const conversationExportSchema = {
  type: 'object',
  required: ['format', 'version', 'conversation'],
  properties: {
    format: { const: 'toolgate-conversation' },
    version: { type: 'number', const: 1 },
    exportedAt: timestamp,
    conversation: conversationSchema,
  },
} as const;
