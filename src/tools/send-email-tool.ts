import type { JsonObject } from '../core/json.ts';
import type { Refusal } from '../core/tool-call.ts';
import { quoteName } from './closest-name.ts';
import type { RecordStore } from './record-store.ts';
import { ensureAllowed } from './record-tool-support.ts';
import type { ToolDefinition } from './tool-definition.ts';
import { withReceipt } from './tool-receipts.ts';
import type { OutboxEmail, ToolsDatabase } from './tools-database.ts';
import { sharedToolsDatabase } from './tools-database.ts';

/** Input schema of `send_email`. */
export const sendEmailSchema: JsonObject = {
  type: 'object',
  properties: {
    to: { type: 'string', format: 'email', maxLength: 254, description: "The customer's email address." },
    subject: { type: 'string', minLength: 1, maxLength: 200, description: 'One line.' },
    body: {
      type: 'string',
      minLength: 1,
      maxLength: 20_000,
      description: 'Plain text; markup is sent as written.',
    },
  },
  required: ['to', 'subject', 'body'],
  additionalProperties: false,
};

/** Where `send_email` writes, and (optionally) the store whose customers are the only allowed recipients. */
export interface SendEmailOptions {
  readonly db?: ToolsDatabase;
  readonly store?: RecordStore;
  readonly clock?: () => number;
}

/**
 * `send_email` (write tier): writes a plain-text email into the outbox table, with the call's receipt in the same
 * transaction; nothing leaves the browser. With a store, the recipient must be a customer's address, so a
 * misspelled address is refused rather than sent.
 */
export function createSendEmailTool(options: SendEmailOptions = {}): ToolDefinition {
  const db = options.db ?? sharedToolsDatabase();
  const clock = options.clock ?? Date.now;
  const check = async (args: JsonObject): Promise<Refusal | undefined> => {
    const subject = String(args.subject);
    if (/[\r\n]/.test(subject))
      return { source: 'check', message: 'subject must be one line: remove the line breaks.' };
    if (!options.store) return undefined;
    const to = String(args.to).toLowerCase();
    const customers = await options.store.list('customer');
    if (customers.some((customer) => String(customer.email).toLowerCase() === to)) return undefined;
    return {
      source: 'check',
      message: `No Customer has the address ${quoteName(String(args.to))}; send_email writes only to customers. Look the address up with search_records on model "customer".`,
    };
  };
  return {
    name: 'send_email',
    description:
      'Sends a plain-text email to a customer (into the outbox). Waits for the operator unless allowed.',
    inputSchema: sendEmailSchema,
    tier: 'write',
    effects: 'receipted',
    check,
    async execute(args, context) {
      await ensureAllowed(() => check(args));
      const email: OutboxEmail = {
        to: String(args.to),
        subject: String(args.subject),
        body: String(args.body),
        sentAt: clock(),
      };
      return withReceipt(db, [db.outbox], { callId: context.callId, tool: 'send_email', clock }, async () => {
        const id = await db.outbox.add(email);
        return {
          sent: true,
          id,
          to: email.to,
          subject: email.subject,
          sent_at: new Date(email.sentAt).toISOString(),
        };
      });
    },
  };
}

/** Every email in the outbox, oldest first. */
export async function readOutbox(db: ToolsDatabase = sharedToolsDatabase()): Promise<readonly OutboxEmail[]> {
  return db.outbox.orderBy('id').toArray();
}
