// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppState } from '../../../store/app-state.ts';
import { useAppStore } from '../../../store/app-store.ts';
import { AiSdkThreadPanel } from './ai-sdk-thread-panel.tsx';

/** An answer's delivery as the store keeps it. */
type ResumeDelivery = AppState['aiSdkDeliveries'][string];

const routeUrl = 'http://127.0.0.1:4411/api/chat';
const conversationId = 'conv_chat_1';

function delivery(change: Partial<ResumeDelivery> & Pick<ResumeDelivery, 'status'>): ResumeDelivery {
  return {
    resumeId: 'resume_1',
    at: 1,
    interruptKeys: ['ai-sdk:route:chat:approval_1'],
    ...change,
  } as ResumeDelivery;
}

function renderPanel() {
  render(<AiSdkThreadPanel conversationId={conversationId} routeUrl={routeUrl} />);
  return screen.getByRole('region', { name: 'AI SDK chat' });
}

beforeEach(() => {
  useAppStore.setState({
    aiSdkRoutes: [{ url: routeUrl, name: 'support route' }],
    aiSdkRunning: {},
    aiSdkDeliveries: {},
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AiSdkThreadPanel', () => {
  it('names the route the chat is with, and says when that route is no longer connected', () => {
    const panel = renderPanel();
    expect(panel).toHaveTextContent(`With support route ${routeUrl}`);
    expect(panel).toHaveTextContent('The route is not answering now');
    expect(within(panel).queryByRole('alert')).toBeNull();
    cleanup();
    useAppStore.setState({ aiSdkRoutes: [] });
    expect(within(renderPanel()).getByRole('alert')).toHaveTextContent(
      "This chat's route is not connected: connect it again in Agents to answer it or write to it.",
    );
  });

  it('offers Stop while the route answers', async () => {
    useAppStore.setState({ aiSdkRunning: { [conversationId]: true } });
    const stop = vi.spyOn(useAppStore.getState(), 'stopAgent').mockImplementation(() => undefined);
    const panel = renderPanel();
    expect(panel).toHaveTextContent('The route is answering');
    await userEvent.click(within(panel).getByRole('button', { name: 'Stop the run' }));
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('shows an answer that was not sent as inert text, with Retry sending and why a retry was refused', async () => {
    const hostile = '<img src=x onerror="alert(1)"> the route answered 503';
    useAppStore.setState({
      aiSdkDeliveries: { [conversationId]: delivery({ status: 'failed', message: hostile }) },
    });
    const retry = vi
      .spyOn(useAppStore.getState(), 'retryAiSdkAnswer')
      .mockResolvedValue({ ok: false, reason: 'Another tab sent this answer again first.' });
    const panel = renderPanel();
    const alert = within(panel).getByRole('alert');
    expect(alert).toHaveTextContent(`Your answer to the route was not sent: ${hostile}`);
    expect(alert.querySelector('img')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry sending' }));
    expect(retry).toHaveBeenCalledWith(conversationId);
    expect(await within(alert).findByText('Another tab sent this answer again first.')).toBeInTheDocument();
  });

  it('says an answer a reload left perhaps sent may have reached the route, and sends it again only on Retry', async () => {
    useAppStore.setState({ aiSdkDeliveries: { [conversationId]: delivery({ status: 'unconfirmed' }) } });
    const retry = vi.spyOn(useAppStore.getState(), 'retryAiSdkAnswer').mockResolvedValue({ ok: true });
    const alert = within(renderPanel()).getByRole('alert');
    expect(alert).toHaveTextContent('Your answer to the route may have been sent');
    expect(retry).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry sending' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
