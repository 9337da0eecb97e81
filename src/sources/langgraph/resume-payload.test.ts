import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../core/json.ts';
import threads from './__fixtures__/threads-search-interrupted.json' with { type: 'json' };
import type { InterruptRequest } from './interrupt-request.ts';
import { answerFromText, middlewareRejectNote, resumeFor } from './resume-payload.ts';
import { openThreadInterrupts } from './thread-interrupt.ts';

function requestOf(graph: string): InterruptRequest {
  const thread = (threads as unknown as JsonObject[]).find(
    (candidate) => (candidate.metadata as JsonObject).graph_id === graph,
  )!;
  return openThreadInterrupts(thread)[0]!.request;
}

const inbox = requestOf('inbox');
const middleware = requestOf('middleware');
const file = { path: '/reports/week-2.md', content: 'Week 2 report' };
const email = { to: 'customer3@example.com', subject: 'Order 1003', body: 'Your order 1003 shipped.' };

describe('resumeFor, Agent Inbox', () => {
  it('accepts unchanged arguments and sends an edit with the edited action otherwise', () => {
    expect(resumeFor(inbox, [{ kind: 'approve', args: file }])).toEqual({
      status: 'ready',
      resume: [{ type: 'accept', args: null }],
    });
    const edited = { ...file, content: 'Edited' };
    expect(resumeFor(inbox, [{ kind: 'approve', args: edited }])).toEqual({
      status: 'ready',
      resume: [{ type: 'edit', args: { action: 'write_file', args: edited } }],
    });
  });

  it('ignores where allowed, and refuses a response the interrupt does not take, saying why', () => {
    expect(resumeFor(inbox, [{ kind: 'ignore' }])).toEqual({
      status: 'ready',
      resume: [{ type: 'ignore', args: null }],
    });
    expect(resumeFor(inbox, [{ kind: 'reject', message: 'no' }])).toEqual({
      status: 'refused',
      reason:
        "write_file cannot be rejected: the graph's interrupt sets allow_respond to false, so it takes no respond.",
    });
  });

  it('sends a response with the operator text when allowed, and needs the text', () => {
    const open = { ...(inbox as Extract<InterruptRequest, { form: 'agent-inbox' }>) };
    const allowing: InterruptRequest = {
      form: 'agent-inbox',
      actions: open.actions.map((action) => ({
        ...action,
        allowed: ['approve', 'edit', 'reject', 'ignore'],
      })),
    };
    expect(resumeFor(allowing, [{ kind: 'reject', message: 'Use the shared drive.' }])).toEqual({
      status: 'ready',
      resume: [{ type: 'response', args: 'Use the shared drive.' }],
    });
    expect(resumeFor(allowing, [{ kind: 'reject', message: '  ' }]).status).toBe('refused');
  });
});

describe('resumeFor, LangChain middleware', () => {
  it('answers every action request in order', () => {
    const editedEmail = { ...email, subject: 'Shipped' };
    expect(
      resumeFor(middleware, [
        { kind: 'approve', args: editedEmail },
        { kind: 'reject', message: 'Not that path' },
      ]),
    ).toEqual({
      status: 'ready',
      resume: {
        decisions: [
          { type: 'edit', editedAction: { name: 'send_email', args: editedEmail } },
          { type: 'reject', message: 'Not that path' },
        ],
      },
    });
    expect(
      resumeFor(middleware, [
        { kind: 'approve', args: email },
        { kind: 'approve', args: { path: '/reports/week-4.md', content: 'Week 4 report' } },
      ]),
    ).toEqual({ status: 'ready', resume: { decisions: [{ type: 'approve' }, { type: 'approve' }] } });
  });

  it('refuses an edit the review config does not allow, a missing decision and an ignore', () => {
    expect(
      resumeFor(middleware, [
        { kind: 'approve', args: email },
        { kind: 'approve', args: { path: '/elsewhere', content: 'x' } },
      ]),
    ).toEqual({
      status: 'refused',
      reason:
        'write_file cannot be edited: the graph\'s review config for write_file does not list "edit" in allowedDecisions.',
    });
    expect(resumeFor(middleware, [{ kind: 'approve', args: email }]).status).toBe('refused');
    expect(resumeFor(middleware, [{ kind: 'ignore' }, { kind: 'ignore' }]).status).toBe('refused');
  });

  it('warns that a rejection sends the approved actions back too', () => {
    expect(middlewareRejectNote(middleware, [{ kind: 'approve', args: email }, { kind: 'reject' }])).toMatch(
      /approved ones do not run/,
    );
    expect(
      middlewareRejectNote(middleware, [
        { kind: 'approve', args: email },
        { kind: 'approve', args: {} },
      ]),
    ).toBe(undefined);
  });
});

describe('answerFromText', () => {
  it('sends the parsed JSON and refuses text that does not parse', () => {
    expect(answerFromText('{"region": "emea"}')).toEqual({ status: 'ready', resume: { region: 'emea' } });
    expect(answerFromText('"emea"')).toEqual({ status: 'ready', resume: 'emea' });
    const refused = answerFromText('{region: emea}');
    expect(refused.status).toBe('refused');
    expect(refused.status === 'refused' && refused.reason).toMatch(/^The answer is not valid JSON/);
    expect(answerFromText(' ').status).toBe('refused');
  });
});
