import { seedAnchors } from '../tools/seed-data.ts';
import type { DemoFacts } from './demo-facts.ts';
import { findCall, money, shortDate } from './demo-facts.ts';
import { orUnknown, ran, reportOutcome } from './demo-replies.ts';
import type { DemoTurn } from './demo-turn.ts';
import type { DemoHistory } from './read-request.ts';

/**
 * The first thing the operator says to start the demo: a support case the scripted model knows how to work.
 */
export const demoScenarioStart =
  'Customer Dana Whitfield says order #1042 arrived damaged: the stoneware plates came cracked. She wrote in ' +
  'twice, by email and through the web form. Please look into it, refund what is fair, and let her know.';

/** Turn 1: look up the customer and the order (both read-only, so they run at once). */
export function lookupTurn(history: DemoHistory): DemoTurn {
  const offScript =
    history.firstUserText !== undefined && !history.firstUserText.includes(String(seedAnchors.orderId));
  const intro = offScript
    ? "I'm the built-in demo model, so I follow one scripted support case: Dana Whitfield's damaged order #1042. "
    : '';
  return {
    text: `${intro}I'll find Dana Whitfield's customer record and pull up order #${seedAnchors.orderId}. Both are read-only lookups, so they run right away.`,
    calls: [
      {
        name: 'search_records',
        args: {
          model: 'customer',
          filter: [{ field: 'name', op: 'contains', value: 'Whitfield' }],
          fields: ['id', 'name', 'email', 'tier', 'city'],
        },
      },
      { name: 'read_record', args: { model: 'order', id: seedAnchors.orderId } },
    ],
  };
}

/** Turn 2: with the customer and order in hand, fetch the order's items, her order history and her tickets. */
export function historyTurn(history: DemoHistory, facts: DemoFacts): DemoTurn {
  const { customer, order } = facts;
  const search = findCall(history, 'search_records', 'customer');
  const read = findCall(history, 'read_record', 'order');
  const found = ran(search)
    ? `Found her: ${customer.name} (customer #${customer.id}${customer.tier ? `, ${customer.tier} tier` : ''}${customer.city ? `, ${customer.city}` : ''}).`
    : reportOutcome(orUnknown(search, 'search_records'), 'the customer search', '') +
      ` I'll go on with customer #${customer.id} from the order.`;
  const orderLine =
    ran(read) && order.total !== undefined
      ? ` Order #${order.id} was placed on ${shortDate(order.placedAt ?? '')} for ${money(order.total)}; its status is ${order.status ?? 'unknown'}.`
      : ` ${reportOutcome(orUnknown(read, 'read_record'), `reading order #${order.id}`, `Order #${order.id} is on file.`)}`;
  return {
    reasoning:
      `${customer.name} is customer #${customer.id}. Before deciding on a refund I want the line items of #${order.id} ` +
      'to price what broke, her order history to see whether damage is a pattern, and her tickets so nobody answers her twice.',
    text: `${found}${orderLine} Next: the order's items, her order history and her tickets.`,
    calls: [
      {
        name: 'search_records',
        args: { model: 'order_line', filter: [{ field: 'order_id', op: 'eq', value: order.id }] },
      },
      {
        name: 'search_records',
        args: {
          model: 'order',
          filter: [{ field: 'customer_id', op: 'eq', value: customer.id }],
          order: { field: 'placed_at', direction: 'desc' },
          limit: 50,
        },
      },
      {
        name: 'search_records',
        args: {
          model: 'ticket',
          filter: [{ field: 'customer_id', op: 'eq', value: customer.id }],
          order: { field: 'created_at', direction: 'desc' },
          limit: 50,
        },
      },
    ],
  };
}

/** Turn 3: propose the refund, with the field name misspelled, which the tool's check refuses. */
export function refundAttemptTurn(facts: DemoFacts): DemoTurn {
  const { damaged, order } = facts;
  const count = facts.orderCount === undefined ? '' : `Dana has ${facts.orderCount} orders with us`;
  const claimCount = facts.earlierDamageClaims;
  const resolved =
    facts.earlierClaimsResolved && claimCount !== 1
      ? ', all resolved'
      : facts.earlierClaimsResolved
        ? ', resolved'
        : '';
  const claims =
    claimCount === undefined
      ? ''
      : claimCount === 0
        ? ' and no earlier damage claims'
        : ` and ${claimCount === 1 ? 'one' : claimCount} earlier damage claim${claimCount === 1 ? '' : 's'}${resolved}`;
  const background = count ? ` ${count}${claims}, so this looks like a one-off.` : '';
  return {
    text:
      `On order #${order.id} the damaged item is ${damaged.name} at ${money(damaged.amount)}; the rest arrived fine.${background} ` +
      `A partial refund for the plates is fair, so I'll record it on the order.`,
    calls: [
      {
        name: 'update_record',
        args: {
          model: 'order',
          id: order.id,
          values: { refund_ammount: damaged.amount, status: 'partially_refunded' },
        },
      },
    ],
  };
}
