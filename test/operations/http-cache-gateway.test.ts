// Upstream HTTP caching through the whole gateway, against the sandbox's realistic headers: numbers facts are
// public for a day (one upstream call for every caller), OSF records are private with an ETag (each caller's own
// entry, revalidated with a 304 every time, a contributor's private record never shown to anyone else), Circuit
// data is no-store (never kept); /metrics counts each result per service.
import { messagingUserToken } from '../../sandbox/messaging/index.js';
import { startHarness, type Harness } from '../support/harness.js';

const ADA = { 'x-research-token': 'osf-sandbox-token-ada' };
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({
    services: ['numbers', 'research', 'messaging'],
    env: { NUMBERS_HTTP_CACHE: 'true', RESEARCH_HTTP_CACHE: 'true', MESSAGING_HTTP_CACHE: 'true' },
  });
});
afterAll(() => harness.close());

const recorder = (service: 'numbers' | 'research' | 'messaging') => harness.sandbox.service(service).recorder;

async function cacheMetric(service: string, result: string): Promise<number> {
  const text = await (await harness.gateway.fetch('http://localhost/metrics')).text();
  const line = text
    .split('\n')
    .find((candidate) =>
      candidate.startsWith(`gateway_upstream_http_cache_total{service="${service}",result="${result}"}`),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

test('numbers facts (public, max-age=86400): one upstream call for two callers', async () => {
  const query = '{ numbers { fact(number: 42) { number fact } } }';
  const before = recorder('numbers').count('GET', '/numbers/fact');
  const first = await harness.query(query);
  const second = await harness.query(query, undefined, { 'x-request-id': 'another-caller' });
  expect(first.errors).toBeUndefined();
  expect(second).toEqual(first);
  expect(recorder('numbers').count('GET', '/numbers/fact') - before).toBe(1);
  expect(await cacheMetric('numbers', 'hit')).toBe(1);
});

test('OSF records (private, max-age=0, ETag): revalidated with a 304, and a private record stays its owner’s', async () => {
  type Result = {
    research: { nodes: { totalCount: number; edges: Array<{ node: { id: string; public: boolean } }> } };
  };
  const query = '{ research { nodes(first: 100) { totalCount edges { node { id: upstreamId public } } } } }';
  const mine = await harness.query<Result>(query, undefined, ADA);
  expect(mine.errors).toBeUndefined();
  const privateIds = mine.data!.research.nodes.edges.filter((edge) => !edge.node.public).map((edge) => edge.node.id);
  expect(privateIds.length).toBeGreaterThan(0);

  // Anonymous straight after, the same URL: its own answer, without Ada's private records.
  const anonymous = await harness.query<Result>(query);
  const anonymousIds = anonymous.data!.research.nodes.edges.map((edge) => edge.node.id);
  for (const id of privateIds) expect(anonymousIds).not.toContain(id);
  expect(anonymous.data!.research.nodes.totalCount).toBeLessThan(mine.data!.research.nodes.totalCount);

  // Ada again: a conditional call answered 304, and the same data.
  const seenBefore = recorder('research').requests.length;
  const revalidatedBefore = await cacheMetric('research', 'revalidated');
  const again = await harness.query<Result>(query, undefined, ADA);
  expect(again).toEqual(mine);
  const calls = recorder('research').requests.slice(seenBefore);
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(call.headers['if-none-match']).toMatch(/^"/);
  expect((await cacheMetric('research', 'revalidated')) - revalidatedBefore).toBe(calls.length);
});

test('Circuit data (no-store) is never kept: every read calls the upstream', async () => {
  const token = { 'x-messaging-token': messagingUserToken(1) };
  const query = '{ messaging { profile { displayName } } }';
  const before = recorder('messaging').count('GET');
  const first = await harness.query(query, undefined, token);
  const second = await harness.query(query, undefined, token);
  expect(first.errors).toBeUndefined();
  expect(second).toEqual(first);
  expect(recorder('messaging').count('GET') - before).toBe(2);
  expect(await cacheMetric('messaging', 'hit')).toBe(0);
  expect(await cacheMetric('messaging', 'miss')).toBe(2);
});
