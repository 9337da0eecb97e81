import { expect, it } from 'vitest';
import { makeToolCall } from '../core/test-builders.ts';
import { callsNeedingConfirmation } from './approval-confirmation.ts';

it("asks to confirm destructive and unknown tools, and a remote agent's call by its own tier", () => {
  const tiers: Record<string, 'read-only' | 'write' | 'destructive'> = {
    delete_record: 'destructive',
    update_record: 'write',
  };
  const calls = [
    makeToolCall({ id: 'local_delete', name: 'delete_record' }),
    makeToolCall({ id: 'local_update', name: 'update_record' }),
    makeToolCall({ id: 'local_unknown', name: 'mystery' }),
    makeToolCall({
      id: 'remote_refund',
      name: 'issue_refund',
      interrupt: { id: 'int_1', reason: 'tool_call', toolCallId: 'remote_refund', editable: true },
    }),
    makeToolCall({
      id: 'remote_delete',
      name: 'delete_record',
      interrupt: { id: 'int_2', reason: 'tool_call', toolCallId: 'remote_delete', editable: true },
    }),
  ];
  expect(callsNeedingConfirmation(calls, (name) => tiers[name]).map((call) => call.id)).toEqual([
    'local_delete',
    'local_unknown',
  ]);
});
