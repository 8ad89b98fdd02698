// What an operator reads: the log lines of real requests to the production bundle (`npm run serve`'s command). One
// access line per request (request id, operation, status, duration, upstream calls, error codes; never a variable or
// a credential), the request id on every line a request writes, and error level only for what an operator must act
// on: an upstream that is down is an error line, a caller's bad token or bad input is none.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createClient } from 'graphql-ws';
import type { Plugin } from 'graphql-yoga';
import { Gauge } from 'prom-client';
import WebSocket from 'ws';
import { loadConfig } from '../../src/config/index.js';
import { sandboxSettings } from '../../src/dev/sandbox.js';
import { createGateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { createMetrics } from '../../src/observability/upstream-metrics.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { sandboxEnv } from '../replicas/replicas.js';
import { spawnGateway, withEveryBaseUrl, type GatewayProcess } from '../support/gateway-process.js';
import { startHarness } from '../support/harness.js';

const JWT_SECRET = 'access-log-test-jwt-secret-0123456789abcdef';
const SECRET_VARIABLE = 'variable-value-that-stays-out-of-logs';

let sandbox: Sandbox;
let gateway: GatewayProcess;
let port: number;

beforeAll(async () => {
  sandbox = await startSandbox(sandboxSettings(loadConfig({})), ['numbers']);
  gateway = spawnGateway({
    runtime: 'bundle',
    // Research points at the discard port: an upstream that is down.
    env: withEveryBaseUrl({ ...sandboxEnv(sandbox), PORT: '0', LOG_LEVEL: 'info', GATEWAY_JWT_SECRET: JWT_SECRET }),
  });
  port = await gateway.ready();
}, 60_000);
afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
});

async function post(body: Record<string, unknown>, headers: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { errors?: Array<{ extensions?: object }> } };
}

/** Warn and error lines since the gateway was ready (the start-up's own warnings come before). */
function alarmsSinceReady() {
  const all = gateway.logLines();
  const ready = all.findIndex((line) => String(line.msg).startsWith('Gateway ready'));
  return all.slice(ready + 1).filter((line) => (line.level as number) >= 40);
}

/** The lines of one request, once its access line is there. */
async function linesOf(requestId: string) {
  await gateway.waitFor(new RegExp(`"requestId":"${requestId}".*"msg":"request"`), 10_000);
  return gateway.logLines().filter((line) => line.requestId === requestId);
}

test('a query: one access line with its id, operation, status, duration and upstream calls; no variable', async () => {
  const answer = await post(
    {
      query: 'query Prime($n: Int!) { numbers { isPrime(number: $n) } }',
      variables: { n: 7, note: SECRET_VARIABLE },
      operationName: 'Prime',
    },
    { 'x-request-id': 'access-ok-1' },
  );
  expect(answer.body.errors).toBeUndefined();
  const lines = await linesOf('access-ok-1');
  const access = lines.filter((line) => line.msg === 'request');
  expect(access).toEqual([
    {
      level: 30,
      time: expect.any(Number),
      requestId: 'access-ok-1',
      method: 'POST',
      path: '/graphql',
      operationName: 'Prime',
      operationType: 'query',
      status: 200,
      durationMs: expect.any(Number),
      upstreamCalls: 1,
      msg: 'request',
    },
  ]);
  expect(gateway.stdout()).not.toContain(SECRET_VARIABLE);
});

type WsResult = { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };

/** Runs each operation in turn over one graphql-ws connection that offers `requestId`: the last result of each. */
async function overGraphqlWs(
  requestId: string,
  operations: Array<{ query: string; variables?: Record<string, unknown> }>,
): Promise<WsResult[]> {
  const client = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { 'x-request-id': requestId },
    retryAttempts: 0,
  });
  try {
    const results: WsResult[] = [];
    for (const operation of operations) {
      results.push(
        await new Promise<WsResult>((resolve) => {
          let result: WsResult = {};
          client.subscribe(operation, {
            next: (value) => (result = value as WsResult),
            error: (errors) => resolve({ errors: errors as never }),
            complete: () => resolve(result),
          });
        }),
      );
    }
    return results;
  } finally {
    await client.dispose();
  }
}

test('over graphql-ws: one access line per operation, with the offered id, and the refusal of an invalid one', async () => {
  const [answer, refused, unparsable] = await overGraphqlWs('access-ws-1', [
    {
      query: 'query WsPrime($n: Int!) { numbers { isPrime(number: $n) } }',
      variables: { n: 7, note: SECRET_VARIABLE },
    },
    { query: 'query WsBroken { numbers { noSuchField } }' },
    { query: 'query WsUnparsable {' },
  ]);
  expect(answer).toEqual({ data: { numbers: { isPrime: true } } });
  expect(refused?.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  expect(unparsable?.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  await gateway.waitFor(/GRAPHQL_PARSE_FAILED.*"msg":"request"/, 10_000);
  const access = gateway.logLines().filter((line) => line.requestId === 'access-ws-1' && line.msg === 'request');
  const common = { level: 30, time: expect.any(Number), requestId: 'access-ws-1', method: 'GET', path: '/graphql' };
  expect(access).toEqual([
    {
      ...common,
      via: 'graphql-ws',
      operationName: 'WsPrime',
      operationType: 'query',
      status: 200,
      durationMs: expect.any(Number),
      upstreamCalls: 1,
      msg: 'request',
    },
    {
      ...common,
      via: 'graphql-ws',
      operationName: 'WsBroken',
      operationType: 'query',
      status: 400,
      durationMs: expect.any(Number),
      upstreamCalls: 0,
      errorCodes: ['GRAPHQL_VALIDATION_FAILED'],
      msg: 'request',
    },
    {
      ...common,
      via: 'graphql-ws',
      status: 400,
      durationMs: expect.any(Number),
      upstreamCalls: 0,
      errorCodes: ['GRAPHQL_PARSE_FAILED'],
      msg: 'request',
    },
  ]);
  expect(gateway.stdout()).not.toContain(SECRET_VARIABLE);
  expect(alarmsSinceReady()).toEqual([]);
});

test('a bad token: 401 in the access line, and no warn or error line for the caller’s mistake', async () => {
  const answer = await post(
    { query: '{ numbers { isPrime(number: 7) } }' },
    { 'x-request-id': 'access-bad-token-1', authorization: 'Bearer not-a-token' },
  );
  expect(answer.status).toBe(401);
  const lines = await linesOf('access-bad-token-1');
  expect(lines.find((line) => line.msg === 'request')).toMatchObject({
    status: 401,
    errorCodes: ['UNAUTHENTICATED'],
    upstreamCalls: 0,
  });
  expect(gateway.stdout()).not.toContain('not-a-token');
  expect(lines.filter((line) => (line.level as number) >= 40)).toEqual([]);
  expect(alarmsSinceReady()).toEqual([]);
});

test('bad input: its code in the access line, no warn or error line', async () => {
  const answer = await post(
    { query: '{ numbers { isPrime(number: "seven") } }' },
    { 'x-request-id': 'access-bad-input-1' },
  );
  const lines = await linesOf('access-bad-input-1');
  const codes = (lines.find((line) => line.msg === 'request')?.errorCodes as string[] | undefined) ?? [];
  expect(codes.length).toBeGreaterThan(0);
  expect(answer.body.errors?.length ?? 0).toBeGreaterThan(0);
  expect(lines.filter((line) => (line.level as number) >= 40)).toEqual([]);
  expect(alarmsSinceReady()).toEqual([]);
});

test('an upstream that is down: error lines, each with the request id, and the code in the access line', async () => {
  const answer = await post(
    { query: '{ research { institutions(first: 1) { edges { node { name } } } } }' },
    { 'x-request-id': 'access-down-1' },
  );
  expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  const lines = await linesOf('access-down-1');
  expect(lines.find((line) => line.msg === 'request')).toMatchObject({
    status: 200,
    errorCodes: ['UPSTREAM_UNAVAILABLE'],
  });
  expect(lines.filter((line) => line.level === 50).map((line) => line.msg)).toContain('upstream unreachable');
  // Every line written since the request came is the request's: it carries its id.
  const since = gateway.logLines().slice(gateway.logLines().findIndex((line) => line.requestId === 'access-down-1'));
  expect(since.filter((line) => line.requestId !== 'access-down-1')).toEqual([]);
}, 30_000);

test('over graphql-ws, an upstream that is down: every line of the operation carries its request id', async () => {
  const [answer] = await overGraphqlWs('access-ws-down-1', [
    { query: '{ research { institutions(first: 1) { edges { node { name } } } } }' },
  ]);
  expect(answer?.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  const lines = await linesOf('access-ws-down-1');
  expect(lines.find((line) => line.msg === 'request')).toMatchObject({
    via: 'graphql-ws',
    status: 200,
    errorCodes: ['UPSTREAM_UNAVAILABLE'],
  });
  expect(lines.filter((line) => (line.level as number) >= 40).length).toBeGreaterThan(0);
  // Every line written since the operation came is the operation's: it carries its id.
  const since = gateway.logLines().slice(gateway.logLines().findIndex((line) => line.requestId === 'access-ws-down-1'));
  expect(since.filter((line) => line.requestId !== 'access-ws-down-1')).toEqual([]);
}, 30_000);

test('ACCESS_LOG=false writes no access line; ACCESS_LOG_SAMPLE_RATE=0 still logs a failed request', async () => {
  for (const [env, expected] of [
    [{ ACCESS_LOG: 'false' }, 0],
    [{ ACCESS_LOG_SAMPLE_RATE: '0' }, 1],
  ] as const) {
    const harness = await startHarness({ services: ['numbers'], env });
    try {
      await harness.query('{ numbers { isPrime(number: 7) } }');
      await harness.query('{ numbers { isPrime(number: "seven") } }');
      const access = harness.logs.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
      expect({ env, lines: access.length }).toEqual({ env, lines: expected });
    } finally {
      await harness.close();
    }
  }
});

test('on, its line is written by the last `onResponse` of the list; off, nothing of it is on the request path', async () => {
  const pluginsWith = async (ACCESS_LOG: string) => {
    const gateway = createGateway(loadConfig({ ACCESS_LOG }), { logger: createLogger('silent') });
    const plugins = (gateway as unknown as { plugins: Array<Plugin | undefined> }).plugins.filter(
      (plugin): plugin is Plugin => Boolean(plugin),
    );
    await gateway.dispose();
    return plugins;
  };
  const [on, off] = [await pluginsWith('true'), await pluginsWith('false')];
  const timesEveryRequest = (plugin: Plugin) => Boolean(plugin.instrumentation?.request);
  // On: the request instrumentation (the start of every request) is the plugin whose `onResponse` runs last, so the
  // status and headers it logs are the answer's as sent, whoever made it.
  expect(on.filter(timesEveryRequest)).toHaveLength(1);
  expect(timesEveryRequest(on.filter((plugin) => plugin.onResponse).at(-1)!)).toBe(true);
  // Off: the two plugins of the access log are gone, and no request is timed.
  expect(off.filter(timesEveryRequest)).toEqual([]);
  expect(on.length - off.length).toBe(2);
});

test('a plugin that throws: a coded 500 with the request id, never a stack trace; one access line and one error line', async () => {
  // A metric whose collection fails makes /metrics (open on the public port in development) throw.
  const metrics = createMetrics();
  new Gauge({
    name: 'access_log_test_broken',
    help: 'fails to collect',
    registers: [metrics.registry],
    collect() {
      throw new Error('collection failed');
    },
  });
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const gateway = createGateway(loadConfig({}), { logger: createLogger('info', destination), metrics });
  // Over node:http, as the server runs it: the server adapter turns the rejection into its own 500.
  const server = createServer(gateway).listen(0, '127.0.0.1');
  try {
    await once(server, 'listening');
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
    expect(response.status).toBe(500);
    // The guard's answer (src/plugins/support/guarded.ts), dressed by every `onResponse`: the request id included.
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(body).not.toContain('collection failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/metrics',
        status: 500,
        requestId,
        errorCodes: ['INTERNAL_SERVER_ERROR'],
      }),
    ]);
    // The operator's line: the gateway's own fault, at error, with the cause.
    expect(lines.filter((line) => (line.level as number) >= 50)).toEqual([
      expect.objectContaining({
        requestId,
        hook: 'onRequest',
        err: expect.objectContaining({ message: 'collection failed' }),
      }),
    ]);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await gateway.dispose();
  }
});
