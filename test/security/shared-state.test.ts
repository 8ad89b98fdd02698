// Shared state never crosses the gateway's access decision: a cached answer bought with the gateway's own
// credential for a scoped caller is not served to a caller without that scope, and rate limits count per
// authenticated caller (API key), not per client address.
import { loadConfig } from '../../src/config/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { NUMBERS_DEMO_KEY } from '../../sandbox/numbers/index.js';
import { startHarness, type GraphQLResponse, type Harness } from '../support/harness.js';

const SCOPED_KEY = 'numbers-scoped-key-0123456789';
const OTHER_KEY = 'other-numbers-key-0123456789';
const QUERY = '{ numbers { isPrime(number: 8191) } }';

let upstreams: Harness;
beforeAll(async () => {
  upstreams = await startHarness({ services: ['numbers'] });
});
afterAll(() => upstreams.close());

function gatewayWith(env: Record<string, string>): Gateway {
  return createGateway(
    loadConfig({
      LOG_LEVEL: 'silent',
      NUMBERS_BASE_URL: upstreams.sandbox.service('numbers').baseUrl,
      NUMBERS_API_KEY: NUMBERS_DEMO_KEY,
      GATEWAY_API_KEYS: `${SCOPED_KEY}:numbers; ${OTHER_KEY}:numbers`,
      ...env,
    }),
    { logger: createLogger('silent') },
  );
}

async function post(gateway: Gateway, headers: Record<string, string> = {}) {
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: QUERY }),
  });
  return (await response.json()) as GraphQLResponse;
}

test('a cached answer for a scoped caller is never served to a caller without the scope', async () => {
  const gateway = gatewayWith({ RESPONSE_CACHE: 'true' });
  try {
    const calls = () => upstreams.sandbox.service('numbers').recorder.count();
    const before = calls();
    const scoped = await post(gateway, { 'x-api-key': SCOPED_KEY });
    expect(scoped).toEqual({ data: { numbers: { isPrime: true } } });
    const anonymous = await post(gateway);
    expect(anonymous.data).toEqual({ numbers: { isPrime: null } });
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'missing-scope' });
    // The scoped caller's answer is still served from the cache: one upstream call in all.
    expect(await post(gateway, { 'x-api-key': SCOPED_KEY })).toEqual(scoped);
    expect(calls() - before).toBe(1);
  } finally {
    await gateway.dispose();
  }
});

test('rate limits count per API key, not per client address', async () => {
  const gateway = gatewayWith({ RATE_LIMIT_PER_CALLER: '2', RATE_LIMIT_WINDOW_MS: '60000' });
  try {
    for (let i = 0; i < 2; i += 1) expect((await post(gateway, { 'x-api-key': SCOPED_KEY })).errors).toBeUndefined();
    const third = await post(gateway, { 'x-api-key': SCOPED_KEY });
    expect(third.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    // Another caller from the same address has its own allowance.
    expect((await post(gateway, { 'x-api-key': OTHER_KEY })).errors).toBeUndefined();
  } finally {
    await gateway.dispose();
  }
});
