// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DecisionResult } from '../../../core/agent-status.ts';
import { useAppStore } from '../../../store/app-store.ts';
import type { AgUiAgent } from '../../../store/saved-records.ts';
import { StartEveryAgentForm } from './start-every-agent-form.tsx';

const agent = (id: string, name: string): AgUiAgent => ({
  id,
  name,
  url: `http://127.0.0.1:9/${id}`,
  headerNames: [],
  rememberHeaders: false,
  createdAt: 0,
});
const agents = [agent('a1', 'north'), agent('a2', 'south'), agent('a3', 'west')];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function startingWith(result: (agentId: string) => DecisionResult) {
  return vi
    .spyOn(useAppStore.getState(), 'startAgUiThreads')
    .mockImplementation(async (ids) => ids.map((agentId) => ({ agentId, result: result(agentId) })));
}

describe('StartEveryAgentForm', () => {
  it('sends one first message to every agent and shows the Fleet once all have started', async () => {
    const user = userEvent.setup();
    const start = startingWith(() => ({ ok: true }));
    useAppStore.getState().setScreen('agents');
    render(<StartEveryAgentForm agents={agents} />);
    const send = screen.getByRole('button', { name: 'Start 3 threads' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('First message to every agent'), '  Close the refunds.  ');
    await user.click(send);
    expect(start).toHaveBeenCalledWith(['a1', 'a2', 'a3'], 'Close the refunds.');
    expect(useAppStore.getState().screen).toBe('fleet');
    expect(screen.getByLabelText('First message to every agent')).toHaveValue('');
  });

  it('names each agent whose thread did not start, with why, and keeps the message', async () => {
    const user = userEvent.setup();
    startingWith((agentId) =>
      agentId === 'a2' ? { ok: false, reason: 'The agent answered 401 <b>Unauthorized</b>.' } : { ok: true },
    );
    useAppStore.getState().setScreen('agents');
    render(<StartEveryAgentForm agents={agents} />);
    await user.type(screen.getByLabelText('First message to every agent'), 'Close the refunds.{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 of 3 threads started; these did not:');
    expect(alert).toHaveTextContent('south: The agent answered 401 <b>Unauthorized</b>.');
    expect(alert.querySelector('b')).toBeNull();
    expect(useAppStore.getState().screen).toBe('agents');
    expect(screen.getByLabelText('First message to every agent')).toHaveValue('Close the refunds.');
  });
});
