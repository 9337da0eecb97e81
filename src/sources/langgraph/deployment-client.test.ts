import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@langchain/langgraph-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLangGraphServer, type LangGraphServer } from '../../../e2e/support/langgraph-server.ts';
import { emailCall, seedInterruptedThread } from '../../../e2e/support/langgraph-threads.ts';
import { createDeploymentClient } from './deployment-client.ts';
import type { DeploymentError } from './deployment-failure.ts';
import { openThreadInterrupts } from './thread-interrupt.ts';
import { until } from '../../test/until.ts';

// One real deployment for the file: `langgraphjs dev` with the test graphs, requiring an API key.
let server: LangGraphServer;
let plain: Server;
let plainUrl: string;
const apiKey = 'test-key';

beforeAll(async () => {
  server = await startLangGraphServer({ apiKey });
  plain = createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>');
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => plain?.close(resolve));
});

async function failureOf(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as DeploymentError | undefined;
  return error?.failure;
}

describe('the deployment client against a real LangGraph Server', () => {
  it('lists the assistants of the deployment', async () => {
    const assistants = await createDeploymentClient({ url: server.url, apiKey }).listAssistants();
    expect(assistants.map((assistant) => assistant.graphId).sort()).toEqual([
      'inbox',
      'inbox-object',
      'middleware',
      'question',
    ]);
  });

  it('words a wrong key, a server that is not LangGraph and a deployment that is down', async () => {
    expect(
      await failureOf(createDeploymentClient({ url: server.url, apiKey: 'wrong' }).listAssistants()),
    ).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(await failureOf(createDeploymentClient({ url: plainUrl }).listAssistants())).toMatchObject({
      kind: 'not-langgraph',
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await failureOf(createDeploymentClient({ url: closedUrl }).listAssistants())).toMatchObject({
      kind: 'unreachable',
    });
  });

  it('finds interrupted threads oldest first, resumes once, and a second resume at once is refused as busy', async () => {
    const sdk = new Client({ apiUrl: server.url, apiKey });
    const held = emailCall(1);
    // The first resume's run stays busy until released, so the second one meets a busy thread on any machine.
    const first = await seedInterruptedThread(sdk, 'inbox', [
      { ...held, args: { ...held.args, subject: `${String(held.args.subject)} [hold]` } },
    ]);
    const second = await seedInterruptedThread(sdk, 'inbox', [emailCall(2)]);
    const client = createDeploymentClient({ url: server.url, apiKey });
    const found = await client.searchInterrupted({ offset: 0, limit: 50 });
    const ids = found.map((thread) => thread.thread_id);
    expect(ids.indexOf(first.threadId)).toBeLessThan(ids.indexOf(second.threadId));
    const thread = await client.getThread(first.threadId);
    expect(openThreadInterrupts(thread)).toHaveLength(1);
    const assistantId = String((thread.metadata as { assistant_id: string }).assistant_id);
    const both = await Promise.allSettled([
      client.resume(first.threadId, assistantId, [{ type: 'accept', args: null }]),
      client.resume(first.threadId, assistantId, [{ type: 'accept', args: null }]),
    ]);
    expect(both.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = both.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as DeploymentError).failure.kind).toBe('busy');
    await writeFile(`${server.toolLog}.release`, '');
    const ranOnFirst = async () =>
      (await readFile(server.toolLog, 'utf8')).split('\n').filter((line) => line.includes(first.threadId))
        .length;
    await until(async () => (await ranOnFirst()) >= 1);
    expect(await ranOnFirst()).toBe(1);
  });

  it('words a thread that was deleted', async () => {
    const sdk = new Client({ apiUrl: server.url, apiKey });
    const seeded = await seedInterruptedThread(sdk, 'middleware', [emailCall(3)]);
    await sdk.threads.delete(seeded.threadId);
    const client = createDeploymentClient({ url: server.url, apiKey });
    expect(await failureOf(client.getThread(seeded.threadId))).toMatchObject({ kind: 'not-found' });
  });

  it('merges a metadata patch into the thread', async () => {
    const sdk = new Client({ apiUrl: server.url, apiKey });
    const seeded = await seedInterruptedThread(sdk, 'inbox', [emailCall(4)]);
    const client = createDeploymentClient({ url: server.url, apiKey });
    await client.patchMetadata(seeded.threadId, { toolgate_review: { operator: 'Ana' } });
    const metadata = (await client.getThread(seeded.threadId)).metadata as Record<string, unknown>;
    expect(metadata.toolgate_review).toEqual({ operator: 'Ana' });
    expect(metadata.graph_id).toBe('inbox');
  });
});
