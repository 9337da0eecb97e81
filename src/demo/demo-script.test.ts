import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../core/json.ts';
import type { ContextMessage, ModelRequest } from '../core/model-request.ts';
import { demoScenarioStart } from './demo-investigation-turns.ts';
import { planDemoTurn, stepOf } from './demo-script.ts';
import { readRequest } from './read-request.ts';
import { builtInDeclarations as tools } from '../test/demo-test-support.ts';

/** A request whose last model message made `calls`, each answered with the given tool-result content. */
function after(
  calls: readonly { readonly name: string; readonly args: JsonObject; readonly result: string }[],
  earlier = 3,
): ModelRequest {
  const messages: ContextMessage[] = [{ role: 'user', parts: [{ kind: 'text', text: demoScenarioStart }] }];
  for (let index = 0; index < earlier; index += 1)
    messages.push({ role: 'model', parts: [{ kind: 'text', text: 'Earlier turn.' }] });
  messages.push({
    role: 'model',
    parts: calls.map((call, index) => ({
      kind: 'tool-call',
      callId: `c${index}`,
      providerId: `p${index}`,
      name: call.name,
      args: call.args,
    })),
  });
  messages.push({
    role: 'tool',
    parts: calls.map((call, index) => ({
      kind: 'tool-result',
      callId: `c${index}`,
      providerId: `p${index}`,
      name: call.name,
      content: call.result,
      isError: call.result.startsWith('The call'),
    })),
  });
  return { system: '', messages, tools };
}

const typo = { model: 'order', id: 1042, values: { refund_ammount: 89.9, status: 'partially_refunded' } };
const refund = { model: 'order', id: 1042, values: { refund_amount: 89.9, status: 'partially_refunded' } };
const email = {
  to: 'dana.whitfield@example.com',
  subject: 'Your order #1042',
  body: 'We have refunded $89.90.',
};

describe('planDemoTurn', () => {
  it('starts the case, and says it is the demo when asked something else', () => {
    const start = planDemoTurn({
      system: '',
      messages: [{ role: 'user', parts: [{ kind: 'text', text: demoScenarioStart }] }],
      tools,
    });
    expect(start.calls.map((call) => call.name)).toEqual(['search_records', 'read_record']);
    expect(start.text).not.toContain('demo model');
    const other = planDemoTurn({
      system: '',
      messages: [{ role: 'user', parts: [{ kind: 'text', text: 'What is the weather?' }] }],
      tools,
    });
    expect(other.text).toMatch(/^I'm the built-in demo model, so I follow one scripted support case/);
  });

  it('corrects itself after a refusal', () => {
    const refusal =
      'The call was refused before running: Order has no field "refund_ammount". Did you mean "refund_amount"? Order fields: id, status.';
    const next = planDemoTurn(after([{ name: 'update_record', args: typo, result: refusal }]));
    expect(next.text).toMatch(/^My mistake: the field is refund_amount, not refund_ammount/);
    expect(next.calls[0]).toEqual({ name: 'update_record', args: refund });
    expect(next.calls[1]?.name).toBe('send_email');
  });

  it('acknowledges an edit of the arguments, naming the key and the new value', () => {
    const note =
      'The operator modified the arguments before running this call: values: {"refund_amount":89.9,"status":"partially_refunded"} → {"refund_amount":60,"status":"partially_refunded"}.';
    const result = `{"model":"order","updated":[]}\n\n${note}`;
    const approved = { ...refund, values: { refund_amount: 60, status: 'partially_refunded' } };
    const next = planDemoTurn(
      after([
        { name: 'update_record', args: approved, result },
        { name: 'send_email', args: email, result: '{"sent":true}' },
      ]),
    );
    expect(next.text).toContain(
      'You changed values.refund_amount from 89.9 to 60 before approving update_record',
    );
    expect(next.text).toContain('The refund of $60.00 is recorded on order #1042.');
    expect(next.text).toContain('the email you approved does not mention the $60.00 refund');
    expect(next.calls).toEqual([{ name: 'delete_record', args: { model: 'ticket', id: 5088 } }]);
  });

  it('says so after a decline, and proposes something else', () => {
    const declinedDelete = planDemoTurn(
      after([
        {
          name: 'delete_record',
          args: { model: 'ticket', id: 5088 },
          result: 'The call was declined by the operator: Keep it.',
        },
      ]),
    );
    expect(declinedDelete.text).toMatch(
      /^You declined deleting ticket #5088 \(“Keep it\.”\)\. Instead, I propose closing/,
    );
    expect(declinedDelete.calls[0]).toMatchObject({
      name: 'update_record',
      args: { model: 'ticket', id: 5088, values: { status: 'closed' } },
    });
    const declinedRefund = planDemoTurn(
      after([
        { name: 'update_record', args: refund, result: 'The call was declined by the operator.' },
        { name: 'send_email', args: email, result: '{"sent":true}' },
      ]),
    );
    expect(declinedRefund.text).toContain(
      "You declined the refund update. I'll leave order #1042 as it is. Instead, I could offer a replacement",
    );
  });

  it('explains an access refusal rather than retrying', () => {
    const refusal =
      'The call was refused before running: The agent may not delete Ticket records, though you may (role "support-lead").';
    const next = planDemoTurn(
      after([{ name: 'delete_record', args: { model: 'ticket', id: 5088 }, result: refusal }]),
    );
    expect(next.text).toContain(
      'Deleting ticket #5088 was refused before it ran: The agent may not delete Ticket records, though you may',
    );
    expect(next.calls[0]?.name).toBe('update_record');
  });

  it('quotes a refusal as literal markdown, so a rule such as *delete* is not read as emphasis', () => {
    const refusal =
      'The call was refused before running: Denied by rule 1: *delete*. Close duplicates instead of deleting_them.';
    const next = planDemoTurn(
      after([{ name: 'delete_record', args: { model: 'ticket', id: 5088 }, result: refusal }]),
    );
    expect(next.text).toContain(
      'Deleting ticket #5088 was refused before it ran: Denied by rule 1: \\*delete\\*. Close duplicates instead of deleting\\_them.',
    );
  });

  it('answers after the script ends without calling anything', () => {
    const finished = after([
      { name: 'delete_record', args: { model: 'ticket', id: 5088 }, result: '{"deleted":{}}' },
    ]);
    const done = planDemoTurn(finished);
    expect(done.calls).toEqual([]);
    expect(done.text).toContain('That is the end of the scripted case');
    const more: ModelRequest = {
      ...finished,
      messages: [
        ...finished.messages,
        { role: 'model', parts: [{ kind: 'text', text: done.text }] },
        { role: 'user', parts: [{ kind: 'text', text: 'Thanks! Anything else?' }] },
      ],
    };
    expect(planDemoTurn(more).text).toMatch(
      /^You wrote “Thanks! Anything else\?”\. I'm the built-in demo model/,
    );
  });
});

describe('resuming after Stop', () => {
  it('goes on with the script when a stopped turn is followed by "continue"', () => {
    const refused =
      'The call was refused before running: Invalid arguments for update_record: unknown field "refund_ammount". Did you mean "refund_amount"?';
    const beforeStop = after([{ name: 'update_record', args: typo, result: refused }]);
    const planned = planDemoTurn(beforeStop);
    const resumed = planDemoTurn({
      ...beforeStop,
      messages: [
        ...beforeStop.messages,
        // The turn the operator stopped: some text, no calls yet.
        { role: 'model', parts: [{ kind: 'text', text: 'My mistake: the field is' }] },
        { role: 'user', parts: [{ kind: 'text', text: 'continue' }] },
      ],
    });
    expect(resumed.calls.map((call) => call.name)).toEqual(planned.calls.map((call) => call.name));
    expect(resumed.calls.map((call) => call.name)).toEqual(['update_record', 'send_email']);
  });
});

describe('reading the request', () => {
  it('recognises each step from its calls', () => {
    expect(stepOf([{ name: 'read_record', args: { model: 'order' }, outcome: { kind: 'unknown' } }])).toBe(
      'lookup',
    );
    expect(stepOf([{ name: 'update_record', args: typo, outcome: { kind: 'unknown' } }])).toBe(
      'refund-attempt',
    );
    expect(stepOf([{ name: 'update_record', args: refund, outcome: { kind: 'unknown' } }])).toBe(
      'refund-and-email',
    );
    expect(stepOf([{ name: 'update_record', args: { model: 'ticket' }, outcome: { kind: 'unknown' } }])).toBe(
      'close-duplicate',
    );
    expect(stepOf([])).toBeUndefined();
  });

  it('counts model turns and reads each outcome', () => {
    const history = readRequest(
      after([
        { name: 'update_record', args: refund, result: 'The tool failed: disk full' },
        { name: 'send_email', args: email, result: 'The call was interrupted: the page was reloaded' },
      ]),
    );
    expect(history.modelTurns).toBe(4);
    expect(history.lastCalls.map((call) => call.outcome.kind)).toEqual(['failed', 'interrupted']);
    expect(history.firstUserText).toBe(demoScenarioStart);
  });
});
