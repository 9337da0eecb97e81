import { expect, it } from 'vitest';
import type { TieredCall } from '../core/source.ts';
import { callTier } from '../core/source.ts';
import { makeToolCall } from '../test/test-builders.ts';
import { callsNeedingConfirmation } from './approval-confirmation.ts';

it("asks to confirm destructive and unknown tools, and a remote agent's call by the tier the operator gave it", () => {
  const tiers: Record<string, 'read-only' | 'write' | 'destructive'> = {
    delete_record: 'destructive',
    update_record: 'write',
  };
  const remoteTiers: Record<string, 'read-only' | 'write' | 'destructive'> = { issue_refund: 'write' };
  const remote = (id: string, name: string) =>
    makeToolCall({
      id,
      name,
      interrupt: { id: `int_${id}`, reason: 'tool_call', toolCallId: id, editable: true },
    });
  const calls = [
    makeToolCall({ id: 'local_delete', name: 'delete_record' }),
    makeToolCall({ id: 'local_update', name: 'update_record' }),
    makeToolCall({ id: 'local_unknown', name: 'mystery' }),
    remote('remote_refund', 'issue_refund'),
    // A local tool of the same name lends a remote call no tier: nobody tiered it, so it is `unknown`.
    remote('remote_update', 'update_record'),
  ];
  const tierOf = (call: TieredCall) =>
    callTier(
      call,
      (name) => tiers[name],
      (name) => remoteTiers[name],
    );
  expect(callsNeedingConfirmation(calls, tierOf).map((call) => call.id)).toEqual([
    'local_delete',
    'local_unknown',
    'remote_update',
  ]);
  expect(tierOf(calls[4]!)).toBe('unknown');
  expect(tierOf(calls[3]!)).toBe('write');
});
