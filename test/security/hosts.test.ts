// Host check: a request naming a host the gateway does not serve (a DNS-rebinding page passes the same-origin
// check) is refused with 403 before anything runs, over HTTP and WebSocket upgrades; probes are exempt.
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { attachGraphQLWs } from '../../src/start/graphql-ws.js';
import { startHarness, type Harness } from '../support/harness.js';

const QUERY = JSON.stringify({ query: '{ numbers { isPrime(number: 7) } }' });
let harness: Harness;
let server: Server;
let port: number;
let websockets: ReturnType<typeof attachGraphQLWs>;

beforeAll(async () => {
  harness = await startHarness({
    services: ['numbers'],
    env: { ALLOWED_HOSTS: 'gateway.example.com, 10.1.2.3:8443', GATEWAY_PUBLIC_URL: 'https://public.example.org/gw' },
  });
  server = createServer(harness.gateway);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  websockets = attachGraphQLWs(server, harness.gateway, harness.config, harness.logger);
});
afterAll(async () => {
  await websockets.close();
  await new Promise((resolve) => server.close(resolve));
  await harness.close();
});
beforeEach(() => harness.sandbox.service('numbers').recorder.reset());

/** A request over loopback that names `host` in its Host header (fetch may not set it). */
function send(host: string, path = '/graphql', init: { method?: string; headers?: Record<string, string> } = {}) {
  const method = init.method ?? 'POST';
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { host, 'content-type': 'application/json', ...init.headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(method === 'POST' ? QUERY : undefined);
  });
}

test('a foreign Host is refused with 403 FORBIDDEN (host-not-allowed) and no upstream call', async () => {
  for (const host of ['evil.example', `evil.example:${port}`, 'gateway.example.com.evil.example', '10.1.2.3:9000']) {
    const response = await send(host);
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({
      errors: [
        {
          message: 'This host is not served by the gateway',
          extensions: { code: 'FORBIDDEN', reason: 'host-not-allowed' },
        },
      ],
    });
  }
  expect(harness.sandbox.service('numbers').recorder.count()).toBe(0);
});

test('a foreign Host gets no GraphiQL page either, and a same-origin Origin does not help it', async () => {
  const page = await send('rebound.example', '/graphql', { method: 'GET', headers: { accept: 'text/html' } });
  expect(page.status).toBe(403);
  expect(page.body).not.toContain('<html');
  // The rebinding page's own origin is the foreign host: the origin check alone would call it same-origin.
  const sameOrigin = await send('rebound.example', '/graphql', { headers: { origin: 'http://rebound.example' } });
  expect(sameOrigin.status).toBe(403);
  expect(harness.sandbox.service('numbers').recorder.count()).toBe(0);
});

test('loopback names, ALLOWED_HOSTS and the public URL host are served', async () => {
  const hosts = [
    `localhost:${port}`,
    'localhost',
    `127.0.0.1:${port}`,
    `[::1]:${port}`,
    'GATEWAY.example.com',
    'gateway.example.com:4000',
    '10.1.2.3:8443',
    'public.example.org',
    'public.example.org:443',
  ];
  for (const host of hosts) {
    const response = await send(host);
    expect([host, response.status]).toEqual([host, 200]);
    expect(JSON.parse(response.body)).toEqual({ data: { numbers: { isPrime: true } } });
  }
  const page = await send(`localhost:${port}`, '/graphql', { method: 'GET', headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(page.body).toContain('<html');
});

test('probes reach /health, /readiness and /metrics by any host (the pod IP)', async () => {
  for (const path of ['/health', '/readiness', '/metrics']) {
    const response = await send('10.244.3.17:4000', path, { method: 'GET' });
    expect([path, response.status]).toEqual([path, 200]);
  }
});

/** The status a WebSocket upgrade to /graphql gets when it names `host`: 101 when it opens. */
function upgradeStatus(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', { headers: { host } });
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
    });
    socket.on('error', (error) => {
      if (socket.readyState !== WebSocket.CLOSED) reject(error);
    });
  });
}

test('a WebSocket upgrade naming a foreign host is refused with 403; an allowed one opens', async () => {
  expect(await upgradeStatus('evil.example')).toBe(403);
  expect(await upgradeStatus(`localhost:${port}`)).toBe(101);
  expect(await upgradeStatus('gateway.example.com')).toBe(101);
});

test.each(['https://gateway.example.com', 'evil@localhost', 'a b'])('ALLOWED_HOSTS=%s is refused', (value) => {
  expect(() => loadConfig({ ALLOWED_HOSTS: value })).toThrow(ConfigError);
  expect(() => loadConfig({ ALLOWED_HOSTS: value })).toThrow(/^Invalid configuration: ALLOWED_HOSTS /);
});
