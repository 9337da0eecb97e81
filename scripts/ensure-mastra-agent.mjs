// Installs the Mastra agent that the end-to-end journey runs against (e2e/agents/mastra, its own package.json and
// lock, kept out of the app's dependencies) when its node_modules is missing or holds other versions. Run by
// `npm run test:e2e` and again by the journey itself, so a single spec run works too; a no-op once installed.
// `npm test` runs it beside the other journeys, which do not need it: an install under way holds a lock folder, and
// a journey that needs the agent meanwhile waits for it rather than installing a second time into the same folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const lockFolder = `${mastraAgentFolder}.installing`;
const lockOwner = `${lockFolder}/pid`;

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Takes the install lock, waiting while a live process holds it; a lock left by a process that died is taken over. */
function takeLock() {
  for (;;) {
    try {
      mkdirSync(lockFolder);
      writeFileSync(lockOwner, String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let owner = Number.NaN;
    try {
      owner = Number(readFileSync(lockOwner, 'utf8'));
    } catch {
      // Just made, its owner not written yet.
    }
    if (Number.isInteger(owner) && owner > 0 && !alive(owner)) rmSync(lockFolder, { recursive: true, force: true });
    else sleepSync(250);
  }
}

/** Runs `npm ci --legacy-peer-deps` in the agent's folder unless it is installed already, one install at a time. */
export function ensureMastraAgentInstalled() {
  takeLock();
  try {
    if (mastraAgentInstalled()) return;
    console.log(`Installing the Mastra agent in ${mastraAgentFolder} (npm ci --legacy-peer-deps)…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    execFileSync(npm, ['ci', '--legacy-peer-deps', '--no-audit', '--no-fund'], {
      cwd: mastraAgentFolder,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } finally {
    rmSync(lockFolder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureMastraAgentInstalled();
