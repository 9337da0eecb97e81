// Installs a real agent that journeys run against (a folder of e2e/agents/ with its own package.json and lock,
// kept out of the app's dependencies) when its node_modules is missing or holds other versions; a no-op once
// installed. An install under way holds a lock folder, and a journey that needs the agent meanwhile waits for it
// rather than installing a second time into the same folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Whether every dependency of the folder's package.json is installed at the version it pins. */
export function agentInstalled(folder) {
  const { dependencies } = readJson(`${folder}package.json`);
  return Object.entries(dependencies).every(([name, version]) => {
    const installed = `${folder}node_modules/${name}/package.json`;
    return existsSync(installed) && readJson(installed).version === version;
  });
}

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
function takeLock(lockFolder) {
  const lockOwner = `${lockFolder}/pid`;
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
    if (Number.isInteger(owner) && owner > 0 && !alive(owner))
      rmSync(lockFolder, { recursive: true, force: true });
    else sleepSync(250);
  }
}

/** Runs `npm ci` (with `extraArguments`) in `folder` unless it is installed already, one install at a time. */
export function ensureAgentInstalled(name, folder, extraArguments = []) {
  const lockFolder = `${folder}.installing`;
  takeLock(lockFolder);
  try {
    if (agentInstalled(folder)) return;
    console.log(`Installing the ${name} in ${folder} (npm ci ${extraArguments.join(' ')})…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    execFileSync(npm, ['ci', ...extraArguments, '--no-audit', '--no-fund'], {
      cwd: folder,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } finally {
    rmSync(lockFolder, { recursive: true, force: true });
  }
}
