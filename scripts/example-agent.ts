// A small scripted AG-UI agent server for trying the console: no key, no model, CORS for any page.
import { startAgUiFixtureServer } from '../e2e/servers/ag-ui-fixture-server.ts';

const port = Number(process.env.EXAMPLE_AGENT_PORT ?? 8787);
const server = await startAgUiFixtureServer({ scenario: { kind: 'interrupts' }, port, delayMs: 60 });
console.log(`Example AG-UI agent listening: ${server.url}`);
console.log('In Toolgate: Agents → Connect an agent → paste that URL → Connect, then start a thread.');
console.log(
  'Each run proposes send_email (editable, expires in 10 minutes) and delete_file (approve or decline only).',
);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
