// The gateway as its own process, as an operator starts it: from the sources as `npm start` runs them, or from the
// production bundle (dist/bundle/server.js, built for the run by test/support/global-setup.js) as `npm run serve`
// runs it; and the sandbox alone as `npm run sandbox` runs it. The commands are read from package.json's scripts, so
// a test runs what the scripts run.
//
// Every process started here is ended: by the test (stop()), by the file's afterAll whatever happened to the test
// (its own timeout included), and by SIGKILL when the worker exits. Each carries the run's mark in its environment
// (GATEWAY_SPAWNED_BY_TEST), by which the check at the end of the run (test/support/global-teardown.js) finds and
// names any survivor, and fails the run.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT as ROOT } from '../../scripts/specs/location.js';
import { ENV_PREFIX, SERVICE_KEYS } from '../../src/config/index.js';

export type Runtime = 'source' | 'bundle';
/** Both ways a gateway runs: the tests of production-path features run against each. */
export const RUNTIMES: readonly Runtime[] = ['source', 'bundle'];

/** The mark of a process a test started, with the run's id as its value (set by the global setup). */
export const SPAWNED_MARK = 'GATEWAY_SPAWNED_BY_TEST';
const RUN_ID = process.env.GATEWAY_TEST_RUN ?? `unmarked-${process.pid}`;
/** The grace a stopped process gets before SIGKILL: the gateway's own drain (SHUTDOWN_GRACE_MS) plus start of exit. */
const DEFAULT_STOP_MS = 15_000;

const SCRIPT = { source: 'start', bundle: 'serve' } as const;

/** `node <flags> <entry>` as package.json's script `name` runs it (`exec node ...`). */
export function scriptCommand(name: string): { command: string; args: string[] } {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts;
  const script = scripts[name] ?? '';
  const match = /^exec node ((?:\S+ )*\S+)$/.exec(script);
  if (!match) throw new Error(`package.json's "${name}" script is not \`exec node ...\`: ${script}`);
  return { command: process.execPath, args: match[1]!.split(' ') };
}

/** `node <flags> <entry>` as package.json's script for the runtime runs it (`exec node ...`). */
export function gatewayCommand(runtime: Runtime): { command: string; args: string[] } {
  return scriptCommand(SCRIPT[runtime]);
}

/** The environment every test process gets besides its own: the run's mark, PATH and HOME, nothing else inherited. */
export function testProcessEnv(env: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, [SPAWNED_MARK]: RUN_ID, ...env };
}

const running = new Set<ChildProcess>();
const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Ends a child: `signal` first, SIGKILL when it has not exited within `withinMs`. Resolves once it has exited. */
export async function endProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  withinMs = DEFAULT_STOP_MS,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; killed: boolean }> {
  if (ended(child)) return { code: child.exitCode, signal: child.signalCode, killed: false };
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), withinMs)));
  const first = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (first !== 'late') return { code: first[0], signal: first[1], killed: false };
  child.kill('SIGKILL');
  const [code, killedBy] = await exited;
  return { code, signal: killedBy, killed: true };
}

/** Kills what is still running now: at the end of each file, and when the worker exits (synchronously). */
async function endAll(): Promise<void> {
  await Promise.all([...running].map((child) => endProcess(child, 'SIGKILL', 5_000)));
}
if (typeof afterAll === 'function') afterAll(endAll);
process.once('exit', () => {
  for (const child of running) if (!ended(child)) child.kill('SIGKILL');
});

/** Starts any command as a test process: tracked, marked, ended at the latest with its test file. */
export function spawnTracked(
  command: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; stdio?: StdioOptions; cwd?: string; detached?: boolean } = {},
): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: testProcessEnv(options.env),
    stdio: options.stdio ?? ['ignore', 'pipe', 'pipe'],
    detached: options.detached,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  // A command that cannot be started emits 'error' and no 'exit'.
  child.once('error', () => running.delete(child));
  return child;
}

/**
 * `env` with a base URL for every service it leaves unset: the production posture (the bundle's) refuses to start
 * without one. Those point at the discard port on loopback, where nothing answers: for services a test never calls.
 */
export function withEveryBaseUrl(env: Record<string, string>): Record<string, string> {
  const filled = { ...env };
  for (const key of SERVICE_KEYS) filled[`${ENV_PREFIX[key]}_BASE_URL`] ??= 'http://127.0.0.1:9';
  return filled;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether `port` can be listened on at 127.0.0.1 now. */
async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (listening) await new Promise((resolve) => server.close(resolve));
  return listening;
}

/** The first of `count` consecutive ports that are free on 127.0.0.1 now (a fixed-port layout such as SANDBOX_PORT's). */
export async function freePortRange(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    // Below the kernel's ephemeral range (32768 and up on Linux), where the free ports handed out elsewhere come from.
    const first = 20_000 + Math.floor(Math.random() * 10_000);
    let free = true;
    for (let port = first; port < first + count && free; port += 1) free = await isFree(port);
    if (free) return first;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}

/** A started process and what it wrote, as the tests read it. */
export interface WatchedProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** stdout then stderr. */
  output(): string;
  /** stdout's complete lines parsed as JSON (pino's lines); other lines are left out. */
  logLines(): Array<Record<string, unknown>>;
  /** Resolves once the output has a line containing `text` (or matching it); rejects when the process exits first. */
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (or `signal`), then SIGKILL after `withinMs`. */
  stop(signal?: NodeJS.Signals, withinMs?: number): ReturnType<typeof endProcess>;
}

export interface GatewayProcess extends WatchedProcess {
  runtime: Runtime;
  /** The port of the ready line; rejects when the process exits first or is not ready within `timeoutMs`. */
  ready(timeoutMs?: number): Promise<number>;
}

export interface GatewayProcessOptions {
  runtime?: Runtime;
  /** The gateway's environment: nothing else reaches it but PATH, HOME and the run's mark. */
  env?: Record<string, string | undefined>;
  /** Default: stdout and stderr piped and read. */
  stdio?: StdioOptions;
}

/** Start-up of a process under test: generous, as a loaded machine may take long to load the sources. */
export const START_TIMEOUT_MS = 45_000;

/** Collects a child's output as it comes, for the tests to read and wait on; `name` says whose in a failure. */
function watch(child: ChildProcess, name: string): WatchedProcess {
  let stdout = '';
  let stderr = '';
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((waiter) => waiter());
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += String(chunk);
    wake();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += String(chunk);
    wake();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
      wake();
    });
    child.once('error', () => resolve({ code: null, signal: null }));
  });
  const watched: WatchedProcess = {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    output: () => stdout + stderr,
    logLines: () =>
      stdout
        .split('\n')
        .slice(0, -1)
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    waitFor(text, timeoutMs = START_TIMEOUT_MS) {
      const find = () =>
        (stdout + '\n' + stderr)
          .split('\n')
          .find((line) => (typeof text === 'string' ? line.includes(text) : text.test(line)));
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = find();
          if (line !== undefined) done(() => resolve(line));
          else if (ended(child))
            done(() => reject(new Error(`the ${name} exited before "${text}":\n${watched.output()}`)));
        };
        const timer = setTimeout(
          () => done(() => reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${watched.output()}`))),
          timeoutMs,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    exited,
    stop: (signal, withinMs) => endProcess(child, signal, withinMs),
  };
  return watched;
}

/** Starts a gateway process (sources by default); HOST=127.0.0.1 unless the environment names another. */
export function spawnGateway(options: GatewayProcessOptions = {}): GatewayProcess {
  const runtime = options.runtime ?? 'source';
  const { command, args } = gatewayCommand(runtime);
  const child = spawnTracked(command, args, { env: { HOST: '127.0.0.1', ...options.env }, stdio: options.stdio });
  const watched = watch(child, 'gateway');
  return {
    ...watched,
    runtime,
    async ready(timeoutMs) {
      const line = await watched.waitFor(/Gateway ready: http:\/\/[^:]+:\d+\//, timeoutMs);
      return Number(/Gateway ready: http:\/\/[^:]+:(\d+)\//.exec(line)![1]);
    },
  };
}

export interface SandboxProcess extends WatchedProcess {
  /** The `<PREFIX>_BASE_URL=<url>` lines it printed, once it is running; rejects when it exits first. */
  ready(timeoutMs?: number): Promise<Record<string, string>>;
}

/** Starts `npm run sandbox`'s command (the sandbox alone, as compose's `sandbox` service runs it) with `env`. */
export function spawnSandbox(env: Record<string, string | undefined> = {}): SandboxProcess {
  const { command, args } = scriptCommand('sandbox');
  const watched = watch(spawnTracked(command, args, { env }), 'sandbox');
  return {
    ...watched,
    async ready(timeoutMs) {
      await watched.waitFor('Sandbox upstreams are running', timeoutMs);
      return Object.fromEntries(
        [...watched.stdout().matchAll(/^([A-Z_]+_BASE_URL)=(\S+)$/gm)].map((match) => [match[1]!, match[2]!]),
      );
    },
  };
}

/** Runs a gateway that is expected to stop by itself (a refused configuration); killed after `timeoutMs`. */
export async function runGateway(
  options: GatewayProcessOptions & { timeoutMs?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const gateway = spawnGateway(options);
  const timer = setTimeout(() => gateway.child.kill('SIGKILL'), options.timeoutMs ?? START_TIMEOUT_MS);
  const { code } = await gateway.exited;
  clearTimeout(timer);
  return { code, stdout: gateway.stdout(), stderr: gateway.stderr() };
}
