// @vitest-environment jsdom
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DecisionResult } from '../core/agent-status.ts';
import type { Conversation } from '../core/conversation.ts';
import type { FleetTierLookup } from '../core/fleet/fleet-rows.ts';
import type { Decision } from '../core/source.ts';
import { useHeldReviewFocus } from './use-held-review-focus.ts';
import { useAppStore } from '../store/app-store.ts';
import { fakeDesk } from '../test/desk-fakes.ts';
import { makeCallPart, makeConversation, makeMessage } from '../test/test-builders.ts';
import { until } from '../test/until.ts';
import { approveHeld } from '../features/held-review/held-review-actions.ts';

function heldThread(id: string, callIds: readonly string[]): Conversation {
  return {
    ...makeConversation([
      makeMessage(
        'model',
        callIds.map((callId) =>
          makeCallPart({ id: callId, name: 'delete_file', args: { path: `/${callId}` } }),
        ),
      ),
    ]),
    id,
    title: id,
    source: { kind: 'ag-ui', agentId: 'agent_files', threadId: id },
  };
}

/** The queue as the console lists it: one item per waiting call of another thread. */
function Queue({ items }: { readonly items: readonly (readonly [string, string])[] }) {
  return (
    <ol>
      {items.map(([conversationId, callId]) => (
        <li key={`${conversationId}/${callId}`}>
          <button
            type="button"
            data-queue-item=""
            data-conversation-id={conversationId}
            data-call-id={callId}
          >
            {`${conversationId} ${callId}`}
          </button>
        </li>
      ))}
    </ol>
  );
}

const tierOf: FleetTierLookup = () => 'unknown';
const decide =
  vi.fn<(conversationId: string, callId: string, decision: Decision) => Promise<DecisionResult>>();

beforeEach(() => {
  decide.mockReset();
  useAppStore.setState({
    conversation: makeConversation([]),
    backgroundConversations: {
      conv_a: heldThread('conv_a', ['c1', 'c2']),
      conv_b: heldThread('conv_b', ['c1']),
    },
    heldReview: { conversationId: 'conv_a', callId: 'c1', step: 'confirm' },
    sourceDesks: { 'ag-ui': fakeDesk('ag-ui', decide) },
  });
  renderHook(() => useHeldReviewFocus());
});
afterEach(cleanup);

describe('a decision on a call of another thread', () => {
  it('moves the review on at once while the decision is judged and sent, and brings it back if it is refused then', async () => {
    let land: (result: DecisionResult) => void = () => undefined;
    decide.mockImplementation(() => new Promise((resolve) => (land = resolve)));
    render(
      <Queue
        items={[
          ['conv_a', 'c1'],
          ['conv_a', 'c2'],
          ['conv_b', 'c1'],
        ]}
      />,
    );
    const deciding = approveHeld(tierOf, true);
    await until(() => useAppStore.getState().heldReview?.callId === 'c2');
    // The decision has not landed, and the operator already reviews the next call, whose item has the focus.
    expect(useAppStore.getState().heldReview).toEqual({
      conversationId: 'conv_a',
      callId: 'c2',
      step: 'review',
    });
    expect(screen.getByRole('button', { name: 'conv_a c2' })).toHaveFocus();
    expect(decide).toHaveBeenCalledWith('conv_a', 'c1', { kind: 'approve', approvedArgs: { path: '/c1' } });

    land({ ok: false, reason: 'This request was already answered from this browser, in another tab.' });
    await deciding;
    expect(useAppStore.getState().heldReview).toEqual({
      conversationId: 'conv_a',
      callId: 'c1',
      step: 'review',
      problem: 'This request was already answered from this browser, in another tab.',
    });
    expect(screen.getByRole('button', { name: 'conv_a c1' })).toHaveFocus();
  });

  it('keeps the review on the call with the reason when the decision is refused at once', async () => {
    decide.mockResolvedValue({ ok: false, reason: 'The request expired: it can no longer be answered.' });
    render(
      <Queue
        items={[
          ['conv_a', 'c1'],
          ['conv_b', 'c1'],
        ]}
      />,
    );
    screen.getByRole('button', { name: 'conv_a c1' }).focus();
    useAppStore.setState({ heldReview: { conversationId: 'conv_a', callId: 'c1', step: 'confirm' } });
    await approveHeld(tierOf, true);
    expect(useAppStore.getState().heldReview).toEqual({
      conversationId: 'conv_a',
      callId: 'c1',
      step: 'review',
      problem: 'The request expired: it can no longer be answered.',
    });
    expect(screen.getByRole('button', { name: 'conv_a c1' })).toHaveFocus();
  });

  it('closes the review of other threads when the decided call was the last one waiting', async () => {
    decide.mockResolvedValue({ ok: true });
    render(<Queue items={[['conv_a', 'c1']]} />);
    await approveHeld(tierOf, true);
    expect(useAppStore.getState().heldReview).toBeUndefined();
  });

  it('refuses a second decision on the call while the first is on its way, keeping the review on it', async () => {
    let land: (result: DecisionResult) => void = () => undefined;
    decide.mockImplementation(() => new Promise((resolve) => (land = resolve)));
    render(
      <Queue
        items={[
          ['conv_a', 'c1'],
          ['conv_b', 'c1'],
        ]}
      />,
    );
    const first = approveHeld(tierOf, true);
    await until(() => useAppStore.getState().heldReview?.conversationId === 'conv_b');
    // The operator walks back to the call before its decision landed and approves it again.
    screen.getByRole('button', { name: 'conv_a c1' }).focus();
    useAppStore.setState({ heldReview: { conversationId: 'conv_a', callId: 'c1', step: 'confirm' } });
    await approveHeld(tierOf, true);
    expect(decide).toHaveBeenCalledTimes(1);
    expect(useAppStore.getState().heldReview).toEqual({
      conversationId: 'conv_a',
      callId: 'c1',
      step: 'review',
      problem: 'That call is being decided already: its first decision is the one sent.',
    });
    land({ ok: true });
    await first;
    expect(decide).toHaveBeenCalledTimes(1);
  });
});
