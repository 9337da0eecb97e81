import { describe, expect, it } from 'vitest';
import type { Conversation } from '../core/conversation.ts';
import type { FleetParts } from './fleet-inputs.ts';
import { fleetInputs } from './fleet-inputs.ts';

const chat = (id: string, routeId: string): Conversation => ({
  id,
  title: id,
  createdAt: 0,
  systemPrompt: '',
  source: { kind: 'ai-sdk', routeId, threadId: id },
  messages: [],
});

const route = 'http://127.0.0.1:4411/api/chat';

function parts(overrides: Partial<FleetParts>): FleetParts {
  return {
    conversation: chat('chat-open', route),
    backgroundConversations: {},
    agentStatus: { status: 'idle' },
    agUiAgents: [],
    agUiAgentStatus: {},
    agUiThreads: {},
    mcpServers: [],
    langGraphDeployment: undefined,
    langGraphRuns: {},
    aiSdkRoutes: [{ url: route, name: 'clean-up' }],
    aiSdkRouteStatus: {},
    aiSdkDeliveries: {},
    aiSdkRunning: {},
    ...overrides,
  } as FleetParts;
}

describe('the fleet of AI SDK routes', () => {
  it('lists each route with its connection and each chat under it with what its request is doing', () => {
    const { sources, threads } = fleetInputs(
      parts({
        backgroundConversations: {
          'chat-held': chat('chat-held', route),
          'chat-gone': chat('chat-gone', 'http://gone'),
        },
        aiSdkRouteStatus: { [route]: { status: 'ready' } },
        aiSdkRunning: { 'chat-open': true },
        aiSdkDeliveries: {
          'chat-held': {
            status: 'failed',
            message: 'Nothing answered.',
            resumeId: 'r',
            at: 1,
            interruptKeys: [],
          },
        },
      }),
    );
    expect(sources.filter((source) => source.kind === 'ai-sdk')).toEqual([
      { key: `ai-sdk:${route}`, kind: 'ai-sdk', name: 'clean-up', connection: { status: 'connected' } },
      {
        key: 'ai-sdk:http://gone',
        kind: 'ai-sdk',
        name: 'http://gone',
        connection: { status: 'disconnected', reason: 'No longer attached.' },
      },
    ]);
    expect(threads.map((thread) => [thread.conversation.id, thread.sourceKey, thread.activity])).toEqual([
      ['chat-open', `ai-sdk:${route}`, { status: 'running' }],
      [
        'chat-held',
        `ai-sdk:${route}`,
        { status: 'failed', reason: 'The answer was not sent: Nothing answered.' },
      ],
      ['chat-gone', 'ai-sdk:http://gone', { status: 'idle' }],
    ]);
  });
});
