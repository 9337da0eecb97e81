import { describe, expect, it } from 'vitest';
import type { Conversation } from '../core/conversation.ts';
import { allToolCalls } from '../core/conversation.ts';
import { ModelClientError } from '../providers/model-client.ts';
import type { ScriptStep } from '../test/agent-test-support.ts';
import {
  emptyTestConversation,
  fixedRules,
  toolRule,
  memoryAudit,
  openAiChatSse,
  scriptedClient,
  testTools,
} from '../test/agent-test-support.ts';
import { createToolRegistry } from '../tools/tool-registry.ts';
import { createAgent } from './create-agent.ts';

const key = 'sk-proj-Zq81vN0cTf3Lw9';

/** An agent whose every conversation state is kept, to check what was ever shown or saved, not just the end. */
function recordingAgent(steps: readonly ScriptStep[], registry = testTools().registry) {
  const states: Conversation[] = [];
  let current = emptyTestConversation();
  const port = {
    read: () => current,
    write: (update: (conversation: Conversation) => Conversation) => {
      current = update(current);
      states.push(current);
    },
  };
  const audit = memoryAudit();
  const agent = createAgent({
    port,
    client: scriptedClient(steps),
    registry,
    rules: fixedRules([toolRule('get_weather', 'allow')]),
    audit,
    secrets: () => [key],
  });
  return { agent, audit, states, read: () => current };
}

const errorChunk = (message: string) =>
  `data: ${JSON.stringify({ error: { message, type: 'invalid_request_error' } })}\n\n`;

describe('secrets echoed by the provider', () => {
  it('an API key in an in-stream error event, in streamed text and in arguments never enters the conversation', async () => {
    const sse = openAiChatSse({
      text: `Your key ${key} is on file.`,
      calls: [{ id: 'call_w', name: 'get_weather', args: { city: `Oslo ${key}` } }],
    }).replace(
      'data: [DONE]\n\n',
      errorChunk(`Incorrect API key provided: ${key}. You can find your key at …`),
    );
    const { agent, states, audit, read } = recordingAgent([sse]);
    await agent.send('Hello');
    await agent.whenIdle();

    // A 12-character start of the key would already be a leak: no state ever held one.
    for (const state of states) expect(JSON.stringify(state)).not.toContain(key.slice(0, 12));
    const model = read().messages[1]!;
    expect(model.error).toContain('Incorrect API key provided: [redacted].');
    expect(model.parts[0]).toMatchObject({ kind: 'text', text: 'Your key [redacted] is on file.' });
    const call = allToolCalls(read())[0]!;
    expect(call.args).toEqual({ city: 'Oslo [redacted]' });
    expect(call.rawArguments).not.toContain(key);
    expect(JSON.stringify(agent.getStatus())).not.toContain(key);
    expect(JSON.stringify(audit.entries)).not.toContain(key);
  });

  it('a request error and a tool result that echo the key are redacted too', async () => {
    const failing = recordingAgent([new ModelClientError(`Network error for ${key}`)]);
    await failing.agent.send('Hello');
    expect(failing.read().messages[1]!.error).toBe('Network error for [redacted]');

    // A tool that answers with the key, as a misconfigured server behind a tool could.
    const registry = createToolRegistry([
      {
        name: 'get_weather',
        description: 'Weather',
        tier: 'read-only',
        inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
        execute: async () => ({ forecast: 'rain', debug: `called with ${key}` }),
      },
    ]);
    const echoing = recordingAgent(
      [openAiChatSse({ calls: [{ id: 'call_w', name: 'get_weather', args: { city: 'Oslo' } }] })],
      registry,
    );
    await echoing.agent.send('Weather?');
    await echoing.agent.whenIdle();
    const call = allToolCalls(echoing.read())[0]!;
    expect(call).toMatchObject({ status: 'executed', result: { debug: 'called with [redacted]' } });
    expect(JSON.stringify(echoing.states.at(-1))).not.toContain(key);
    expect(JSON.stringify(echoing.audit.entries)).not.toContain(key);
  });
});
