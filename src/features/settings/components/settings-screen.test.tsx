// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../../providers/connect-policy.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { SettingsScreen } from './settings-screen.tsx';
import { testTimeoutMs } from '../../../test/test-timeout.ts';

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SettingsScreen />
    </QueryClientProvider>,
  );
}

describe('SettingsScreen', () => {
  // Like OpenAI, the fake echoes the key it was sent in its error message.
  const fetchModels = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/api/tags')) {
      return new Response(JSON.stringify({ models: [{ name: 'llama3.2' }, { name: 'qwen3' }] }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url.includes('anthropic') || url.includes('localhost')) {
      return new Response(JSON.stringify({ data: [{ id: 'claude-test', display_name: 'Claude Test' }] }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    const key = String((init?.headers as Record<string, string> | undefined)?.authorization ?? '').replace(
      'Bearer ',
      '',
    );
    return new Response(JSON.stringify({ error: { message: `Incorrect API key provided: ${key}.` } }), {
      status: 401,
    });
  });

  beforeEach(() => {
    fetchModels.mockClear();
    useAppStore.getState().forgetProviderSettings();
    localStorage.clear();
    sessionStorage.clear();
    vi.stubGlobal('fetch', fetchModels);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the provider models, saves the settings, and keeps the key in session storage only', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(screen.getByLabelText('Provider'), 'anthropic-messages');
    expect(screen.getByLabelText('Base URL')).toHaveValue('https://api.anthropic.com');
    await user.type(screen.getByLabelText(/API key/), 'sk-ant-secret-123456');
    await waitFor(() => expect(screen.getByText('1 model available.')).toBeInTheDocument());
    expect(fetchModels.mock.calls.at(-1)?.[0]).toBe('https://api.anthropic.com/v1/models?limit=1000');
    await user.type(screen.getByLabelText('Model'), 'claude-test');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved. The next turn goes to claude-test');
    const state = useAppStore.getState();
    expect(state.providerSettings).toEqual({
      provider: 'anthropic-messages',
      baseUrl: 'https://api.anthropic.com',
      model: 'claude-test',
      rememberKey: false,
    });
    expect(state.modelSource).toBe('provider');
    expect(JSON.stringify(state.providerSettings)).not.toContain('secret');
    expect(sessionStorage.getItem('toolgate.apiKey')).toBe('sk-ant-secret-123456');
    expect(localStorage.getItem('toolgate.apiKey')).toBeNull();

    await user.click(screen.getByLabelText('Remember the key on this device'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(localStorage.getItem('toolgate.apiKey')).toBe('sk-ant-secret-123456');
    expect(sessionStorage.getItem('toolgate.apiKey')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Use the built-in demo model' }));
    expect(useAppStore.getState().modelSource).toBe('demo');
    expect(localStorage.getItem('toolgate.apiKey')).toBeNull();
  });

  it('shows the provider message when the models endpoint refuses the key, without the key', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByLabelText(/API key/), 'sk-secret-987654');
    await waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent('Incorrect API key provided: [redacted].'),
      { timeout: testTimeoutMs },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The models could not be listed: The provider refused the API key (401)',
    );
    expect(document.body.textContent).not.toContain('sk-secret-987654');
  });

  it('asks a hosted provider only once a key is entered, with a quiet hint until then', async () => {
    // The clock jumps past the debounce instead of waiting it out; it still runs, so `waitFor` keeps polling.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderScreen();
    // Longer than the debounce: a request would have gone out by now.
    await vi.advanceTimersByTimeAsync(800);
    expect(fetchModels).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a key to list models.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload models' })).toBeDisabled();
    // The model is still typed freely.
    await user.type(screen.getByRole('combobox', { name: 'Model' }), 'gpt-4.1');
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('gpt-4.1');

    for (const provider of ['openai-responses', 'anthropic-messages', 'gemini']) {
      await user.selectOptions(screen.getByLabelText('Provider'), provider);
      await vi.advanceTimersByTimeAsync(700);
      expect(screen.getByText('Enter a key to list models.')).toBeInTheDocument();
    }
    expect(fetchModels).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/API key/), 'gm-key-123');
    await waitFor(() => expect(fetchModels).toHaveBeenCalledTimes(1), { timeout: testTimeoutMs });
    expect(screen.queryByText('Enter a key to list models.')).toBeNull();
  });

  it('lists the models of a local server at once, without a key', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(screen.getByLabelText('Provider'), 'ollama');
    await waitFor(() => expect(screen.getByText('2 models available.')).toBeInTheDocument());
    expect(fetchModels.mock.calls.at(-1)?.[0]).toBe('http://localhost:11434/api/tags');

    await user.selectOptions(screen.getByLabelText('Provider'), 'openai-chat');
    await user.clear(screen.getByLabelText('Base URL'));
    await user.type(screen.getByLabelText('Base URL'), 'http://localhost:1234/v1');
    await waitFor(() => expect(fetchModels.mock.calls.at(-1)?.[0]).toBe('http://localhost:1234/v1/models'));
  });

  it('warns, under a Content-Security-Policy, about a base URL the policy would block', async () => {
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = contentSecurityPolicy();
    document.head.append(meta);
    try {
      const user = userEvent.setup();
      renderScreen();
      await user.clear(screen.getByLabelText('Base URL'));
      await user.type(screen.getByLabelText('Base URL'), 'http://gpu-box:8000/v1');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'does not allow connections to http://gpu-box:8000, so the browser will block its requests',
      );
      await user.clear(screen.getByLabelText('Base URL'));
      await user.type(screen.getByLabelText('Base URL'), 'http://localhost:1234/v1');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      meta.remove();
    }
  });
});
