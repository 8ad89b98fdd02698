// The simulated-upstream framework every service's sandbox module plugs into: one fastify app per service (on
// loopback and a free port unless told otherwise), a recorder of what each upstream received, and fault injection
// for tests.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerSandboxCaching, SANDBOX_CACHING } from './cache-headers.js';
import type { SandboxSettings, ServiceKey } from './settings.js';

export interface RecordedRequest {
  method: string;
  /** Path below the service's base path, without the query. */
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/** Requests a recorder keeps: plenty for any test's assertions, and a ceiling for a sandbox that runs for days. */
export const DEFAULT_RECORD_LIMIT = 1000;

/** What an upstream received, oldest first: a ring of the last `limit` requests, so memory stays flat. */
export class RequestRecorder {
  readonly requests: RecordedRequest[] = [];

  constructor(readonly limit = DEFAULT_RECORD_LIMIT) {}

  record(entry: RecordedRequest): void {
    if (this.limit <= 0) return;
    this.requests.push(entry);
    if (this.requests.length > this.limit) this.requests.shift();
  }

  /** Requests matching a method and a path (exact string or pattern); both optional. */
  matching(method?: string, path?: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (entry) =>
        (!method || entry.method === method) &&
        (!path || (typeof path === 'string' ? entry.path === path : path.test(entry.path))),
    );
  }

  count(method?: string, path?: string | RegExp): number {
    return this.matching(method, path).length;
  }

  /** Count per "METHOD /path", for assertions on a whole fan-out. */
  counts(): Record<string, number> {
    const result: Record<string, number> = {};
    for (const entry of this.requests) {
      const key = `${entry.method} ${entry.path}`;
      result[key] = (result[key] ?? 0) + 1;
    }
    return result;
  }

  /** Whether `value` appeared in any header or query parameter this upstream received. */
  sawValue(value: string): boolean {
    return this.requests.some((entry) => JSON.stringify([entry.headers, entry.query]).includes(value));
  }

  reset(): void {
    this.requests.length = 0;
  }
}

export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'reset' }
  | { kind: 'malformed' }
  | { kind: 'hang' };

export interface FaultMatch {
  method?: string;
  path?: string | RegExp;
  /** Apply to this many requests, then stop (default: until cleared). */
  times?: number;
}

interface FaultRule extends FaultMatch {
  fault: Fault;
}

export class FaultInjector {
  private rules: FaultRule[] = [];

  inject(fault: Fault, match: FaultMatch = {}): void {
    this.rules.push({ fault, ...match });
  }

  clear(): void {
    this.rules = [];
  }

  /** The fault for this request, if any rule matches (consuming one use of it). */
  take(method: string, path: string): Fault | undefined {
    const rule = this.rules.find(
      (candidate) =>
        (!candidate.method || candidate.method === method) &&
        (!candidate.path ||
          (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path))) &&
        (candidate.times === undefined || candidate.times > 0),
    );
    if (rule?.times !== undefined) rule.times -= 1;
    return rule?.fault;
  }
}

/** Credentials a sandbox accepts; the gateway uses them for a sandboxed service when nothing is configured. */
export interface DemoCredentials {
  secret?: string;
  automotive?: { apiId: string; apiKey: string };
  clientId?: string;
}

export interface SandboxTools {
  recorder: RequestRecorder;
  faults: FaultInjector;
  /** The names to answer under (the client's header and parameter names, provider paths...), see settings.ts. */
  settings: SandboxSettings;
}

export interface SandboxDefinition {
  key: ServiceKey;
  /** Path prefix of the upstream's base URL, e.g. `/rest/v2`. */
  basePath: string;
  demo: DemoCredentials;
  /** Register the upstream's routes (relative to basePath) on the app. */
  register(app: FastifyInstance, tools: SandboxTools): void | Promise<void>;
}

export interface RunningSandboxService {
  key: ServiceKey;
  baseUrl: string;
  demo: DemoCredentials;
  recorder: RequestRecorder;
  faults: FaultInjector;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function applyFault(fault: Fault, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  switch (fault.kind) {
    case 'latency':
      await sleep(fault.ms);
      return;
    case 'status':
      await reply
        .code(fault.status)
        .headers(fault.headers ?? {})
        .send(fault.body ?? { error: { code: fault.status, message: 'Injected failure' } });
      return;
    case 'reset':
      reply.hijack();
      request.raw.socket.destroy();
      return;
    case 'malformed':
      await reply.code(200).header('content-type', 'application/json').send('{"truncated": [1, 2');
      return;
    case 'hang':
      reply.hijack();
      // Never answers; the socket is destroyed when the sandbox closes.
      return new Promise(() => undefined);
  }
}

const LISTEN_PROBLEMS: Record<string, string> = {
  EADDRINUSE: 'is already in use',
  EACCES: 'may not be opened by this user',
  EADDRNOTAVAIL: 'is not an address of this machine',
  ENOTFOUND: 'does not resolve to an address',
  EAI_AGAIN: 'does not resolve to an address',
};

/** A sandbox service that could not open its address (a port in use, a host that is not this machine's). */
export class SandboxListenError extends Error {
  override name = 'SandboxListenError';

  constructor(
    readonly key: ServiceKey,
    readonly host: string,
    readonly port: number,
    readonly code: string,
  ) {
    const about = code === 'EADDRINUSE' || code === 'EACCES' ? `port ${port} on ${host}` : host;
    super(`the ${key} sandbox cannot listen: ${about} ${LISTEN_PROBLEMS[code]}`);
  }
}

/** Where a sandbox service listens: an interface, and a fixed port (0 or unset: a free one). */
export interface ListenOptions {
  host?: string;
  port?: number;
}

/** The address to reach a listener at: a wildcard interface is reached on loopback; IPv6 in brackets. */
function reachableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startSandboxService(
  definition: SandboxDefinition,
  settings: SandboxSettings,
  listen: ListenOptions = {},
  recordLimit = DEFAULT_RECORD_LIMIT,
): Promise<RunningSandboxService> {
  const { host = '127.0.0.1', port = 0 } = listen;
  const recorder = new RequestRecorder(recordLimit);
  const faults = new FaultInjector();
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 64 * 1024 * 1024 });
  const base = definition.basePath.replace(/\/+$/, '');

  app.addHook('onRequest', async (request, reply) => {
    const [pathname = ''] = request.url.split('?');
    const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
    recorder.record({
      method: request.method,
      path,
      query: { ...(request.query as Record<string, unknown>) },
      headers: { ...request.headers },
    });
    const fault = faults.take(request.method, path);
    if (fault) await applyFault(fault, request, reply);
  });

  const caching = SANDBOX_CACHING[definition.key];
  if (caching) registerSandboxCaching(app, caching);

  await app.register(
    async (scope) => {
      await definition.register(scope, { recorder, faults, settings });
    },
    { prefix: base },
  );
  try {
    await app.listen({ host, port });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code && code in LISTEN_PROBLEMS) throw new SandboxListenError(definition.key, host, port, code);
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('sandbox did not bind a TCP port');
  return {
    key: definition.key,
    baseUrl: `http://${reachableHost(host)}:${address.port}${base}`,
    demo: definition.demo,
    recorder,
    faults,
    close: () => app.close(),
  };
}
