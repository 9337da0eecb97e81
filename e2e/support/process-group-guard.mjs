// Runs the command in its arguments and ends this process group (the command and everything it spawned) as soon
// as standard input closes. The parent holds the other end of that pipe, so when the parent dies, however it dies
// (an interrupted test run, a killed worker), the server it started does not outlive it.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });

function endGroup() {
  try {
    process.kill(-process.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
    process.exit(1);
  }
}

process.stdin.on('end', endGroup);
process.stdin.on('close', endGroup);
process.stdin.resume();
child.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 128)));
