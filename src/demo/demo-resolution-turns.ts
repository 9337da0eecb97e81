import type { JsonObject } from '../core/json.ts';
import { isJsonObject } from '../core/json.ts';
import type { DemoFacts } from './demo-facts.ts';
import { findCall, money } from './demo-facts.ts';
import { orUnknown, quoteValue, ran, reportOutcome } from './demo-replies.ts';
import type { DemoCall, DemoTurn } from './demo-turn.ts';
import type { DemoHistory, SeenCall } from './read-request.ts';

function refundCall(facts: DemoFacts): DemoCall {
  return {
    name: 'update_record',
    args: {
      model: 'order',
      id: facts.order.id,
      values: { refund_amount: facts.damaged.amount, status: 'partially_refunded' },
    },
  };
}

function emailCall(facts: DemoFacts): DemoCall {
  const first = facts.customer.name.split(' ')[0];
  // "Stoneware Dinner Plates, set of 6" reads as "stoneware dinner plates" in a sentence.
  const item = (facts.damaged.name.split(',')[0] ?? facts.damaged.name).toLowerCase();
  return {
    name: 'send_email',
    args: {
      to: facts.customer.email,
      subject: `Your order #${facts.order.id}: refund for the damaged plates`,
      body:
        `Hi ${first},\n\nI'm sorry your ${item} arrived cracked. We have refunded ` +
        `${money(facts.damaged.amount)} to your original payment method; it should appear within 3 to 5 business days. ` +
        `There is no need to send the broken plates back.\n\nBest regards,\nThe support team`,
    },
  };
}

/** Turn 4: after the refused refund, correct the field name; propose the refund and the email for approval. */
export function refundAndEmailTurn(attempt: SeenCall, facts: DemoFacts): DemoTurn {
  const outcome = attempt.outcome;
  if (outcome.kind === 'refused' && outcome.reason.includes('refund_amount')) {
    return {
      text:
        'My mistake: the field is refund_amount, not refund_ammount, as the check pointed out. Here is the corrected ' +
        `update, and an email to ${facts.customer.name}. Both change things, so they wait for your approval: adjust ` +
        'the amount or the wording if you like.',
      calls: [refundCall(facts), emailCall(facts)],
    };
  }
  const report = reportOutcome(attempt, 'the refund update', 'The refund is recorded.');
  const fallback = ran(attempt)
    ? ''
    : " I can't record the refund myself, so please do it by hand; meanwhile";
  return {
    text: `${report}${fallback} here is an email to ${facts.customer.name} for your approval.`,
    calls: [emailCall(facts)],
  };
}

function approvedRefund(call: SeenCall | undefined): number | undefined {
  const values = call?.args.values;
  return isJsonObject(values) && typeof values.refund_amount === 'number' ? values.refund_amount : undefined;
}

/** Turn 5: report on the refund and the email (acknowledging edits and declines), then ask to delete the duplicate. */
export function removeDuplicateTurn(last: readonly SeenCall[], facts: DemoFacts): DemoTurn {
  const update = last.find((call) => call.name === 'update_record');
  const email = last.find((call) => call.name === 'send_email');
  const sentences: string[] = [];
  const amount = approvedRefund(update);
  if (update) {
    const recorded = `The refund of ${money(amount ?? 0)} is recorded on order #${facts.order.id}.`;
    sentences.push(reportOutcome(update, 'the refund update', recorded));
    if (update.outcome.kind === 'declined') {
      sentences.push(
        `I'll leave order #${facts.order.id} as it is. Instead, I could offer a replacement set of plates; tell me if you prefer that.`,
      );
    } else if (update.outcome.kind === 'refused' || update.outcome.kind === 'failed') {
      sentences.push(`No refund is recorded on order #${facts.order.id}; it has to be done by hand.`);
    }
  }
  if (email) {
    sentences.push(
      reportOutcome(
        email,
        `the email to ${facts.customer.name}`,
        `The email to ${String(email.args.to ?? facts.customer.email)} is sent.`,
      ),
    );
    if (email.outcome.kind === 'declined')
      sentences.push(
        'So she has not heard from us yet: I can draft a shorter note, or you may prefer to call her.',
      );
  }
  const body = String(email?.args.body ?? '');
  if (ran(update) && ran(email) && amount !== undefined && !body.includes(money(amount))) {
    sentences.push(
      `Note that the email you approved does not mention the ${money(amount)} refund; I can send a short correction if you like.`,
    );
  }
  sentences.push(
    `One more thing: her request came in twice. Ticket #${facts.duplicateTicketId} (web form) duplicates #${facts.ticketId} ` +
      '(email). I will delete the duplicate so nobody answers her twice; deleting is destructive, so it always needs your approval.',
  );
  return {
    text: sentences.join(' '),
    calls: [{ name: 'delete_record', args: { model: 'ticket', id: facts.duplicateTicketId } }],
  };
}

/** Turn 6 when the delete did not run: say why, and propose closing the duplicate instead. */
export function closeDuplicateTurn(removal: SeenCall, facts: DemoFacts): DemoTurn {
  const values: JsonObject = {
    status: 'closed',
    internal_note: `Duplicate of #${facts.ticketId} (same request, sent by email).`,
  };
  return {
    text:
      `${reportOutcome(removal, `deleting ticket #${facts.duplicateTicketId}`, '')} Instead, I propose closing ticket ` +
      `#${facts.duplicateTicketId} with a note pointing to #${facts.ticketId}: the history stays, and nobody works on it twice.`,
    calls: [{ name: 'update_record', args: { model: 'ticket', id: facts.duplicateTicketId, values } }],
  };
}

function emailSummary(email: SeenCall, facts: DemoFacts): string {
  const subject = email.args.subject;
  return `${String(email.args.to ?? facts.customer.email)}${typeof subject === 'string' ? ` (${quoteValue(subject)})` : ''}`;
}

/** The last turn: what happened to the duplicate, then where the case stands. No more calls. */
export function wrapUpTurn(history: DemoHistory, facts: DemoFacts): DemoTurn {
  const last = history.lastCalls[0];
  const duplicate = `ticket #${facts.duplicateTicketId}`;
  const opening =
    last?.name === 'delete_record'
      ? reportOutcome(last, `deleting ${duplicate}`, `Ticket #${facts.duplicateTicketId} is deleted.`)
      : reportOutcome(
          orUnknown(last, 'update_record'),
          `closing ${duplicate}`,
          `Ticket #${facts.duplicateTicketId} is closed as a duplicate.`,
        );
  const refund = [...history.calls]
    .reverse()
    .find((call) => call.name === 'update_record' && approvedRefund(call) !== undefined);
  const email = findCall(history, 'send_email');
  const handled = ran(last);
  const lines = [
    opening,
    '',
    'Where the case stands:',
    `- Refund: ${ran(refund) ? `${money(approvedRefund(refund)!)} recorded on order #${facts.order.id}` : 'not recorded'}.`,
    `- Email: ${ran(email) ? `sent to ${emailSummary(email!, facts)}` : 'not sent'}.`,
    `- Duplicate ticket #${facts.duplicateTicketId}: ${handled ? (last?.name === 'delete_record' ? 'deleted' : 'closed') : 'still open'}.`,
    `- Ticket #${facts.ticketId} stays open until ${facts.customer.name.split(' ')[0]} confirms; then set it to solved.`,
    '',
    "That is the end of the scripted case. I'm the built-in demo model: connect a real model in Settings to work on your own cases.",
  ];
  return { text: lines.join('\n'), calls: [] };
}

/** A reply when the operator writes after the script has finished. */
export function afterScriptTurn(history: DemoHistory): DemoTurn {
  const said = history.latestUserText ? `You wrote ${quoteValue(history.latestUserText)}. ` : '';
  return {
    text:
      `${said}I'm the built-in demo model and my scripted case (Dana Whitfield's damaged order) is finished, so I ` +
      'cannot do more with that. Connect a real model in Settings to keep going, or start a new conversation to replay the demo.',
    calls: [],
  };
}
