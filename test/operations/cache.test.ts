// The response cache: answers shared only between callers whose upstreams would see the same credential,
// mutations never cached, scheduler writes invalidating its cached reads, and no credential in a store key.
import { messagingUserToken } from '../../sandbox/messaging/index.js';
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import { MemoryStore } from '../../src/store/memory.js';
import { listen, type Listening } from './support.js';

const PROFILE = '{ messaging { profile { displayName } } }';
const COLLECTION = `subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "ops-rg", jobCollectionName: "cache-test"`;

let gateway: Listening;
const store = new MemoryStore({ maxEntries: 1000 });
beforeAll(async () => {
  gateway = await listen({
    services: ['messaging', 'numbers', 'scheduler'],
    env: { RESPONSE_CACHE: 'true', NUMBERS_API_KEY: 'numbers-shared-key' },
    store,
  });
});
afterAll(() => gateway.close());

const calls = (service: 'messaging' | 'numbers' | 'scheduler') =>
  gateway.harness.sandbox.service(service).recorder.count();

test('public data (numbers, on the gateway key) is shared between callers', async () => {
  const before = calls('numbers');
  const first = await gateway.graphql({ query: '{ numbers { isPrime(number: 8191) } }' }, { from: '127.0.0.1' });
  const second = await gateway.graphql({ query: '{ numbers { isPrime(number: 8191) } }' }, { from: '127.0.0.2' });
  expect(second.json()).toEqual(first.json());
  expect(calls('numbers') - before).toBe(1);
});

test('two callers with different tokens never share an entry; the same caller hits its own', async () => {
  const before = calls('messaging');
  const one = await gateway.graphql({ query: PROFILE }, { headers: { 'x-messaging-token': messagingUserToken(1) } });
  const two = await gateway.graphql({ query: PROFILE }, { headers: { 'x-messaging-token': messagingUserToken(2) } });
  expect(one.json().errors).toBeUndefined();
  expect(two.json()).not.toEqual(one.json());
  expect(calls('messaging') - before).toBe(2);
  const again = await gateway.graphql({ query: PROFILE }, { headers: { 'x-messaging-token': messagingUserToken(1) } });
  expect(again.json()).toEqual(one.json());
  expect(calls('messaging') - before).toBe(2);
  // The token itself never appears in a key of the shared store.
  for (const key of store.keys()) {
    expect(key).not.toContain(messagingUserToken(1));
    expect(key).not.toContain('numbers-shared-key');
  }
});

test('an answer with an error is not cached', async () => {
  gateway.harness.sandbox.service('numbers').faults.inject({ kind: 'status', status: 404 }, { times: 1 });
  const failed = await gateway.graphql({ query: '{ numbers { fact(number: 3) { fact } } }' });
  expect(failed.json().errors).toBeDefined();
  const retried = await gateway.graphql({ query: '{ numbers { fact(number: 3) { fact } } }' });
  expect(retried.json().errors).toBeUndefined();
});

test('mutations are never cached, and a scheduler write invalidates its cached reads', async () => {
  const upsert = (maxJobCount: number) => ({
    query: `mutation { upsertJobCollection(${COLLECTION}, input: { location: "westeurope", sku: STANDARD, quota: { maxJobCount: ${maxJobCount} } }) { name } }`,
  });
  const read = { query: `{ scheduler { jobCollection(${COLLECTION}) { name quota { maxJobCount } } } }` };
  expect((await gateway.graphql(upsert(5))).json().errors).toBeUndefined();
  const before = calls('scheduler');
  expect((await gateway.graphql(upsert(5))).json().errors).toBeUndefined();
  expect(calls('scheduler') - before).toBe(1);

  const first = await gateway.graphql(read);
  expect(first.json().data).toEqual({
    scheduler: { jobCollection: { name: 'cache-test', quota: { maxJobCount: 5 } } },
  });
  const cachedCalls = calls('scheduler');
  expect((await gateway.graphql(read)).json()).toEqual(first.json());
  expect(calls('scheduler')).toBe(cachedCalls);

  expect((await gateway.graphql(upsert(9))).json().errors).toBeUndefined();
  const afterWrite = await gateway.graphql(read);
  expect(afterWrite.json().data).toEqual({
    scheduler: { jobCollection: { name: 'cache-test', quota: { maxJobCount: 9 } } },
  });
});

test('a scheduler mutation that returns no entity (deleteJob) still invalidates the cached reads', async () => {
  const job = `${COLLECTION}, jobName: "short-lived"`;
  const created = await gateway.graphql({
    query: `mutation { upsertJob(${job}, input: { action: { type: HTTP, request: { uri: "http://ops.example.com/ping", method: "GET" } } }) { name } }`,
  });
  expect(created.json().errors).toBeUndefined();
  const read = { query: `{ scheduler { job(${job}) { name } } }` };
  expect((await gateway.graphql(read)).json().data).toEqual({ scheduler: { job: { name: 'short-lived' } } });
  const cachedCalls = calls('scheduler');
  await gateway.graphql(read);
  expect(calls('scheduler')).toBe(cachedCalls);
  expect((await gateway.graphql({ query: `mutation { deleteJob(${job}) }` })).json().data).toEqual({ deleteJob: true });
  expect((await gateway.graphql(read)).json().data).toEqual({ scheduler: { job: null } });
});

test('writes add nothing per write: one generation per tag, a fixed-size token, whatever the number of answers', async () => {
  const generations = () => store.keys().filter((key) => key.startsWith('rc:g:'));
  await gateway.graphql({ query: '{ numbers { isPrime(number: 11) } }' });
  const before = generations();
  for (let n = 0; n < 30; n += 1) {
    const answer = await gateway.graphql({ query: `{ numbers { isPrime(number: ${100 + n}) } }` });
    expect(answer.json().errors).toBeUndefined();
  }
  expect(generations().sort()).toEqual(before.sort());
  for (const value of await store.getMany(before)) expect(value).toMatch(/^[0-9a-f-]{36}$/);
});

test('a generation lost (evicted or expired) makes its answers miss: never served stale', async () => {
  const read = { query: '{ numbers { fact(number: 5) { fact } } }' };
  expect((await gateway.graphql(read)).json().errors).toBeUndefined();
  const cached = calls('numbers');
  await gateway.graphql(read);
  expect(calls('numbers')).toBe(cached);
  await store.delete(store.keys().filter((key) => key.startsWith('rc:g:')));
  expect((await gateway.graphql(read)).json().errors).toBeUndefined();
  expect(calls('numbers')).toBe(cached + 1);
});

test("with the cache on, a document nested too deep still gets the parser limits' answer", async () => {
  const deep = `{ numbers { isPrime(number: ${'['.repeat(5000)}1${']'.repeat(5000)}) } }`;
  const answer = await gateway.graphql({ query: deep });
  expect(answer.status).toBe(400);
  expect(answer.json().errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'nesting' });
});

test('/metrics counts one lookup per query: a miss then a hit is miss 1, hit 1; a mutation is no lookup', async () => {
  const lookups = async () => {
    const text = (await gateway.send({ path: '/metrics', method: 'GET' })).text;
    const count = (result: string) =>
      Number(
        new RegExp(`^gateway_response_cache_lookups_total\\{result="${result}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0,
      );
    return { hit: count('hit'), miss: count('miss') };
  };
  const query = { query: '{ numbers { isPrime(number: 131071) } }' };
  const before = await lookups();
  const first = await gateway.graphql(query);
  expect(first.json().errors).toBeUndefined();
  const afterMiss = await lookups();
  expect(await gateway.graphql(query)).toMatchObject({ text: first.text });
  const afterHit = await lookups();
  expect([afterMiss.miss - before.miss, afterMiss.hit - before.hit]).toEqual([1, 0]);
  expect([afterHit.miss - afterMiss.miss, afterHit.hit - afterMiss.hit]).toEqual([0, 1]);

  const upsert = `mutation { upsertJobCollection(${COLLECTION}, input: { location: "westeurope", sku: STANDARD }) { name } }`;
  expect((await gateway.graphql({ query: upsert })).json().errors).toBeUndefined();
  expect(await lookups()).toEqual(afterHit);
});
