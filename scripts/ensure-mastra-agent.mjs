// Installs the Mastra agent that the end-to-end journeys run against (e2e/agents/mastra, its own package.json and
// lock) when missing. Run by `npm run test:e2e` and again by the journey itself, so a single spec run works too.
import { fileURLToPath } from 'node:url';
import { agentInstalled, ensureAgentInstalled } from './agent-install.mjs';

export const mastraAgentFolder = fileURLToPath(new URL('../e2e/agents/mastra/', import.meta.url));

/** Whether every dependency of the agent's package.json is installed at the version it pins. */
export function mastraAgentInstalled() {
  return agentInstalled(mastraAgentFolder);
}

/** Runs `npm ci --legacy-peer-deps` in the agent's folder unless it is installed already, one install at a time. */
export function ensureMastraAgentInstalled() {
  ensureAgentInstalled('Mastra agent', mastraAgentFolder, ['--legacy-peer-deps']);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureMastraAgentInstalled();
