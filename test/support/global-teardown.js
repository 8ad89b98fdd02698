// After the run: no process a test started may be left. Each carries GATEWAY_SPAWNED_BY_TEST=<this run's id>
// (test/support/gateway-process.ts); any still running a few seconds after the last test is named, killed, and
// fails the run, as a gateway left behind holds a port, a test's credentials and a CPU of the machine.
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const MARK = 'GATEWAY_SPAWNED_BY_TEST';

function survivors(runId) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return []; // no /proc (not Linux): nothing to look at
  }
  const found = [];
  for (const pid of pids) {
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (!environ.includes(`${MARK}=${runId}`)) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      // A zombie has exited; its parent has not reaped it yet.
      if (/^\S+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) continue;
      found.push({ pid: Number(pid), command });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

export default async function globalTeardown() {
  const runId = process.env.GATEWAY_TEST_RUN;
  if (!runId) return;
  let left = survivors(runId);
  for (let waited = 0; left.length > 0 && waited < 5000; waited += 250) {
    await sleep(250);
    left = survivors(runId);
  }
  if (left.length === 0) return;
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // exited meanwhile
    }
  }
  throw new Error(
    `${left.length} process(es) started by a test outlived the run (now killed):\n` +
      left.map(({ pid, command }) => `  ${pid} ${command}`).join('\n'),
  );
}
