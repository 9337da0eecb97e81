// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../../../core/conversation.ts';
import type { FleetTierLookup } from '../../../core/fleet/fleet-rows.ts';
import type { Decision } from '../../../core/source.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { makeCallPart, makeConversation, makeMessage, makeTextPart } from '../../../test/test-builders.ts';
import { until } from '../../../test/until.ts';
import { HeldCallReview } from './held-call-review.tsx';
import { fakeDesk } from '../../../test/desk-fakes.ts';

const held: Conversation = {
  ...makeConversation([
    makeMessage('model', [
      makeTextPart('Emailing the customer, then deleting the draft.', 't1'),
      makeCallPart({ id: 'c1', name: 'send_email', args: { to: 'dana@example.org' } }),
      makeCallPart({ id: 'c2', name: 'delete_file', args: { path: '/tmp/draft' } }),
    ]),
  ]),
  id: 'conv_held',
  title: 'Support thread',
  source: { kind: 'ag-ui', agentId: 'agent_support', threadId: 'thread_1' },
};
const tierOf: FleetTierLookup = (call) => (call.name === 'send_email' ? 'write' : 'unknown');
const decide = vi.fn<(conversationId: string, callId: string, decision: Decision) => Promise<{ ok: true }>>();

beforeEach(() => {
  decide.mockReset().mockResolvedValue({ ok: true });
  useAppStore.setState({
    conversation: makeConversation([]),
    backgroundConversations: { conv_held: held },
    heldReview: { conversationId: 'conv_held', callId: 'c1', step: 'review' },
    sourceDesks: {
      'ag-ui': fakeDesk('ag-ui', decide),
    },
  });
});
afterEach(cleanup);

describe('HeldCallReview', () => {
  it('shows the call of a thread that is not open with what the model said, and approves it there', async () => {
    const user = userEvent.setup();
    render(<HeldCallReview tierOf={tierOf} headingRef={createRef()} />);
    expect(screen.getByText('From AG-UI · Support thread')).toBeInTheDocument();
    expect(screen.getByRole('blockquote')).toHaveTextContent(
      'Emailing the customer, then deleting the draft.',
    );
    expect(screen.getByLabelText('Arguments')).toHaveTextContent('dana@example.org');
    await user.click(screen.getByRole('button', { name: /^Approve/ }));
    expect(decide).toHaveBeenCalledWith('conv_held', 'c1', {
      kind: 'approve',
      approvedArgs: { to: 'dana@example.org' },
    });
    expect(useAppStore.getState().conversation.id).toBe('conv_test');
    // Nothing else waits in the queue, so the review of the other thread closes once the decision is in.
    await until(() => useAppStore.getState().heldReview === undefined);
  });

  it('asks to confirm a call of unknown tier, and declines with the reason given', async () => {
    const user = userEvent.setup();
    useAppStore.setState({ heldReview: { conversationId: 'conv_held', callId: 'c2', step: 'review' } });
    render(<HeldCallReview tierOf={tierOf} headingRef={createRef()} />);
    await user.click(screen.getByRole('button', { name: /^Approve/ }));
    expect(decide).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('button', { name: 'Approve delete_file' });
    expect(confirm).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    useAppStore.setState({ heldReview: { conversationId: 'conv_held', callId: 'c2', step: 'decline' } });
    await user.keyboard('keep it{Enter}');
    expect(decide).toHaveBeenCalledWith('conv_held', 'c2', { kind: 'decline', reason: 'keep it' });
  });
});
