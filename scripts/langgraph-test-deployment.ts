/**
 * Starts the LangGraph test deployment the journeys use (`langgraphjs dev` with the scripted graphs of
 * e2e/langgraph, offline) and seeds interrupted threads of each form (Agent Inbox as a list and as one object,
 * LangChain middleware), for trying the Team inbox by hand. Stops on Ctrl+C.
 * Usage: npx tsx scripts/langgraph-test-deployment.ts [--port 2024] [--threads 12]
 */
import { Client } from '@langchain/langgraph-sdk';
import { parseArgs } from 'node:util';
import { startLangGraphServer } from '../e2e/support/langgraph-server.ts';
import {
  emailCall,
  seedInterruptedThread,
  seedInterruptedThreads,
} from '../e2e/support/langgraph-threads.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '2024' }, threads: { type: 'string', default: '12' } },
});
const server = await startLangGraphServer({ port: Number(values.port) });
const client = new Client({ apiUrl: server.url });
const seeded = await seedInterruptedThreads(client, Number(values.threads));
// One more whose Agent Inbox interrupt is raised as a single HumanInterrupt object rather than a list.
await seedInterruptedThread(client, 'inbox-object', [emailCall(seeded.length)]);
console.log(`LangGraph test deployment at ${server.url}: ${seeded.length + 1} interrupted threads.`);
console.log(`Executed tool calls are appended to ${server.toolLog}.`);
process.on('SIGINT', () => void server.stop().then(() => process.exit(0)));
