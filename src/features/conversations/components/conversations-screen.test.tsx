// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../store/app-store.ts';
import type { ConversationSummary } from '../../../store/saved-records.ts';
import { ConversationsScreen } from './conversations-screen.tsx';

let stored: ConversationSummary[] = [];
const openStoredConversation = vi.fn(async (id: string) =>
  id === 'conv_old' ? ({ ok: true } as const) : ({ ok: false, reason: 'gone' } as const),
);
const deleteStoredConversation = vi.fn(async (id: string) => {
  stored = stored.filter((item) => item.id !== id);
});

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ConversationsScreen />
    </QueryClientProvider>,
  );
}

describe('ConversationsScreen', () => {
  beforeEach(() => {
    // jsdom has no modal dialogs; the native element's methods are enough for the flow.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
    stored = [
      {
        status: 'ready',
        id: 'conv_now',
        title: 'Refund for Dana',
        updatedAt: Date.UTC(2026, 2, 14, 9),
        messageCount: 12,
      },
      {
        status: 'ready',
        id: 'conv_old',
        title: 'Shipping delay',
        updatedAt: Date.UTC(2026, 2, 13, 9),
        messageCount: 3,
      },
      {
        status: 'damaged',
        id: 'conv_bad',
        title: '<img src=x onerror=alert(1)>',
        updatedAt: Date.UTC(2026, 2, 12, 9),
        messageCount: 2,
        reason: '/messages/0/createdAt must be number',
      },
    ];
    useAppStore.setState({
      conversation: {
        id: 'conv_now',
        title: 'Refund for Dana',
        createdAt: 0,
        systemPrompt: '',
        messages: [],
      },
      screen: 'conversations',
      listConversations: async () => stored,
      openStoredConversation,
      deleteStoredConversation,
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('lists title, last change and message count; the open one and the damaged one cannot be opened', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Stored conversations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Refund for Danaopen',
      'Shipping delay',
      '<img src=x onerror=alert(1)>Kept aside, it cannot be opened: /messages/0/createdAt must be number',
    ]);
    expect(within(rows[0]!).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('13 Mar 2026, 09:00:00', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Refund for Dana' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open <img src=x onerror=alert(1)>' })).toBeDisabled();
    expect(document.querySelector('img')).toBeNull();
  });

  it('opens a stored conversation and goes to the console', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Open Shipping delay' }));
    expect(openStoredConversation).toHaveBeenCalledWith('conv_old');
    expect(useAppStore.getState().screen).toBe('console');
  });

  it('deletes only after confirmation', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Shipping delay' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this conversation?' });
    expect(dialog).toHaveTextContent('Shipping delay and its 3 messages are deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteStoredConversation).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Shipping delay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete conversation' }));
    expect(deleteStoredConversation).toHaveBeenCalledWith('conv_old');
    expect(await screen.findByRole('table')).not.toHaveTextContent('Shipping delay');
  });
});
