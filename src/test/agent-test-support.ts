import type { Conversation, ConversationPort } from '../core/conversation.ts';
import { allToolCalls } from '../core/conversation.ts';
import type { JsonObject, JsonValue } from '../core/json.ts';
import type { ModelRequest } from '../core/model-request.ts';
import type { ModelClient } from '../providers/model-client.ts';
import { compileRuleSet, decideByRules } from '../core/rules/decide-by-rules.ts';
import type { Rule } from '../core/rules/rule.ts';
import type { ToolDefinition } from '../tools/tool-definition.ts';
import type { LiveToolRegistry } from '../tools/tool-registry.ts';
import type { RuleReader } from '../agent/decide-call.ts';
import { createToolRegistry } from '../tools/tool-registry.ts';
import type { AuditEntry, AuditOutcome, AuditSink } from '../core/audit-entry.ts';
import { createAgent } from '../agent/create-agent.ts';

/** A scripted tool call of a fake model turn: arguments as an object, or raw text sent as it is. */
export interface ScriptedCall {
  readonly id: string;
  readonly name: string;
  readonly args: JsonObject | string;
}

/** A call to the test tool `update_order`: order 7, amount 120. */
export const updateOrder: ScriptedCall = { id: 'call_u', name: 'update_order', args: { id: 7, amount: 120 } };

/** A call to the test tool `slow_export`, which runs until it is aborted. */
export const slowExport: ScriptedCall = { id: 'call_s', name: 'slow_export', args: { table: 'orders' } };

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  const body = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1767225600,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/**
 * One model turn as OpenAI Chat Completions SSE, the real wire text: text deltas, then each call opened with its
 * id and name and its arguments in small fragments, then the finish chunk and `[DONE]`. With `cut`, the stream
 * stops after `cut` characters, as a broken connection would leave it.
 */
export function openAiChatSse(turn: {
  readonly text?: string;
  readonly calls?: readonly ScriptedCall[];
}): string {
  let sse = chunk({ role: 'assistant', content: '' });
  for (const piece of (turn.text ?? '').match(/.{1,12}/gs) ?? []) sse += chunk({ content: piece });
  (turn.calls ?? []).forEach((call, index) => {
    sse += chunk({
      tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }],
    });
    const raw = typeof call.args === 'string' ? call.args : JSON.stringify(call.args);
    for (const piece of raw.match(/.{1,7}/gs) ?? [])
      sse += chunk({ tool_calls: [{ index, function: { arguments: piece } }] });
  });
  sse += chunk({}, turn.calls?.length ? 'tool_calls' : 'stop');
  return `${sse}data: [DONE]\n\n`;
}

/** The SSE cut right after the `count`-th argument fragment of the call at `index`, mid-call. */
export function cutInCall(sse: string, index: number, count: number): string {
  const marker = `{"index":${index},"function":{"arguments"`;
  let at = -1;
  for (let seen = 0; seen < count; seen += 1) {
    at = sse.indexOf(marker, at + 1);
    if (at < 0) throw new Error(`The stream has fewer than ${count} fragments of call ${index}.`);
  }
  return sse.slice(0, sse.indexOf('\n\n', at) + 2);
}

/** A body that sends `text` in small reads, then either ends, or (with `stall`) waits until cancelled. */
export function textBody(
  text: string,
  options: { readonly stall?: boolean } = {},
): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (offset < bytes.length) {
        controller.enqueue(bytes.slice(offset, offset + 64));
        offset += 64;
      } else if (!options.stall) {
        controller.close();
      } else {
        await new Promise(() => undefined);
      }
    },
  });
}

/** One scripted answer: SSE text, a body factory, or an error the request rejects with. */
export type ScriptStep = string | Error | (() => ReadableStream<Uint8Array>);

/** A fake {@link ModelClient} that answers each request with the next step and records every request. */
export function scriptedClient(
  steps: readonly ScriptStep[],
  id = 'openai-chat:fake-model',
): ModelClient & { readonly requests: ModelRequest[] } {
  const queue = [...steps];
  const requests: ModelRequest[] = [];
  return {
    id,
    label: 'Fake model',
    requests,
    async stream(request, { signal }) {
      requests.push(structuredClone(request));
      const step = queue.shift() ?? openAiChatSse({ text: 'Done.' });
      if (signal.aborted) throw signal.reason;
      if (step instanceof Error) throw step;
      return { format: 'openai-chat', body: typeof step === 'string' ? textBody(step) : step() };
    },
  };
}

/** A conversation port over a variable, as the tests' store. */
export function memoryPort(initial: Conversation): ConversationPort & { current: Conversation } {
  const port = {
    current: initial,
    read: () => port.current,
    write: (update: (conversation: Conversation) => Conversation) => {
      port.current = update(port.current);
    },
  };
  return port;
}

/** An audit sink over an array. */
export function memoryAudit(): AuditSink & { readonly entries: AuditEntry[] } {
  const entries: AuditEntry[] = [];
  return {
    entries,
    async record(entry) {
      entries.push(entry);
    },
    async refuse(entryId: string, at: number, reason: string) {
      const index = entries.findIndex((entry) => entry.id === entryId);
      if (index >= 0)
        entries[index] = {
          ...entries[index]!,
          decision: 'refused',
          outcome: 'refused',
          reason,
          finishedAt: at,
        };
    },
    async settle(entryId: string, outcome: AuditOutcome, at: number, detail?: string) {
      const index = entries.findIndex((entry) => entry.id === entryId);
      if (index >= 0)
        entries[index] = {
          ...entries[index]!,
          outcome,
          finishedAt: at,
          ...(detail ? { outcomeDetail: detail } : {}),
        };
    },
  };
}

/** Test tools: one per tier, each recording the arguments it ran with; `slow_export` waits until aborted. */
export function testTools(): {
  readonly registry: LiveToolRegistry;
  readonly runs: { tool: string; args: JsonValue }[];
} {
  const runs: { tool: string; args: JsonValue }[] = [];
  const schema = (properties: JsonObject, required: readonly string[]): JsonObject => ({
    type: 'object',
    properties,
    required,
    additionalProperties: false,
  });
  const tool = (
    name: string,
    tier: ToolDefinition['tier'],
    inputSchema: JsonObject,
    execute?: ToolDefinition['execute'],
  ): ToolDefinition => ({
    name,
    description: `${name} for tests`,
    inputSchema,
    tier,
    execute:
      execute ??
      (async (args) => {
        runs.push({ tool: name, args });
        return { ok: true, tool: name };
      }),
  });
  const tools = [
    tool('get_weather', 'read-only', schema({ city: { type: 'string' } }, ['city'])),
    tool(
      'update_order',
      'write',
      schema({ id: { type: 'number' }, amount: { type: 'number' }, note: { type: 'string' } }, [
        'id',
        'amount',
      ]),
    ),
    tool('delete_ticket', 'destructive', schema({ id: { type: 'number' } }, ['id'])),
    tool('slow_export', 'write', schema({ table: { type: 'string' } }, ['table']), (args, { signal }) => {
      runs.push({ tool: 'slow_export', args });
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
      );
    }),
  ];
  return { registry: createToolRegistry(tools), runs };
}

/** Decides by a fixed list of rules (none: the tier decides), and remembers which rules were counted. */
export function fixedRules(rules: readonly Rule[] = []): RuleReader & { readonly counted: string[] } {
  const set = compileRuleSet(rules);
  const counted: string[] = [];
  return {
    counted,
    decide: (facts, now) => decideByRules(set, facts, now),
    recordMatches: async (ruleIds) => void counted.push(...ruleIds),
  };
}

let ruleCounter = 0;

/** An active rule that is always in scope, for one tool (or pattern) with no conditions unless given. */
export function toolRule(tool: string, effect: Rule['effect'], overrides: Partial<Rule> = {}): Rule {
  ruleCounter += 1;
  return {
    id: `rule_${ruleCounter}`,
    number: ruleCounter,
    position: ruleCounter,
    match: { sources: [], tool, conditions: [] },
    effect,
    scope: { kind: 'always' },
    status: 'active',
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}

/** An empty conversation for the tests. */
export function emptyTestConversation(): Conversation {
  return {
    id: 'conv_test',
    title: 'Test',
    createdAt: 0,
    systemPrompt: 'You are a support agent.',
    messages: [],
  };
}

/**
 * An agent over a memory port, a scripted client, the test tools and fixed rules, with a clock that ticks
 * once per read, plus the pieces tests inspect: the conversation, the requests, the audit, the tool runs and a
 * lookup of a call by provider id or internal id.
 */
export function createTestAgent(steps: readonly ScriptStep[], rules: readonly Rule[] = []) {
  const port = memoryPort(emptyTestConversation());
  const client = scriptedClient(steps);
  const audit = memoryAudit();
  const { registry, runs } = testTools();
  let clock = 1000;
  const agent = createAgent({
    port,
    client,
    registry,
    rules: fixedRules(rules),
    audit,
    now: () => (clock += 1),
  });
  const call = (id: string) =>
    allToolCalls(port.current).find((candidate) => candidate.providerId === id || candidate.id === id)!;
  return { port, client, audit, runs, agent, call };
}
