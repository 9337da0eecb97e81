/**
 * Starts the LangGraph test deployment the journeys use (`langgraphjs dev` with the scripted graphs of
 * e2e/langgraph, offline) and seeds interrupted threads, for trying the Team inbox by hand. Stops on Ctrl+C.
 * Usage: npx tsx scripts/langgraph-test-deployment.ts [--port 2024] [--threads 12]
 */
import { Client } from '@langchain/langgraph-sdk';
import { parseArgs } from 'node:util';
import { startLangGraphServer } from '../e2e/support/langgraph-server.ts';
import { seedInterruptedThreads } from '../e2e/support/langgraph-threads.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '2024' }, threads: { type: 'string', default: '12' } },
});
const server = await startLangGraphServer({ port: Number(values.port) });
const seeded = await seedInterruptedThreads(new Client({ apiUrl: server.url }), Number(values.threads));
console.log(`LangGraph test deployment at ${server.url}: ${seeded.length} interrupted threads.`);
console.log(`Executed tool calls are appended to ${server.toolLog}.`);
process.on('SIGINT', () => void server.stop().then(() => process.exit(0)));
