import { describe, expect, it } from 'vitest';
import { createRecordStore, RecordStoreError } from './record-store.ts';
import { generateSeedRecords, seedAnchors } from './seed-data.ts';
import { ToolsDatabase } from './tools-database.ts';

const fresh = () =>
  createRecordStore(new ToolsDatabase(`store-${crypto.randomUUID()}`), () =>
    Date.parse('2026-02-16T10:00:00Z'),
  );

describe('record store', () => {
  it('generates the same seed every time, with the scenario anchors in place', () => {
    expect(JSON.stringify(generateSeedRecords())).toBe(JSON.stringify(generateSeedRecords()));
    const seed = generateSeedRecords();
    expect(seed.customer?.find((record) => record.id === seedAnchors.customerId)?.name).toBe(
      'Dana Whitfield',
    );
    const lines = seed.order_line?.filter((line) => line.order_id === seedAnchors.orderId) ?? [];
    expect(lines.map((line) => line.product_name)).toContain(seedAnchors.damagedProductName);
    const tickets = seed.ticket?.filter((ticket) => ticket.order_id === seedAnchors.orderId) ?? [];
    expect(tickets.map((ticket) => ticket.id)).toEqual([seedAnchors.ticketId, seedAnchors.duplicateTicketId]);
  });

  it('seeds once, keeps changes across a reopen, and resets on request', async () => {
    const name = `store-${crypto.randomUUID()}`;
    const store = createRecordStore(new ToolsDatabase(name));
    await store.seed();
    await store.update('order', [{ id: 1042, values: { refund_amount: 45 } }]);
    store.db.close();
    const reopened = createRecordStore(new ToolsDatabase(name));
    await reopened.seed();
    expect((await reopened.get('order', 1042))?.refund_amount).toBe(45);
    await reopened.seed({ reset: true });
    expect((await reopened.get('order', 1042))?.refund_amount).toBe(0);
  });

  it('refuses invalid writes with the corrective message', async () => {
    const store = fresh();
    await store.seed();
    await expect(store.create('ticket', { customer_id: 17, subject: 'x', mood: 'angry' })).rejects.toThrow(
      RecordStoreError,
    );
    await expect(store.create('tickets', { subject: 'x' })).rejects.toThrow(
      'There is no model named "tickets"',
    );
    await expect(store.delete('ticket', 1)).rejects.toThrow('There is no Ticket with id 1');
  });

  it('creates with the next id, nulls for unset fields and the clock time', async () => {
    const store = fresh();
    await store.seed();
    const created = await store.create('ticket', { customer_id: 17, subject: 'Thanks!' });
    expect(created).toMatchObject({
      id: 5089,
      subject: 'Thanks!',
      status: null,
      created_at: '2026-02-16T10:00:00.000Z',
    });
  });
});
