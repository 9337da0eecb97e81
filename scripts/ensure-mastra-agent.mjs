// Installs the Mastra agent that the end-to-end journey runs against (e2e/agents/mastra, its own package.json and
// lock, kept out of the app's dependencies) when its node_modules is missing or holds other versions. Run by
// `npm run test:e2e` and again by the journey itself, so a single spec run works too; a no-op once installed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const mastraAgentFolder = fileURLToPath(new URL('../e2e/agents/mastra/', import.meta.url));

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Whether every dependency of the agent's package.json is installed at the version it pins. */
export function mastraAgentInstalled() {
  const { dependencies } = readJson(`${mastraAgentFolder}package.json`);
  return Object.entries(dependencies).every(([name, version]) => {
    const installed = `${mastraAgentFolder}node_modules/${name}/package.json`;
    return existsSync(installed) && readJson(installed).version === version;
  });
}

/** Runs `npm ci --legacy-peer-deps` in the agent's folder unless it is installed already. */
export function ensureMastraAgentInstalled() {
  if (mastraAgentInstalled()) return;
  console.log(`Installing the Mastra agent in ${mastraAgentFolder} (npm ci --legacy-peer-deps)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['ci', '--legacy-peer-deps', '--no-audit', '--no-fund'], {
    cwd: mastraAgentFolder,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureMastraAgentInstalled();
