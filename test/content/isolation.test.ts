// Marketplace and Content side by side in one gateway: each upstream receives only its own key, in its own place.
import { startHarness, type Harness } from '../support/harness.js';

const MARKETPLACE_KEY = 'mkt-key-isolation-3c9d';
const CONTENT_KEY = 'hs-key-isolation-81fe';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({
    services: ['marketplace', 'content'],
    env: { MARKETPLACE_API_KEY: MARKETPLACE_KEY, CONTENT_API_KEY: CONTENT_KEY },
  });
});
afterAll(() => harness.close());

test('one query touching both services: each key reaches only its own upstream', async () => {
  const result = await harness.query(`{
    marketplace { orders(first: 5) { totalCount } product(skuSellerId: "CA-0001") { title } }
    content { domains(first: 5) { totalCount } domain(domainId: "3210329704") { domain } }
  }`);
  expect(result.errors).toBeUndefined();

  const marketplace = harness.sandbox.service('marketplace').recorder;
  const content = harness.sandbox.service('content').recorder;
  expect(marketplace.count()).toBe(2);
  expect(content.count()).toBe(2);

  for (const request of marketplace.requests) {
    expect(request.headers.authorization).toBe(MARKETPLACE_KEY);
    expect(request.query).not.toHaveProperty('hapikey');
  }
  expect(marketplace.sawValue(CONTENT_KEY)).toBe(false);

  for (const request of content.requests) {
    expect(request.query.hapikey).toBe(CONTENT_KEY);
    expect(request.headers.authorization).toBeUndefined();
  }
  expect(content.sawValue(MARKETPLACE_KEY)).toBe(false);

  for (const key of [MARKETPLACE_KEY, CONTENT_KEY]) {
    expect(harness.logs.join('\n')).not.toContain(key);
    expect(harness.responses.join('\n')).not.toContain(key);
  }
});

test('one service failing does not touch the other', async () => {
  harness.sandbox.service('content').faults.inject({ kind: 'status', status: 503 });
  try {
    const result = await harness.query(`{
      marketplace { orders(first: 2) { totalCount } }
      content { domains(first: 2) { totalCount } }
    }`);
    expect(result.data).toEqual({ marketplace: { orders: { totalCount: 37 } }, content: { domains: null } });
    expect(result.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
      [['content', 'domains'], 'UPSTREAM_UNAVAILABLE'],
    ]);
  } finally {
    harness.sandbox.service('content').faults.clear();
  }
});
