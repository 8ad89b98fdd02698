// Gateway replicas as an operator runs them: separate processes (`npm start`'s command, or `npm run serve`'s for the
// bundle: test/support/gateway-process.ts), each on its own free loopback port,
// every service pointed at one sandbox started by the test, all sharing one Redis.
import { request } from 'node:http';
import type { Sandbox } from '../../sandbox/index.js';
import { spawnGateway, type Runtime } from '../support/gateway-process.js';

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

async function startReplica(env: Record<string, string>, runtime: Runtime): Promise<Replica> {
  const gateway = spawnGateway({ runtime, env: { PORT: '0', LOG_LEVEL: 'info', METRICS_TOKEN, ...env } });
  const port = await gateway.ready();
  const replica: Replica = {
    port,
    get logs() {
      return gateway.output().split('\n');
    },
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
      await gateway.stop();
    },
    async kill() {
      await gateway.stop('SIGKILL');
    },
  };
  return replica;
}

/** Starts `count` replicas in parallel with the same environment, from the sources (`npm start`) or the bundle. */
export function startReplicas(
  count: number,
  env: Record<string, string>,
  runtime: Runtime = 'source',
): Promise<Replica[]> {
  return Promise.all(Array.from({ length: count }, () => startReplica(env, runtime)));
}
