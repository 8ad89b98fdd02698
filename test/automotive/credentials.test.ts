// The apiID/apiKey go only to the automotive /getToken route; the JWT only to automotive data routes. Neither
// appears in a response, a log line or an error, and the numbers upstream sees neither.
import { revokeIssuedTokens } from '../../sandbox/automotive/index.js';
import { startHarness, type Harness } from '../support/harness.js';

const API_ID = 'automotive-id-5e1d';
const API_KEY = 'automotive-key-9b7c44';
const NUMBERS_KEY = 'numbers-key-31aa';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({
    services: ['automotive', 'numbers'],
    env: { AUTOMOTIVE_API_ID: API_ID, AUTOMOTIVE_API_KEY: API_KEY, NUMBERS_API_KEY: NUMBERS_KEY },
  });
});
afterAll(() => harness.close());

const automotive = () => harness.sandbox.service('automotive');
const numbers = () => harness.sandbox.service('numbers');

test('key, id and JWT reach only their own routes and never a response, a log line or an error', async () => {
  const ok = await harness.query(`{
    automotive { brands { name } vinDecode(vin: "1HGCM82633A004352") { make } }
    numbers { isPrime(number: 7) }
  }`);
  expect(ok.errors).toBeUndefined();

  // Failures too, so error paths and their log lines are covered: a refused token, a 500, a rejected exchange.
  automotive().faults.inject({ kind: 'status', status: 403 }, { path: '/getBrands' });
  automotive().faults.inject({ kind: 'status', status: 500, body: { detail: API_KEY } }, { path: '/topModels' });
  const failed = await harness.query('{ automotive { brands { name } topModels { modelName } } }');
  expect(failed.errors?.map((error) => error.extensions?.code).sort()).toEqual(['FORBIDDEN', 'UPSTREAM_UNAVAILABLE']);
  automotive().faults.clear();
  // The token dies and the exchange is then refused: the refresh fails as UNAUTHENTICATED.
  revokeIssuedTokens();
  automotive().faults.inject({ kind: 'status', status: 401, body: { detail: API_KEY } }, { path: '/getToken' });
  const rejected = await harness.query('{ automotive { regions } }');
  expect(rejected.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', service: 'automotive' });
  automotive().faults.clear();

  const tokenCalls = automotive().recorder.matching('GET', '/getToken');
  const dataCalls = automotive().recorder.requests.filter((request) => request.path !== '/getToken');
  expect(tokenCalls.length).toBeGreaterThan(0);
  expect(dataCalls.length).toBeGreaterThan(0);
  for (const call of tokenCalls) {
    expect(call.query).toMatchObject({ apiID: API_ID, apiKey: API_KEY });
    expect(call.query.jwt).toBeUndefined();
  }
  const jwts = new Set(dataCalls.map((call) => String(call.query.jwt)));
  for (const call of dataCalls) {
    expect(typeof call.query.jwt).toBe('string');
    expect(JSON.stringify([call.query, call.headers])).not.toContain(API_KEY);
    expect(JSON.stringify([call.query, call.headers])).not.toContain(API_ID);
    expect(JSON.stringify([call.query, call.headers])).not.toContain(NUMBERS_KEY);
  }

  const secrets = [API_ID, API_KEY, ...jwts];
  const logs = harness.logs.join('\n');
  const responses = harness.responses.join('\n');
  expect(logs).toContain('/getToken');
  for (const secret of secrets) {
    expect(logs).not.toContain(secret);
    expect(responses).not.toContain(secret);
    expect(numbers().recorder.sawValue(secret)).toBe(false);
  }
  // No URL with a query string is ever logged.
  expect(logs).not.toMatch(/apiKey=|apiID=|jwt=/);
});

test('the JWT parameter name is configurable', async () => {
  const renamed = await startHarness({ services: ['automotive'], env: { AUTOMOTIVE_JWT_PARAM: 'token' } });
  try {
    const result = await renamed.query('{ automotive { regions } }');
    expect(result.errors).toBeUndefined();
    const [call] = renamed.sandbox.service('automotive').recorder.matching('GET', '/getRegions');
    expect(typeof call?.query.token).toBe('string');
    expect(call?.query.jwt).toBeUndefined();
  } finally {
    await renamed.close();
  }
});

test('a malformed /getToken answer -> UPSTREAM_ERROR, and no token is cached', async () => {
  const fresh = await startHarness({ services: ['automotive'] });
  try {
    fresh.sandbox.service('automotive').faults.inject({ kind: 'malformed' }, { path: '/getToken', times: 1 });
    const failed = await fresh.query('{ automotive { regions } }');
    expect(failed.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', service: 'automotive' });
    expect((await fresh.query('{ automotive { regions } }')).errors).toBeUndefined();
    expect(fresh.sandbox.service('automotive').recorder.count('GET', '/getToken')).toBe(2);
  } finally {
    await fresh.close();
  }
});
