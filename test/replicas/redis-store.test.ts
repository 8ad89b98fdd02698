// The Redis-backed shared state against a real redis-server, in this process: the Store's semantics (TTL, sets,
// an atomic sliding window), configuration errors, keys without credentials, subscription events between two
// processes, and a Redis that is slow (paused) or gone: the gateway keeps answering and recovers by itself.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { createPubSub } from 'graphql-yoga';
import { loadConfig } from '../../src/config/index.js';
import { createLogger } from '../../src/logger.js';
import { createSharedEventTarget } from '../../src/store/event-target.js';
import { RedisConnection } from '../../src/store/redis-connection.js';
import { RedisStore } from '../../src/store/redis.js';
import { listen, type Listening } from '../operations/support.js';
import { startRedis, type RedisServer } from './redis-server.js';
import { requireBinary } from '../support/prerequisites.js';

requireBinary('redis-server', 'apt-get install redis-server')(
  'the Redis-backed store against a real redis-server',
  () => {
    const SECRET = 'redis-store-test-secret-0123';
    let redis: RedisServer;
    beforeAll(async () => {
      redis = await startRedis();
    });
    afterAll(() => redis?.stop());

    const silent = createLogger('silent');
    const settings = (namespace: string, commandTimeoutMs = 2000) => ({ url: redis.url, namespace, commandTimeoutMs });

    async function connected(connection: RedisConnection) {
      for (let waited = 0; !connection.up; waited += 20) {
        if (waited > 10_000) throw new Error('redis never came up');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return connection;
    }

    async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
      for (let waited = 0; !(await condition()); waited += 100) {
        if (waited > 15_000) throw new Error('condition not reached');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    describe('configuration', () => {
      test('REDIS_URL needs STORE_KEY_SECRET (replicas must hash keys alike) and a redis:// URL', () => {
        expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(/STORE_KEY_SECRET/);
        expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379', STORE_KEY_SECRET: SECRET })).toThrow(/REDIS_URL/);
        expect(() => loadConfig({ REDIS_URL: redis.url, STORE_KEY_SECRET: SECRET, REDIS_NAMESPACE: 'a b' })).toThrow(
          /REDIS_NAMESPACE/,
        );
        expect(loadConfig({ REDIS_URL: redis.url, STORE_KEY_SECRET: SECRET }).operations.store.redis).toEqual({
          url: redis.url,
          namespace: 'default',
          commandTimeoutMs: 500,
        });
      });
    });

    describe('RedisStore', () => {
      let one: RedisConnection;
      let two: RedisConnection;
      beforeAll(async () => {
        one = await connected(new RedisConnection(settings('store-test'), silent));
        two = await connected(new RedisConnection(settings('store-test'), silent));
      });
      afterAll(async () => {
        await one.close();
        await two.close();
      });

      test('values expire with their TTL, claims agree across connections, and everything lives under gw:<namespace>:', async () => {
        const store = new RedisStore(one);
        await store.set('v', 'hello', 60_000);
        expect(await new RedisStore(two).get('v')).toBe('hello');
        await store.set('short', 'gone soon', 1);
        await until(async () => (await store.get('short')) === undefined);
        const claims = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            new RedisStore(i % 2 ? one : two).claim(['g', 'h'], [`g${i}`, `h${i}`], 60_000),
          ),
        );
        expect(new Set(claims.map((claim) => claim.join()))).toEqual(new Set([claims[0]!.join()]));
        expect(await store.getMany(['g', 'h', 'none'])).toEqual([...claims[0]!, undefined]);
        await store.delete(['v', 'g']);
        expect(await store.get('v')).toBeUndefined();
        expect(await store.claim(['g'], ['fresh'], 60_000)).toEqual(['fresh']);
        await store.set('named', 'x', 60_000);
        const raw = new Redis(redis.url);
        try {
          expect(await raw.get('gw:store-test:named')).toBe('x');
          expect(await raw.pttl('gw:store-test:named')).toBeGreaterThan(0);
        } finally {
          raw.disconnect();
        }
      });

      test('the sliding window is atomic: of 40 concurrent hits from two connections, exactly the limit pass', async () => {
        const stores = [new RedisStore(one), new RedisStore(two)];
        const now = Date.now();
        const hits = await Promise.all(
          Array.from({ length: 40 }, (_, i) => stores[i % 2]!.hit('w', now + i, 60_000, 25)),
        );
        expect(
          hits
            .filter((hit) => hit.allowed)
            .map((hit) => hit.count)
            .sort((a, b) => a - b),
        ).toEqual(Array.from({ length: 25 }, (_, i) => i));
        // A refused call is not recorded, and knows when the oldest counted call leaves the window.
        const refused = hits.filter((hit) => !hit.allowed);
        expect(refused).toHaveLength(15);
        const oldest = Math.min(...hits.flatMap((hit, i) => (hit.allowed ? [now + i] : [])));
        for (const hit of refused) expect(hit).toEqual({ allowed: false, count: 25, retryAt: oldest + 60_000 });
        const raw = new Redis(redis.url);
        try {
          expect(await raw.zcard('gw:store-test:w')).toBe(25);
        } finally {
          raw.disconnect();
        }
        // Calls older than the window are dropped.
        expect(await stores[0]!.hit('w', now + 120_100, 60_000, 25)).toEqual({ allowed: true, count: 0 });
      });
    });

    test('an event published through one process reaches a pub/sub in another; other namespaces hear nothing', async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/replicas/fixtures/subscriber.ts'], {
        env: { PATH: process.env.PATH, REDIS_URL: redis.url, REDIS_NAMESPACE: 'events-test', TOPIC: 'messageAdded' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let received = '';
      child.stdout.on('data', (chunk) => (received += String(chunk)));
      const exited = once(child, 'exit');
      const here = createSharedEventTarget(settings('events-test'))!;
      const elsewhere = createSharedEventTarget(settings('other-deployment'))!;
      const pubSub = createPubSub<Record<string, [unknown]>>({ eventTarget: here.eventTarget });
      const otherPubSub = createPubSub<Record<string, [unknown]>>({ eventTarget: elsewhere.eventTarget });
      try {
        // Pub/sub keeps no history: publish until the other process, once subscribed, has one. The other namespace
        // goes first, so the subscriber would print its event if channels were not namespaced.
        const timer = setInterval(() => {
          otherPubSub.publish('messageAdded', { text: 'elsewhere' });
          pubSub.publish('messageAdded', { text: 'hello from here' });
        }, 100);
        await exited;
        clearInterval(timer);
        expect(JSON.parse(received.trim())).toEqual({ text: 'hello from here' });
      } finally {
        await here.close();
        await elsewhere.close();
      }
    }, 60_000);

    describe('a gateway whose Redis is slow or gone', () => {
      let gateway: Listening;
      const FACT = (n: number) => ({ query: `{ numbers { isPrime(number: ${n}) } }` });
      beforeAll(async () => {
        gateway = await listen({
          services: ['numbers', 'automotive'],
          env: {
            REDIS_URL: redis.url,
            REDIS_NAMESPACE: 'failure-test',
            REDIS_COMMAND_TIMEOUT_MS: '300',
            STORE_KEY_SECRET: SECRET,
            RESPONSE_CACHE: 'true',
            NUMBERS_RATE_LIMIT: '3',
            METRICS_TOKEN: 'failure-test-metrics-token',
          },
        });
        await until(async () => (await readiness()).store.redis === 'up');
      });
      afterAll(() => gateway?.close());

      const readiness = async () =>
        (await gateway.send({ path: '/readiness', method: 'GET' })).json<{
          ready: boolean;
          store: { redis?: string };
        }>();
      const gauge = async () => {
        const text = (
          await gateway.send({
            path: '/metrics',
            method: 'GET',
            headers: { authorization: 'Bearer failure-test-metrics-token' },
          })
        ).text;
        return /^gateway_store_redis_up (\d)/m.exec(text)?.[1];
      };
      const logged = (text: string) => gateway.harness.logs.filter((line) => line.includes(text)).length;

      test('keys and values in Redis never carry a credential in clear', async () => {
        expect(
          (await gateway.graphql({ query: '{ automotive { brands { name } } numbers { isPrime(number: 5) } }' })).json()
            .errors,
        ).toBeUndefined();
        const { apiId, apiKey } = gateway.harness.config.automotive;
        const numbersKey = gateway.harness.config.services.numbers.credential.secret!;
        const jwt = String(
          gateway.harness.sandbox.service('automotive').recorder.requests.find((r) => r.query.jwt)?.query.jwt,
        );
        const raw = new Redis(redis.url);
        try {
          const keys = await raw.keys('gw:failure-test:*');
          expect(keys.length).toBeGreaterThan(2);
          const values = await Promise.all(
            keys.map(async (key) =>
              (await raw.type(key)) === 'string'
                ? raw.get(key)
                : JSON.stringify(await raw.smembers(key).catch(() => [])),
            ),
          );
          for (const text of [...keys, ...values.map(String)]) {
            for (const secret of [apiId!, apiKey!, numbersKey, jwt]) expect(text).not.toContain(secret);
          }
        } finally {
          raw.disconnect();
        }
      });

      test('paused (slow) Redis: answers continue, limits fall back to local counts, readiness and the gauge say so; it recovers', async () => {
        expect(await gauge()).toBe('1');
        redis.pause();
        try {
          // Commands time out and are answered from local state; Redis counts as lost after 3 failures in a row
          // with no answer for 2 s (a heartbeat PING fails too), and the replica as a whole then runs on local state.
          expect((await gateway.graphql(FACT(101))).json().errors).toBeUndefined();
          await until(async () => (await readiness()).store.redis === 'down');
          expect(await readiness()).toMatchObject({ ready: true, store: { backend: 'redis', redis: 'down' } });
          expect(await gauge()).toBe('0');
          // The local limit counts (at most 3 per window, the call that found Redis slow among them; a command that
          // timed out under load earlier may have been counted locally too): of 3 more calls, at most 2 pass, the
          // refusals come after the passes, and the last is refused.
          const answers = [];
          for (let n = 0; n < 3; n += 1) answers.push((await gateway.graphql(FACT(200 + n))).json());
          const codes = answers.map((answer) => answer.errors?.[0]?.extensions?.code);
          const passed = codes.filter((code) => code === undefined).length;
          expect(passed).toBeLessThanOrEqual(2);
          expect(codes).toEqual([...Array(passed).fill(undefined), ...Array(3 - passed).fill('RATE_LIMITED')]);
          expect(logged('redis unavailable')).toBe(1);
        } finally {
          redis.resume();
        }
        await until(async () => (await readiness()).store.redis === 'up');
        expect(await gauge()).toBe('1');
        expect(logged('redis available')).toBeGreaterThanOrEqual(2);
      });

      test('Redis gone: a replica buys its own automotive token (logged) and answers; recovery after a restart', async () => {
        await redis.kill();
        await until(async () => (await readiness()).store.redis === 'down');
        const recorder = gateway.harness.sandbox.service('automotive').recorder;
        const before = recorder.count('GET', '/getToken');
        // The upstream refuses the held token (as when it expires): the replacement is bought locally.
        gateway.harness.sandbox
          .service('automotive')
          .faults.inject({ kind: 'status', status: 403 }, { path: '/getBrands', times: 1 });
        const answer = await gateway.graphql({ query: '{ automotive { brands { name } } }' });
        expect(answer.json().errors).toBeUndefined();
        expect(recorder.count('GET', '/getToken') - before).toBe(1);
        expect(logged('buys its own automotive token')).toBe(1);
        await redis.restart();
        await until(async () => (await readiness()).store.redis === 'up');
        expect(await gauge()).toBe('1');
      });
    });
  },
);
