// Rate limits per caller (client IP today) and per upstream, answered RATE_LIMITED with a Retry-After, over HTTP
// from several loopback addresses.
import { listen, type Listening } from './support.js';

const FACT = { query: '{ numbers { isPrime(number: 7) } }' };

// The window is long enough for the first three requests to fall inside it on a loaded machine.
describe('per caller', () => {
  let gateway: Listening;
  beforeAll(async () => {
    gateway = await listen({
      services: ['numbers'],
      env: { RATE_LIMIT_PER_CALLER: '2', RATE_LIMIT_WINDOW_MS: '1500' },
    });
  });
  afterAll(() => gateway.close());

  test('a caller over its limit gets 429 RATE_LIMITED with Retry-After; another caller is unaffected', async () => {
    const upstream = gateway.harness.sandbox.service('numbers').recorder;
    for (let n = 0; n < 2; n += 1) expect((await gateway.graphql(FACT, { from: '127.0.0.3' })).status).toBe(200);
    const before = upstream.count();
    const refused = await gateway.graphql(FACT, { from: '127.0.0.3' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json().errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', scope: 'caller' });
    expect(upstream.count()).toBe(before);
    expect((await gateway.graphql(FACT, { from: '127.0.0.4' })).status).toBe(200);
    // Once the window has passed, the caller may call again.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await gateway.graphql(FACT, { from: '127.0.0.3' })).status).toBe(200);
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
