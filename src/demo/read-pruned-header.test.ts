import { describe, expect, it } from 'vitest';
import type { ToolCallPart } from '../core/part.ts';
import { metadataHeader } from '../core/pruning.ts';
import type { ToolCall } from '../core/tool-call.ts';
import { readPrunedHeader } from './read-pruned-header.ts';

function header(call: ToolCall): string {
  const part: ToolCallPart = { id: 'part_1', pruning: 'pruned', kind: 'tool-call', call };
  return metadataHeader(part);
}

const base = { id: 'call_1', rawArguments: '', modifiedArgs: {} } as const;
const approval = { by: 'operator', at: 1, modifiedKeys: ['values'] } as const;

describe('readPrunedHeader', () => {
  it('reads an executed update with the operator-edited amount', () => {
    const args = { model: 'order', id: 1042, values: { refund_amount: 89.9, status: 'partially_refunded' } };
    const approvedArgs = { ...args, values: { refund_amount: 45, status: 'partially_refunded' } };
    const call: ToolCall = {
      ...base,
      name: 'update_record',
      args,
      status: 'executed',
      approval: { ...approval, approvedArgs },
      startedAt: 1,
      finishedAt: 2,
      result: { updated: [] },
    };
    expect(readPrunedHeader(header(call))).toEqual({
      name: 'update_record',
      args: { model: 'order', values: { refund_amount: 45, status: 'partially_refunded' } },
      outcome: { kind: 'executed', body: '', edits: [] },
    });
  });

  it('reads a refusal and a decline with their reasons', () => {
    const refused: ToolCall = {
      ...base,
      name: 'update_record',
      args: { model: 'order', id: 1042, values: { refund_ammount: 89.9 } },
      status: 'refused',
      refusal: {
        source: 'check',
        message: 'Order has no field "refund_ammount". Did you mean "refund_amount"?',
      },
    };
    const read = readPrunedHeader(header(refused));
    expect(read?.args).toEqual({ model: 'order', values: { refund_ammount: 89.9 } });
    expect(read?.outcome).toEqual({
      kind: 'refused',
      reason: 'Order has no field "refund_ammount". Did you mean "refund_amount"?',
    });
    const declined: ToolCall = {
      ...base,
      name: 'delete_record',
      args: { model: 'ticket', id: 5088 },
      status: 'declined',
      decidedAt: 1,
      by: 'operator',
      reason: 'Keep it',
    };
    expect(readPrunedHeader(header(declined))?.outcome).toEqual({ kind: 'declined', reason: 'Keep it' });
  });

  it('ignores headers of other parts', () => {
    expect(readPrunedHeader('[pruned text part_2: Hello]')).toBeUndefined();
  });
});
