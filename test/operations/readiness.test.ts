// /readiness answers 503 only for the replica's own state (starting, draining, a required store unreachable), never
// for an upstream: a dead, slow or circuit-broken one stays visible in /health while the replica stays in rotation.
import { once } from 'node:events';
import { createServer } from 'node:net';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { processLifecycle } from '../../src/plugins/readiness.js';
import { listen, type Listening } from './support.js';

/** A loopback port nothing listens on (connections are refused). */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('with upstreams down', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({
      services: ['numbers', 'research', 'marketplace'],
      env: {
        // A dead upstream (nothing listens there) and a slow one (below), besides one whose breaker opens.
        CONTENT_BASE_URL: `http://127.0.0.1:${await closedPort()}`,
        CONTENT_API_KEY: 'content-key',
        GATEWAY_ANONYMOUS_SCOPES: 'content',
        CONTENT_RETRIES: '0',
        MARKETPLACE_TIMEOUT_MS: '200',
        MARKETPLACE_RETRIES: '0',
        NUMBERS_RETRIES: '0',
        BREAKER_VOLUME_THRESHOLD: '1',
        BREAKER_ERROR_PERCENT: '1',
        BREAKER_RESET_MS: '600000',
      },
    });
  });
  afterAll(() => gateway.close());

  test('the replica stays ready, the other services answer, and /health shows which upstream is failing', async () => {
    gateway.harness.sandbox.service('numbers').faults.inject({ kind: 'status', status: 503 });
    gateway.harness.sandbox.service('marketplace').faults.inject({ kind: 'latency', ms: 1000 });
    const query = `{ numbers { isPrime(number: 7) } content { domain(domainId: "3210329704") { domain } }
      marketplace { product(skuSellerId: "CA-0001") { title } } }`;
    const first = (await gateway.graphql({ query })).json().errors ?? [];
    expect(first.map((error) => error.extensions?.code).sort()).toEqual([
      'UPSTREAM_TIMEOUT',
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_UNAVAILABLE',
    ]);
    // Now every one of the three breakers is open: they fail fast.
    const second = (await gateway.graphql({ query })).json().errors ?? [];
    expect(second.map((error) => error.extensions?.upstreamCode)).toEqual([
      'circuit-open',
      'circuit-open',
      'circuit-open',
    ]);

    const ready = await gateway.send({ path: '/readiness', method: 'GET' });
    expect(ready.status).toBe(200);
    expect(ready.json()).toEqual({ ready: true, phase: 'serving', store: { backend: 'memory' } });

    const research = await gateway.graphql({ query: '{ research { preprints(first: 1) { edges { node { id } } } } }' });
    expect(research.json().errors).toBeUndefined();

    const health = await gateway.send({ path: '/health', method: 'GET' });
    expect(health.status).toBe(200);
    // The details replace Yoga's empty answer, not the headers the other plugins gave it.
    expect(health.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
    expect(health.headers['x-request-id']).toBeTruthy();
    expect(health.json()).toEqual({
      status: 'ok',
      phase: 'serving',
      services: expect.objectContaining({ numbers: 'open', content: 'open', marketplace: 'open', research: 'closed' }),
      store: { backend: 'memory' },
    });
  });

  test('before the server has started serving, /readiness is 503 and says why (draining: shutdown.test.ts)', async () => {
    processLifecycle.starting();
    const starting = await gateway.send({ path: '/readiness', method: 'GET' });
    expect(starting.status).toBe(503);
    expect(starting.json()).toMatchObject({ ready: false, reason: 'starting' });
    processLifecycle.serving();
    expect((await gateway.send({ path: '/readiness', method: 'GET' })).status).toBe(200);
  });
});

describe('a store the configuration requires', () => {
  const redisEnv = async () => ({
    REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    STORE_KEY_SECRET: 'readiness-test-secret-0123',
    REDIS_COMMAND_TIMEOUT_MS: '50',
  });

  test('REDIS_REQUIRED=true and Redis unreachable: 503 naming the store; /health still 200', async () => {
    const gateway = await listen({ services: ['numbers'], env: { ...(await redisEnv()), REDIS_REQUIRED: 'true' } });
    try {
      const answer = await gateway.send({ path: '/readiness', method: 'GET' });
      expect(answer.status).toBe(503);
      expect(answer.json()).toEqual({
        ready: false,
        reason: 'store-unavailable',
        phase: 'serving',
        store: { backend: 'redis', redis: 'down' },
      });
      const health = await gateway.send({ path: '/health', method: 'GET' });
      expect(health.status).toBe(200);
      expect(health.json()).toMatchObject({ store: { backend: 'redis', redis: 'down' } });
      // Queries still answer from local state.
      expect((await gateway.graphql({ query: '{ numbers { isPrime(number: 7) } }' })).json().errors).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });

  test('not required (the default): the same unreachable Redis leaves the replica ready', async () => {
    const gateway = await listen({ services: ['numbers'], env: await redisEnv() });
    try {
      const answer = await gateway.send({ path: '/readiness', method: 'GET' });
      expect(answer.status).toBe(200);
      expect(answer.json()).toMatchObject({ ready: true, store: { backend: 'redis', redis: 'down' } });
    } finally {
      await gateway.close();
    }
  });

  test('REDIS_REQUIRED=true without REDIS_URL is refused at start-up', () => {
    expect(() => loadConfig({ REDIS_REQUIRED: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_REQUIRED: 'true' })).toThrow(
      'Invalid configuration: REDIS_REQUIRED is true but REDIS_URL is not set',
    );
  });
});
