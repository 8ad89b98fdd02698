// Gateway replicas as an operator runs them: separate processes (`node --import tsx src/server.ts`), each on its
// own free loopback port, every service pointed at one sandbox started by the test, all sharing one Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import type { Sandbox } from '../../sandbox/index.js';

export interface Answer {
  status: number;
  body: string;
  json<T = { data?: Record<string, unknown> | null; errors?: Array<{ extensions?: Record<string, unknown> }> }>(): T;
}

export interface Replica {
  port: number;
  logs: string[];
  /** POST /graphql with a JSON body. */
  graphql(body: Record<string, unknown>, from?: string): Promise<Answer>;
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
  /** A counter or gauge from /metrics, summed over the label filter. */
  metric(name: string, labels?: Record<string, string>): Promise<number>;
  stop(): Promise<void>;
  /** SIGKILL: the replica dies at once, without draining or removing its webhooks. */
  kill(): Promise<void>;
}

/** Every replica process still running: killed with SIGKILL when the test process exits, however it exits. */
const running = new Set<ChildProcess>();
process.once('exit', () => killAllReplicas());

/** SIGKILL to every replica this process started and that still runs (also those that never became ready). */
export function killAllReplicas(): void {
  for (const child of running) child.kill('SIGKILL');
}

export const METRICS_TOKEN = 'replica-metrics-token-0123456789';

/** The environment that points every started sandbox service at the sandbox, with its demo credentials. */
export function sandboxEnv(sandbox: Sandbox): Record<string, string> {
  const env: Record<string, string> = { SANDBOX: 'false' };
  const prefix = { numbers: 'NUMBERS', scheduler: 'SCHEDULER', automotive: 'AUTOMOTIVE' } as const;
  for (const [key, name] of Object.entries(prefix) as Array<[keyof typeof prefix, string]>) {
    const running = sandbox.services[key];
    if (!running) continue;
    env[`${name}_BASE_URL`] = running.baseUrl;
    if (key === 'automotive') {
      env.AUTOMOTIVE_API_ID = running.demo.automotive!.apiId;
      env.AUTOMOTIVE_API_KEY = running.demo.automotive!.apiKey;
    } else env[`${name}_${key === 'numbers' ? 'API_KEY' : 'TOKEN'}`] = running.demo.secret!;
  }
  env.GATEWAY_ANONYMOUS_SCOPES = Object.keys(prefix).join(',');
  return env;
}

function send(
  port: number,
  options: { path: string; method: string; body?: string; headers?: Record<string, string>; from?: string },
) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: options.path,
        method: options.method,
        localAddress: options.from,
        headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, json: () => JSON.parse(body) }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

async function startReplica(env: Record<string, string>): Promise<Replica> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const logs: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += String(chunk);
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        logs.push(line);
        const ready = /Gateway ready: http:\/\/localhost:(\d+)\//.exec(line);
        if (ready) resolve(Number(ready[1]));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => logs.push(String(chunk)));
    child.once('exit', (code) => reject(new Error(`replica exited (${code}): ${logs.join('\n')}`)));
    // A process that cannot be started emits 'error' and no 'exit'.
    child.once('error', reject);
  });
  const replica: Replica = {
    port,
    logs,
    graphql: (body, from) => send(port, { path: '/graphql', method: 'POST', body: JSON.stringify(body), from }),
    get: (path, headers) => send(port, { path, method: 'GET', headers }),
    async metric(name, labels = {}) {
      const text = (await replica.get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).body;
      let sum = 0;
      for (const line of text.split('\n')) {
        const match = /^([a-z_]+)(?:\{([^}]*)\})? (\S+)$/.exec(line);
        if (!match || match[1] !== name) continue;
        const present = match[2] ?? '';
        if (Object.entries(labels).every(([label, value]) => present.includes(`${label}="${value}"`)))
          sum += Number(match[3]);
      }
      return sum;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
  return replica;
}

/** Starts `count` replicas in parallel with the same environment. */
export function startReplicas(count: number, env: Record<string, string>): Promise<Replica[]> {
  return Promise.all(Array.from({ length: count }, () => startReplica(env)));
}
