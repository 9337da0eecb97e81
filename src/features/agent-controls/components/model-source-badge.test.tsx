// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../store/app-store.ts';
import { ModelSourceBadge } from './model-source-badge.tsx';

const initial = useAppStore.getState();

describe('ModelSourceBadge', () => {
  beforeEach(() => useAppStore.setState({ ...initial, localDecisions: false }));
  afterEach(cleanup);

  it('says the built-in demo model answers, with Connect a model', async () => {
    useAppStore.setState({ modelSource: 'demo', providerSettings: undefined });
    const onConnect = vi.fn();
    render(<ModelSourceBadge onConnect={onConnect} />);
    const model = screen.getByRole('group', { name: 'Model' });
    expect(model).toHaveTextContent('Built-in demo model');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect a model' }));
    expect(onConnect).toHaveBeenCalledTimes(1);
  });

  it('shows provider and model once a provider is configured, with no Connect button', () => {
    useAppStore.setState({
      modelSource: 'provider',
      providerSettings: {
        provider: 'anthropic-messages',
        baseUrl: 'https://api.anthropic.com',
        model: 'claude-sonnet-4-5',
        rememberKey: false,
      },
    });
    render(<ModelSourceBadge onConnect={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Model' })).toHaveTextContent('anthropic · claude-sonnet-4-5');
    expect(screen.queryByText('Built-in demo model')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect a model' })).toBeNull();
  });

  it('names a compatible server by its host, not as OpenAI', () => {
    useAppStore.setState({
      modelSource: 'provider',
      providerSettings: {
        provider: 'openai-chat',
        baseUrl: 'http://localhost:11434/v1/',
        model: 'llama3.2',
        rememberKey: false,
      },
    });
    render(<ModelSourceBadge onConnect={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Model' })).toHaveTextContent('localhost:11434 · llama3.2');
  });

  it('says the demo runs while a remembered provider is switched off', () => {
    useAppStore.setState({
      modelSource: 'demo',
      providerSettings: {
        provider: 'gemini',
        baseUrl: 'https://x.test',
        model: 'gemini-2.5',
        rememberKey: false,
      },
    });
    render(<ModelSourceBadge onConnect={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Model' })).toHaveTextContent('Built-in demo model');
  });

  it('is absent on a fixture, where no agent talks to any model', () => {
    useAppStore.setState({ localDecisions: true });
    render(<ModelSourceBadge onConnect={() => undefined} />);
    expect(screen.queryByRole('group', { name: 'Model' })).toBeNull();
  });
});
