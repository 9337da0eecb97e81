// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderKind } from '../../../providers/provider-settings.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { ModelSourceBadge } from './model-source-badge.tsx';

const initial = useAppStore.getState();

/** The badge's Model group while `modelSource` answers and the saved settings name `provider`, at `baseUrl`, `model`. */
function showBadge(modelSource: 'demo' | 'provider', provider: ProviderKind, baseUrl: string, model: string) {
  useAppStore.setState({ modelSource, providerSettings: { provider, baseUrl, model, rememberKey: false } });
  render(<ModelSourceBadge onConnect={() => undefined} />);
  return screen.getByRole('group', { name: 'Model' });
}

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
    expect(
      showBadge('provider', 'anthropic-messages', 'https://api.anthropic.com', 'claude-sonnet-4-5'),
    ).toHaveTextContent('anthropic · claude-sonnet-4-5');
    expect(screen.queryByText('Built-in demo model')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect a model' })).toBeNull();
  });

  it('names a compatible server by its host, not as OpenAI', () => {
    expect(showBadge('provider', 'openai-chat', 'http://localhost:11434/v1/', 'llama3.2')).toHaveTextContent(
      'localhost:11434 · llama3.2',
    );
  });

  it('says the demo runs while a remembered provider is switched off', () => {
    expect(showBadge('demo', 'gemini', 'https://x.test', 'gemini-2.5')).toHaveTextContent(
      'Built-in demo model',
    );
  });

  it('is absent on a fixture, where no agent talks to any model', () => {
    useAppStore.setState({ localDecisions: true });
    render(<ModelSourceBadge onConnect={() => undefined} />);
    expect(screen.queryByRole('group', { name: 'Model' })).toBeNull();
  });
});
