// Walking a Marketplace connection with first/after returns every item exactly once, over upstream offset/limit.
import { SELLERS } from '../../sandbox/marketplace/data.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['marketplace'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('marketplace').recorder.reset());

const seed = SELLERS.main();

interface Page {
  totalCount: number | null;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  edges: Array<{ cursor: string; node: { id: string } }>;
}

/** Walks `field` (with `args`) page by page and returns the ids seen, in order. */
async function walk(field: string, idField: string, first: number, args = '') {
  const seen: string[] = [];
  let after: string | null = null;
  for (let round = 0; round < 100; round += 1) {
    const result: { data?: { marketplace: Record<string, Page> } | null; errors?: unknown[] } = await harness.query(
      `query ($first: Int, $after: String) { marketplace { list: ${field}(first: $first, after: $after${args}) {
        totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id: ${idField} } }
      } } }`,
      { first, after },
    );
    expect(result.errors).toBeUndefined();
    const page = result.data!.marketplace.list!;
    expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
    seen.push(...page.edges.map((edge) => edge.node.id));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return seen;
}

test.each([1, 4, 10, 37, 100])('orders with first=%i: every order exactly once, in order', async (first) => {
  expect(await walk('orders', 'orderId', first)).toEqual(seed.orders.map((order) => order.orderId));
});

test('a status list walks the same way', async () => {
  const approved = seed.orders.filter((order) => order.status === 'approved').map((order) => order.orderId);
  expect(await walk('orders', 'orderId', 2, ', status: APPROVED')).toEqual(approved);
});

test.each([
  ['tickets', 'ticketId', 5, seed.tickets.map((ticket) => ticket.ticketId)],
  ['products', 'skuSellerId', 7, seed.products.map((product) => product.skuSellerId)],
  ['productStatuses', 'skuSellerId', 11, seed.products.map((product) => product.skuSellerId)],
  [
    'sellingProducts',
    'skuSellerId',
    3,
    seed.products.filter((product) => product.status === 'SELLING').map((product) => product.skuSellerId),
  ],
  ['shippedShipments', 'shipmentId', 2, seed.shippedShipments.map((shipment) => shipment.shipmentId!)],
  ['deliveredShipments', 'shipmentId', 2, seed.deliveredShipments.map((shipment) => shipment.shipmentId!)],
])('%s: every item exactly once', async (field, idField, first, expected) => {
  expect(expected.length).toBeGreaterThan(first);
  const seen = await walk(field, idField, first);
  expect(seen).toEqual(expected);
  expect(new Set(seen).size).toBe(seen.length);
});

test("a ticket's 12 messages in pages of 5: every message once, the upstream asked for each offset", async () => {
  const seen = await walk('ticketMessages', 'upstreamId', 5, ', ticketId: "CAT-0001"');
  expect(seen).toEqual(seed.messages.get('CAT-0001')!.map((message) => message.id));
  const requests = harness.sandbox.service('marketplace').recorder.matching('GET', '/ticket/CAT-0001/messages');
  expect(requests.map((request) => [request.query.offset, request.query.limit])).toEqual([
    ['0', '5'],
    ['5', '5'],
    ['10', '5'],
  ]);
});

test('offset starts the first page further in, and its cursor continues from there', async () => {
  const query = `query ($after: String, $offset: Int) { marketplace { products(first: 4, offset: $offset, after: $after) {
    totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id: skuSellerId } }
  } } }`;
  const first = await harness.query<{ marketplace: { products: Page } }>(query, { offset: 40 });
  const page = first.data!.marketplace.products;
  expect(page.edges.map((edge) => edge.node.id)).toEqual(['CA-0041', 'CA-0042', 'CA-0043', 'CA-0044']);
  expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  expect(page.totalCount).toBe(45);
  const second = await harness.query<typeof first.data & object>(query, { after: page.pageInfo.endCursor });
  expect(second.data!.marketplace.products.edges.map((edge) => edge.node.id)).toEqual(['CA-0045']);
  expect(second.data!.marketplace.products.pageInfo.hasNextPage).toBe(false);
});

test('a page larger than the upstream default asks the upstream for exactly that many', async () => {
  await harness.query('{ marketplace { orders(first: 30) { edges { node { orderId } } } } }');
  const [request] = harness.sandbox.service('marketplace').recorder.matching('GET', '/orders');
  expect(request?.query).toMatchObject({ offset: '0', limit: '30' });
});
