import type { RecordData } from './record-models.ts';
import {
  catalog,
  cities,
  companyWords,
  firstNames,
  lastNames,
  streets,
  ticketSubjects,
} from './seed-vocabulary.ts';

/** The records the demo scenario is about; everything else in the seed is background. */
export const seedAnchors = {
  /** Dana Whitfield, a frequent buyer. */
  customerId: 17,
  customerName: 'Dana Whitfield',
  customerEmail: 'dana.whitfield@example.com',
  /** Her order that arrived damaged. */
  orderId: 1042,
  /** The plates that arrived cracked, on order 1042. */
  damagedProductId: 104,
  damagedProductName: 'Stoneware Dinner Plates, set of 6',
  damagedLineTotal: 89.9,
  /** Her ticket about it, and the duplicate she sent through the web form. */
  ticketId: 5087,
  duplicateTicketId: 5088,
  /** "Now" in the data set: the day of the scenario. */
  today: '2026-02-16T09:00:00Z',
} as const;

const firstOrderId = 801;
const lastOrderId = 1048;
const dayMs = 86_400_000;
const now = Date.parse(seedAnchors.today);

/** A small deterministic generator (mulberry32): the same seed gives the same data set everywhere. */
function createRandom(seed: number): {
  next(): number;
  pick<T>(items: readonly T[]): T;
  int(min: number, max: number): number;
} {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
  };
}

const money = (value: number) => Math.round(value * 100) / 100;
const isoAt = (time: number) => new Date(time).toISOString().replace('.000Z', 'Z');

function customers(random: ReturnType<typeof createRandom>): RecordData[] {
  return Array.from({ length: 60 }, (_, index) => {
    const id = index + 1;
    const [city, country] = id === seedAnchors.customerId ? ['Portland', 'US'] : random.pick(cities);
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const name = id === seedAnchors.customerId ? seedAnchors.customerName : `${first} ${last}`;
    const email =
      id === seedAnchors.customerId
        ? seedAnchors.customerEmail
        : `${first}.${last}${id}@example.com`.toLowerCase();
    const business = id === seedAnchors.customerId || random.next() < 0.35;
    return {
      id,
      name,
      email,
      phone: `+1 555 01${String(random.int(10, 99))} ${String(random.int(1000, 9999))}`,
      company:
        id === seedAnchors.customerId
          ? 'Whitfield Studio'
          : business
            ? `${last} ${random.pick(companyWords)}`
            : null,
      city,
      country,
      tier:
        id === seedAnchors.customerId
          ? 'plus'
          : random.pick(['standard', 'standard', 'standard', 'plus', 'enterprise']),
      tax_id: business ? `TX-${String(random.int(100000, 999999))}` : null,
      notes:
        id === seedAnchors.customerId
          ? 'Interior design studio; orders tableware for client projects.'
          : null,
      created_at: isoAt(now - random.int(400, 900) * dayMs),
    };
  });
}

function products(random: ReturnType<typeof createRandom>): RecordData[] {
  return catalog.map(([name, category, price], index) => ({
    id: 101 + index,
    sku: `${category.slice(0, 3).toUpperCase()}-${String(1000 + index * 7)}`,
    name,
    category,
    price,
    stock: random.int(0, 240),
    active: random.next() > 0.08,
  }));
}

function orderStatusAt(placedAt: number, random: ReturnType<typeof createRandom>): string {
  const age = (now - placedAt) / dayMs;
  if (age < 2) return random.pick(['placed', 'paid']);
  if (age < 6) return random.pick(['paid', 'shipped']);
  const roll = random.next();
  return roll < 0.06 ? 'cancelled' : roll < 0.1 ? 'refunded' : 'delivered';
}

function ordersAndLines(random: ReturnType<typeof createRandom>, catalogRecords: readonly RecordData[]) {
  const orders: RecordData[] = [];
  const lines: RecordData[] = [];
  const span = now - Date.parse('2025-03-01T00:00:00Z');
  for (let id = firstOrderId; id <= lastOrderId; id += 1) {
    const anchor = id === seedAnchors.orderId;
    const progress = (id - firstOrderId) / (lastOrderId - firstOrderId + 1);
    const placedAt = anchor
      ? Date.parse('2026-02-09T14:22:00Z')
      : now - span + progress * span + random.int(0, 8) * 3_600_000;
    const customerId = anchor || random.next() < 0.15 ? seedAnchors.customerId : random.int(1, 60);
    const picked = anchor
      ? [104, 112, 107]
      : Array.from({ length: random.int(1, 4) }, () => random.int(101, 130));
    let subtotal = 0;
    for (const productId of new Set(picked)) {
      const product = catalogRecords.find((record) => record.id === productId)!;
      const quantity = anchor ? (productId === 112 ? 2 : 1) : random.int(1, 3);
      subtotal += quantity * (product.price as number);
      lines.push({
        id: lines.length + 1,
        order_id: id,
        product_id: productId,
        product_name: product.name as string,
        quantity,
        unit_price: product.price as number,
      });
    }
    const shipping = subtotal >= 150 ? 0 : 7.95;
    const status = anchor ? 'delivered' : orderStatusAt(placedAt, random);
    const total = money(subtotal + shipping);
    const [city] = customerId === seedAnchors.customerId ? ['Portland'] : random.pick(cities);
    orders.push({
      id,
      customer_id: customerId,
      status,
      placed_at: isoAt(placedAt),
      currency: 'USD',
      shipping_fee: shipping,
      total,
      refund_amount: status === 'refunded' ? total : 0,
      shipping_address: `${String(random.int(2, 980))} ${random.pick(streets)}, ${city}`,
      notes: null,
    });
  }
  return { orders, lines };
}

function tickets(random: ReturnType<typeof createRandom>, orders: readonly RecordData[]): RecordData[] {
  const result: RecordData[] = [];
  // Only the two anchor tickets are about the damaged order, so the duplicate is unambiguous.
  const background = orders.filter((order) => order.id !== seedAnchors.orderId);
  for (let id = 5001; id < seedAnchors.ticketId; id += 1) {
    const order = random.pick(background);
    const createdAt = Date.parse(order.placed_at as string) + random.int(2, 12) * dayMs;
    const age = (now - createdAt) / dayMs;
    result.push({
      id,
      customer_id: order.customer_id as number,
      order_id: random.next() < 0.85 ? order.id : null,
      subject: random.pick(ticketSubjects),
      body: `Hello, this is about order #${String(order.id)}. Could you take a look? Thanks.`,
      status: age > 20 ? random.pick(['solved', 'closed']) : random.pick(['new', 'open', 'pending']),
      priority: random.pick(['low', 'normal', 'normal', 'high']),
      channel: random.pick(['email', 'web', 'chat', 'phone']),
      internal_note: null,
      created_at: isoAt(Math.min(createdAt, now - 3_600_000)),
    });
  }
  const about = {
    customer_id: seedAnchors.customerId,
    order_id: seedAnchors.orderId,
    subject: 'Order #1042 arrived damaged',
  };
  result.push(
    {
      id: seedAnchors.ticketId,
      ...about,
      body: 'Hi, the stoneware dinner plates in order #1042 arrived broken: four of the six are cracked. The napkins and the carafe are fine. Can you help? Dana',
      status: 'new',
      priority: 'high',
      channel: 'email',
      internal_note: null,
      created_at: '2026-02-16T08:12:00Z',
    },
    {
      id: seedAnchors.duplicateTicketId,
      ...about,
      body: 'Sending this again through the web form in case my email got lost: the plates from order #1042 came cracked.',
      status: 'new',
      priority: 'normal',
      channel: 'web',
      internal_note: null,
      created_at: '2026-02-16T08:31:00Z',
    },
  );
  return result;
}

/** The whole seed data set by model name, generated the same way every time. */
export function generateSeedRecords(): Readonly<Record<string, readonly RecordData[]>> {
  const random = createRandom(20260216);
  const catalogRecords = products(random);
  const customerRecords = customers(random);
  const { orders, lines } = ordersAndLines(random, catalogRecords);
  return {
    customer: customerRecords,
    product: catalogRecords,
    order: orders,
    order_line: lines,
    ticket: tickets(random, orders),
  };
}
