import { describe, expect, it } from 'vitest';
import { allToolCalls } from '../core/conversation.ts';
import { ModelClientError } from '../providers/model-client.ts';
import {
  createTestAgent,
  openAiChatSse,
  cutInCall,
  textBody,
  type ScriptStep,
} from '../test/agent-test-support.ts';

const setup = (steps: readonly ScriptStep[]) => createTestAgent(steps);

describe('bad input from the provider', () => {
  it('an HTML page: the operator reads a clear message and the conversation stays intact', async () => {
    const message = 'The server answered with an HTML page, not a model API (check the base URL). (HTTP 200)';
    const { agent, port } = setup([new ModelClientError(message, 200)]);
    await agent.send('Hello');
    expect(port.current.messages[0]).toMatchObject({ role: 'user', parts: [{ text: 'Hello' }] });
    expect(port.current.messages[1]).toMatchObject({
      role: 'model',
      status: 'error',
      error: message,
      parts: [],
    });
    expect(agent.getStatus()).toEqual({ status: 'error', message });
  });

  it('a 401: the message says the key was refused, and the next message can be sent', async () => {
    const { agent, port, client } = setup([
      new ModelClientError(
        'The provider refused the API key (401): Invalid API key. Check the API key in Settings.',
        401,
      ),
      openAiChatSse({ text: 'Hi again.' }),
    ]);
    await agent.send('Hello');
    expect(agent.getStatus()).toMatchObject({ status: 'error', message: expect.stringContaining('401') });
    expect(await agent.send('Hello again')).toEqual({ ok: true });
    expect(port.current.messages.map((message) => message.status)).toEqual([
      'complete',
      'error',
      'complete',
      'complete',
    ]);
    // The failed turn left no part, so nothing of it reaches the model.
    expect(client.requests[1]!.messages.map((message) => message.role)).toEqual(['user', 'user']);
  });

  it('a stream cut mid-way: whole calls stay (for the operator), the cut call is refused, the message is incomplete', async () => {
    const full = openAiChatSse({
      calls: [
        { id: 'call_a', name: 'get_weather', args: { city: 'Lisbon' } },
        { id: 'call_b', name: 'get_weather', args: { city: 'Porto, a city in the north' } },
      ],
    });
    const { agent, port, runs, client } = setup([cutInCall(full, 1, 3)]);
    await agent.send('Weather twice');
    const [first, second] = allToolCalls(port.current);
    expect(first).toMatchObject({ status: 'pending', args: { city: 'Lisbon' } });
    expect(second).toMatchObject({ status: 'refused', refusal: { source: 'unparseable' } });
    expect(port.current.messages.at(-1)).toMatchObject({
      status: 'incomplete',
      error: expect.stringContaining('incomplete'),
    });
    expect(agent.getStatus()).toMatchObject({ status: 'waiting' });
    expect(runs).toEqual([]);
    expect(client.requests).toHaveLength(1);
  });

  it('a call for a tool that does not exist: refused with the tool list, nothing runs', async () => {
    const { agent, port, runs } = setup([
      openAiChatSse({ calls: [{ id: 'call_x', name: 'drop_database', args: {} }] }),
      openAiChatSse({ text: 'I cannot do that.' }),
    ]);
    await agent.send('Drop it');
    const [call] = allToolCalls(port.current);
    expect(call).toMatchObject({
      status: 'refused',
      refusal: { source: 'unknown-tool', message: expect.stringContaining('drop_database') },
    });
    expect(runs).toEqual([]);
    expect(port.current.messages.at(-1)).toMatchObject({ role: 'model', status: 'complete' });
  });

  it('a body that errors while reading: the message is incomplete with the reason', async () => {
    const { agent, port } = setup([
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(
              new TextEncoder().encode(openAiChatSse({ text: 'Partial answer' }).slice(0, 300)),
            );
            controller.error(new TypeError('network error'));
          },
        }),
    ]);
    await agent.send('Hello');
    expect(port.current.messages.at(-1)).toMatchObject({
      status: 'incomplete',
      error: expect.stringContaining('network error'),
    });
    expect(textBody).toBeDefined();
  });
});
