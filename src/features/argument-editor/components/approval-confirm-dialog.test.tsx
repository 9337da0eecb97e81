// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findToolCallPart } from '../../../core/conversation.ts';
import { makeCallPart, makeConversation, makeMessage } from '../../../test/test-builders.ts';
import { callTier } from '../../../core/source.ts';
import type { TieredCall } from '../../../core/source.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { SafetyTier } from '../../../tools/tool-definition.ts';
import { useDecisions } from '../hooks/use-decisions.ts';
import { ApprovalConfirmDialog } from './approval-confirm-dialog.tsx';

const tiers: Record<string, SafetyTier> = { update_record: 'write', delete_record: 'destructive' };
const tierOf = (call: TieredCall) => callTier(call, (name) => tiers[name]);

function seed() {
  useAppStore.setState({
    localDecisions: true,
    approvalToConfirm: undefined,
    feedbackDrafts: {},
    conversation: makeConversation([
      makeMessage('model', [
        makeCallPart({ id: 'c1', name: 'update_record', args: { id: 1 } }),
        makeCallPart({ id: 'c2', name: 'delete_record', args: { model: 'order', id: 1042 } }),
        makeCallPart({
          id: 'c3',
          name: 'delete_file',
          args: { path: 'draft.txt' },
          interrupt: { id: 'int_3', reason: 'tool_call', toolCallId: 'c3', editable: true },
        }),
      ]),
    ]),
  });
}

const statusOf = (id: string) => findToolCallPart(useAppStore.getState().conversation, id)?.call.status;

/** Renders the dialog and exposes the same request the Approve button, `a` and Approve all make. */
function Harness() {
  const decisions = useDecisions();
  return (
    <>
      <button type="button" onClick={() => decisions.requestApproval(['c1'], tierOf)}>
        approve write
      </button>
      <button type="button" onClick={() => decisions.requestApproval(['c1', 'c2'], tierOf)}>
        approve both
      </button>
      <button type="button" onClick={() => decisions.requestApproval(['c1', 'c3'], tierOf)}>
        approve with remote
      </button>
      <ApprovalConfirmDialog tierOf={tierOf} />
    </>
  );
}

// jsdom has no modal dialogs: opening and closing are reduced to the `open` attribute and the close event.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

/** The harness, after the operator clicked its button `name`; the same user goes on. */
async function clickInHarness(name: string) {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name }));
  return user;
}

/** The confirmation dialog and the calls it lists. */
function confirmation() {
  const dialog = screen.getByRole('dialog', { name: 'Confirm approval' });
  const list = within(dialog).getByRole('list', { name: 'Calls to approve' });
  return { dialog, items: within(list).getAllByRole('listitem') };
}

describe('ApprovalConfirmDialog', () => {
  beforeEach(seed);
  afterEach(cleanup);

  it('approves a write call at once, without asking', async () => {
    await clickInHarness('approve write');
    expect(statusOf('c1')).toBe('executing');
    expect(useAppStore.getState().approvalToConfirm).toBeUndefined();
  });

  it('asks before approving a destructive call, names it, and approves everything on confirm', async () => {
    const user = await clickInHarness('approve both');
    expect(statusOf('c2')).toBe('pending');
    expect(statusOf('c1')).toBe('pending');
    const { dialog, items } = confirmation();
    expect(dialog).toHaveTextContent('This approval includes a destructive call. It cannot be undone.');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('update_record'),
      expect.stringContaining('delete_record'),
    ]);
    expect(items[1]).toHaveTextContent('destructive');
    const confirm = within(dialog).getByRole('button', { name: 'Approve 2 calls' });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(statusOf('c1')).toBe('executing');
    expect(statusOf('c2')).toBe('executing');
    expect(useAppStore.getState().approvalToConfirm).toBeUndefined();
  });

  it('asks before approving a remote call nobody has tiered, naming it as of unknown tier', async () => {
    const user = await clickInHarness('approve with remote');
    expect(statusOf('c3')).toBe('pending');
    const { dialog, items } = confirmation();
    expect(dialog).toHaveTextContent(
      'This approval includes a call of unknown tier, handled as destructive: nobody has said what it does, and it may not be undone.',
    );
    expect(items[1]).toHaveTextContent('delete_file');
    expect(items[1]).toHaveTextContent('unknown tier');
    await user.click(within(dialog).getByRole('button', { name: 'Approve 2 calls' }));
    expect(statusOf('c3')).toBe('executing');
  });

  it('approves nothing when cancelled', async () => {
    const user = await clickInHarness('approve both');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(statusOf('c1')).toBe('pending');
    expect(statusOf('c2')).toBe('pending');
    expect(screen.queryByRole('dialog', { name: 'Confirm approval' })).not.toBeInTheDocument();
  });

  it('drops a call that was decided elsewhere while the dialog was open', async () => {
    const user = await clickInHarness('approve both');
    act(() => useAppStore.getState().applyToolCallEvent('c1', { type: 'decline', by: 'operator', at: 1 }));
    await user.click(screen.getByRole('button', { name: 'Approve delete_record' }));
    expect(statusOf('c1')).toBe('declined');
    expect(statusOf('c2')).toBe('executing');
  });
});
