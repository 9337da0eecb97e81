// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../../../core/conversation.ts';
import { pendingEntries } from '../../../core/pending-entries.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { conversationCallKey } from '../../../store/call-group-slice.ts';
import {
  makeConversation,
  makeMessage,
  makeToolCall,
  makeToolCallPart,
} from '../../../test/test-builders.ts';
import { HeldPendingList } from '../components/held-pending-list.tsx';

function thread(id: string, to: string): Conversation {
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
    source: { kind: 'ag-ui', agentId: 'support', threadId: id },
  };
}

function renderList() {
  const Rendered = () => {
    const held = useAppStore((state) => state.backgroundConversations);
    return (
      <>
        <HeldPendingList
          entries={pendingEntries(Object.values(held))}
          tierOf={() => 'write'}
          onOpen={vi.fn()}
        />
        <button type="button">Elsewhere</button>
      </>
    );
  };
  return render(<Rendered />);
}

/** Takes t1's call out of the group of two: t2's call is then listed on its own, its item mounted anew. */
const breakGroup = () =>
  act(() => useAppStore.setState({ callsOutOfGroup: { [conversationCallKey('t1', 'call_1')]: true } }));

const itemOfT2 = () => screen.getByRole('button', { name: /send_email in AG-UI · Ticket t2/ });

beforeEach(() => {
  useAppStore.setState({
    conversation: makeConversation([]),
    backgroundConversations: { t1: thread('t1', 'ana@example.org'), t2: thread('t2', 'ben@example.org') },
    callsOutOfGroup: {},
    heldReview: { conversationId: 't2', callId: 'call_1', step: 'review' },
  });
});
afterEach(cleanup);

describe('useReviewFocusKept', () => {
  it('puts the focus back on the reviewed call when its item is mounted anew under the focus', () => {
    renderList();
    const before = itemOfT2();
    act(() => before.focus());
    expect(before).toHaveFocus();

    breakGroup();

    const after = itemOfT2();
    expect(after).not.toBe(before);
    expect(after).toHaveFocus();
  });

  it('leaves the focus where the operator moved it out of the list', async () => {
    renderList();
    act(() => itemOfT2().focus());
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    await act(async () => {
      await Promise.resolve();
    });
    act(() => elsewhere.blur());

    breakGroup();

    expect(itemOfT2()).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
