import type { JsonObject, JsonValue } from '../core/json.ts';
import { isJsonObject } from '../core/json.ts';
import { seedAnchors } from '../tools/seed-data.ts';
import type { DemoHistory, SeenCall } from './read-request.ts';
import { resultJson } from './read-request.ts';

/** What the demo knows about the case, read from tool results, with the seed's values where a result is gone. */
export interface DemoFacts {
  readonly customer: {
    readonly id: number;
    readonly name: string;
    readonly email: string;
    readonly tier?: string;
    readonly city?: string;
  };
  readonly order: {
    readonly id: number;
    readonly total?: number;
    readonly status?: string;
    readonly placedAt?: string;
  };
  readonly damaged: { readonly name: string; readonly amount: number };
  readonly orderCount?: number;
  readonly earlierDamageClaims?: number;
  /** Whether every earlier damage claim is solved or closed. */
  readonly earlierClaimsResolved?: boolean;
  readonly ticketId: number;
  readonly duplicateTicketId: number;
}

/** The latest visible call to `name` on `model`. */
export function findCall(history: DemoHistory, name: string, model?: string): SeenCall | undefined {
  return [...history.calls]
    .reverse()
    .find((call) => call.name === name && (model === undefined || call.args.model === model));
}

function records(value: JsonValue | undefined): readonly JsonObject[] {
  if (!isJsonObject(value) || !Array.isArray(value.records)) return [];
  return (value.records as readonly JsonValue[]).filter(isJsonObject);
}

const numberOf = (value: JsonValue | undefined) => (typeof value === 'number' ? value : undefined);
const stringOf = (value: JsonValue | undefined) => (typeof value === 'string' ? value : undefined);

function customerFacts(history: DemoHistory): DemoFacts['customer'] {
  const found = records(resultJson(findCall(history, 'search_records', 'customer')))[0];
  return {
    id: numberOf(found?.id) ?? seedAnchors.customerId,
    name: stringOf(found?.name) ?? seedAnchors.customerName,
    email: stringOf(found?.email) ?? seedAnchors.customerEmail,
    ...(stringOf(found?.tier) ? { tier: stringOf(found?.tier) } : {}),
    ...(stringOf(found?.city) ? { city: stringOf(found?.city) } : {}),
  };
}

function orderFacts(history: DemoHistory): DemoFacts['order'] {
  const read = resultJson(findCall(history, 'read_record', 'order'));
  const order = isJsonObject(read) ? read : {};
  const total = numberOf(order.total);
  const status = stringOf(order.status);
  const placedAt = stringOf(order.placed_at);
  return {
    id: numberOf(order.id) ?? seedAnchors.orderId,
    ...(total !== undefined ? { total } : {}),
    ...(status ? { status } : {}),
    ...(placedAt ? { placedAt } : {}),
  };
}

function damagedFacts(history: DemoHistory): DemoFacts['damaged'] {
  const lines = records(resultJson(findCall(history, 'search_records', 'order_line')));
  const line = lines.find((candidate) => /plate/i.test(String(candidate.product_name))) ?? lines[0];
  const quantity = numberOf(line?.quantity);
  const price = numberOf(line?.unit_price);
  if (!line || quantity === undefined || price === undefined) {
    return { name: seedAnchors.damagedProductName, amount: seedAnchors.damagedLineTotal };
  }
  return {
    name: String(line.product_name ?? seedAnchors.damagedProductName),
    amount: Math.round(quantity * price * 100) / 100,
  };
}

function ticketFacts(
  history: DemoHistory,
  orderId: number,
): Pick<DemoFacts, 'ticketId' | 'duplicateTicketId' | 'earlierDamageClaims' | 'earlierClaimsResolved'> {
  const tickets = records(resultJson(findCall(history, 'search_records', 'ticket')));
  const about = tickets
    .filter((ticket) => ticket.order_id === orderId)
    .sort((a, b) => Number(a.id) - Number(b.id));
  const claims = tickets.filter(
    (ticket) => ticket.order_id !== orderId && /chipped|damaged|broken|cracked/i.test(String(ticket.subject)),
  );
  return {
    ticketId: numberOf(about[0]?.id) ?? seedAnchors.ticketId,
    duplicateTicketId: numberOf(about[1]?.id) ?? seedAnchors.duplicateTicketId,
    ...(tickets.length > 0
      ? {
          earlierDamageClaims: claims.length,
          earlierClaimsResolved: claims.every(
            (ticket) => ticket.status === 'solved' || ticket.status === 'closed',
          ),
        }
      : {}),
  };
}

/** Everything the demo knows about the case so far. */
export function readFacts(history: DemoHistory): DemoFacts {
  const order = orderFacts(history);
  const orders = resultJson(findCall(history, 'search_records', 'order'));
  const orderCount = isJsonObject(orders) ? numberOf(orders.total) : undefined;
  return {
    customer: customerFacts(history),
    order,
    damaged: damagedFacts(history),
    ...(orderCount !== undefined ? { orderCount } : {}),
    ...ticketFacts(history, order.id),
  };
}

/** An amount as the shop writes it. */
export function money(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** A date-time as a reader says it, e.g. "9 Feb 2026". */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
