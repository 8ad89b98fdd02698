// The long-running npm scripts stop on SIGTERM sent to npm (what a process manager or `docker stop` does): npm's
// shell execs node, so the signal reaches the gateway or the sandbox, which closes its listeners. Afterwards every
// port it listened on is free and no process it started remains. Linux: the process tree is read from /proc.
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { PROJECT_ROOT } from '../../scripts/specs/location.js';
import { spawnTracked, withEveryBaseUrl } from '../support/gateway-process.js';

/** pid -> parent pid, for every process now. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name (in parentheses) may hold spaces: the fields after it are what is read.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      map.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return map;
}

function descendants(root: number): number[] {
  const map = parents();
  const found: number[] = [];
  let frontier = [root];
  while (frontier.length) {
    frontier = [...map].filter(([, parent]) => frontier.includes(parent)).map(([pid]) => pid);
    found.push(...frontier);
  }
  return found;
}

/** Running (a zombie, exited but not yet reaped by whoever adopted it, counts as gone). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs `npm run <script>` until its output shows it is up, then sends SIGTERM to npm's pid alone and waits for npm
 * to exit. `ports` reads the ports it listens on from its output so far.
 */
async function runAndTerminate(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  ports: (output: string) => number[],
) {
  // Tracked and marked (test/support/gateway-process.ts): ended with this file at the latest.
  const npm = spawnTracked('npm', ['run', script], { cwd: PROJECT_ROOT, env: { ...process.env, ...env } });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += String(chunk)));
  npm.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)));
  const exited = once(npm, 'exit');
  let children: number[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (ready.test(output)) resolve();
      };
      npm.stdout!.on('data', check);
      npm.once('exit', (code) => reject(new Error(`npm run ${script} exited (${code}) before it was up:\n${output}`)));
    });
    const listening = ports(output);
    children = descendants(npm.pid!);
    expect(children.length).toBeGreaterThan(0);
    for (const port of listening) expect(await accepts(port)).toBe(true);

    process.kill(npm.pid!, 'SIGTERM');
    const [code, signal] = await exited;
    return { code, signal, listening, children, output };
  } finally {
    // A failed expectation must not leave the tree running (orphans included: they are what this test looks for).
    for (const pid of [npm.pid!, ...children, ...descendants(npm.pid!)]) if (running(pid)) process.kill(pid, 'SIGKILL');
  }
}

async function expectStopped(outcome: { listening: number[]; children: number[] }) {
  expect(outcome.listening.length).toBeGreaterThan(0);
  for (const port of outcome.listening)
    expect({ port, accepts: await accepts(port) }).toEqual({ port, accepts: false });
  expect(outcome.children.filter(running)).toEqual([]);
}

test('`npm run sandbox`: SIGTERM to npm closes every sandbox upstream and leaves no process', async () => {
  const outcome = await runAndTerminate('sandbox', {}, /Sandbox upstreams are running/, (output) =>
    [...output.matchAll(/_BASE_URL=http:\/\/127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1])),
  );
  expect(outcome.listening).toHaveLength(10);
  expect({ code: outcome.code, signal: outcome.signal }).toEqual({ code: 0, signal: null });
  await expectStopped(outcome);
}, 60_000);

test('`npm start`: SIGTERM to npm shuts the gateway and its built-in sandbox down, ports freed, no process left', async () => {
  const outcome = await runAndTerminate(
    'start',
    { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
    /Gateway ready: http:\/\/localhost:\d+\//,
    (output) => [
      Number(/Gateway ready: http:\/\/localhost:(\d+)\//.exec(output)![1]),
      ...[
        ...output.matchAll(
          /"baseUrl":"http:\/\/127\.0\.0\.1:(\d+)[^"]*","msg":"service is served by the built-in sandbox"/g,
        ),
      ].map((match) => Number(match[1])),
    ],
  );
  expect(outcome.output).toContain('"msg":"stopped"');
  expect(outcome.code).toBe(0);
  await expectStopped(outcome);
}, 60_000);

test('`npm run serve`: SIGTERM to npm shuts the production bundle down, port freed, no process left', async () => {
  const outcome = await runAndTerminate(
    'serve',
    // Production: every base URL (nothing is called here); no NODE_ENV, which the bundle takes as production.
    withEveryBaseUrl({ NODE_ENV: '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' }),
    /Gateway ready: http:\/\/localhost:\d+\//,
    (output) => [Number(/Gateway ready: http:\/\/localhost:(\d+)\//.exec(output)![1])],
  );
  expect(outcome.output).toContain('"msg":"stopped"');
  expect(outcome.code).toBe(0);
  await expectStopped(outcome);
}, 60_000);

test('the scripts that run a server exec node, so npm signals node itself rather than a shell', () => {
  // Every one of them is run above, `serve` from the bundle the test run builds.
  const scripts = (
    JSON.parse(readFileSync(`${PROJECT_ROOT}/package.json`, 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  for (const name of ['start', 'serve', 'sandbox'])
    expect({ name, script: scripts[name] }).toEqual({ name, script: expect.stringMatching(/^exec node /) });
});
