// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCallPart, makeConversation, makeMessage } from '../../../test/test-builders.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { CallStanding } from '../approve-all-plan.ts';
import type { GroupActions } from '../group-actions.ts';
import { PendingQueue } from './pending-queue.tsx';

const update = (id: string, recordId: number, status = 'closed') =>
  makeCallPart({ id, name: 'update_record', args: { model: 'Ticket', id: recordId, values: { status } } });

function seed() {
  useAppStore.setState({
    selectedPartId: undefined,
    callsOutOfGroup: {},
    conversation: makeConversation([
      makeMessage('model', [
        update('u1', 11),
        makeCallPart({ id: 'mail', name: 'send_email', args: { to: '<b>x</b>' } }),
        update('u2', 12),
        update('u3', 13, 'open'),
      ]),
    ]),
  });
}

function renderQueue(
  standingOf = (call: ToolCall): CallStanding => (call.id === 'u3' ? 'blocked' : 'ready'),
) {
  const actions: GroupActions = {
    approve: vi.fn(),
    decline: vi.fn(),
    setField: vi.fn(() => Promise.resolve()),
    reasonOf: (call) => (call.id === 'u3' ? 'values.status must be one of "closed", "solved"' : undefined),
  };
  render(
    <PendingQueue
      tierOf={() => 'write'}
      heldTierOf={() => 'unknown'}
      standingOf={standingOf}
      approve={vi.fn()}
      groupActions={actions}
    />,
  );
  return actions;
}

const groupRegion = () => screen.getByRole('region', { name: /update_record.*3 alike calls/ });

beforeEach(seed);
afterEach(cleanup);

describe('a group of alike calls in the queue', () => {
  it('shows the alike calls as one table whose columns are the arguments that differ, each row reachable', () => {
    renderQueue();
    const table = within(groupRegion()).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Call', 'id', 'values.status', 'Standing', 'Take out']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual(['#1', '11', '"closed"', 'ready', 'Take out']);
    expect(cells(rows[2]!)).toEqual(['#3', '13', '"open"', 'to fix', 'Take out']);
    expect(within(table).getByText(/#3: values.status must be one of/)).toBeInTheDocument();
    // The other call stays an item of its own; the list's items are still one per call for j / k.
    const ids = [...document.querySelectorAll('[data-queue-item]')].map((item) =>
      item.getAttribute('data-call-id'),
    );
    expect(ids).toEqual(['u1', 'u2', 'u3', 'mail']);
  });

  it('approves the calls ready under one group id and size, and says the others stay pending', async () => {
    const user = userEvent.setup();
    const actions = renderQueue();
    expect(within(groupRegion()).getByText('1 not ready stays pending')).toBeInTheDocument();
    await user.click(within(groupRegion()).getByRole('button', { name: 'Approve 2 ready (2)' }));
    expect(actions.approve).toHaveBeenCalledWith(['u1', 'u2'], {
      id: expect.stringMatching(/^group_/),
      size: 2,
    });
  });

  it('declines the whole group with one reason', async () => {
    const user = userEvent.setup();
    const actions = renderQueue(() => 'ready');
    await user.click(within(groupRegion()).getByRole('button', { name: 'Decline the group' }));
    await user.keyboard('Duplicates of ticket 10');
    await user.click(screen.getByRole('button', { name: 'Decline 3 calls' }));
    expect(actions.decline).toHaveBeenCalledWith(['u1', 'u2', 'u3'], 'Duplicates of ticket 10', {
      id: expect.stringMatching(/^group_/),
      size: 3,
    });
  });

  it('sets one field for all, reading the value by the field it goes into', async () => {
    const user = userEvent.setup();
    const actions = renderQueue(() => 'ready');
    await user.click(within(groupRegion()).getByRole('button', { name: 'Set one field for all' }));
    const form = screen.getByRole('form', { name: 'Set one field for all 3 calls' });
    expect(within(form).getByLabelText('Field')).toHaveValue('values.status');
    await user.type(within(form).getByLabelText('New value for all'), 'solved');
    await user.click(within(form).getByRole('button', { name: 'Set in 3 drafts' }));
    expect(actions.setField).toHaveBeenCalledWith(['u1', 'u2', 'u3'], ['values', 'status'], 'solved');
    await user.selectOptions(within(form).getByLabelText('Field'), 'id');
    await user.clear(within(form).getByLabelText('New value for all'));
    await user.type(within(form).getByLabelText('New value for all'), '42');
    await user.click(within(form).getByRole('button', { name: 'Set in 3 drafts' }));
    expect(actions.setField).toHaveBeenLastCalledWith(['u1', 'u2', 'u3'], ['id'], 42);
    expect(await screen.findByText('Set id in 3 drafts; each was checked again.')).toBeInTheDocument();
  });

  it('takes a call out of the group: it is listed on its own, and two alike calls still group', async () => {
    const user = userEvent.setup();
    renderQueue(() => 'ready');
    await user.click(within(groupRegion()).getByRole('button', { name: 'Take call #2 out of the group' }));
    const group = screen.getByRole('region', { name: /update_record.*2 alike calls/ });
    expect(within(group).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /^update_record, write: .*12/ })).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Take call #1 out of the group' }));
    expect(screen.queryByRole('region', { name: /alike calls/ })).not.toBeInTheDocument();
  });

  it('mounts a page of rows of a huge group, the call under review always among them, and shows more on demand', async () => {
    const calls = Array.from({ length: 120 }, (_, index) => update(`h${index}`, index));
    useAppStore.setState({
      selectedPartId: calls[100]!.id,
      conversation: makeConversation([makeMessage('model', calls)]),
    });
    renderQueue(() => 'ready');
    const group = screen.getByRole('region', { name: /120 alike calls/ });
    const rows = () => within(group).getAllByRole('button', { name: /in a group of 120/ });
    // The first page, and the row of the call under review (#101) after it.
    expect(rows()).toHaveLength(101);
    expect(rows().at(-1)).toHaveAttribute('data-call-id', 'h100');
    act(() => useAppStore.setState({ selectedPartId: undefined }));
    expect(rows()).toHaveLength(50);
    await userEvent.setup().click(within(group).getByRole('button', { name: 'Show 50 more (70 not shown)' }));
    expect(rows()).toHaveLength(100);
    expect(within(group).getByRole('button', { name: 'Show 20 more (20 not shown)' })).toBeInTheDocument();
  });
});
