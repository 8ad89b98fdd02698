// A test upstream on loopback that answers at a spec's paths only, with whatever body the test sets. Separate
// from the sandbox: no realistic data, no behaviour, just what the spec allows (or, on purpose, what it does not).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { templatePattern } from './spec.js';

export interface ContractRequest {
  method: string;
  /** Path below the base path, without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface ContractReply {
  status?: number;
  headers?: Record<string, string>;
  /** JSON-serialised unless it is a Buffer or a string. */
  body?: unknown;
}

export interface ContractRoute {
  method: string;
  /** The spec's path template, e.g. `/users/{userId}`. */
  path: string;
  reply(request: ContractRequest): ContractReply;
}

export interface ContractUpstream {
  /** `http://127.0.0.1:<port><basePath>`. */
  baseUrl: string;
  /** Every request answered, as "METHOD /template". */
  hits: Map<string, number>;
  /** Requests to a path or method the spec does not have ("METHOD /path"). */
  unmatched: string[];
  /** Requests refused by `authorize`. */
  unauthorized: string[];
  close(): Promise<void>;
}

export interface ContractUpstreamOptions {
  basePath: string;
  routes: ContractRoute[];
  /** Whether a request carries the credential the spec declares; a refused one gets 401. */
  authorize?: (request: ContractRequest) => boolean;
}

export async function startContractUpstream(options: ContractUpstreamOptions): Promise<ContractUpstream> {
  const base = options.basePath.replace(/\/+$/, '');
  // Literal templates first, so `/users/list` wins over `/users/{userId}`.
  const routes = options.routes
    .map((route) => ({ route, pattern: templatePattern(route.path), literal: !route.path.includes('{') }))
    .sort((a, b) => Number(b.literal) - Number(a.literal) || b.route.path.length - a.route.path.length);
  const hits = new Map<string, number>();
  const unmatched: string[] = [];
  const unauthorized: string[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://upstream.test');
      const method = req.method ?? 'GET';
      const path = url.pathname.startsWith(base)
        ? url.pathname.slice(base.length) || '/'
        : `(outside base)${url.pathname}`;
      const match = routes.find((candidate) => candidate.route.method === method && candidate.pattern.test(path));
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        const payload = Buffer.isBuffer(body) ? body : typeof body === 'string' ? body : JSON.stringify(body);
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(payload);
      };
      if (!match) {
        unmatched.push(`${method} ${path}`);
        send(404, { error: 'not a path of the spec' });
        return;
      }
      const request: ContractRequest = {
        method,
        path,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      if (options.authorize && !options.authorize(request)) {
        unauthorized.push(`${method} ${match.route.path}`);
        send(401, { error: 'no credential the spec declares' });
        return;
      }
      const key = `${method} ${match.route.path}`;
      hits.set(key, (hits.get(key) ?? 0) + 1);
      const reply = match.route.reply(request);
      send(reply.status ?? 200, reply.body === undefined ? '' : reply.body, reply.headers);
    });
  });
  // Node closes idle keep-alive sockets after 5 s; a loaded machine's slow variant can leave the gateway's pool idle
  // that long and then reuse every socket the moment the server closes them (ECONNRESET, not retried here).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${base}`,
    hits,
    unmatched,
    unauthorized,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
