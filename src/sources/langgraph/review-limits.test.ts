import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../core/json.ts';
import type { CallInterrupt } from '../../core/source.ts';
import { readInterruptRequest } from './interrupt-request.ts';
import { reviewLimitsOf } from './review-limits.ts';

const args: JsonObject = { path: '/tmp/report.txt' };

/** The interrupt a pending call keeps for the first action of an interrupt value, as the thread mapping builds it. */
function interruptOf(value: JsonObject | JsonObject[]): CallInterrupt {
  const request = readInterruptRequest(value);
  if (request.form === 'value') throw new Error('expected a proposed action');
  const action = request.actions[0]!;
  return {
    id: 'interrupt-1',
    reason: `langgraph:${request.form}`,
    editable: action.allowed.includes('edit'),
    metadata: { allowed: [...action.allowed], missing: action.missing.map((entry) => ({ ...entry })) },
  };
}

const inbox = (config: JsonObject) =>
  interruptOf([{ action_request: { action: 'write_file', args }, config, description: 'Write it?' }]);

describe('reviewLimitsOf', () => {
  it('makes the form read-only, with the reason, when the graph declared a schema beyond the limits', () => {
    const interrupt = {
      ...inbox({ allow_accept: true, allow_edit: true, allow_respond: true, allow_ignore: true }),
      editable: false,
      schemaWithheld: 'it nests deeper than 64 levels',
    };
    const limits = reviewLimitsOf({ args, modifiedArgs: {} }, interrupt);
    expect(limits.readOnlyReason).toBe(
      "Read-only: the graph's argument schema was not kept (it nests deeper than 64 levels), so no form is built from it.",
    );
    expect(limits.approveBlockedReason).toBeUndefined();
    expect(limits.declineBlockedReason).toBeUndefined();
  });

  it('makes the form read-only, with the reason, when Agent Inbox sets allow_edit to false', () => {
    const limits = reviewLimitsOf(
      { args, modifiedArgs: {} },
      inbox({ allow_accept: true, allow_edit: false, allow_respond: true, allow_ignore: true }),
    );
    expect(limits.readOnlyReason).toBe(
      "Read-only: the graph takes no edited arguments for this call: the graph's interrupt sets allow_edit to false, so it takes no edit.",
    );
    expect(limits.approveBlockedReason).toBeUndefined();
    expect(limits.declineBlockedReason).toBeUndefined();
  });

  it('makes the form read-only when the middleware leaves edit out of allowedDecisions', () => {
    const interrupt = interruptOf({
      actionRequests: [{ name: 'write_file', args }],
      reviewConfigs: [{ actionName: 'write_file', allowedDecisions: ['approve', 'reject'] }],
    });
    const limits = reviewLimitsOf({ args, modifiedArgs: {} }, interrupt);
    expect(limits.readOnlyReason).toContain('does not list "edit" in allowedDecisions');
    expect(limits.declineBlockedReason).toBeUndefined();
  });

  it('offers no Decline when the interrupt takes neither a response nor an ignore', () => {
    const limits = reviewLimitsOf(
      { args, modifiedArgs: {} },
      inbox({ allow_accept: true, allow_edit: true, allow_respond: false, allow_ignore: false }),
    );
    expect(limits.readOnlyReason).toBeUndefined();
    expect(limits.declineBlockedReason).toContain('allow_respond to false');
  });

  it('blocks Approve for arguments as proposed when only an edit is taken, and lifts it once they are edited', () => {
    const interrupt = inbox({
      allow_accept: false,
      allow_edit: true,
      allow_respond: true,
      allow_ignore: false,
    });
    expect(reviewLimitsOf({ args, modifiedArgs: {} }, interrupt).approveBlockedReason).toContain(
      'Edit the arguments to approve',
    );
    expect(
      reviewLimitsOf({ args, modifiedArgs: { path: '/tmp/other.txt' } }, interrupt).approveBlockedReason,
    ).toBeUndefined();
  });

  it('blocks Approve for good when neither accept nor edit is allowed', () => {
    const limits = reviewLimitsOf(
      { args, modifiedArgs: {} },
      inbox({ allow_accept: false, allow_edit: false, allow_respond: true, allow_ignore: true }),
    );
    expect(limits.approveBlockedReason).toContain('Cannot approve');
    expect(limits.readOnlyReason).toBeDefined();
  });

  it('puts no limit on a value interrupt or a call of another source', () => {
    const base = { args, modifiedArgs: {} };
    expect(reviewLimitsOf(base, { id: 'i', reason: 'langgraph:value', editable: true })).toEqual({});
    expect(reviewLimitsOf(base, { id: 'i', reason: 'confirm', editable: false })).toEqual({});
  });
});
