// Installs the AI SDK chat route that the end-to-end journeys run against (e2e/agents/ai-sdk, its own
// package.json and lock) when missing. Run by `npm run test:e2e` and again by the journeys, so a single spec run
// works too.
import { fileURLToPath } from 'node:url';
import { ensureAgentInstalled } from './agent-install.mjs';

export const aiSdkAgentFolder = fileURLToPath(new URL('../e2e/agents/ai-sdk/', import.meta.url));

/** Runs `npm ci` in the route's folder unless it is installed already, one install at a time. */
export function ensureAiSdkAgentInstalled() {
  ensureAgentInstalled('AI SDK chat route', aiSdkAgentFolder);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureAiSdkAgentInstalled();
