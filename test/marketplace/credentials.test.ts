// The seller's API key goes only to the marketplace upstream, in `authorization` with no scheme, and nowhere else.
import type { GatewayConfig } from '../../src/config/index.js';
import { MARKETPLACE_SECOND_SELLER_KEY } from '../../sandbox/marketplace/index.js';
import { errorAt, startHarness, type Harness } from '../support/harness.js';

const KEY = 'mkt-seller-key-5d21e8b0';
const withKey =
  (secret: string | undefined) =>
  (config: GatewayConfig): GatewayConfig => ({
    ...config,
    services: {
      ...config.services,
      marketplace: {
        ...config.services.marketplace,
        credential: { ...config.services.marketplace.credential, secret },
      },
    },
  });

test('no key configured -> UNAUTHENTICATED on marketplace fields only, no upstream call', async () => {
  const harness = await startHarness({ services: ['marketplace', 'content'], adjust: withKey(undefined) });
  try {
    const result = await harness.query(`{
      marketplace { orders(first: 1) { totalCount } product(skuSellerId: "CA-0001") { title } }
      content { domain(domainId: "3210329704") { domain } }
    }`);
    expect(result.data).toEqual({
      marketplace: { orders: null, product: null },
      content: { domain: { domain: 'www.acme-outdoor.com' } },
    });
    expect(result.errors?.map((error) => [error.path?.join('.'), error.extensions?.code]).sort()).toEqual([
      ['marketplace.orders', 'UNAUTHENTICATED'],
      ['marketplace.product', 'UNAUTHENTICATED'],
    ]);
    expect(harness.sandbox.service('marketplace').recorder.count()).toBe(0);
  } finally {
    await harness.close();
  }
});

test("a wrong key is rejected by the upstream (401 and its body's type) -> UNAUTHENTICATED", async () => {
  const harness = await startHarness({
    services: ['marketplace'],
    adjust: withKey('not-the-seller-key'),
  });
  try {
    const result = await harness.query('{ marketplace { order(orderId: "CAO-00001") { orderId } } }');
    expect(result.data).toEqual({ marketplace: { order: null } });
    expect(errorAt(result, ['marketplace', 'order'])?.extensions).toEqual({
      code: 'UNAUTHENTICATED',
      service: 'marketplace',
      status: 401,
      upstreamCode: 'UNAUTHORIZED',
    });
    expect(harness.responses.join('\n')).not.toContain('not-the-seller-key');
    expect(harness.logs.join('\n')).not.toContain('not-the-seller-key');
  } finally {
    await harness.close();
  }
});

describe('with a configured key', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ services: ['marketplace'], env: { MARKETPLACE_API_KEY: KEY } });
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.sandbox.service('marketplace').recorder.reset());

  test('the key reaches the upstream as `authorization: <key>` (no Bearer), never in a query', async () => {
    const result = await harness.query(
      '{ marketplace { orders(first: 2) { totalCount } tickets(first: 1) { totalCount } product(skuSellerId: "CA-0001") { title } } }',
    );
    expect(result.errors).toBeUndefined();
    const requests = harness.sandbox.service('marketplace').recorder.requests;
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request.headers.authorization).toBe(KEY);
      expect(JSON.stringify(request.query)).not.toContain(KEY);
    }
  });

  test('the key appears in no response and no log line, failures and walks included', async () => {
    const faults = harness.sandbox.service('marketplace').faults;
    faults.inject(
      { kind: 'status', status: 401, body: { type: 'UNAUTHORIZED', message: `bad key ${KEY}` } },
      { path: '/tickets' },
    );
    faults.inject({ kind: 'reset' }, { path: '/products' });
    await harness.query('{ marketplace { tickets { totalCount } products { totalCount } } }');
    faults.clear();
    let after: string | null = null;
    do {
      const page: {
        data?: { marketplace: { orders: { pageInfo: { hasNextPage: boolean; endCursor: string } } } } | null;
      } = await harness.query(
        'query ($after: String) { marketplace { orders(first: 15, after: $after) { pageInfo { hasNextPage endCursor } } } }',
        {
          after,
        },
      );
      after = page.data!.marketplace.orders.pageInfo.hasNextPage
        ? page.data!.marketplace.orders.pageInfo.endCursor
        : null;
    } while (after);
    expect(harness.logs.length).toBeGreaterThan(5);
    expect(harness.logs.some((line) => line.includes('upstream call failed'))).toBe(true);
    expect(harness.logs.join('\n')).not.toContain(KEY);
    expect(harness.responses.join('\n')).not.toContain(KEY);
  });

  test("a caller's own key header is ignored unless the gateway allows caller keys", async () => {
    const result = await harness.query(
      '{ marketplace { order(orderId: "CAO-00001") { seller { id: upstreamId } } } }',
      undefined,
      {
        'x-marketplace-api-key': MARKETPLACE_SECOND_SELLER_KEY,
      },
    );
    expect(result.data).toEqual({ marketplace: { order: { seller: { id: 'SL-1001' } } } });
    expect(harness.sandbox.service('marketplace').recorder.requests[0]?.headers.authorization).toBe(KEY);
  });
});

test("when allowed, a caller's own key wins over the configured one and reaches only this upstream", async () => {
  const harness = await startHarness({
    services: ['marketplace', 'content'],
    env: { MARKETPLACE_API_KEY: KEY, MARKETPLACE_ALLOW_CALLER_CREDENTIAL: 'true' },
  });
  try {
    const headers = { 'x-marketplace-api-key': MARKETPLACE_SECOND_SELLER_KEY };
    const result = await harness.query(
      '{ marketplace { orders(first: 10) { totalCount edges { node { seller { name } } } } } content { domains(first: 1) { totalCount } } }',
      undefined,
      headers,
    );
    expect(result.errors).toBeUndefined();
    // The second seller has five orders: the caller's key chose whose data this is.
    expect(result.data).toMatchObject({
      marketplace: {
        orders: { totalCount: 5, edges: Array(5).fill({ node: { seller: { name: 'Loja Vento Sul' } } }) },
      },
    });
    const marketplace = harness.sandbox.service('marketplace').recorder;
    expect(marketplace.requests.map((request) => request.headers.authorization)).toEqual([
      MARKETPLACE_SECOND_SELLER_KEY,
    ]);
    expect(marketplace.sawValue(KEY)).toBe(false);
    expect(harness.sandbox.service('content').recorder.sawValue(MARKETPLACE_SECOND_SELLER_KEY)).toBe(false);
    expect(harness.logs.join('\n')).not.toContain(MARKETPLACE_SECOND_SELLER_KEY);

    // The next request without the header is the gateway's again: nothing of the caller's is kept.
    const own = await harness.query<{ marketplace: { orders: { totalCount: number } } }>(
      '{ marketplace { orders(first: 1) { totalCount } } }',
    );
    expect(own.data!.marketplace.orders.totalCount).toBe(37);
    expect(marketplace.requests.at(-1)?.headers.authorization).toBe(KEY);
  } finally {
    await harness.close();
  }
});

test('the incoming header for a caller key is configurable', async () => {
  const harness = await startHarness({
    services: ['marketplace'],
    env: {
      MARKETPLACE_API_KEY: KEY,
      MARKETPLACE_ALLOW_CALLER_CREDENTIAL: 'true',
      MARKETPLACE_CALLER_HEADER: 'x-seller-key',
    },
  });
  try {
    const query = '{ marketplace { order(orderId: "VSO-00001") { seller { id: upstreamId } } } }';
    const renamed = await harness.query(query, undefined, { 'x-seller-key': MARKETPLACE_SECOND_SELLER_KEY });
    expect(renamed.data).toEqual({ marketplace: { order: { seller: { id: 'SL-2002' } } } });
    // The default header name no longer counts: the gateway's own key is used, and that seller has no such order.
    const old = await harness.query(query, undefined, { 'x-marketplace-api-key': MARKETPLACE_SECOND_SELLER_KEY });
    expect(old.data).toEqual({ marketplace: { order: null } });
    expect(harness.sandbox.service('marketplace').recorder.requests.map((r) => r.headers.authorization)).toEqual([
      MARKETPLACE_SECOND_SELLER_KEY,
      KEY,
    ]);
  } finally {
    await harness.close();
  }
});
