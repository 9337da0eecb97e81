// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../../../core/conversation.ts';
import type { FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';
import { pendingEntries } from '../../../core/pending-entries.ts';
import type { Decision } from '../../../core/source.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { conversationCallKey } from '../../../store/call-group-slice.ts';
import { fakeDesk } from '../../../test/desk-fakes.ts';
import {
  makeConversation,
  makeMessage,
  makeToolCall,
  makeToolCallPart,
} from '../../../test/test-builders.ts';
import { until } from '../../../test/until.ts';
import { HeldPendingList } from './held-pending-list.tsx';

/** A thread of agent `agentId` whose model asked to email `to` (the call id repeats across threads). */
function thread(id: string, agentId: string, to: string): Conversation {
  return {
    ...makeConversation([
      makeMessage('model', [
        makeToolCallPart(
          makeToolCall({ id: 'call_1', name: 'send_email', args: { to, body: 'Refund sent' } }),
        ),
      ]),
    ]),
    id,
    title: `Ticket ${id}`,
    source: { kind: 'ag-ui', agentId, threadId: id },
  };
}

const threads = [
  thread('t1', 'support', 'ana@example.org'),
  thread('t2', 'support', 'ben@example.org'),
  thread('t3', 'support', 'cy@example.org'),
  thread('t4', 'billing', 'dee@example.org'),
];
const decide = vi.fn<(conversationId: string, callId: string, decision: Decision) => Promise<{ ok: true }>>();

function renderList(tierOf: FleetTierLookup) {
  const Rendered = () => {
    const held = useAppStore((state) => state.backgroundConversations);
    return <HeldPendingList entries={pendingEntries(Object.values(held))} tierOf={tierOf} onOpen={vi.fn()} />;
  };
  return render(<Rendered />);
}

beforeEach(() => {
  decide.mockReset().mockResolvedValue({ ok: true });
  useAppStore.setState({
    conversation: makeConversation([]),
    backgroundConversations: Object.fromEntries(threads.map((held) => [held.id, held])),
    callsOutOfGroup: {},
    decisionGroups: {},
    sourceDesks: { 'ag-ui': fakeDesk('ag-ui', decide) },
  });
});
afterEach(cleanup);

describe('HeldPendingList', () => {
  it('groups one agent’s alike calls across its threads and approves them together, each through its own thread', async () => {
    const user = userEvent.setup();
    renderList(() => 'write');
    const group = screen.getByRole('region', { name: /send_email.*3 alike calls in 3 threads/ });
    expect(within(group).getByRole('columnheader', { name: 'to' })).toBeInTheDocument();
    expect(within(group).getAllByRole('row')).toHaveLength(4);
    // Another agent's tool of the same name stays on its own.
    expect(screen.getByRole('button', { name: /send_email in AG-UI · Ticket t4/ })).toBeInTheDocument();

    // Each decision names the group it was made in, for its audit entry, until the desk takes it.
    decide.mockImplementation(async (conversationId, callId) => {
      expect(
        useAppStore.getState().decisionGroups[conversationCallKey(conversationId, callId)],
      ).toMatchObject({
        size: 3,
      });
      return { ok: true };
    });
    await user.click(within(group).getByRole('button', { name: 'Approve the group (3)' }));
    await until(() => decide.mock.calls.length === 3);
    expect(
      decide.mock.calls.map(([conversationId, callId, decision]) => [conversationId, callId, decision]),
    ).toEqual(
      ['t1', 't2', 't3'].map((id, index) => [
        id,
        'call_1',
        {
          kind: 'approve',
          approvedArgs: {
            to: ['ana@example.org', 'ben@example.org', 'cy@example.org'][index],
            body: 'Refund sent',
          },
        },
      ]),
    );
    expect(await within(group).findByRole('status')).toHaveTextContent('Approved 3.');
  });

  it('asks once, naming the count, before approving calls of a tier nobody gave; declines with one reason', async () => {
    const user = userEvent.setup();
    renderList(() => 'unknown');
    const group = screen.getByRole('region', { name: /send_email.*3 alike calls/ });
    await user.click(within(group).getByRole('button', { name: 'Approve the group (3)' }));
    expect(decide).not.toHaveBeenCalled();
    const confirm = within(group).getByRole('group', { name: 'Confirm group approval' });
    expect(confirm).toHaveTextContent('Approve all 3 send_email calls?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(decide).not.toHaveBeenCalled();

    await user.click(within(group).getByRole('button', { name: 'Decline the group' }));
    await user.keyboard('Refunds wait for Monday{Enter}');
    await until(() => decide.mock.calls.length === 3);
    expect(new Set(decide.mock.calls.map(([, , decision]) => JSON.stringify(decision)))).toEqual(
      new Set([JSON.stringify({ kind: 'decline', reason: 'Refunds wait for Monday' })]),
    );
  });

  it('takes a call out of the group: it stands alone and the group decides only the others', async () => {
    const user = userEvent.setup();
    renderList(() => 'write');
    await user.click(screen.getByRole('button', { name: 'Take send_email of Ticket t2 out of the group' }));
    const group = screen.getByRole('region', { name: /send_email.*2 alike calls in 2 threads/ });
    expect(screen.getByRole('button', { name: /^send_email in AG-UI · Ticket t2:/ })).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Approve the group (2)' }));
    await until(() => decide.mock.calls.length === 2);
    expect(decide.mock.calls.map(([conversationId]) => conversationId)).toEqual(['t1', 't3']);
  });

  it('leaves a call with the operator’s edits to its review and says so', async () => {
    const user = userEvent.setup();
    const edited = thread('t2', 'support', 'ben@example.org');
    const part = edited.messages[0]!.parts[0]!;
    if (part.kind !== 'tool-call') throw new Error('the thread holds a call');
    useAppStore.setState((state) => ({
      backgroundConversations: {
        ...state.backgroundConversations,
        t2: {
          ...edited,
          messages: [
            {
              ...edited.messages[0]!,
              parts: [{ ...part, call: { ...part.call, modifiedArgs: { body: 'Sorry' } } }],
            },
          ],
        },
      },
    }));
    renderList(() => 'write');
    const group = screen.getByRole('region', { name: /send_email.*3 alike calls/ });
    await user.click(within(group).getByRole('button', { name: 'Approve the group (3)' }));
    expect(await within(group).findByRole('status')).toHaveTextContent(
      'Approved 2. Left: AG-UI · Ticket t2: Has your edits: decide it in its review.',
    );
    expect(decide.mock.calls.map(([conversationId]) => conversationId)).toEqual(['t1', 't3']);
  });
});
