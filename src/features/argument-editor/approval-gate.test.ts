import { describe, expect, it } from 'vitest';
import type { ToolCall } from '../../core/tool-call.ts';
import { setModifiedArgument } from '../../core/tool-call.ts';
import { approvalGate, approvalStanding } from './approval-gate.ts';

const schema = {
  type: 'object',
  properties: { to: { type: 'string', format: 'email' }, count: { type: 'integer', minimum: 1 } },
  required: ['to'],
  additionalProperties: false,
};
const pending: ToolCall = {
  id: 'c',
  name: 'notify',
  rawArguments: '',
  args: { to: 'a@example.com', count: 2 },
  modifiedArgs: {},
  status: 'pending',
};

describe('approvalGate', () => {
  it('lets a valid pending call through', () => {
    expect(approvalGate(pending, schema, []).canApprove).toBe(true);
  });

  it('checks the effective arguments, not the proposed ones', () => {
    const edited = setModifiedArgument(pending, 'count', 0);
    const gate = approvalGate(edited, schema, []);
    expect(gate.canApprove).toBe(false);
    expect(gate.problems.map((problem) => problem.path)).toEqual(['count']);
  });

  it('refuses what the check before running would refuse, formats included', () => {
    const gate = approvalGate(setModifiedArgument(pending, 'to', 'not-an-address'), schema, []);
    expect(gate.canApprove).toBe(false);
    expect(gate.checkMessage).toMatch(/email/);
  });

  it('waits while a JSON field does not parse, and never approves a call that is not pending', () => {
    expect(approvalGate(pending, schema, ['count']).canApprove).toBe(false);
    expect(approvalGate({ ...pending, status: 'streaming' }, schema, []).canApprove).toBe(false);
  });

  it('stands a valid edit whose check has not answered as being checked, and ready once it passed', () => {
    const edited = setModifiedArgument(pending, 'count', 3);
    expect(approvalStanding(approvalGate(edited, schema, [], { status: 'checking' }))).toBe('checking');
    expect(approvalStanding(approvalGate(edited, schema, [], { status: 'passed' }))).toBe('ready');
    const refusal = { source: 'check' as const, message: 'No such order' };
    expect(approvalStanding(approvalGate(edited, schema, [], { status: 'refused', refusal }))).toBe(
      'blocked',
    );
    expect(approvalStanding(approvalGate(setModifiedArgument(pending, 'count', 0), schema, []))).toBe(
      'blocked',
    );
  });

  it('blocks every call of a tool whose server went away, with why, and takes it back once it is available', () => {
    const reason = 'files went away: it failed its health check.';
    const gate = approvalGate(pending, schema, [], { status: 'not-needed' }, reason);
    expect(gate.unavailable).toBe(reason);
    expect(approvalStanding(gate)).toBe('blocked');
    expect(approvalStanding(approvalGate(pending, schema, [], { status: 'not-needed' }))).toBe('ready');
  });
});
