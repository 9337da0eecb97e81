// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../store/app-store.ts';
import { Composer } from './composer.tsx';

const sendMessage = vi.fn();

beforeEach(() => {
  sendMessage.mockReset();
  useAppStore.setState({
    localDecisions: false,
    sendMessage,
    agentStatus: { status: 'waiting', callIds: ['call_1', 'call_2'] },
  });
});
afterEach(cleanup);

describe('Composer', () => {
  it('keeps a message the agent refuses in the box, with the reason', async () => {
    const user = userEvent.setup();
    sendMessage.mockResolvedValue({
      ok: false,
      reason: 'Decide the 2 pending calls first (approve or decline).',
    });
    render(<Composer />);
    const box = screen.getByRole('textbox', { name: 'Message to the agent' });
    await user.type(box, 'Check order 1043 too.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sendMessage).toHaveBeenCalledWith('Check order 1043 too.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Decide the 2 pending calls first');
    expect(box).toHaveValue('Check order 1043 too.');
    expect(box).toHaveAccessibleDescription(/Decide the 2 pending calls first/);

    // Once a call is decided the reason no longer holds; the message stays for the operator to send.
    act(() => useAppStore.setState({ agentStatus: { status: 'waiting', callIds: ['call_2'] } }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box).toHaveValue('Check order 1043 too.');
  });

  it('empties the box once the agent takes the message', async () => {
    const user = userEvent.setup();
    sendMessage.mockResolvedValue({ ok: true });
    render(<Composer />);
    const box = screen.getByRole('textbox', { name: 'Message to the agent' });
    await user.type(box, 'Go on.{Enter}');
    expect(sendMessage).toHaveBeenCalledWith('Go on.');
    expect(box).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
