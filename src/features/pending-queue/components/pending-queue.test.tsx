// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCallPart, makeConversation, makeMessage } from '../../../test/test-builders.ts';
import type { CallTierLookup } from '../../../core/source.ts';
import { callTier } from '../../../core/source.ts';
import type { ToolCall } from '../../../core/tool-call.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { CallStanding } from '../approve-all-plan.ts';
import { PendingQueue } from './pending-queue.tsx';

const tiers: Record<string, 'read-only' | 'write' | 'destructive'> = {
  update_record: 'write',
  delete_record: 'destructive',
  send_email: 'write',
};

function seed() {
  useAppStore.setState({
    selectedPartId: undefined,
    conversation: makeConversation([
      makeMessage('model', [
        makeCallPart({ id: 'c1', name: 'update_record' }),
        makeCallPart({ id: 'c2', name: 'delete_record' }),
        makeCallPart({ id: 'c3', name: 'send_email', args: { to: 'x' } }),
        makeCallPart({
          id: 'c4',
          name: 'read_record',
          state: { status: 'refused', refusal: { source: 'check', message: 'no' } },
        }),
      ]),
    ]),
  });
}

function renderQueue(
  approve = vi.fn(),
  standingOf = (call: ToolCall): CallStanding => (call.id === 'c3' ? 'blocked' : 'ready'),
  tierOf: CallTierLookup = (call) => callTier(call, (name) => tiers[name]),
) {
  const groupActions = { approve: vi.fn(), decline: vi.fn(), setField: vi.fn(), reasonOf: () => undefined };
  render(
    <PendingQueue
      tierOf={tierOf}
      heldTierOf={() => 'unknown'}
      standingOf={standingOf}
      approve={approve}
      groupActions={groupActions}
    />,
  );
  return approve;
}

beforeEach(seed);
afterEach(cleanup);

describe('PendingQueue', () => {
  it('lists every waiting call oldest first, destructive ones included, whatever Approve all takes', async () => {
    const user = userEvent.setup();
    renderQueue();
    const region = screen.getByRole('region', { name: 'Pending calls' });
    expect(region).toHaveTextContent('3');
    const list = within(region).getByRole('list', { name: /Waiting calls/ });
    const listed = () =>
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('data-call-id'));
    expect(listed()).toEqual(['c1', 'c2', 'c3']);
    const scope = within(region).getByRole('group', { name: 'Approve all takes' });
    expect(within(scope).getByRole('checkbox', { name: 'destructive' })).not.toBeChecked();
    await user.click(within(scope).getByRole('checkbox', { name: 'write' }));
    expect(listed()).toEqual(['c1', 'c2', 'c3']);
  });

  it('opens a call for review', async () => {
    const user = userEvent.setup();
    renderQueue();
    await user.click(screen.getByRole('button', { name: /^update_record/ }));
    expect(useAppStore.getState().selectedPartId).toBe('part_c1');
  });

  it('approves all calls in scope that pass their check, leaving the invalid one and the destructive one', async () => {
    const user = userEvent.setup();
    const approve = renderQueue();
    expect(screen.getByText('1 needs fixing first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Approve all/ }));
    expect(approve).toHaveBeenCalledTimes(1);
    expect(approve.mock.calls[0]?.[0]).toEqual(['c1']);
  });

  it('says a call whose edited draft is still being checked is being checked, not that it needs fixing', () => {
    renderQueue(vi.fn(), (call) => (call.id === 'c1' ? 'checking' : 'ready'));
    expect(screen.getByText('1 being checked')).toBeInTheDocument();
    expect(screen.queryByText(/fixing first/)).not.toBeInTheDocument();
  });

  it('says a call whose server went away waits for it, not that it needs fixing, and leaves it out', async () => {
    const user = userEvent.setup();
    const approve = renderQueue(vi.fn(), (call) => (call.id === 'c1' ? 'waiting' : 'ready'));
    expect(screen.getByText('1 waits for its server')).toBeInTheDocument();
    expect(screen.queryByText(/fixing first/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Approve all/ }));
    expect(approve.mock.calls[0]?.[0] ?? []).not.toContain('c1');
  });

  it('takes destructive calls into Approve all only when chosen, and says it will ask first', async () => {
    const user = userEvent.setup();
    const approve = renderQueue(vi.fn(), () => 'ready');
    expect(screen.queryByText(/destructive, asks first/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'destructive' }));
    expect(screen.getByText('1 destructive, asks first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Approve all/ }));
    expect(approve.mock.calls[0]?.[0]).toEqual(['c1', 'c2', 'c3']);
  });
});

describe('PendingQueue with remote threads held in the background', () => {
  it('lists their calls with their source, and opening one opens its conversation with the call in review', async () => {
    const user = userEvent.setup();
    const remote = {
      ...makeConversation([makeMessage('model', [makeCallPart({ id: 'r1', name: 'send_email' })], 'msg_r')]),
      id: 'conv_remote',
      title: 'Mail agent',
      source: { kind: 'ag-ui', agentId: 'agent_mail', threadId: 'thread_1' } as const,
    };
    useAppStore.setState({
      backgroundConversations: { conv_remote: remote },
      switchConversation: async (take) => {
        const next = take(useAppStore.getState().conversation);
        if (next) useAppStore.getState().loadConversation(next);
        return { ok: true };
      },
    });
    renderQueue();
    const region = screen.getByRole('region', { name: 'Pending calls' });
    expect(region).toHaveTextContent('4');
    const other = within(region).getByRole('list', { name: 'In other conversations' });
    const item = within(other).getByRole('button', { name: /send_email in AG-UI · Mail agent/ });
    await user.click(item);
    const state = useAppStore.getState();
    expect(state.conversation.id).toBe('conv_remote');
    expect(state.selectedPartId).toBe('part_r1');
    expect(Object.keys(state.backgroundConversations)).toEqual([]);
    expect(screen.getByText('From AG-UI · Mail agent')).toBeInTheDocument();
    useAppStore.setState({ backgroundConversations: {} });
  });
  it("names a remote agent's call as a remote tool, not an unknown one", () => {
    useAppStore.setState({
      selectedPartId: undefined,
      conversation: makeConversation([
        makeMessage('model', [
          makeCallPart({
            id: 'r1',
            name: 'issue_refund',
            args: { orderId: '1042' },
            interrupt: { id: 'run-1::r1', reason: 'mastra:tool_suspend', editable: true },
          }),
          makeCallPart({ id: 'l1', name: 'not_catalogued' }),
        ]),
      ]),
    });
    renderQueue();
    const list = screen.getByRole('list', { name: /Waiting calls/ });
    const [remote, local] = within(list).getAllByRole('listitem');
    expect(remote).toHaveTextContent('issue_refund');
    expect(remote).toHaveTextContent('remote tool');
    // Nobody gave the remote tool a tier: it says so, rather than borrow one.
    expect(remote).toHaveTextContent('unknown tier');
    expect(within(remote!).getByRole('button')).toHaveAccessibleName(
      /^issue_refund, unknown tier, remote tool/,
    );
    expect(remote).not.toHaveTextContent('unknown tool');
    expect(local).toHaveTextContent('unknown tool');
    expect(local).not.toHaveTextContent('remote tool');
  });

  it("takes a remote agent's call into Approve all by the tier the operator gave it; one of unknown tier only when chosen, asking first", async () => {
    const user = userEvent.setup();
    useAppStore.setState({
      selectedPartId: undefined,
      conversation: {
        ...makeConversation([
          makeMessage('model', [
            makeCallPart({
              id: 'r1',
              name: 'issue_refund',
              interrupt: { id: 'int_1', reason: 'tool_call', toolCallId: 'r1', editable: true },
            }),
            makeCallPart({
              id: 'r2',
              name: 'update_record',
              interrupt: { id: 'int_2', reason: 'tool_call', toolCallId: 'r2', editable: true },
            }),
          ]),
        ]),
        source: { kind: 'ag-ui', agentId: 'agent_mail', threadId: 'thread_1' },
      },
    });
    const given: Record<string, 'write'> = { issue_refund: 'write' };
    const approve = renderQueue(
      vi.fn(),
      () => 'ready',
      (call) =>
        callTier(
          call,
          (name) => tiers[name],
          (name) => given[name],
        ),
    );
    expect(screen.queryByText(/destructive, asks first/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Approve all/ }));
    // update_record is a local write tool's name, which lends the remote call no tier.
    expect(approve.mock.calls[0]?.[0]).toEqual(['r1']);
    await user.click(screen.getByRole('checkbox', { name: 'unknown tier' }));
    expect(screen.getByText('1 of unknown tier, asks first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Approve all/ }));
    expect(approve.mock.calls[1]?.[0]).toEqual(['r1', 'r2']);
  });
});
