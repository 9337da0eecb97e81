import { toolTierSettingSchema } from './tool-tier-setting.ts';

/** JSON Schema of one rule as the rules file holds it (ids and numbers are given anew on import). */
const pathSchema = { type: 'string', minLength: 1, maxLength: 500 } as const;

const conditionSchema = {
  oneOf: [
    {
      type: 'object',
      required: ['kind', 'path', 'value'],
      properties: { kind: { const: 'equals' }, path: pathSchema, value: {} },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'path', 'values'],
      properties: { kind: { const: 'one-of' }, path: pathSchema, values: { type: 'array', minItems: 1 } },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'path', 'pattern'],
      properties: { kind: { const: 'glob' }, path: pathSchema, pattern: { type: 'string' } },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'path', 'pattern'],
      properties: {
        kind: { const: 'regex' },
        path: pathSchema,
        pattern: { type: 'string' },
        ignoreCase: { type: 'boolean' },
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'path'],
      properties: {
        kind: { const: 'range' },
        path: pathSchema,
        min: { type: 'number' },
        max: { type: 'number' },
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'path'],
      properties: { kind: { enum: ['present', 'absent'] }, path: pathSchema },
      additionalProperties: false,
    },
  ],
} as const;

const scopeSchema = {
  oneOf: [
    {
      type: 'object',
      required: ['kind', 'callId'],
      properties: { kind: { const: 'call' }, callId: { type: 'string' } },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'conversationId'],
      properties: { kind: { const: 'conversation' }, conversationId: { type: 'string' } },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind', 'sessionId'],
      properties: { kind: { const: 'session' }, sessionId: { type: 'string' } },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['kind'],
      properties: { kind: { const: 'always' } },
      additionalProperties: false,
    },
  ],
} as const;

/** A wait deadline: how long, and what then. */
export const deadlineSchema = {
  type: 'object',
  required: ['waitMs', 'then'],
  properties: {
    waitMs: { type: 'integer', minimum: 1_000, maximum: 30 * 24 * 3_600_000 },
    then: { enum: ['decline', 'notify'] },
    message: { type: 'string', maxLength: 2_000 },
  },
  additionalProperties: false,
} as const;

/** One rule in a rules file. */
export const ruleFileEntrySchema = {
  type: 'object',
  required: ['match', 'effect', 'scope', 'status'],
  properties: {
    id: { type: 'string' },
    number: { type: 'integer' },
    position: { type: 'number' },
    match: {
      type: 'object',
      required: ['sources', 'tool', 'conditions'],
      properties: {
        sources: {
          type: 'array',
          items: { enum: ['built-in', 'ag-ui', 'mcp', 'langgraph', 'ai-sdk'] },
          uniqueItems: true,
        },
        tool: { type: 'string', minLength: 1, maxLength: 200 },
        tiers: {
          type: 'array',
          items: { enum: ['read-only', 'write', 'destructive', 'unknown'] },
          uniqueItems: true,
        },
        conditions: { type: 'array', maxItems: 50, items: conditionSchema },
      },
      additionalProperties: false,
    },
    effect: { enum: ['allow', 'ask', 'deny'] },
    message: { type: 'string', maxLength: 2_000 },
    scope: scopeSchema,
    expiresAt: { type: 'number' },
    status: { enum: ['active', 'shadow', 'disabled'] },
    deadline: deadlineSchema,
    destructiveConfirmedAt: { type: 'number' },
    createdAt: { type: 'number' },
    updatedAt: { type: 'number' },
  },
  additionalProperties: false,
} as const;

/** The rules file: a marker, a version, the rules in list order, and the tiers given to remote tools. */
export const rulesFileSchema = {
  type: 'object',
  required: ['format', 'version', 'rules'],
  properties: {
    format: { const: 'toolgate-rules' },
    version: { const: 1 },
    exportedAt: { type: 'number' },
    rules: { type: 'array', maxItems: 10_000, items: ruleFileEntrySchema },
    tiers: { type: 'array', maxItems: 10_000, items: toolTierSettingSchema },
  },
  additionalProperties: false,
} as const;
