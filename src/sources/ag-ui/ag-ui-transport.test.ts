import { afterEach, describe, expect, it } from 'vitest';
import { startAgUiFixtureServer } from '../../../e2e/servers/ag-ui-fixture-server.ts';
import { until } from '../../test/until.ts';
import type { RunStreamEnd } from './ag-ui-transport.ts';
import { checkEndpoint, startRun } from './ag-ui-transport.ts';
import { describeAnswer } from './describe-ag-ui-failure.ts';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function endpointFor(scenario: Parameters<typeof startAgUiFixtureServer>[0]['scenario']) {
  const server = await startAgUiFixtureServer({ scenario, delayMs: 1 });
  servers.push(server);
  return { server, endpoint: { url: server.url, headers: {}, origin: 'http://localhost' } };
}

describe('AG-UI transport against the fixture server', () => {
  it('accepts an endpoint that refuses an empty input, and refuses one that answers an HTML page', async () => {
    const { endpoint } = await endpointFor({ kind: 'interrupts' });
    expect(await checkEndpoint(endpoint)).toEqual({ ok: true });
    const html = await endpointFor({ kind: 'html' });
    expect(await checkEndpoint(html.endpoint)).toEqual({
      ok: false,
      failure: {
        kind: 'not-ag-ui',
        message: `${html.server.url} is not an AG-UI run endpoint: it answered 200 with an HTML page (text/html), not an event stream. Use the URL that accepts a RunAgentInput by POST and answers with an event stream.`,
      },
    });
    // A web framework refusing the empty input with its own 422 page is not an endpoint refusing a RunAgentInput.
    const refusing = await endpointFor({ kind: 'html', invalidInputStatus: 422 });
    expect(await checkEndpoint(refusing.endpoint)).toMatchObject({
      ok: false,
      failure: {
        kind: 'not-ag-ui',
        message: expect.stringContaining('answered 422 with an HTML page (text/html)'),
      },
    });
  });

  it('says what came instead of events when a run is answered with an HTML page', async () => {
    const { endpoint, server } = await endpointFor({ kind: 'html' });
    let end: RunStreamEnd | undefined;
    await startRun(
      endpoint,
      { threadId: 't1', runId: 'r1', messages: [], tools: [], context: [], state: {}, forwardedProps: {} },
      () => undefined,
      (ended) => {
        end = ended;
      },
    );
    await until(() => end !== undefined);
    expect(end).toEqual({
      status: 'failed',
      failure: {
        kind: 'not-ag-ui',
        message: `${server.url} answered 200 with an HTML page (text/html), not an AG-UI event stream: check the agent's URL on the Agents screen.`,
      },
    });
  });

  it('names an answer by its content type', () => {
    expect(describeAnswer(200, 'application/json; charset=utf-8')).toBe(
      'answered 200 with JSON (application/json)',
    );
    expect(describeAnswer(200, '')).toBe('answered 200 with no content type');
    expect(describeAnswer(404, 'text/plain')).toBe('answered 404 with plain text (text/plain)');
  });
});
