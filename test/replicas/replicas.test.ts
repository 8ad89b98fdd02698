// Three gateway replicas in separate processes, one sandbox, one real redis-server: one automotive token for all,
// a cached answer written through one replica served by another, a mutation through a third invalidating it on
// all, per-upstream and per-caller rate limits that hold across the three, and answers that continue when Redis is
// killed under load (APQ and pub/sub included). The measured figures go to stdout in one summary line.
import { createHash } from 'node:crypto';
import { jest } from '@jest/globals';
import { createPubSub } from 'graphql-yoga';
import { createSharedEventTarget } from '../../src/store/event-target.js';
import { loadConfig } from '../../src/config/index.js';
import { sandboxSettings } from '../../src/dev/sandbox.js';
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { startRedis, type RedisServer } from './redis-server.js';
import { sandboxEnv, startReplicas, type Replica } from './replicas.js';
import { requireBinary } from '../support/prerequisites.js';

jest.setTimeout(60_000);

requireBinary('redis-server', 'apt-get install redis-server')('three replicas sharing one redis-server', () => {
  const RATE_LIMIT = 9;
  const PER_CALLER = 12;

  /** A caller address of its own for each request (127.0.x.y), so only the per-caller test meets that limit. */
  let addresses = 0;
  const fresh = () => {
    addresses += 1;
    return `127.0.${1 + Math.floor(addresses / 250)}.${1 + (addresses % 250)}`;
  };
  const ask = (replica: Replica, body: Record<string, unknown>) => replica.graphql(body, fresh());

  /** The figures the closing note quotes, printed once at the end. */
  const figures: Record<string, string> = {};
  const COLLECTION = `subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "replica-rg", jobCollectionName: "shared"`;
  const READ = { query: `{ scheduler { jobCollection(${COLLECTION}) { name quota { maxJobCount } } } }` };
  const upsert = (maxJobCount: number) => ({
    query: `mutation { upsertJobCollection(${COLLECTION}, input: { location: "westeurope", sku: STANDARD, quota: { maxJobCount: ${maxJobCount} } }) { name } }`,
  });

  let redis: RedisServer;
  let sandbox: Sandbox;
  let replicas: Replica[];

  beforeAll(async () => {
    [redis, sandbox] = await Promise.all([
      startRedis(),
      startSandbox(sandboxSettings(loadConfig({ LOG_LEVEL: 'silent' })), ['automotive', 'numbers', 'scheduler']),
    ]);
    replicas = await startReplicas(3, {
      ...sandboxEnv(sandbox),
      REDIS_URL: redis.url,
      REDIS_NAMESPACE: 'replica-test',
      STORE_KEY_SECRET: 'replica-test-secret-0123456789',
      // On a loaded test machine a replica's own event loop can stall past the default: a killed Redis fails at once
      // anyway, and a slow one is tested on its own (redis-store.test.ts).
      REDIS_COMMAND_TIMEOUT_MS: '5000',
      RESPONSE_CACHE: 'true',
      NUMBERS_RATE_LIMIT: String(RATE_LIMIT),
      RATE_LIMIT_PER_CALLER: String(PER_CALLER),
    });
    // Each replica reports Redis up before the tests rely on it.
    for (const replica of replicas) await until(async () => (await readiness(replica)).store.redis === 'up');
    // Three processes compiling the gateway on a busy machine take a while to start.
  }, 180_000);

  afterAll(async () => {
    process.stdout.write(
      `replica figures: ${Object.entries(figures)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ')}\n`,
    );
    await Promise.all((replicas ?? []).map((replica) => replica.stop()));
    await sandbox?.close();
    await redis?.stop();
  });

  const tokenCalls = () => sandbox.service('automotive').recorder.count('GET', '/getToken');
  const schedulerCalls = () => sandbox.service('scheduler').recorder.count();

  interface Readiness {
    ready: boolean;
    store: { backend: string; redis?: string };
  }
  const readiness = async (replica: Replica) => (await replica.get('/readiness')).json<Readiness>();

  /** Polls a condition (a replica noticing a change takes up to its probe interval); fails after 15 s. */
  async function until(condition: () => Promise<boolean>): Promise<void> {
    for (let waited = 0; !(await condition()); waited += 100) {
      if (waited > 15_000) throw new Error('condition not reached');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  test('50 concurrent automotive queries over three replicas buy exactly one token', async () => {
    const before = tokenCalls();
    const answers = await Promise.all(
      // Distinct operation names: distinct documents, so no answer comes from the response cache.
      Array.from({ length: 50 }, (_, i) =>
        ask(replicas[i % 3]!, { query: `query Brands${i} { automotive { brands { name } } }` }),
      ),
    );
    for (const answer of answers) {
      expect(answer.json().errors).toBeUndefined();
      expect(answer.json().data).toEqual({ automotive: { brands: expect.arrayContaining([expect.any(Object)]) } });
    }
    expect(tokenCalls() - before).toBe(1);
    figures['getToken calls for 50 concurrent automotive queries over 3 replicas'] = String(tokenCalls() - before);
    // The token never appears in a log line.
    const token = sandbox.service('automotive').recorder.requests.find((r) => r.path !== '/getToken')?.query.jwt;
    expect(typeof token).toBe('string');
    for (const replica of replicas) expect(replica.logs.join('\n')).not.toContain(String(token));
  });

  test('an answer cached through replica 1 is served by replica 2; a mutation through replica 3 invalidates it on all', async () => {
    expect((await ask(replicas[2]!, upsert(4))).json().errors).toBeUndefined();
    const first = await ask(replicas[0]!, READ);
    expect(first.json().data).toEqual({ scheduler: { jobCollection: { name: 'shared', quota: { maxJobCount: 4 } } } });
    const afterWrite = schedulerCalls();
    const hitsBefore = await Promise.all(
      replicas.map((r) => r.metric('gateway_response_cache_lookups_total', { result: 'hit' })),
    );
    const missesBefore = await Promise.all(
      replicas.map((r) => r.metric('gateway_response_cache_lookups_total', { result: 'miss' })),
    );
    const served = await Promise.all(Array.from({ length: 30 }, (_, i) => ask(replicas[i % 3]!, READ)));
    for (const answer of served) expect(answer.json()).toEqual(first.json());
    expect(schedulerCalls()).toBe(afterWrite);
    const hitsAfter = await Promise.all(
      replicas.map((r) => r.metric('gateway_response_cache_lookups_total', { result: 'hit' })),
    );
    // Every replica answered its ten from the shared entry.
    expect(hitsAfter.map((hits, i) => hits - hitsBefore[i]!)).toEqual([10, 10, 10]);
    const missesAfter = await Promise.all(
      replicas.map((r) => r.metric('gateway_response_cache_lookups_total', { result: 'miss' })),
    );
    const hits = hitsAfter.reduce((sum, n, i) => sum + n - hitsBefore[i]!, 0);
    const misses = missesAfter.reduce((sum, n, i) => sum + n - missesBefore[i]!, 0);
    figures['cache hit rate, 30 reads over 3 replicas after one write through replica 1'] =
      `${hits}/${hits + misses} (${schedulerCalls() - afterWrite} upstream calls)`;

    expect((await ask(replicas[2]!, upsert(7))).json().errors).toBeUndefined();
    for (const replica of replicas) {
      expect((await ask(replica, READ)).json().data).toEqual({
        scheduler: { jobCollection: { name: 'shared', quota: { maxJobCount: 7 } } },
      });
    }
  });

  test(`a per-upstream limit of ${RATE_LIMIT} per window holds across the three replicas (not ${3 * RATE_LIMIT})`, async () => {
    const before = sandbox.service('numbers').recorder.count();
    const answers = await Promise.all(
      // Distinct numbers: every query misses the cache and counts against the quota.
      Array.from({ length: 30 }, (_, i) =>
        ask(replicas[i % 3]!, { query: `{ numbers { isPrime(number: ${1000 + i}) } }` }),
      ),
    );
    const limited = answers.filter((answer) =>
      answer.json().errors?.some((error) => error.extensions?.code === 'RATE_LIMITED'),
    );
    expect(answers.length - limited.length).toBe(RATE_LIMIT);
    expect(sandbox.service('numbers').recorder.count() - before).toBe(RATE_LIMIT);
  });

  test(`a per-caller limit of ${PER_CALLER} holds across the three replicas (not ${3 * PER_CALLER}), cache hits included`, async () => {
    const caller = '127.0.9.9';
    const answers = await Promise.all(
      // The same cached read: every answer after the first comes from the shared cache, and still counts.
      Array.from({ length: 3 * PER_CALLER }, (_, i) => replicas[i % 3]!.graphql(READ, caller)),
    );
    const passed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(passed).toHaveLength(PER_CALLER);
    expect(refused).toHaveLength(2 * PER_CALLER);
    for (const answer of refused) expect(answer.json().errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    figures[`per-caller limit ${PER_CALLER} over 3 replicas, ${3 * PER_CALLER} calls`] = `${passed.length} passed`;
  });

  test('Redis killed under load: every answer continues (no 5xx, no internal error); replicas report it', async () => {
    // A load of cached reads and fresh automotive queries across the three replicas, with Redis killed mid-flight.
    const load = Array.from({ length: 60 }, (_, i) =>
      ask(replicas[i % 3]!, i % 2 ? READ : { query: `query Load${i} { automotive { brands { name } } }` }),
    );
    const killed = redis.kill();
    const answers = await Promise.all(load);
    await killed;
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.json().errors).toBeUndefined();
    }
    for (const replica of replicas) await until(async () => (await readiness(replica)).store.redis === 'down');
    const states = [];
    for (const replica of replicas) {
      const answer = await ask(replica, READ);
      expect(answer.json()).toEqual({
        data: { scheduler: { jobCollection: { name: 'shared', quota: { maxJobCount: 7 } } } },
      });
      const state = await readiness(replica);
      expect(state).toMatchObject({ ready: true, store: { backend: 'redis', redis: 'down' } });
      states.push(state.ready ? 'ready' : 'unready');
      expect(await replica.metric('gateway_store_redis_up')).toBe(0);
      // Logged once for the change, not once per request.
      expect(replica.logs.filter((line) => line.includes('redis unavailable')).length).toBe(1);
    }
    // Without Redis the cache misses: each read reached the upstream.
    const before = schedulerCalls();
    await Promise.all(replicas.map((replica) => ask(replica, READ)));
    expect(schedulerCalls() - before).toBe(3);
    figures['Redis killed under 60 concurrent queries'] =
      `${answers.filter((answer) => answer.status === 200 && !answer.json().errors).length}/60 answered; ` +
      `readiness while down: ${states.join(',')} (200); upstream calls for 3 cached reads while down: ${schedulerCalls() - before}`;
  });

  test('APQ while Redis is down: each replica keeps documents locally; a replica that lacks one asks for it', async () => {
    const document = '{ scheduler { __typename } }';
    const sha256Hash = createHash('sha256').update(document).digest('hex');
    const persisted = { extensions: { persistedQuery: { version: 1, sha256Hash } } };
    expect(
      (await ask(replicas[0]!, persisted)).json<{ errors?: Array<{ message: string }> }>().errors?.[0]?.message,
    ).toBe('PersistedQueryNotFound');
    expect((await ask(replicas[0]!, { query: document, ...persisted })).json().data).toEqual({
      scheduler: { __typename: 'SchedulerQuery' },
    });
    // Registered on replica 1 only: it answers by hash; replica 2 asks for the document, which the client resends.
    expect((await ask(replicas[0]!, persisted)).json().data).toEqual({ scheduler: { __typename: 'SchedulerQuery' } });
    expect(
      (await ask(replicas[1]!, persisted)).json<{ errors?: Array<{ message: string }> }>().errors?.[0]?.message,
    ).toBe('PersistedQueryNotFound');
    expect((await ask(replicas[1]!, { query: document, ...persisted })).json().errors).toBeUndefined();
  });

  test('pub/sub while Redis is down: a publish neither fails nor queues; delivery resumes once Redis is back', async () => {
    const settings = { url: redis.url, namespace: 'replica-test', commandTimeoutMs: 5000 };
    const publisher = createSharedEventTarget(settings)!;
    const subscriber = createSharedEventTarget(settings)!;
    const publish = createPubSub<Record<string, [unknown]>>({ eventTarget: publisher.eventTarget });
    const events = createPubSub<Record<string, [unknown]>>({ eventTarget: subscriber.eventTarget }).subscribe('down');
    const next = events[Symbol.asyncIterator]().next();
    try {
      // Redis is down here: the publish returns, and the event is dropped (pub/sub keeps no history).
      expect(() => publish.publish('down', { n: 'during the outage' })).not.toThrow();
      await redis.restart();
      for (const replica of replicas) await until(async () => (await readiness(replica)).store.redis === 'up');
      // Publish until the subscriber, resubscribed after the reconnection, hears one: the first it hears is not the
      // event of the outage.
      const timer = setInterval(() => publish.publish('down', { n: 'after the restart' }), 100);
      const first = await next.finally(() => clearInterval(timer));
      expect(first.value).toEqual({ n: 'after the restart' });
    } finally {
      await events.return?.();
      await publisher.close();
      await subscriber.close();
    }
  });

  test('once Redis is back, the replicas share state again', async () => {
    for (const replica of replicas) expect(await replica.metric('gateway_store_redis_up')).toBe(1);
    // Shared again: an answer cached through one replica is a hit on another.
    await ask(replicas[0]!, READ);
    const shared = schedulerCalls();
    expect((await ask(replicas[1]!, READ)).json().errors).toBeUndefined();
    expect(schedulerCalls()).toBe(shared);
  });
});
