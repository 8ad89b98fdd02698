// The benchmark's processes: forked helpers that talk over IPC, free ports, health polling, and what /proc says of
// a process (CPU time, resident memory).
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface Message {
  type: string;
  [key: string]: unknown;
}

const CLOCK_TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every process the bench started: none outlives it, also when it fails half-way (an answer that fails a check). */
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});
export function track(child: ChildProcess): ChildProcess {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

export function reply(child: ChildProcess, type: string): Promise<Message> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Message) => {
      if (message.type !== type && message.type !== 'error') return;
      child.off('message', onMessage);
      if (message.type === 'error') reject(new Error(String(message.message)));
      else resolve(message);
    };
    child.on('message', onMessage);
  });
}

export async function ask(child: ChildProcess, message: Message, answer = message.type): Promise<Message> {
  const pending = reply(child, answer);
  child.send(message);
  return pending;
}

/** Forks a bench script (TypeScript through tsx, or compiled JavaScript) and waits for its `ready` message. */
export async function helper(
  file: string,
  extraEnv: Record<string, string> = {},
  nodeFlags: string[] = [],
  typescript = true,
) {
  const child = track(
    fork(typescript ? new URL(file, import.meta.url).pathname : file, [], {
      execArgv: [...nodeFlags, ...(typescript ? ['--import', 'tsx'] : [])],
      env: { ...process.env, ...extraEnv },
    }),
  );
  const ready = await reply(child, 'ready');
  return { child, port: ready.port as number };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Polls a health URL until it answers 2xx; fails when the process exits first or after 30 s. */
export async function untilHealthy(child: ChildProcess, url: string): Promise<void> {
  const started = performance.now();
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${url}: the process exited during start-up (code ${code})`))),
  );
  exited.catch(() => undefined);
  for (;;) {
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await Promise.race([sleep(5), exited]);
    if (performance.now() - started > 30_000) throw new Error(`${url}: not healthy within 30 s`);
  }
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
}

/** CPU time (user + system) a process has used, in ms, from /proc. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

/** Resident set size of a process now, in MiB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Peak resident set size of a process so far, in MiB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
