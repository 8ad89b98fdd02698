// Rate limits per caller (client IP today) and per upstream, answered RATE_LIMITED with a Retry-After, over HTTP
// from several loopback addresses.
import { listen, type Listening } from './support.js';

const FACT = { query: '{ numbers { isPrime(number: 7) } }' };

describe('per caller', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({
      services: ['numbers'],
      env: { RATE_LIMIT_PER_CALLER: '2', RATE_LIMIT_WINDOW_MS: '3000' },
    });
  });
  afterAll(() => gateway.close());

  test('a caller over its limit gets 429 RATE_LIMITED with Retry-After; another caller is unaffected', async () => {
    const upstream = gateway.harness.sandbox.service('numbers').recorder;
    for (let n = 0; n < 2; n += 1) expect((await gateway.graphql(FACT, { from: '127.0.0.3' })).status).toBe(200);
    const before = upstream.count();
    // Retry-After is the time until the oldest counted call leaves the 3 s window, not the whole window: a second on.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refused = await gateway.graphql(FACT, { from: '127.0.0.3' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(2);
    expect(refused.json().errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', scope: 'caller' });
    expect(upstream.count()).toBe(before);
    expect((await gateway.graphql(FACT, { from: '127.0.0.4' })).status).toBe(200);
    // After Retry-After, the caller may call again (the refused call was not counted).
    await new Promise((resolve) => setTimeout(resolve, Number(refused.headers['retry-after']) * 1000 + 50));
    expect((await gateway.graphql(FACT, { from: '127.0.0.3' })).status).toBe(200);
  });
});

describe('per caller, with the response cache on', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({
      services: ['numbers'],
      env: { RATE_LIMIT_PER_CALLER: '2', RATE_LIMIT_WINDOW_MS: '60000', RESPONSE_CACHE: 'true' },
    });
  });
  afterAll(() => gateway.close());

  test('cache hits count: a limit of 2 lets two cached repeats through, not six', async () => {
    const statuses = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await gateway.graphql(FACT, { from: '127.0.0.9' })).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    // One upstream call: the second answer came from the cache, and still counted.
    expect(gateway.harness.sandbox.service('numbers').recorder.count()).toBe(1);
  });
});

describe('per upstream', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({
      services: ['numbers', 'research'],
      env: { NUMBERS_RATE_LIMIT: '2', RATE_LIMIT_WINDOW_MS: '60000' },
    });
  });
  afterAll(() => gateway.close());

  test("all callers together stay within an upstream's quota; other upstreams are not limited", async () => {
    expect((await gateway.graphql(FACT, { from: '127.0.0.5' })).status).toBe(200);
    expect((await gateway.graphql(FACT, { from: '127.0.0.6' })).status).toBe(200);
    const before = gateway.harness.sandbox.service('numbers').recorder.count();
    const refused = await gateway.graphql(FACT, { from: '127.0.0.7' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', scope: 'upstream' });
    expect(gateway.harness.sandbox.service('numbers').recorder.count()).toBe(before);
    const research = await gateway.graphql(
      { query: '{ research { preprints(first: 1) { edges { node { title } } } } }' },
      { from: '127.0.0.7' },
    );
    expect(research.status).toBe(200);
  });
});

describe('per caller behind a load balancer (TRUSTED_PROXY_HOPS)', () => {
  let behind: Listening;
  let direct: Listening;
  beforeAll(async () => {
    [behind, direct] = await Promise.all([
      listen({ services: ['numbers'], env: { RATE_LIMIT_PER_CALLER: '1', TRUSTED_PROXY_HOPS: '1' } }),
      listen({ services: ['numbers'], env: { RATE_LIMIT_PER_CALLER: '1' } }),
    ]);
  });
  afterAll(() => Promise.all([behind.close(), direct.close()]));
  // Every request arrives from the proxy's address; the proxy appends the address it saw.
  const via = (gateway: Listening, forwardedFor: string) =>
    gateway.graphql(FACT, { from: '127.0.0.8', headers: { 'x-forwarded-for': forwardedFor } });

  test('callers are told apart by the address the proxy saw, and cannot forge one by prefixing the header', async () => {
    expect((await via(behind, '203.0.113.1')).status).toBe(200);
    expect((await via(behind, '203.0.113.2')).status).toBe(200);
    // The same client behind the proxy, with a forged entry of its own in front: still 203.0.113.1.
    expect((await via(behind, '198.51.100.9, 203.0.113.1')).status).toBe(429);
  });

  test('without trusted proxies the header is ignored: the connection is the caller', async () => {
    expect((await via(direct, '203.0.113.1')).status).toBe(200);
    expect((await via(direct, '203.0.113.2')).status).toBe(429);
  });
});
