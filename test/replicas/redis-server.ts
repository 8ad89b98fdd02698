// A real redis-server for tests: on a free loopback port, no persistence, stopped by its PID. It can be paused
// (SIGSTOP: a Redis that is connected but answers nothing, i.e. slow), resumed, killed and started again on the
// same port (a Redis that goes away and comes back).
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection, createServer } from 'node:net';
import { spawnTracked } from '../support/gateway-process.js';

export interface RedisServer {
  port: number;
  url: string;
  pause(): void;
  resume(): void;
  /** Kills the server (SIGKILL: no goodbye to the clients). */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once the port accepts a connection; fails if the process exits first. */
async function accepting(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('redis-server exited at start-up');
    const connected = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (connected) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The started process; fails at once when redis-server cannot be started (not on PATH, not executable). */
async function launch(port: number): Promise<ChildProcess> {
  // Tracked: ended with its test file at the latest, and found by the run's check for survivors.
  const child = spawnTracked(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    { stdio: 'ignore' },
  );
  // Such a failure is an 'error' event, never an 'exit': wait for whichever of the two comes.
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) => reject(new Error(`redis-server could not be started: ${error.message}`)));
  });
  return child;
}

async function exited(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = once(child, 'exit');
  child.kill(signal);
  await done;
}

export async function startRedis(): Promise<RedisServer> {
  // Another process may take the free port between the probe and the start: then try another one.
  for (let attempt = 0; ; attempt += 1) {
    const port = await freePort();
    let child = await launch(port);
    try {
      await accepting(port, child);
    } catch (error) {
      if (attempt >= 5) throw error;
      continue;
    }
    return {
      port,
      url: `redis://127.0.0.1:${port}`,
      pause: () => child.kill('SIGSTOP'),
      resume: () => child.kill('SIGCONT'),
      kill: () => exited(child, 'SIGKILL'),
      async restart() {
        await exited(child, 'SIGKILL');
        child = await launch(port);
        await accepting(port, child);
      },
      async stop() {
        child.kill('SIGCONT');
        await exited(child, 'SIGTERM');
      },
    };
  }
}
