import { describe, expect, it } from 'vitest';
import type { ProposedAction } from './interrupt-request.ts';
import { actionDecisionOf, valueAnswerOf } from './decision-mapping.ts';

const inbox: ProposedAction = {
  name: 'write_file',
  args: { path: '/a' },
  allowed: ['approve', 'edit', 'ignore'],
  missing: [
    { choice: 'reject', why: "the graph's interrupt sets allow_respond to false, so it takes no respond" },
  ],
};
const middleware: ProposedAction = {
  name: 'send_email',
  args: {},
  allowed: ['approve', 'reject'],
  missing: [],
};

describe('actionDecisionOf', () => {
  it('approves with the approved arguments', () => {
    expect(actionDecisionOf({ kind: 'approve', approvedArgs: { path: '/b' } }, inbox)).toEqual({
      status: 'ready',
      decision: { kind: 'approve', args: { path: '/b' } },
    });
  });

  it('sends a reason as the reject message where the interrupt takes one, and refuses it, saying why, where not', () => {
    expect(actionDecisionOf({ kind: 'decline', reason: ' Wrong person ' }, middleware)).toEqual({
      status: 'ready',
      decision: { kind: 'reject', message: 'Wrong person' },
    });
    const refused = actionDecisionOf({ kind: 'decline', reason: 'no' }, inbox);
    expect(refused).toEqual({
      status: 'refused',
      reason:
        "write_file takes no written reason: the graph's interrupt sets allow_respond to false, so it takes no respond. Decline without a reason to ignore it.",
    });
  });

  it('ignores a decline without reason where allowed, else rejects', () => {
    expect(actionDecisionOf({ kind: 'decline' }, inbox)).toEqual({
      status: 'ready',
      decision: { kind: 'ignore' },
    });
    expect(actionDecisionOf({ kind: 'decline' }, middleware)).toEqual({
      status: 'ready',
      decision: { kind: 'reject' },
    });
    expect(actionDecisionOf({ kind: 'decline' }, { ...middleware, allowed: ['approve'] }).status).toBe(
      'refused',
    );
  });
});

describe('valueAnswerOf', () => {
  it('takes the answer argument of an approval and refuses an empty one or a decline', () => {
    expect(valueAnswerOf({ kind: 'approve', approvedArgs: { answer: { region: 'emea' } } })).toEqual({
      status: 'ready',
      answer: { region: 'emea' },
    });
    expect(valueAnswerOf({ kind: 'approve', approvedArgs: { answer: null } }).status).toBe('refused');
    expect(valueAnswerOf({ kind: 'decline' }).status).toBe('refused');
    expect(valueAnswerOf({ kind: 'answer', payload: 'apac' })).toEqual({ status: 'ready', answer: 'apac' });
  });
});
