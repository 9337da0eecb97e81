import type { JsonObject } from '../core/json.ts';

/** The kinds of value a record field holds; each kind has its own validation and filter operators. */
export type FieldType =
  | 'id'
  | 'text'
  | 'long-text'
  | 'email'
  | 'integer'
  | 'money'
  | 'boolean'
  | 'datetime'
  | 'selection'
  | 'relation';

/** One field of a record model. */
export interface FieldDefinition {
  readonly name: string;
  readonly type: FieldType;
  readonly description: string;
  /** Must be present (and not null) when a record is created. */
  readonly required?: boolean;
  /** Set by the store (ids, creation times); a write naming it is refused. */
  readonly readOnly?: boolean;
  /** The fixed values of a `selection` field. */
  readonly options?: readonly string[];
  /** The model a `relation` field points to, by name. */
  readonly target?: string;
}

/** A record as stored and returned: a JSON object whose `id` is a positive integer. */
export type RecordData = JsonObject & { readonly id: number };

/** One model of the embedded data store. */
export interface ModelDefinition {
  readonly name: string;
  /** Singular display name, as in "Order records". */
  readonly label: string;
  readonly description: string;
  readonly fields: readonly FieldDefinition[];
  /** Cross-field rules on a record as it would be after a write; returns why it may not be written. */
  readonly validate?: (record: JsonObject) => string | undefined;
}

const id: FieldDefinition = {
  name: 'id',
  type: 'id',
  description: 'Unique id, set by the store.',
  readOnly: true,
};
const createdAt: FieldDefinition = {
  name: 'created_at',
  type: 'datetime',
  description: 'When the record was created (ISO 8601), set by the store.',
  readOnly: true,
};

/** Order statuses, in the order an order moves through them. */
export const orderStatuses = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const;

/** Ticket statuses. */
export const ticketStatuses = ['new', 'open', 'pending', 'solved', 'closed'] as const;

function validateOrder(record: JsonObject): string | undefined {
  const refund = record.refund_amount;
  const total = record.total;
  if (typeof refund === 'number' && typeof total === 'number' && refund > total) {
    return `Order.refund_amount (${refund}) may not exceed the order total (${total}).`;
  }
  if (record.status === 'refunded' && typeof total === 'number' && refund !== total) {
    return `An Order with status "refunded" must have refund_amount equal to its total (${total}); use "partially_refunded" for less.`;
  }
  return undefined;
}

/** Every model of the embedded data store. */
export const recordModels: readonly ModelDefinition[] = [
  {
    name: 'customer',
    label: 'Customer',
    description: 'A person or business that buys from the shop.',
    fields: [
      id,
      { name: 'name', type: 'text', description: 'Full name.', required: true },
      { name: 'email', type: 'email', description: 'Contact email address.', required: true },
      { name: 'phone', type: 'text', description: 'Phone number.' },
      { name: 'company', type: 'text', description: 'Company name, if any.' },
      { name: 'city', type: 'text', description: 'City of the default shipping address.' },
      {
        name: 'country',
        type: 'selection',
        description: 'Country code.',
        options: ['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'ES', 'AU'],
      },
      {
        name: 'tier',
        type: 'selection',
        description: 'Loyalty tier.',
        options: ['standard', 'plus', 'enterprise'],
      },
      { name: 'tax_id', type: 'text', description: 'Tax identification number.' },
      { name: 'notes', type: 'long-text', description: 'Internal notes about the customer.' },
      createdAt,
    ],
  },
  {
    name: 'order',
    label: 'Order',
    description: 'A purchase by a customer; its items are order_line records.',
    fields: [
      id,
      {
        name: 'customer_id',
        type: 'relation',
        target: 'customer',
        description: 'The customer who placed it.',
        required: true,
      },
      {
        name: 'status',
        type: 'selection',
        options: orderStatuses,
        description: 'Where the order stands.',
        required: true,
      },
      { name: 'placed_at', type: 'datetime', description: 'When it was placed (ISO 8601).' },
      {
        name: 'currency',
        type: 'selection',
        options: ['USD', 'EUR', 'GBP'],
        description: 'Currency of all amounts.',
      },
      { name: 'shipping_fee', type: 'money', description: 'Shipping charged.' },
      { name: 'total', type: 'money', description: 'Amount charged, lines plus shipping.' },
      { name: 'refund_amount', type: 'money', description: 'Amount refunded so far (0 when none).' },
      { name: 'shipping_address', type: 'text', description: 'Where it was shipped.' },
      { name: 'notes', type: 'long-text', description: 'Internal notes.' },
    ],
    validate: validateOrder,
  },
  {
    name: 'order_line',
    label: 'Order line',
    description: 'One product on an order, with quantity and price.',
    fields: [
      id,
      {
        name: 'order_id',
        type: 'relation',
        target: 'order',
        description: 'The order it belongs to.',
        required: true,
      },
      {
        name: 'product_id',
        type: 'relation',
        target: 'product',
        description: 'The product.',
        required: true,
      },
      { name: 'product_name', type: 'text', description: 'Product name at the time of the order.' },
      { name: 'quantity', type: 'integer', description: 'How many.', required: true },
      {
        name: 'unit_price',
        type: 'money',
        description: 'Price of one, at the time of the order.',
        required: true,
      },
    ],
  },
  {
    name: 'product',
    label: 'Product',
    description: 'An item the shop sells.',
    fields: [
      id,
      { name: 'sku', type: 'text', description: 'Stock keeping unit.', required: true },
      { name: 'name', type: 'text', description: 'Product name.', required: true },
      {
        name: 'category',
        type: 'selection',
        options: ['tableware', 'kitchen', 'textiles', 'decor', 'lighting', 'storage'],
        description: 'Catalog category.',
      },
      { name: 'price', type: 'money', description: 'Current price.' },
      { name: 'stock', type: 'integer', description: 'Units in stock.' },
      { name: 'active', type: 'boolean', description: 'Whether it is still sold.' },
    ],
  },
  {
    name: 'ticket',
    label: 'Ticket',
    description: 'A support request from a customer.',
    fields: [
      id,
      {
        name: 'customer_id',
        type: 'relation',
        target: 'customer',
        description: 'Who asked.',
        required: true,
      },
      { name: 'order_id', type: 'relation', target: 'order', description: 'The order it is about, if any.' },
      { name: 'subject', type: 'text', description: 'One-line summary.', required: true },
      { name: 'body', type: 'long-text', description: "The customer's message." },
      { name: 'status', type: 'selection', options: ticketStatuses, description: 'Where the ticket stands.' },
      {
        name: 'priority',
        type: 'selection',
        options: ['low', 'normal', 'high', 'urgent'],
        description: 'How urgent.',
      },
      {
        name: 'channel',
        type: 'selection',
        options: ['email', 'web', 'chat', 'phone'],
        description: 'How it came in.',
      },
      { name: 'internal_note', type: 'long-text', description: 'Note for the support team, never sent.' },
      createdAt,
    ],
  },
];

/** The model named `name`, or undefined. */
export function findModel(name: string): ModelDefinition | undefined {
  return recordModels.find((model) => model.name === name);
}

/** The field named `name` of `model`, or undefined. */
export function findField(model: ModelDefinition, name: string): FieldDefinition | undefined {
  return model.fields.find((field) => field.name === name);
}

/** Names of every model, for messages and schema descriptions. */
export const modelNames: readonly string[] = recordModels.map((model) => model.name);
