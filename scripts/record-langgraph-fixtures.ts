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
import {
  emailCall,
  fileCall,
  scriptedInput,
  seedInterruptedThread,
} from '../e2e/support/langgraph-threads.ts';

const folder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/sources/langgraph/__fixtures__',
);

async function save(name: string, value: unknown): Promise<void> {
  await writeFile(path.join(folder, name), `${JSON.stringify(value, null, 2)}\n`);
}

/** The ids of the interrupts the thread waits on now. */
async function openInterruptIds(client: Client, threadId: string): Promise<string[]> {
  const state = await client.threads.getState(threadId);
  return state.tasks.flatMap((task) => task.interrupts.flatMap((interrupt) => interrupt.id ?? []));
}

/** Seeds an `inbox` thread, resumes it twice in turn, and returns its history with the runs and interrupts. */
async function resumedTwice(client: Client, calls: Parameters<typeof seedInterruptedThread>[2]) {
  const { threadId } = await seedInterruptedThread(client, 'inbox', calls);
  const interruptIds: string[] = [];
  const runIds: string[] = [];
  for (let resume = 0; resume < 2; resume += 1) {
    interruptIds.push(...(await openInterruptIds(client, threadId)));
    const run = await client.runs.create(threadId, 'inbox', {
      command: { resume: [{ type: 'accept', args: null }] },
      multitaskStrategy: 'reject',
    });
    await client.runs.join(threadId, run.run_id);
    runIds.push(run.run_id);
  }
  return { interruptIds, runIds, history: await client.threads.getHistory(threadId, { limit: 50 }) };
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
  // Two resumes of one thread, the second sent after the first run finished, as from two operators who both saw
  // the same interrupt open: whose run answered it is read from the checkpoint history (the late run writes
  // nothing). Once with one call, once with two calls that the node asks about one after the other.
  await save('thread-history-resumed-twice.json', await resumedTwice(client, [emailCall(7)]));
  await save('thread-history-next-action.json', await resumedTwice(client, [emailCall(8), fileCall(9)]));
} finally {
  await server.stop();
}
