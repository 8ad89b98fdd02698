// Three gateway replicas in separate processes, one sandbox, one real redis-server: one automotive token for all,
// a cached answer written through one replica served by another, a mutation through a third invalidating it on
// all, a per-upstream rate limit that holds across the three, and answers that continue when Redis is killed.
import { jest } from '@jest/globals';
import { loadConfig } from '../../src/config.js';
import { sandboxSettings } from '../../src/dev/sandbox.js';
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { startRedis, type RedisServer } from './redis-server.js';
import { sandboxEnv, startReplicas, type Replica } from './replicas.js';

jest.setTimeout(60_000);

const RATE_LIMIT = 9;
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
  });
  // Each replica reports Redis up before the tests rely on it.
  for (const replica of replicas) await until(async () => (await readiness(replica)).store.redis === 'up');
  // Three processes compiling the gateway on a busy machine take a while to start.
}, 180_000);

afterAll(async () => {
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
      replicas[i % 3]!.graphql({ query: `query Brands${i} { automotive { brands { name } } }` }),
    ),
  );
  for (const answer of answers) {
    expect(answer.json().errors).toBeUndefined();
    expect(answer.json().data).toEqual({ automotive: { brands: expect.arrayContaining([expect.any(Object)]) } });
  }
  expect(tokenCalls() - before).toBe(1);
  // The token never appears in a log line.
  const token = sandbox.service('automotive').recorder.requests.find((r) => r.path !== '/getToken')?.query.jwt;
  expect(typeof token).toBe('string');
  for (const replica of replicas) expect(replica.logs.join('\n')).not.toContain(String(token));
});

test('an answer cached through replica 1 is served by replica 2; a mutation through replica 3 invalidates it on all', async () => {
  expect((await replicas[2]!.graphql(upsert(4))).json().errors).toBeUndefined();
  const first = await replicas[0]!.graphql(READ);
  expect(first.json().data).toEqual({ scheduler: { jobCollection: { name: 'shared', quota: { maxJobCount: 4 } } } });
  const afterWrite = schedulerCalls();
  const hitsBefore = await Promise.all(
    replicas.map((r) => r.metric('gateway_response_cache_lookups_total', { result: 'hit' })),
  );
  const served = await Promise.all(Array.from({ length: 30 }, (_, i) => replicas[i % 3]!.graphql(READ)));
  for (const answer of served) expect(answer.json()).toEqual(first.json());
  expect(schedulerCalls()).toBe(afterWrite);
  const hitsAfter = await Promise.all(
    replicas.map((r) => r.metric('gateway_response_cache_lookups_total', { result: 'hit' })),
  );
  // Every replica answered its ten from the shared entry.
  expect(hitsAfter.map((hits, i) => hits - hitsBefore[i]!)).toEqual([10, 10, 10]);

  expect((await replicas[2]!.graphql(upsert(7))).json().errors).toBeUndefined();
  for (const replica of replicas) {
    expect((await replica.graphql(READ)).json().data).toEqual({
      scheduler: { jobCollection: { name: 'shared', quota: { maxJobCount: 7 } } },
    });
  }
});

test(`a per-upstream limit of ${RATE_LIMIT} per window holds across the three replicas (not ${3 * RATE_LIMIT})`, async () => {
  const before = sandbox.service('numbers').recorder.count();
  const answers = await Promise.all(
    // Distinct numbers: every query misses the cache and counts against the quota.
    Array.from({ length: 30 }, (_, i) =>
      replicas[i % 3]!.graphql({ query: `{ numbers { isPrime(number: ${1000 + i}) } }` }),
    ),
  );
  const limited = answers.filter((answer) =>
    answer.json().errors?.some((error) => error.extensions?.code === 'RATE_LIMITED'),
  );
  expect(answers.length - limited.length).toBe(RATE_LIMIT);
  expect(sandbox.service('numbers').recorder.count() - before).toBe(RATE_LIMIT);
});

test('Redis killed mid-test: every replica keeps answering, reports it, and shares state again once it is back', async () => {
  await redis.kill();
  for (const replica of replicas) await until(async () => (await readiness(replica)).store.redis === 'down');
  for (const replica of replicas) {
    const answer = await replica.graphql(READ);
    expect(answer.json()).toEqual({
      data: { scheduler: { jobCollection: { name: 'shared', quota: { maxJobCount: 7 } } } },
    });
    const state = await readiness(replica);
    expect(state).toMatchObject({ ready: true, store: { backend: 'redis', redis: 'down' } });
    expect(await replica.metric('gateway_store_redis_up')).toBe(0);
    // Logged once for the change, not once per request.
    expect(replica.logs.filter((line) => line.includes('redis unavailable')).length).toBe(1);
  }
  // Without Redis the cache misses: each read reached the upstream.
  const before = schedulerCalls();
  await Promise.all(replicas.map((replica) => replica.graphql(READ)));
  expect(schedulerCalls() - before).toBe(3);

  await redis.restart();
  for (const replica of replicas) await until(async () => (await readiness(replica)).store.redis === 'up');
  for (const replica of replicas) expect(await replica.metric('gateway_store_redis_up')).toBe(1);
  // Shared again: an answer cached through one replica is a hit on another.
  await replicas[0]!.graphql(READ);
  const shared = schedulerCalls();
  expect((await replicas[1]!.graphql(READ)).json().errors).toBeUndefined();
  expect(schedulerCalls()).toBe(shared);
});
