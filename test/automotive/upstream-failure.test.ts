// A failing upstream call nulls its own field with a coded error; the rest of the query still answers.
import { errorAt, startHarness, type Harness } from '../support/harness.js';

// The upstream timeout is the hang test's wait; short ones turned slow answers on a loaded 2-core machine into timeouts.
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['automotive', 'numbers'], env: { AUTOMOTIVE_TIMEOUT_MS: '3000' } });
});
afterAll(() => harness.close());
afterEach(() => {
  harness.sandbox.service('automotive').faults.clear();
  harness.sandbox.service('automotive').recorder.reset();
});

const faults = () => harness.sandbox.service('automotive').faults;
const QUERY = '{ automotive { brands { name } topModels { modelName } } numbers { isPrime(number: 7) } }';
type Answer = { automotive: { brands: unknown[] | null; topModels: unknown[] | null }; numbers: { isPrime: boolean } };

test('HTTP 500 on one data route -> that field is null with UPSTREAM_UNAVAILABLE, the rest answers', async () => {
  faults().inject({ kind: 'status', status: 500, body: { detail: 'Internal Server Error' } }, { path: '/getBrands' });
  const result = await harness.query<Answer>(QUERY);
  expect(result.data?.automotive.brands).toBeNull();
  expect(result.data?.automotive.topModels?.length).toBeGreaterThan(0);
  expect(result.data?.numbers.isPrime).toBe(true);
  expect(errorAt(result, ['automotive', 'brands'])?.extensions).toMatchObject({
    code: 'UPSTREAM_UNAVAILABLE',
    service: 'automotive',
    status: 500,
  });
});

test('the token exchange failing -> every automotive field fails, other services answer', async () => {
  const fresh = await startHarness({ services: ['automotive', 'numbers'] });
  try {
    fresh.sandbox.service('automotive').faults.inject({ kind: 'status', status: 500 }, { path: '/getToken' });
    const result = await fresh.query<Answer>(QUERY);
    expect(result.data).toEqual({ automotive: { brands: null, topModels: null }, numbers: { isPrime: true } });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual([
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_UNAVAILABLE',
    ]);
    expect(fresh.sandbox.service('automotive').recorder.counts()).toEqual({ 'GET /getToken': 1 });
  } finally {
    await fresh.close();
  }
});

test('a 422 validation body from the upstream -> UPSTREAM_ERROR on that field', async () => {
  faults().inject(
    {
      kind: 'status',
      status: 422,
      body: { detail: [{ loc: ['query', 'brandName'], msg: 'bad', type: 'value_error' }] },
    },
    { path: '/daysSupply' },
  );
  const result = await harness.query('{ automotive { daysSupply(brandName: "Ford") { average } brands { name } } }');
  expect(errorAt(result, ['automotive', 'daysSupply'])?.extensions).toMatchObject({
    code: 'UPSTREAM_ERROR',
    status: 422,
  });
  expect((result.data as Answer).automotive.brands?.length).toBeGreaterThan(0);
});

test('a malformed body -> UPSTREAM_ERROR', async () => {
  faults().inject({ kind: 'malformed' }, { path: '/topModels' });
  const result = await harness.query<Answer>(QUERY);
  expect(result.data?.automotive.topModels).toBeNull();
  expect(errorAt(result, ['automotive', 'topModels'])?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
  expect(result.data?.automotive.brands?.length).toBeGreaterThan(0);
});

test('a hanging upstream -> UPSTREAM_TIMEOUT on that field', async () => {
  faults().inject({ kind: 'hang' }, { path: '/topModels' });
  const result = await harness.query<Answer>(QUERY);
  expect(result.data?.automotive.topModels).toBeNull();
  expect(errorAt(result, ['automotive', 'topModels'])?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
  expect(result.data?.automotive.brands?.length).toBeGreaterThan(0);
});

test('a failing second listing page fails the connection, not its siblings', async () => {
  // The first /listings call passes (a zero delay), every later one answers 503: 30 items need pages 1 and 2.
  faults().inject({ kind: 'latency', ms: 0 }, { path: '/listings', times: 1 });
  faults().inject({ kind: 'status', status: 503 }, { path: '/listings' });
  const result = await harness.query(
    '{ automotive { dealerListings(dealerId: 1001, first: 30) { edges { cursor } } regions } }',
  );
  expect(errorAt(result, ['automotive', 'dealerListings'])?.extensions).toMatchObject({
    code: 'UPSTREAM_UNAVAILABLE',
    status: 503,
  });
  expect((result.data as { automotive: { regions: string[] } }).automotive.regions).toContain('REGION_STATE_CA');
  const pages = harness.sandbox
    .service('automotive')
    .recorder.matching('GET', '/listings')
    .map((r) => r.query.page);
  expect(pages).toEqual(['1', '2', '2', '2']);
});
