import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../core/conversation.ts';
import type { JsonObject } from '../../core/json.ts';
import type { ToolCall } from '../../core/tool-call.ts';
import type { ToolDefinition } from '../../tools/tool-definition.ts';
import { builtInGroup, createToolRegistry } from '../../tools/tool-registry.ts';
import { fixedRules, scriptedClient, testTools, toolRule } from '../../test/agent-test-support.ts';
import { fakeAudit } from '../../test/desk-fakes.ts';
import { makeCallPart, makeConversation, makeMessage } from '../../test/test-builders.ts';
import { createBuiltInDesk } from './built-in-desk.ts';
import type { ReviewCatalog } from './built-in-review.ts';

const invoiceSchema: JsonObject = {
  type: 'object',
  properties: { invoice_id: { type: 'string', pattern: '^INV-\\d+$' } },
  required: ['invoice_id'],
  additionalProperties: false,
};

/** A tool the agent's registry does not know: a page's own (a fixture's), decided on the page. */
const getInvoice: ToolDefinition = {
  name: 'get_invoice',
  description: 'Fetch one invoice.',
  tier: 'read-only',
  inputSchema: invoiceSchema,
  execute: async () => ({ id: 'INV-1' }),
};

function pending(name: string, id = `call_${name}`): ToolCall {
  return makeCallPart({ id, name, args: {} }).call;
}

/**
 * A desk on fake ports over `conversation`; `catalog` is what its review reads, when the page reviews other tools
 * than the agent's. `built` counts what building the agent loop would touch (the deadline watch subscribes).
 */
function deskOver(conversation: Conversation, catalog?: () => ReviewCatalog) {
  const agentTools = testTools();
  const built = { subscriptions: 0, portsWired: 0 };
  const desk = createBuiltInDesk(() => {
    built.portsWired += 1;
    return {
      port: { read: () => conversation, write: () => undefined },
      client: scriptedClient([]),
      registry: agentTools.registry,
      rules: fixedRules(),
      audit: fakeAudit(),
      sessionId: 'session_review',
      now: () => 5_000,
      runRecords: async () => new Map(),
      onStatus: () => undefined,
      ready: async () => undefined,
      subscribe: () => {
        built.subscriptions += 1;
        return () => undefined;
      },
      after: () => () => undefined,
      ...(catalog ? { reviewCatalog: catalog } : {}),
    };
  });
  return { desk, built };
}

describe('the built-in desk’s review, over the catalog it is given', () => {
  it('reviews a call of the page’s own tools against that catalog and its rules, without building the agent loop', async () => {
    const call = pending('get_invoice');
    const conversation = makeConversation([makeMessage('model', [makeCallPart(call)])]);
    const rules = fixedRules([
      toolRule('get_invoice', 'deny', {
        match: {
          sources: [],
          tool: 'get_invoice',
          conditions: [{ kind: 'equals', path: 'invoice_id', value: 'INV-13' }],
        },
      }),
    ]);
    const { desk, built } = deskOver(conversation, () => ({
      registry: createToolRegistry([getInvoice]),
      rules,
    }));

    const offer = desk.reviewOf(conversation.id, call, 0);
    expect(offer).toMatchObject({
      schema: invoiceSchema,
      tier: 'read-only',
      editing: { status: 'editable' },
      decisions: ['approve', 'decline'],
      missing: {},
    });
    const signal = new AbortController().signal;
    expect(await offer.checkDraft!('get_invoice', { invoice_id: 'nope' }, signal, call.id)).toMatchObject({
      source: 'invalid-arguments',
    });
    expect(await offer.checkDraft!('get_invoice', { invoice_id: 'INV-13' }, signal, call.id)).toMatchObject({
      source: 'policy',
      path: 'invoice_id',
    });
    expect(await offer.checkDraft!('get_invoice', { invoice_id: 'INV-7' }, signal, call.id)).toBeUndefined();
    // The console's queue checks with the very function the review offers.
    expect(desk.checkDraft).toBe(offer.checkDraft);
    expect(built).toEqual({ subscriptions: 0, portsWired: 1 });
  });

  it('without a catalog of its own, reviews against the agent’s registry, which does not know that tool', async () => {
    const call = pending('get_invoice');
    const conversation = makeConversation([makeMessage('model', [makeCallPart(call)])]);
    const { desk } = deskOver(conversation);

    expect(desk.reviewOf(conversation.id, call, 0)).toMatchObject({
      schema: undefined,
      decisions: ['decline'],
      missing: { approve: 'Cannot approve: there is no tool named get_invoice.' },
    });
    const refusal = await desk.checkDraft('get_invoice', {}, new AbortController().signal, call.id);
    expect(refusal).toMatchObject({ source: 'unknown-tool' });
  });

  it('keeps Approve back, with why, while the tool’s server is away, and follows the catalog as it changes', () => {
    const call = pending('get_invoice');
    const conversation = makeConversation([makeMessage('model', [makeCallPart(call)])]);
    const registry = createToolRegistry([{ ...getInvoice, unavailable: 'billing went away.' }]);
    const { desk } = deskOver(conversation, () => ({ registry, rules: fixedRules() }));

    expect(desk.reviewOf(conversation.id, call, 0)).toMatchObject({
      editing: { status: 'editable' },
      decisions: ['decline'],
      missing: { approve: 'Cannot approve now: billing went away.' },
    });
    registry.setGroup(builtInGroup, [getInvoice]);
    expect(desk.reviewOf(conversation.id, call, 0)).toMatchObject({
      decisions: ['approve', 'decline'],
      missing: {},
    });
  });
});
