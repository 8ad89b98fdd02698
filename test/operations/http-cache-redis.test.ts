// Upstream HTTP caching in Redis (REDIS_URL), against a real redis-server: an answer one gateway fetched is served
// by another without an upstream call, a private one only to the same credential, every key is an HMAC under
// gw:<namespace>:http:<service>: with a TTL, and no credential appears in a key or a stored value.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Redis } from 'ioredis';
import { loadConfig } from '../../src/config/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { startRedis, type RedisServer } from '../replicas/redis-server.js';
import { requireBinary } from '../support/prerequisites.js';

requireBinary('redis-server', 'apt-get install redis-server')('upstream HTTP caching in Redis', () => {
  const NAMESPACE = 'http-cache-test';
  const GATEWAY_KEY = 'numbers-gateway-key-0001';
  let redis: RedisServer;
  let client: Redis;
  let upstream: Server;
  let baseUrl: string;
  const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
  const gateways: Gateway[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    client = new Redis(redis.url);
    // A math.tools-like upstream: facts are public for a day, a "random" draw is private to the key for a minute.
    upstream = createServer((request, response) => {
      seen.push({ url: request.url!, headers: request.headers });
      const url = new URL(request.url!, 'http://upstream');
      const key = String(request.headers['x-mathtools-api-secret']);
      const [cacheControl, contents] =
        url.pathname === '/numbers/fact'
          ? [
              'public, max-age=86400',
              { number: Number(url.searchParams.get('number')), fact: `${seen.length} is the call that fetched it` },
            ]
          : ['private, max-age=60', { numbers: [key.length, seen.length] }];
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': cacheControl });
      response.end(JSON.stringify({ success: { total: 1 }, contents }));
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    baseUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.dispose();
    client?.disconnect();
    await new Promise((resolve) => upstream.close(resolve));
    await redis?.stop();
  });

  /** A replica: its own gateway, the same upstream, the same Redis and key secret. */
  async function replica(numbersKey = GATEWAY_KEY): Promise<Gateway> {
    const config = loadConfig({
      NUMBERS_BASE_URL: baseUrl,
      NUMBERS_API_KEY: numbersKey,
      NUMBERS_HTTP_CACHE: 'true',
      GATEWAY_ANONYMOUS_SCOPES: 'numbers',
      REDIS_URL: redis.url,
      REDIS_NAMESPACE: NAMESPACE,
      REDIS_COMMAND_TIMEOUT_MS: '2000',
      STORE_KEY_SECRET: 'http-cache-redis-secret-01',
    });
    const gateway = createGateway(config, { logger: createLogger('silent') });
    gateways.push(gateway);
    // The cache misses while the replica's Redis connection is not up yet: wait for it.
    for (let waited = 0; ; waited += 50) {
      const readiness = (await (await gateway.fetch('http://localhost/readiness')).json()) as {
        store: { redis?: string };
      };
      if (readiness.store.redis === 'up') return gateway;
      if (waited > 15_000) throw new Error('redis never came up');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function query(gateway: Gateway, source: string) {
    const response = await gateway.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: source }),
    });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  }

  /** Stored writes run after the answer is handed on: wait until `count` entries exist. */
  async function storedKeys(count: number): Promise<string[]> {
    for (let waited = 0; ; waited += 50) {
      const keys = await client.keys(`gw:${NAMESPACE}:http:*`);
      if (keys.length >= count || waited > 10_000) return keys.sort();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const FACT = '{ numbers { fact(number: 7) { number fact } } }';
  const RANDOM = '{ numbers { random(min: 1, max: 9, total: 2) { numbers } } }';
  const calls = (path: string) => seen.filter((entry) => entry.url.startsWith(path)).length;

  test('an answer fetched by one replica is served by another; a private one only under the same key', async () => {
    const one = await replica();
    const two = await replica();
    const other = await replica('numbers-other-key-0002');

    const fact = await query(one, FACT);
    expect(fact.errors).toBeUndefined();
    await storedKeys(1);
    expect(await query(two, FACT)).toEqual(fact);
    expect(await query(other, FACT)).toEqual(fact);
    expect(calls('/numbers/fact')).toBe(1);

    const drawn = await query(one, RANDOM);
    expect(drawn.errors).toBeUndefined();
    await storedKeys(2);
    expect(await query(two, RANDOM)).toEqual(drawn);
    expect(calls('/numbers/random')).toBe(1);
    const othersDraw = await query(other, RANDOM);
    expect(othersDraw).not.toEqual(drawn);
    expect(calls('/numbers/random')).toBe(2);
  });

  test('keys are HMACs under the namespace with a TTL; no key or value holds a credential', async () => {
    const keys = await storedKeys(3);
    expect(keys).toHaveLength(3);
    for (const key of keys) {
      expect(key).toMatch(new RegExp(`^gw:${NAMESPACE}:http:numbers:[ps]:[A-Za-z0-9_-]{43}$`));
      expect(await client.pttl(key)).toBeGreaterThan(0);
      const value = (await client.get(key))!;
      for (const secret of [GATEWAY_KEY, 'numbers-other-key-0002']) {
        expect(key).not.toContain(secret);
        expect(value).not.toContain(secret);
      }
    }
  });
});
