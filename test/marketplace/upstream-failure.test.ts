// A failing Marketplace call nulls its own field with a coded error; the rest of the query still answers.
import { errorAt, startHarness, type Harness } from '../support/harness.js';

// The upstream timeout is the hang test's wait; short ones turned slow answers on a loaded 2-core machine into timeouts.
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['marketplace'], env: { MARKETPLACE_TIMEOUT_MS: '3000' } });
});
afterAll(() => harness.close());
afterEach(() => {
  harness.sandbox.service('marketplace').faults.clear();
  harness.sandbox.service('marketplace').recorder.reset();
});

const faults = () => harness.sandbox.service('marketplace').faults;
const QUERY = `{ marketplace {
  orders(first: 3) { edges { node { orderId } } }
  product(skuSellerId: "CA-0001") { skuSellerId stock }
  tickets(first: 2) { totalCount }
} }`;

test('HTTP 500 on the order list -> UPSTREAM_UNAVAILABLE on orders only', async () => {
  faults().inject(
    { kind: 'status', status: 500, body: { type: 'INTERNAL', message: 'db down at 10.0.0.7' } },
    { path: '/orders' },
  );
  const result = await harness.query(QUERY);
  expect(result.data).toEqual({
    marketplace: { orders: null, product: { skuSellerId: 'CA-0001', stock: 0 }, tickets: { totalCount: 23 } },
  });
  expect(errorAt(result, ['marketplace', 'orders'])?.extensions).toEqual({
    code: 'UPSTREAM_UNAVAILABLE',
    service: 'marketplace',
    status: 500,
    upstreamCode: 'INTERNAL',
  });
  expect(harness.responses.at(-1)).not.toContain('10.0.0.7');
});

test('403 (the API SLA: too many requests per second) -> FORBIDDEN with the rest answering', async () => {
  faults().inject(
    { kind: 'status', status: 403, body: { type: 'FORBIDDEN', message: 'Reduce requests per second' } },
    { path: /^\/product\// },
  );
  const result = await harness.query(QUERY);
  expect(result.data?.marketplace).toMatchObject({ product: null, tickets: { totalCount: 23 } });
  expect(errorAt(result, ['marketplace', 'product'])?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
});

test("another seller's ticket -> FORBIDDEN (the upstream's 403), an unknown ticket -> NOT_FOUND", async () => {
  const result = await harness.query(`{ marketplace {
    other: ticketMessages(ticketId: "VST-0001") { totalCount }
    missing: ticketMessages(ticketId: "CAT-9999") { totalCount }
    own: ticketMessages(ticketId: "CAT-0002") { totalCount }
  } }`);
  expect(result.data).toEqual({ marketplace: { other: null, missing: null, own: { totalCount: 1 } } });
  expect(errorAt(result, ['marketplace', 'other'])?.extensions).toMatchObject({
    code: 'FORBIDDEN',
    service: 'marketplace',
    upstreamCode: 'FORBIDDEN',
  });
  expect(errorAt(result, ['marketplace', 'missing'])?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
});

test('a failure in the middle of a walk fails that page only; its cursor still works afterwards', async () => {
  const query = `query ($after: String) { marketplace {
    orders(first: 10, after: $after) { pageInfo { endCursor } edges { node { orderId } } }
    products(first: 3) { edges { node { skuSellerId } } }
  } }`;
  type Data = {
    marketplace: { orders: { pageInfo: { endCursor: string }; edges: Array<{ node: { orderId: string } }> } };
  };
  const first = await harness.query<Data>(query);
  const after = first.data!.marketplace.orders.pageInfo.endCursor;
  faults().inject({ kind: 'status', status: 500 }, { path: '/orders', times: 1 });
  const failed = await harness.query<Data>(query, { after });
  expect(failed.data?.marketplace).toMatchObject({ orders: null, products: { edges: [{}, {}, {}] } });
  expect(errorAt(failed, ['marketplace', 'orders'])?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  const resumed = await harness.query<Data>(query, { after });
  expect(resumed.data!.marketplace.orders.edges[0]!.node.orderId).toBe('CAO-00011');
});

test('a connection reset, a hang and a malformed body each fail their field with the right code', async () => {
  faults().inject({ kind: 'reset' }, { path: '/tickets' });
  faults().inject({ kind: 'hang' }, { path: '/products/status' });
  faults().inject({ kind: 'malformed' }, { path: '/products' });
  const result = await harness.query(`{ marketplace {
    tickets(first: 2) { totalCount }
    productStatuses(first: 2) { totalCount }
    products(first: 2) { totalCount }
    order(orderId: "CAO-00001") { orderId }
  } }`);
  expect(result.data).toEqual({
    marketplace: { tickets: null, productStatuses: null, products: null, order: { orderId: 'CAO-00001' } },
  });
  expect(errorAt(result, ['marketplace', 'tickets'])?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  expect(errorAt(result, ['marketplace', 'productStatuses'])?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
  expect(errorAt(result, ['marketplace', 'products'])?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
});

test('a failing product lookup under an order nulls that product only', async () => {
  faults().inject({ kind: 'status', status: 500 }, { path: '/product/CA-0002' });
  const result = await harness.query<{
    marketplace: { order: { items: Array<{ skuSellerId: string; product: { title: string } | null }> } };
  }>('{ marketplace { order(orderId: "CAO-00002") { orderId items { skuSellerId product { title } } } } }');
  const items = result.data!.marketplace.order.items;
  expect(items.map((item) => [item.skuSellerId, item.product === null])).toEqual([
    ['CA-0002', true],
    ['CA-0004', false],
  ]);
  expect(result.errors).toHaveLength(1);
  expect(result.errors?.[0]).toMatchObject({
    path: ['marketplace', 'order', 'items', 0, 'product'],
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
  });
});
