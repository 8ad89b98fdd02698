// The content key travels in the URL (query parameter), so it must never reach a log line, an error or a response,
// and it must reach only the content upstream.
import type { GatewayConfig } from '../../src/config/index.js';
import { errorAt, startHarness, type Harness } from '../support/harness.js';

const KEY = 'hs-key-0b9e44c1-5f1a';

const withKey =
  (secret: string | undefined) =>
  (config: GatewayConfig): GatewayConfig => ({
    ...config,
    services: {
      ...config.services,
      content: { ...config.services.content, credential: { ...config.services.content.credential, secret } },
    },
  });

/** Every place a credential could surface: log lines, response bodies (errors included). */
function expectNowhere(harness: Harness, secret: string) {
  expect(harness.logs.join('\n')).not.toContain(secret);
  expect(harness.responses.join('\n')).not.toContain(secret);
}

test('no key configured -> UNAUTHENTICATED on content fields only, no upstream call', async () => {
  const harness = await startHarness({ services: ['content', 'marketplace'], adjust: withKey(undefined) });
  try {
    const result = await harness.query(`{
      content { domains(first: 1) { totalCount } }
      marketplace { product(skuSellerId: "CA-0001") { skuSellerId } }
    }`);
    expect(result.data).toEqual({ content: { domains: null }, marketplace: { product: { skuSellerId: 'CA-0001' } } });
    expect(errorAt(result, ['content', 'domains'])?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      service: 'content',
    });
    expect(harness.sandbox.service('content').recorder.count()).toBe(0);
  } finally {
    await harness.close();
  }
});

test("a wrong key -> the upstream's 401 (INVALID_AUTHENTICATION) -> UNAUTHENTICATED, the key echoed nowhere", async () => {
  const wrong = 'hs-wrong-key-77aa';
  const harness = await startHarness({ services: ['content'], adjust: withKey(wrong) });
  try {
    const result = await harness.query('{ content { domain(domainId: "3210329704") { id: upstreamId } } }');
    expect(errorAt(result, ['content', 'domain'])?.extensions).toEqual({
      code: 'UNAUTHENTICATED',
      service: 'content',
      status: 401,
      upstreamCode: 'INVALID_AUTHENTICATION',
    });
    expectNowhere(harness, wrong);
  } finally {
    await harness.close();
  }
});

describe('with a configured key', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ services: ['content'], env: { CONTENT_API_KEY: KEY } });
  });
  afterAll(() => harness.close());
  afterEach(() => {
    harness.sandbox.service('content').faults.clear();
    harness.sandbox.service('content').recorder.reset();
  });

  test("the key goes as the query parameter `hapikey` (the spec's), never in a header", async () => {
    const result = await harness.query(
      '{ content { domains(first: 2) { totalCount } domain(domainId: "3210329704") { id: upstreamId } } }',
    );
    expect(result.errors).toBeUndefined();
    const requests = harness.sandbox.service('content').recorder.requests;
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.query.hapikey).toBe(KEY);
      expect(request.query.apikey).toBeUndefined();
      expect(JSON.stringify(request.headers)).not.toContain(KEY);
    }
  });

  test('a paging walk and failing calls (4xx, 5xx, reset, timeout-free retries) leave the key in no log or response', async () => {
    let after: string | null = null;
    let pages = 0;
    do {
      const page: {
        data?: { content: { domains: { pageInfo: { hasNextPage: boolean; endCursor: string } } } } | null;
      } = await harness.query(
        'query ($after: String) { content { domains(first: 5, after: $after) { pageInfo { hasNextPage endCursor } } } }',
        { after },
      );
      pages += 1;
      const info = page.data!.content.domains.pageInfo;
      after = info.hasNextPage ? info.endCursor : null;
    } while (after);
    expect(pages).toBe(5);

    const faults = harness.sandbox.service('content').faults;
    faults.inject({ kind: 'status', status: 500, body: { message: `echo ${KEY}` } }, { path: '/cms/v3/domains/' });
    faults.inject({ kind: 'status', status: 503 }, { path: '/cms/v3/domains/3210329704' });
    faults.inject({ kind: 'reset' }, { path: '/cms/v3/domains/3211329707' });
    faults.inject(
      { kind: 'status', status: 400, body: { category: 'VALIDATION_ERROR', message: KEY } },
      { path: '/cms/v3/domains/3212329710' },
    );
    const failed = await harness.query(`{ content {
      domains(first: 2) { totalCount }
      a: domain(domainId: "3210329704") { id: upstreamId }
      b: domain(domainId: "3211329707") { id: upstreamId }
      c: domain(domainId: "3212329710") { id: upstreamId }
      missing: domain(domainId: "42") { id: upstreamId }
    } }`);
    expect(failed.errors?.map((error) => error.extensions?.code).sort()).toEqual([
      'UPSTREAM_ERROR',
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_UNAVAILABLE',
    ]);
    // The calls were made and logged (retries included), by path only.
    const lines = harness.logs.join('\n');
    expect(lines).toContain('upstream call failed');
    expect(lines).toContain('retrying upstream request');
    expect(lines).toContain('/cms/v3/domains/3211329707');
    expect(lines).not.toMatch(/apikey=/i);
    expectNowhere(harness, KEY);
  });
});

test("the parameter name is configurable (the brief's is apikey)", async () => {
  const harness = await startHarness({
    services: ['content'],
    env: { CONTENT_API_KEY: KEY, CONTENT_API_KEY_PARAM: 'apikey' },
  });
  try {
    const result = await harness.query('{ content { domain(domainId: "3210329704") { domain } } }');
    expect(result.data).toEqual({ content: { domain: { domain: 'www.acme-outdoor.com' } } });
    const [request] = harness.sandbox.service('content').recorder.requests;
    expect(request?.query.apikey).toBe(KEY);
    expect(request?.query.hapikey).toBeUndefined();
  } finally {
    await harness.close();
  }
});

test('CONTENT_API_KEY_IN=bearer sends the key as a private app token, never in the query', async () => {
  const harness = await startHarness({
    services: ['content'],
    env: { CONTENT_API_KEY: KEY, CONTENT_API_KEY_IN: 'bearer' },
  });
  try {
    const result = await harness.query('{ content { domain(domainId: "3210329704") { domain } } }');
    expect(result.data).toEqual({ content: { domain: { domain: 'www.acme-outdoor.com' } } });
    const [request] = harness.sandbox.service('content').recorder.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.query.apikey).toBeUndefined();
    expect(request?.query.hapikey).toBeUndefined();
  } finally {
    await harness.close();
  }
});
