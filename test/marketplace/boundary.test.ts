// What the Marketplace answers for records that lack their identity, and for bodies of the wrong shape: an
// UPSTREAM_ERROR (invalid-response) where the record or the field is, while the rest of the answer stands.
import { loadConfig } from '../../src/config/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { startContractUpstream, type ContractUpstream } from '../contract/support/upstream.js';

const bodies = new Map<string, unknown>();
let upstream: ContractUpstream;
let gateway: Gateway;

beforeAll(async () => {
  const route = (method: string, path: string) => ({
    method,
    path,
    reply: () => ({ body: bodies.get(`${method} ${path}`) }),
  });
  upstream = await startContractUpstream({
    basePath: '/marketplace/v1',
    routes: [
      route('GET', '/orders'),
      route('GET', '/order/{orderId}'),
      route('GET', '/product/{skuSellerId}'),
      route('GET', '/products/status/selling'),
    ],
  });
  gateway = createGateway(
    loadConfig({
      LOG_LEVEL: 'silent',
      MARKETPLACE_BASE_URL: upstream.baseUrl,
      MARKETPLACE_API_KEY: 'key',
      // The gateway's own marketplace key, spent for any caller of this test gateway.
      GATEWAY_ANONYMOUS_SCOPES: 'marketplace',
      MARKETPLACE_RETRIES: '0',
    }),
  );
});
afterAll(async () => {
  await gateway.dispose();
  await upstream.close();
});

async function query(document: string) {
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: document }),
  });
  return (await response.json()) as {
    data?: { marketplace: Record<string, unknown> } | null;
    errors?: Array<{ path?: Array<string | number>; extensions?: Record<string, unknown> }>;
  };
}

const invalid = { code: 'UPSTREAM_ERROR', reason: 'invalid-response' };

test('an order without its id is an error at its edge; the other orders answer', async () => {
  bodies.set('GET /orders', { orders: [{ orderId: 'A-1' }, { status: 'NEW' }, { orderId: 'A-3' }], metadata: [] });
  const result = await query('{ marketplace { orders(first: 3) { edges { node { orderId } } } } }');
  expect(result.data?.marketplace.orders).toEqual({
    edges: [{ node: { orderId: 'A-1' } }, null, { node: { orderId: 'A-3' } }],
  });
  expect(result.errors).toHaveLength(1);
  expect(result.errors?.[0]?.path).toEqual(['marketplace', 'orders', 'edges', 1, 'node', 'orderId']);
  expect(result.errors?.[0]?.extensions).toMatchObject(invalid);
});

test('a promotion without its id is an error at its place; the other promotions answer', async () => {
  bodies.set('GET /order/{orderId}', { orderId: 'A-1', items: [{ promotions: [{ id: 'P-1' }, { name: 'no id' }] }] });
  const result = await query('{ marketplace { order(orderId: "A-1") { items { promotions { id: upstreamId } } } } }');
  expect(result.data?.marketplace.order).toEqual({ items: [{ promotions: [{ id: 'P-1' }, null] }] });
  expect(result.errors?.[0]?.path).toEqual(['marketplace', 'order', 'items', 0, 'promotions', 1, 'id']);
  expect(result.errors?.[0]?.extensions).toMatchObject(invalid);
});

test('a lookup whose body leaves out the id answers the id it was asked for', async () => {
  bodies.set('GET /order/{orderId}', { status: 'NEW' });
  bodies.set('GET /product/{skuSellerId}', { title: 'Shoe' });
  const result = await query(
    '{ marketplace { order(orderId: "A-9") { orderId statusRaw } product(skuSellerId: "SKU-9") { skuSellerId title } } }',
  );
  expect(result.errors).toBeUndefined();
  expect(result.data?.marketplace).toEqual({
    order: { orderId: 'A-9', statusRaw: 'NEW' },
    product: { skuSellerId: 'SKU-9', title: 'Shoe' },
  });
});

test.each([
  ['a list where the page belongs', '{ marketplace { orders(first: 2) { totalCount } } }', 'GET /orders', [{}]],
  [
    'a string where the orders belong',
    '{ marketplace { orders(first: 2) { totalCount } } }',
    'GET /orders',
    { orders: 'x' },
  ],
  [
    'a list where an order belongs',
    '{ marketplace { order(orderId: "A-1") { orderId } } }',
    'GET /order/{orderId}',
    [{ orderId: 'A-1' }],
  ],
])('%s is an UPSTREAM_ERROR on that field', async (_label, document, operation, body) => {
  bodies.set(operation, body);
  const result = await query(document);
  expect(result.errors).toHaveLength(1);
  expect(result.errors?.[0]?.extensions).toMatchObject(invalid);
  expect(result.errors?.[0]?.path?.slice(0, 2)).toEqual([
    'marketplace',
    document.includes('order(') ? 'order' : 'orders',
  ]);
});

test('metadata entries of the wrong kind leave the total unknown, the page still answers', async () => {
  bodies.set('GET /orders', { orders: [{ orderId: 'A-1' }], metadata: ['total', { key: 'total', value: '7' }] });
  const result = await query('{ marketplace { orders(first: 2) { totalCount edges { node { orderId } } } } }');
  expect(result.errors).toBeUndefined();
  expect(result.data?.marketplace.orders).toEqual({ totalCount: 7, edges: [{ node: { orderId: 'A-1' } }] });
});

test('a selling product whose status entries lack `active` errs on that field; the product answers', async () => {
  bodies.set('GET /products/status/selling', {
    sellerItems: [{ skuSellerId: 'S-1', status: [{ active: true }, 'x'] }],
    metadata: [],
  });
  const result = await query('{ marketplace { sellingProducts(first: 1) { edges { node { skuSellerId active } } } } }');
  expect(result.data?.marketplace.sellingProducts).toEqual({ edges: [{ node: { skuSellerId: 'S-1', active: null } }] });
  expect(result.errors?.[0]?.path).toEqual(['marketplace', 'sellingProducts', 'edges', 0, 'node', 'active']);
  expect(result.errors?.[0]?.extensions).toMatchObject(invalid);
});
