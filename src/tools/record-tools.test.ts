import { beforeEach, describe, expect, it } from 'vitest';
import type { JsonObject } from '../core/json.ts';
import { checkToolCall } from './check-tool-call.ts';
import type { RecordStore } from './record-store.ts';
import { createRecordTools } from './record-tools.ts';
import type { ToolRegistry } from './tool-registry.ts';
import { checkCall, seededTools, toolContext as context } from '../test/record-tools-test-support.ts';
import { createToolRegistry } from './tool-registry.ts';

let store: RecordStore;
let registry: ToolRegistry;

beforeEach(async () => {
  ({ store, registry } = await seededTools({ tools: createRecordTools }));
});

const check = (name: string, args: JsonObject) => checkCall(registry, name, args);
const run = (name: string, args: JsonObject) => registry.get(name)!.execute(args, context);

describe('corrective errors', () => {
  it('an unknown field lists the fields the operator may read, with the likely one', async () => {
    const refusal = await check('update_record', {
      model: 'order',
      id: 1042,
      values: { refund_ammount: 10 },
    });
    expect(refusal?.source).toBe('check');
    expect(refusal?.message).toContain('Order has no field "refund_ammount". Did you mean "refund_amount"?');
    expect(refusal?.message).toContain('Order fields: id, customer_id, status, placed_at');
    const customer = await check('search_records', { model: 'customer', fields: ['nmae'] });
    expect(customer?.message).toContain('Did you mean "name"?');
    expect(customer?.message).not.toContain('tax_id');
  });

  it('a value outside a selection lists the allowed values', async () => {
    const refusal = await check('search_records', {
      model: 'order',
      filter: [{ field: 'status', op: 'eq', value: 'shiped' }],
    });
    expect(refusal?.message).toBe(
      '"shiped" is not an allowed value of Order.status. Allowed values: placed, paid, shipped, delivered, partially_refunded, refunded, cancelled.',
    );
    const write = await check('update_record', {
      model: 'ticket',
      id: 5087,
      values: { priority: 'critical' },
    });
    expect(write?.message).toContain('Allowed values: low, normal, high, urgent');
  });

  it('a dotted path is refused and the relation named', async () => {
    const refusal = await check('search_records', {
      model: 'order',
      filter: [{ field: 'customer.email', op: 'eq', value: 'x@example.com' }],
    });
    expect(refusal?.message).toContain('Dotted paths such as "customer.email" are not supported');
    expect(refusal?.message).toContain('its own field "customer_id"');
    const unrelated = await check('search_records', { model: 'order', fields: ['warehouse.city'] });
    expect(unrelated?.message).toContain('Its relations: customer_id (→ customer)');
  });

  it('an unknown model lists the models (the schema names them, so the form offers only those)', async () => {
    const refusal = await check('search_records', { model: 'orders' });
    expect(refusal?.message).toContain(
      '"model" must be one of: "customer", "order", "order_line", "product", "ticket"; got string "orders". Did you mean "order"?',
    );
  });

  it('a missing record says which ids exist', async () => {
    const refusal = await check('read_record', { model: 'order', id: 99999 });
    expect(refusal?.message).toContain('There is no Order with id 99999. Order ids run from 801 to 1048');
  });

  it('a wrong type says what the field takes', async () => {
    const refusal = await check('update_record', {
      model: 'order',
      id: 1042,
      values: { refund_amount: '45 USD' },
    });
    expect(refusal?.message).toContain('Order.refund_amount must be an amount such as 45.5');
    const over = await check('update_record', { model: 'order', id: 1042, values: { refund_amount: 500 } });
    expect(over?.message).toContain('may not exceed the order total (150.9)');
  });

  it('refuses writing a read-only field, a relation to nothing, or a create without required fields', async () => {
    expect(
      (await check('update_record', { model: 'ticket', id: 5087, values: { id: 1 } }))?.message,
    ).toContain('set by the store');
    expect(
      (await check('update_record', { model: 'ticket', id: 5087, values: { order_id: 5 } }))?.message,
    ).toContain('Ticket.order_id refers to Order 5, which does not exist');
    expect((await check('create_record', { model: 'ticket', values: { body: 'hi' } }))?.message).toContain(
      'Creating a Ticket needs a value for: customer_id, subject',
    );
  });

  it('refuses an update that changes nothing', async () => {
    const refusal = await check('update_record', { model: 'order', id: 1042, values: {} });
    expect(refusal?.message).toContain('values is empty');
  });
});

describe('writes', () => {
  it('refuses a write naming an unknown field whole, never dropping the field', async () => {
    const args = { model: 'order', id: 1042, values: { status: 'partially_refunded', refund_ammount: 10 } };
    expect(await check('update_record', args)).toBeDefined();
    await expect(run('update_record', args)).rejects.toThrow('no field "refund_ammount"');
    expect((await store.get('order', 1042))?.status).toBe('delivered');
  });

  it('updates one record and reports each change', async () => {
    const args = { model: 'order', id: 1042, values: { refund_amount: 89.9, status: 'partially_refunded' } };
    expect(await check('update_record', args)).toBeUndefined();
    expect(await run('update_record', args)).toEqual({
      model: 'order',
      updated: [
        {
          id: 1042,
          changes: {
            status: { from: 'delivered', to: 'partially_refunded' },
            refund_amount: { from: 0, to: 89.9 },
          },
        },
      ],
    });
    expect(await store.get('order', 1042)).toMatchObject({
      refund_amount: 89.9,
      status: 'partially_refunded',
    });
  });

  it('applies a batch whole or not at all', async () => {
    const good = { id: 5087, values: { status: 'open' } };
    const bad = { id: 5088, values: { status: 'archived' } };
    const refusal = await check('update_record', { model: 'ticket', updates: [good, bad] });
    expect(refusal?.message).toContain(
      'updates[1] (id 5088): "archived" is not an allowed value of Ticket.status',
    );
    await expect(store.update('ticket', [good, bad])).rejects.toThrow('archived');
    expect((await store.get('ticket', 5087))?.status).toBe('new');
    await run('update_record', {
      model: 'ticket',
      updates: [good, { id: 5088, values: { status: 'closed' } }],
    });
    expect((await store.get('ticket', 5088))?.status).toBe('closed');
  });

  it('creates a record with the next id and its creation time', async () => {
    const result = (await run('create_record', {
      model: 'ticket',
      values: { customer_id: 17, subject: 'Follow-up', status: 'open' },
    })) as { created: JsonObject };
    expect(result.created).toMatchObject({ id: 5089, subject: 'Follow-up', order_id: null });
    expect(typeof result.created.created_at).toBe('string');
  });

  it('deletes a record, and refuses deleting one that others point to', async () => {
    expect(registry.get('delete_record')?.tier).toBe('destructive');
    await run('delete_record', { model: 'ticket', id: 5088 });
    expect(await store.get('ticket', 5088)).toBeUndefined();
    const operator = { role: 'admin', models: { product: { operations: ['read', 'delete'] as const } } };
    const admin = createToolRegistry(
      createRecordTools({ store, operator, agent: { name: 'a', models: { product: ['delete'] } } }),
    );
    const args = { model: 'product', id: 104 };
    const refusal = await checkToolCall(
      { name: 'delete_record', args, rawArguments: JSON.stringify(args) },
      admin,
      context,
    );
    expect(refusal?.message).toMatch(
      /Product 104 cannot be deleted while other records point to it: \d+ Order line records \(product_id\)/,
    );
  });
});

describe('reads', () => {
  it('searches with filter, projection, order and limit, and says how many more there are', async () => {
    const result = (await run('search_records', {
      model: 'order',
      filter: [{ field: 'customer_id', op: 'eq', value: 17 }],
      fields: ['id', 'status', 'total'],
      order: { field: 'total', direction: 'desc' },
      limit: 5,
    })) as { total: number; returned: number; more: string; records: JsonObject[] };
    const all = (await store.list('order')).filter((order) => order.customer_id === 17);
    expect(all.length).toBeGreaterThan(24);
    expect(result.total).toBe(all.length);
    expect(result.returned).toBe(5);
    expect(result.more).toBe(`${all.length - 5} more; raise offset or narrow the filter`);
    expect(Object.keys(result.records[0]!)).toEqual(['id', 'status', 'total']);
    const totals = result.records.map((record) => record.total as number);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('describes a model with its allowed values and relations, withholding what the operator may not read', async () => {
    const order = (await run('describe_model', { model: 'order' })) as {
      fields: JsonObject[];
      agent_may: string[];
    };
    expect(order.fields.find((field) => field.name === 'status')?.allowed_values).toContain('refunded');
    expect(order.fields.find((field) => field.name === 'customer_id')?.relation_to).toBe('customer');
    expect(order.agent_may).toEqual(['read', 'update']);
    const customer = (await run('describe_model', { model: 'customer' })) as {
      fields: JsonObject[];
      _withheld: string[];
    };
    expect(customer.fields.map((field) => field.name)).not.toContain('tax_id');
    expect(customer._withheld).toEqual(['tax_id']);
  });
});
