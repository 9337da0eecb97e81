// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../store/app-store.ts';
import type { AgUiAgent } from '../../../store/saved-records.ts';
import { giveElementsASize } from '../../../test/jsdom-layout.ts';
import { until } from '../../../test/until.ts';
import { AgentList, agentsMatching } from './agent-list.tsx';

const agent = (n: number): AgUiAgent => ({
  id: `agent_${n}`,
  name: `agent-${n}`,
  url: `http://127.0.0.1:${9000 + n}/agent`,
  headerNames: [],
  rememberHeaders: false,
  createdAt: n,
});
const fleet = (count: number) => Array.from({ length: count }, (_, n) => agent(n));

function renderList(agents: readonly AgUiAgent[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = (list: readonly AgUiAgent[]) => (
    <QueryClientProvider client={client}>
      <h2 id="heading">Connected agents</h2>
      <AgentList agents={list} labelledBy="heading" onOpened={() => undefined} />
    </QueryClientProvider>
  );
  const rendered = render(view(agents));
  return { rerender: (list: readonly AgUiAgent[]) => rendered.rerender(view(list)) };
}

const list = () => screen.getByRole('list', { name: 'Connected agents' });

giveElementsASize();

beforeEach(() => {
  useAppStore.setState({ agUiAgentStatus: {} });
  // jsdom lays nothing out: every agent item measures 150 px, so the virtualizer fills an 800 px box with a few.
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 150 });
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    writable: true,
    value: () => undefined,
  });
});

afterEach(() => {
  for (const property of ['offsetHeight', 'scrollHeight'])
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[property];
  cleanup();
  vi.restoreAllMocks();
});

describe('AgentList', () => {
  it('mounts only the agents in view of a hundred, each announced with its place in the whole list', () => {
    renderList(fleet(100));
    const items = within(list())
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list());
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(20);
    expect(items[0]).toHaveAccessibleName('agent-0');
    expect(items[0]).toHaveAttribute('aria-setsize', '100');
    expect(screen.queryByRole('listitem', { name: 'agent-99' })).toBeNull();
    expect(screen.getByText('100 agents')).toBeInTheDocument();
  });

  it('finds an agent out of view by its name or its URL, and says when none matches', async () => {
    const user = userEvent.setup();
    renderList(fleet(100));
    const find = screen.getByRole('searchbox', { name: 'Find an agent' });
    await user.type(find, 'AGENT-99');
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['agent-99']);
    expect(screen.getByText('1 of 100 agents')).toBeInTheDocument();
    await user.clear(find);
    await user.type(find, ':9042/');
    expect(screen.getByRole('listitem', { name: 'agent-42' })).toBeInTheDocument();
    await user.clear(find);
    await user.type(find, 'no such agent');
    expect(screen.queryByRole('list', { name: 'Connected agents' })).toBeNull();
    expect(screen.getByText('No agent matches')).toBeInTheDocument();
  });

  it('keeps a first message written to an agent while it is out of the list, and the reason its start failed', async () => {
    const user = userEvent.setup();
    const start = vi
      .spyOn(useAppStore.getState(), 'startAgUiThread')
      .mockResolvedValue({ ok: false, reason: 'The agent answered 401 <b>Unauthorized</b>.' });
    renderList(fleet(30));
    await user.type(screen.getByLabelText('First message to agent-1'), 'Close the refunds.');
    await user.click(
      within(screen.getByRole('form', { name: 'Start a thread with agent-1' })).getByRole('button', {
        name: 'Start a thread',
      }),
    );
    expect(start).toHaveBeenCalledWith('agent_1', 'Close the refunds.');
    const find = screen.getByRole('searchbox', { name: 'Find an agent' });
    await user.type(find, 'agent-3');
    expect(screen.queryByLabelText('First message to agent-1')).toBeNull();
    await user.clear(find);
    expect(screen.getByLabelText('First message to agent-1')).toHaveValue('Close the refunds.');
    // The reason is text, never markup.
    expect(within(screen.getByRole('listitem', { name: 'agent-1' })).getByRole('alert')).toHaveTextContent(
      'The agent answered 401 <b>Unauthorized</b>.',
    );
    expect(screen.getByLabelText('First message to agent-2')).toHaveValue('');
  });

  it('lists a few agents whole, with no field to find one', () => {
    renderList(fleet(3));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('searchbox', { name: 'Find an agent' })).toBeNull();
  });

  it('scrolls to an agent just connected at the end of a long list', async () => {
    // The box can scroll as far as its items reach (jsdom says 0, which would clamp every scroll to the top).
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get: () => 101 * 150,
    });
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollTo');
    const { rerender } = renderList(fleet(100));
    const before = scrolled.mock.calls.length;
    rerender([...fleet(100), agent(100)]);
    const furthest = () =>
      Math.max(0, ...scrolled.mock.calls.slice(before).map((call) => (call[0] as ScrollToOptions).top ?? 0));
    // The last item's top is past the 100 items above it, each 150 px, less the 800 px box.
    await until(() => furthest() > 100 * 150 - 800);
  });
});

describe('AgentList, what each agent sends', () => {
  it('names the headers an agent sends and where they are kept, and warns of those a new tab no longer has', () => {
    const values: Readonly<Record<string, Readonly<Record<string, string>>>> = {
      agent_1: { Authorization: 'Bearer s3cret-token-value' },
    };
    vi.spyOn(useAppStore.getState(), 'readAgUiHeaders').mockImplementation(
      (agentId) => values[agentId] ?? {},
    );
    renderList([
      agent(0),
      { ...agent(1), headerNames: ['Authorization'], rememberHeaders: true },
      { ...agent(2), headerNames: ['Authorization', '<b>X-Tenant</b>'], rememberHeaders: false },
    ]);
    expect(screen.getByRole('listitem', { name: 'agent-0' })).toHaveTextContent(
      'Sends no headers of its own.',
    );
    const kept = screen.getByRole('listitem', { name: 'agent-1' });
    expect(kept).toHaveTextContent('Sends Authorization, kept on this device.');
    expect(kept).not.toHaveTextContent('s3cret');
    const lost = screen.getByRole('listitem', { name: 'agent-2' });
    expect(lost).toHaveTextContent(
      "Authorization, <b>X-Tenant</b> were kept for a tab's session that has ended: its requests go without them.",
    );
    expect(lost.querySelector('b')).toBeNull();
  });
});

describe('agentsMatching', () => {
  it('matches the name or the URL, ignoring case and the spaces around the query', () => {
    const agents = fleet(12);
    expect(agentsMatching(agents, '  ').length).toBe(12);
    expect(agentsMatching(agents, ' Agent-1 ').map((found) => found.name)).toEqual([
      'agent-1',
      'agent-10',
      'agent-11',
    ]);
    expect(agentsMatching(agents, '127.0.0.1:9011').map((found) => found.name)).toEqual(['agent-11']);
  });
});
