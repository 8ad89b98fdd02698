// The token exchange: one /getToken for a burst of requests, a refresh once the JWT is about to expire, one refresh
// and one retry after a 403, and a wrong key failing only the automotive fields.
import { revokeIssuedTokens } from '../../sandbox/automotive/index.js';
import { errorAt, startHarness, type Harness } from '../support/harness.js';

const BRANDS = '{ automotive { brands { name } } }';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const recorder = (harness: Harness) => harness.sandbox.service('automotive').recorder;

describe('with a long-lived token', () => {
  let harness: Harness;
  beforeEach(async () => {
    harness = await startHarness({ services: ['automotive'] });
  });
  afterEach(() => harness.close());

  test('50 concurrent queries with no cached token make exactly one /getToken call', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => harness.query(BRANDS)));
    for (const result of results) {
      expect(result.errors).toBeUndefined();
      expect((result.data as { automotive: { brands: unknown[] } }).automotive.brands.length).toBeGreaterThan(0);
    }
    expect(recorder(harness).count('GET', '/getToken')).toBe(1);
    expect(recorder(harness).count('GET', '/getBrands')).toBe(50);
    // Every data call carried that one token.
    const tokens = new Set(
      recorder(harness)
        .matching('GET', '/getBrands')
        .map((request) => request.query.jwt),
    );
    expect(tokens.size).toBe(1);
  });

  test('the token is reused by later requests while it is valid', async () => {
    await harness.query(BRANDS);
    await harness.query('{ automotive { topModels { modelName } } }');
    expect(recorder(harness).count('GET', '/getToken')).toBe(1);
  });

  test('a 403 mid-life (token revoked) -> one refresh and one retry, and the query answers', async () => {
    await harness.query(BRANDS);
    revokeIssuedTokens();
    recorder(harness).reset();
    const result = await harness.query(BRANDS);
    expect(result.errors).toBeUndefined();
    expect(recorder(harness).counts()).toEqual({ 'GET /getBrands': 2, 'GET /getToken': 1 });
    const [refused, retried] = recorder(harness).matching('GET', '/getBrands');
    expect(retried?.query.jwt).not.toEqual(refused?.query.jwt);
  });

  test('concurrent requests refused with the same revoked token share one refresh', async () => {
    await harness.query(BRANDS);
    revokeIssuedTokens();
    recorder(harness).reset();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => harness.query('{ automotive { brands { name } topModels { modelName } } }')),
    );
    for (const result of results) expect(result.errors).toBeUndefined();
    expect(recorder(harness).count('GET', '/getToken')).toBe(1);
  });

  test('a 403 that persists after the refresh is FORBIDDEN: one refresh, one retry, no loop', async () => {
    await harness.query(BRANDS);
    recorder(harness).reset();
    harness.sandbox
      .service('automotive')
      .faults.inject(
        { kind: 'status', status: 403, body: { detail: 'Missing, invalid or expired token' } },
        { path: '/getBrands' },
      );
    const result = await harness.query('{ automotive { brands { name } topModels { modelName } } }');
    expect(result.data).toMatchObject({ automotive: { brands: null } });
    expect(errorAt(result, ['automotive', 'brands'])?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      service: 'automotive',
      status: 403,
    });
    expect((result.data as { automotive: { topModels: unknown[] } }).automotive.topModels.length).toBeGreaterThan(0);
    expect(recorder(harness).count('GET', '/getBrands')).toBe(2);
    expect(recorder(harness).count('GET', '/getToken')).toBe(1);
  });

  test('a request refreshes at most once, however many of its calls are refused', async () => {
    await harness.query(BRANDS);
    recorder(harness).reset();
    // A plan without the premium dealer lookup: every /getDealersByID answers 403 whatever the token.
    harness.sandbox.service('automotive').faults.inject({ kind: 'status', status: 403 }, { path: '/getDealersByID' });
    const result = await harness.query<{
      automotive: { regionListings: { edges: Array<{ node: { vin: string; dealerId: number; dealer: null } }> } };
    }>(
      `{ automotive { regionListings(region: REGION_STATE_CA, modelName: "Camry", daysBack: 45, first: 30) {
          edges { node { vin dealerId dealer { name } } } } } }`,
    );
    const edges = result.data!.automotive.regionListings.edges;
    expect(edges.length).toBeGreaterThan(5);
    for (const { node } of edges) expect(node.dealer).toBeNull();
    expect(new Set(result.errors?.map((error) => error.extensions?.code))).toEqual(new Set(['FORBIDDEN']));
    const distinct = new Set(edges.map((edge) => edge.node.dealerId)).size;
    expect(recorder(harness).count('GET', '/getToken')).toBe(1);
    expect(recorder(harness).count('GET', '/getDealersByID')).toBeLessThanOrEqual(2 * distinct);
    // The listings themselves answered: one upstream page per 20 listings.
    expect(recorder(harness).count('GET', '/listingsByRegion')).toBe(Math.ceil(edges.length / 20));
  });
});

test('after expiry the next query refreshes the token once', async () => {
  const harness = await startHarness({
    services: ['automotive'],
    env: { AUTOMOTIVE_SANDBOX_TOKEN_TTL_SECONDS: '2', AUTOMOTIVE_TOKEN_REFRESH_MARGIN_MS: '0' },
  });
  try {
    expect((await harness.query(BRANDS)).errors).toBeUndefined();
    expect((await harness.query(BRANDS)).errors).toBeUndefined();
    expect(recorder(harness).count('GET', '/getToken')).toBe(1);
    await sleep(1200);
    const results = await Promise.all([harness.query(BRANDS), harness.query(BRANDS), harness.query(BRANDS)]);
    for (const result of results) expect(result.errors).toBeUndefined();
    expect(recorder(harness).count('GET', '/getToken')).toBe(2);
    // Refreshed before the upstream refused anything: every data call was answered the first time.
    expect(recorder(harness).count('GET', '/getBrands')).toBe(5);
  } finally {
    await harness.close();
  }
});

test('the sandbox refuses an expired token with 403', async () => {
  const harness = await startHarness({
    services: ['automotive'],
    // Expiry is in whole seconds from a floored issue time: a 3 s token is valid for 2 to 3 s, so the first read
    // cannot race it on a loaded machine.
    env: { AUTOMOTIVE_SANDBOX_TOKEN_TTL_SECONDS: '3' },
  });
  try {
    const { baseUrl, demo } = harness.sandbox.service('automotive');
    const params = new URLSearchParams({ apiID: demo.automotive!.apiId, apiKey: demo.automotive!.apiKey });
    const issued = (await (await fetch(`${baseUrl}/getToken?${params}`)).json()) as {
      token: string;
      createdOn: number;
      expires: number;
    };
    expect(issued.expires - issued.createdOn).toBe(3);
    expect((await fetch(`${baseUrl}/getBrands?jwt=${issued.token}`)).status).toBe(200);
    await sleep(4100);
    const expired = await fetch(`${baseUrl}/getBrands?jwt=${issued.token}`);
    expect(expired.status).toBe(403);
    expect((await fetch(`${baseUrl}/getBrands?jwt=not.a.token`)).status).toBe(403);
    expect((await fetch(`${baseUrl}/getBrands`)).status).toBe(403);
  } finally {
    await harness.close();
  }
});

describe('gateway credentials', () => {
  test('a wrong apiKey -> UNAUTHENTICATED on automotive fields only; numbers still answers', async () => {
    const harness = await startHarness({
      services: ['automotive', 'numbers'],
      adjust: (config) => ({ ...config, automotive: { ...config.automotive, apiKey: 'not-the-key' } }),
    });
    try {
      const result = await harness.query(
        '{ automotive { brands { name } topModels { modelName } } numbers { isPrime(number: 7) } }',
      );
      expect(result.data).toEqual({ automotive: { brands: null, topModels: null }, numbers: { isPrime: true } });
      for (const field of ['brands', 'topModels']) {
        expect(errorAt(result, ['automotive', field])?.extensions).toMatchObject({
          code: 'UNAUTHENTICATED',
          service: 'automotive',
        });
      }
      // The failed exchange is shared by the query's fields and nothing reached the data routes.
      expect(recorder(harness).counts()).toEqual({ 'GET /getToken': 1 });
    } finally {
      await harness.close();
    }
  });

  test('a wrong apiID -> UNAUTHENTICATED, and a failed exchange is not cached', async () => {
    const harness = await startHarness({
      services: ['automotive', 'numbers'],
      adjust: (config) => ({ ...config, automotive: { ...config.automotive, apiId: 'someone-else' } }),
    });
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const result = await harness.query('{ automotive { regions } numbers { fact(number: 3) { number } } }');
        expect(result.data).toEqual({ automotive: { regions: null }, numbers: { fact: { number: 3 } } });
        expect(errorAt(result, ['automotive', 'regions'])?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
      expect(recorder(harness).count('GET', '/getToken')).toBe(2);
    } finally {
      await harness.close();
    }
  });

  test('no apiID/apiKey configured -> UNAUTHENTICATED with no upstream call', async () => {
    const harness = await startHarness({
      services: ['automotive', 'numbers'],
      adjust: (config) => ({ ...config, automotive: { ...config.automotive, apiId: undefined, apiKey: undefined } }),
    });
    try {
      const result = await harness.query('{ automotive { brands { name } } numbers { isPrime(number: 7) } }');
      expect(result.data).toEqual({ automotive: { brands: null }, numbers: { isPrime: true } });
      expect(errorAt(result, ['automotive', 'brands'])?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(recorder(harness).count()).toBe(0);
    } finally {
      await harness.close();
    }
  });
});
