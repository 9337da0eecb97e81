// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupQueue } from '../../../core/call-groups.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { giveElementsASize } from '../../../test/jsdom-layout.ts';
import { makeToolCall } from '../../../test/test-builders.ts';
import type { GroupActions } from '../group-actions.ts';
import { PendingList, virtualQueueFrom } from './pending-list.tsx';

giveElementsASize();
afterEach(cleanup);

const noGroupActions: GroupActions = {
  approve: () => undefined,
  decline: () => undefined,
  setField: () => Promise.resolve(),
  reasonOf: () => undefined,
};

/** Calls of distinct shapes (each its own argument key), so none groups; then three alike refunds at the end. */
function manyCalls(count: number): readonly ToolCall[] {
  const distinct = Array.from({ length: count }, (_, index) =>
    makeToolCall({ id: `call_${index}`, name: 'read_file', args: { [`path_${index}`]: `/tmp/${index}` } }),
  );
  const refunds = [1, 2, 3].map((index) =>
    makeToolCall({ id: `refund_${index}`, name: 'refund', args: { order: index, amount: 10 * index } }),
  );
  return [...refunds, ...distinct];
}

function renderList(calls: readonly ToolCall[], onOpen = vi.fn()) {
  render(
    <PendingList
      rows={groupQueue(calls)}
      callCount={calls.length}
      tierOf={() => 'read-only'}
      standingOf={() => 'ready'}
      groupActions={noGroupActions}
      selectedCallId="call_0"
      onOpen={onOpen}
      onTakeOut={() => undefined}
    />,
  );
  return onOpen;
}

describe('PendingList', () => {
  it('mounts only the rows in view of a long queue, each announcing its place in the whole list', async () => {
    const calls = manyCalls(virtualQueueFrom + 100);
    const onOpen = renderList(calls);
    const list = screen.getByRole('list', { name: 'Waiting calls, oldest first' });
    const items = within(list).getAllByRole('listitem');
    // 303 calls in 301 rows (the three refunds are one group), of which only those near the view are mounted
    // (jsdom measures every item 0 px high, so more are mounted than a browser would).
    const rows = calls.length - 2;
    expect(items.length).toBeGreaterThan(3);
    expect(items.length).toBeLessThan(rows);
    for (const item of items) expect(item.getAttribute('aria-setsize')).toBe(String(rows));
    expect(items[0]!.getAttribute('aria-posinset')).toBe('1');
    // The first row is the group's table, inside its own item; the next is a call's own item.
    expect(within(items[0]!).getByRole('table')).toBeTruthy();
    expect(items[1]!.getAttribute('aria-posinset')).toBe('2');
    const call = within(items[1]!).getByRole('button', { name: /^read_file/ });
    expect(call.getAttribute('aria-current')).toBe('true');
    await userEvent.click(call);
    expect(onOpen).toHaveBeenCalledWith('call_0');
  });

  it('lists a short queue whole, without virtual places', () => {
    renderList(manyCalls(10));
    const list = screen.getByRole('list', { name: 'Waiting calls, oldest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(11);
    expect(items.every((item) => item.getAttribute('aria-posinset') === null)).toBe(true);
  });
});
