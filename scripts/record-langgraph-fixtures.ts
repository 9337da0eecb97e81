/**
 * Records what a real LangGraph Server answers, for the mapping's unit tests: starts the test deployment
 * (e2e/langgraph), seeds threads interrupted in each of the three forms, and writes the responses to
 * src/sources/langgraph/__fixtures__/. Run with `npx tsx scripts/record-langgraph-fixtures.ts`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@langchain/langgraph-sdk';
import { startLangGraphServer } from '../e2e/support/langgraph-server.ts';
import { emailCall, fileCall, scriptedInput, seedInterruptedThread } from '../e2e/support/langgraph-threads.ts';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/sources/langgraph/__fixtures__');

async function save(name: string, value: unknown): Promise<void> {
  await writeFile(path.join(folder, name), `${JSON.stringify(value, null, 2)}\n`);
}

const server = await startLangGraphServer();
try {
  const client = new Client({ apiUrl: server.url });
  await save('assistants-search.json', await client.assistants.search({ limit: 100 }));
  // A thread with history: one call accepted and run, then a second turn interrupted.
  const history = await seedInterruptedThread(client, 'inbox', [emailCall(1)]);
  await client.runs.wait(history.threadId, 'inbox', {
    command: { resume: [{ type: 'accept', args: null }] },
    multitaskStrategy: 'reject',
  });
  await client.runs.wait(history.threadId, 'inbox', { input: scriptedInput([fileCall(2)]) });
  await seedInterruptedThread(client, 'middleware', [emailCall(3), fileCall(4)]);
  await seedInterruptedThread(client, 'question', []);
  const interrupted = await client.threads.search({
    status: 'interrupted',
    sortBy: 'created_at',
    sortOrder: 'asc',
    limit: 50,
  });
  await save('threads-search-interrupted.json', interrupted);
  await save('thread-state-history.json', await client.threads.getState(history.threadId));
} finally {
  await server.stop();
}
