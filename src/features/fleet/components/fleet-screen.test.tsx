// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../../../core/conversation.ts';
import type { FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';
import type { Decision } from '../../../core/source.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { giveElementsASize } from '../../../test/jsdom-layout.ts';
import {
  makeConversation,
  makeMessage,
  makeToolCall,
  makeToolCallPart,
} from '../../../test/test-builders.ts';
import { FleetScreen } from './fleet-screen.tsx';
import { fakeDesk } from '../../../test/desk-fakes.ts';

const now = Date.now();

function thread(id: string, title: string, since: number, calls: readonly ToolCall[]): Conversation {
  return {
    id,
    title,
    createdAt: 0,
    systemPrompt: '',
    source: { kind: 'ag-ui', agentId: 'agent_mail', threadId: id },
    messages: [
      {
        ...makeMessage(
          'model',
          calls.map((call) => makeToolCallPart(call)),
        ),
        createdAt: since,
      },
    ],
  };
}

const tierOf: FleetTierLookup = (call) => (call.name === 'delete_record' ? 'destructive' : 'write');
const decide = vi.fn<(conversationId: string, callId: string, decision: Decision) => Promise<{ ok: true }>>();

function seed() {
  decide.mockReset().mockResolvedValue({ ok: true });
  useAppStore.setState({
    screen: 'fleet',
    conversation: makeConversation([]),
    agUiAgents: [
      {
        id: 'agent_mail',
        name: 'Mail agent',
        url: 'http://127.0.0.1:1',
        headerNames: [],
        rememberHeaders: false,
        createdAt: 0,
      },
    ],
    agUiAgentStatus: {},
    agUiThreads: {
      conv_busy: {
        state: {},
        run: { status: 'running', runId: 'r1' },
        steps: [],
        rawEvents: [],
        eventCount: 1,
      },
    },
    backgroundConversations: {
      conv_old: thread('conv_old', 'Refund thread', now - 120_000, [
        makeToolCall({ id: 'c1', name: 'send_email' }),
        makeToolCall({ id: 'c2', name: 'delete_record' }),
      ]),
      conv_busy: thread('conv_busy', 'Busy thread', now - 1_000, []),
    },
    sourceDesks: {
      'ag-ui': fakeDesk('ag-ui', decide),
    },
  });
}

giveElementsASize();
beforeEach(seed);
afterEach(cleanup);

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Sources and threads' }))
    .getAllByRole('article')
    .map((row) => row.getAttribute('aria-label'));

describe('FleetScreen', () => {
  it('lists each source and thread, the waiting one first with its count and oldest wait', () => {
    render(<FleetScreen tierOf={tierOf} />);
    expect(rowNames()).toEqual([
      'AG-UI agent Mail agent',
      'Thread Refund thread',
      'Thread Busy thread',
      'Built-in agent Built-in agent',
      'Thread Test',
    ]);
    const waiting = screen.getByRole('article', { name: 'Thread Refund thread' });
    expect(within(waiting).getByText('waiting for you (2)')).toBeInTheDocument();
    expect(within(waiting).getByText(/oldest wait/).parentElement).toHaveTextContent(/oldest wait 2 min/);
    expect(
      within(screen.getByRole('article', { name: 'Thread Busy thread' })).getByText('running'),
    ).toBeInTheDocument();
  });

  it('filters by state and by tier', async () => {
    const user = userEvent.setup();
    render(<FleetScreen tierOf={tierOf} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'running');
    expect(rowNames()).toEqual(['Thread Busy thread']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'destructive');
    expect(rowNames()).toEqual(['AG-UI agent Mail agent', 'Thread Refund thread']);
  });

  it('decides a waiting call in place, a destructive one only once confirmed', async () => {
    const user = userEvent.setup();
    render(<FleetScreen tierOf={tierOf} />);
    const row = screen.getByRole('article', { name: 'Thread Refund thread' });
    await user.click(within(row).getByRole('button', { name: 'Decide here' }));
    await user.click(within(row).getByRole('button', { name: 'Approve send_email' }));
    expect(decide).toHaveBeenCalledWith('conv_old', 'c1', {
      kind: 'approve',
      approvedArgs: { model: 'Order', id: 1042 },
    });
    await user.click(within(row).getByRole('button', { name: 'Approve delete_record' }));
    expect(decide).toHaveBeenCalledTimes(1);
    await user.click(within(row).getByRole('button', { name: 'Confirm approving delete_record' }));
    expect(decide).toHaveBeenLastCalledWith('conv_old', 'c2', expect.objectContaining({ kind: 'approve' }));
    expect(useAppStore.getState().screen).toBe('fleet');
    expect(useAppStore.getState().conversation.id).toBe('conv_test');
  });
});
