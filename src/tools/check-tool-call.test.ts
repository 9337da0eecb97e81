import { beforeEach, describe, expect, it } from 'vitest';
import type { JsonObject } from '../core/json.ts';
import { checkToolCall, type CutOffBy } from './check-tool-call.ts';
import type { RecordStore } from './record-store.ts';
import type { ToolDefinition } from './tool-definition.ts';
import type { ToolRegistry } from './tool-registry.ts';
import { checkCall, seededTools, toolContext as context } from '../test/record-tools-test-support.ts';
import { createToolRegistry } from './tool-registry.ts';

let store: RecordStore;
let registry: ToolRegistry;

beforeEach(async () => {
  ({ store, registry } = await seededTools());
});

const check = (name: string, args: JsonObject) => checkCall(registry, name, args);

describe('checkToolCall', () => {
  it('refuses an unknown tool and lists the tools', async () => {
    const refusal = await checkToolCall(
      { name: 'search_record', args: {}, rawArguments: '{}' },
      registry,
      context,
    );
    expect(refusal?.source).toBe('unknown-tool');
    expect(refusal?.message).toContain(
      'There is no tool named "search_record". Did you mean "search_records"?',
    );
    expect(refusal?.message).toContain(
      'Available tools: describe_model, search_records, read_record, create_record, update_record, delete_record, send_email.',
    );
  });

  it('refuses unparseable arguments, says why and quotes the spot', async () => {
    const rawArguments = '{"model": "order", "limit": }';
    const refusal = await checkToolCall(
      { name: 'search_records', args: null, rawArguments, parseError: 'Unexpected token } at position 28' },
      registry,
      context,
    );
    expect(refusal?.source).toBe('unparseable');
    expect(refusal?.message).toContain(
      'are not valid JSON (Unexpected token } at position 28) near "{\\"model\\": \\"order\\", \\"limit\\": }"',
    );
  });

  it('refuses arguments cut off mid-stream, quoting how they end and saying what cut them off', async () => {
    const rawArguments = `{"to": "dana.whitfield@example.com", "subject": "Refund", "body": "Dear Dana, we are so sorry that`;
    const refusalBy = (cutOffBy?: CutOffBy) =>
      checkToolCall(
        { name: 'send_email', args: null, rawArguments, truncated: true, ...(cutOffBy ? { cutOffBy } : {}) },
        registry,
        context,
      );
    const limit = await refusalBy('output-limit');
    expect(limit?.source).toBe('unparseable');
    expect(limit?.message).toContain('were cut off at the output limit');
    expect(limit?.message).toContain('we are so sorry that"');
    expect(limit?.message).toContain('shorter arguments');
    // A broken stream or a Stop says so, and never blames the length of the arguments.
    const broke = await refusalBy('stream-failed');
    expect(broke?.message).toContain('The stream broke while the arguments of send_email were being written');
    const stopped = await refusalBy('stopped');
    expect(stopped?.message).toContain('The operator stopped the stream while the arguments of send_email');
    const unknown = await refusalBy();
    for (const refusal of [broke, stopped, unknown]) {
      expect(refusal?.source).toBe('unparseable');
      expect(refusal?.message).toContain('we are so sorry that"');
      expect(refusal?.message).not.toMatch(/output limit|shorter arguments/);
    }
  });

  it('refuses input that is not an object', async () => {
    for (const rawArguments of ['[1, 2]', '"order"', '42', 'null']) {
      const refusal = await checkToolCall(
        { name: 'search_records', args: null, rawArguments },
        registry,
        context,
      );
      expect(refusal?.source).toBe('invalid-arguments');
      expect(refusal?.message).toContain('must be a JSON object of named arguments');
    }
  });

  it('explains schema errors with the path, what was expected and the allowed values', async () => {
    const missing = await check('search_records', { filter: [] });
    expect(missing?.message).toContain('- the input is missing the required property "model".');
    const extra = await check('search_records', { model: 'order', filters: [] });
    expect(extra?.message).toContain(
      'the input has no property "filters"; allowed: model, filter, fields, order, limit, offset. Did you mean "filter"?',
    );
    const wrongType = await check('read_record', { model: 'order', id: '1042' });
    expect(wrongType?.message).toContain('"id" must be integer, got string "1042".');
    const badOperator = await check('search_records', {
      model: 'order',
      filter: [{ field: 'total', op: '>', value: 5 }],
    });
    expect(badOperator?.message).toContain(
      '"filter[0].op" must be one of: "eq", "ne", "gt", "gte", "lt", "lte", "contains", "in"; got string ">"',
    );
    const range = await check('search_records', { model: 'order', limit: 5000 });
    expect(range?.message).toContain('"limit" must be <= 200, got number 5000');
    const email = await check('send_email', { to: 'dana at example', subject: 'Hi', body: 'Hello' });
    expect(email?.message).toContain('"to" must be a valid email, got string "dana at example"');
    expect(email?.message).toMatch(/^The arguments of send_email do not match its input schema:\n/);
  });

  it("runs the tool's own check last", async () => {
    const refusal = await check('send_email', {
      to: 'dana.whitfeld@example.com',
      subject: 'Refund',
      body: 'Hello',
    });
    expect(refusal?.message).toContain('No Customer has the address "dana.whitfeld@example.com"');
  });

  it('turns a check that throws into a refusal that says the call did not run', async () => {
    const broken: ToolDefinition = {
      name: 'broken',
      description: 'fails its check',
      inputSchema: { type: 'object' },
      tier: 'read-only',
      check: () => Promise.reject(new Error('database closed')),
      execute: () => Promise.resolve(null),
    };
    const refusal = await checkToolCall(
      { name: 'broken', args: {}, rawArguments: '{}' },
      createToolRegistry([broken]),
      context,
    );
    expect(refusal).toEqual({
      source: 'check',
      message: 'broken could not be checked (database closed), so it was not run.',
    });
  });
});

describe('the re-check before execution', () => {
  it('refuses a call that passed before the data changed', async () => {
    const call = {
      name: 'delete_record',
      args: { model: 'ticket', id: 5088 },
      rawArguments: '{"model":"ticket","id":5088}',
    };
    expect(await checkToolCall(call, registry, context)).toBeUndefined();
    await store.delete('ticket', 5088);
    const again = await checkToolCall(call, registry, context);
    expect(again?.message).toContain('There is no Ticket with id 5088');
  });

  it('catches an approved edit that breaks a rule, before anything is written', async () => {
    const proposed = { model: 'order', id: 1042, values: { refund_amount: 89.9 } };
    expect(await check('update_record', proposed)).toBeUndefined();
    const edited = { ...proposed, values: { refund_amount: 1500 } };
    expect((await check('update_record', edited))?.message).toContain('may not exceed the order total');
    await expect(registry.get('update_record')!.execute(edited, context)).rejects.toThrow('may not exceed');
    expect((await store.get('order', 1042))?.refund_amount).toBe(0);
  });

  it('is refused inside the executor too, so nothing runs on a stale check', async () => {
    await store.update('order', [{ id: 1042, values: { total: 50 } }]);
    await expect(
      registry
        .get('update_record')!
        .execute({ model: 'order', id: 1042, values: { refund_amount: 89.9 } }, context),
    ).rejects.toThrow('may not exceed the order total (50)');
  });
});
