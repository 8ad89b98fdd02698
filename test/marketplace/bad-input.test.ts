// Bad Marketplace input is refused with BAD_USER_INPUT naming the argument, before any upstream call.
import { encodeCursor } from '../../src/schema/pagination.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['marketplace'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('marketplace').recorder.reset());

const upstreamCalls = () => harness.sandbox.service('marketplace').recorder.count();

test.each([
  ['an unknown order status', '{ marketplace { orders(status: SHIPPED) { totalCount } } }', 'status'],
  ['a status the list cannot filter on', '{ marketplace { orders(status: UNKNOWN) { totalCount } } }', 'status'],
  ['a status given as a string', '{ marketplace { orders(status: "new") { totalCount } } }', 'status'],
  ['an order id that is a dot segment', '{ marketplace { order(orderId: "..") { orderId } } }', 'orderId'],
  ['a negative offset (orders)', '{ marketplace { orders(offset: -1) { totalCount } } }', 'offset'],
  ['a negative offset (products)', '{ marketplace { products(offset: -20) { totalCount } } }', 'offset'],
  [
    'a negative offset (ticket messages)',
    '{ marketplace { ticketMessages(ticketId: "CAT-0001", offset: -5) { totalCount } } }',
    'offset',
  ],
  ['a page above the list maximum', '{ marketplace { orders(first: 101) { totalCount } } }', 'first'],
  [
    'a page above the status list maximum',
    '{ marketplace { orders(status: APPROVED, first: 201) { totalCount } } }',
    'first',
  ],
  ['an empty page', '{ marketplace { tickets(first: 0) { totalCount } } }', 'first'],
  ['mixed paging directions', '{ marketplace { products(first: 2, last: 3) { totalCount } } }', 'first'],
  ['an offset with backward paging', '{ marketplace { products(last: 3, offset: 4) { totalCount } } }', 'offset'],
  ['a foreign before cursor', '{ marketplace { products(last: 3, before: "x") { totalCount } } }', 'before'],
  ['a cursor the gateway did not issue', '{ marketplace { products(after: "bm9wZQ") { totalCount } } }', 'after'],
  [
    'a cursor that does not hold an offset',
    `{ marketplace { products(after: "${encodeCursor({ p: 'https://elsewhere', s: 1 })}") { totalCount } } }`,
    'after',
  ],
  ['an unknown ticket status', '{ marketplace { tickets(status: PENDING) { totalCount } } }', 'status'],
  ['an unknown shipment status', '{ marketplace { shippedShipments(status: LOST) { totalCount } } }', 'status'],
  ['a free-text delivered status', '{ marketplace { deliveredShipments(status: "a b") { totalCount } } }', 'status'],
  ['an order id with a slash', '{ marketplace { order(orderId: "../orders") { orderId } } }', 'orderId'],
  ['an empty order id', '{ marketplace { order(orderId: "") { orderId } } }', 'orderId'],
  ['a SKU with a query', '{ marketplace { product(skuSellerId: "A?x=1") { title } } }', 'skuSellerId'],
  ['a ticket id with spaces', '{ marketplace { ticketMessages(ticketId: "T 1") { totalCount } } }', 'ticketId'],
])('%s', async (_label, query, argument) => {
  const result = await harness.query(query);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  expect(upstreamCalls()).toBe(0);
});

test('an unknown status in a variable is refused before any upstream call', async () => {
  const result = await harness.query(
    'query ($status: OrderStatusFilter) { marketplace { orders(status: $status) { totalCount } } }',
    { status: 'ON_HOLD' },
  );
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: '$status' });
  expect(upstreamCalls()).toBe(0);
});

test('offset together with after is refused: the cursor already carries the position', async () => {
  const first = await harness.query<{ marketplace: { products: { pageInfo: { endCursor: string } } } }>(
    '{ marketplace { products(first: 2) { pageInfo { endCursor } } } }',
  );
  harness.sandbox.service('marketplace').recorder.reset();
  const result = await harness.query(
    'query ($after: String) { marketplace { products(after: $after, offset: 3) { totalCount } } }',
    {
      after: first.data!.marketplace.products.pageInfo.endCursor,
    },
  );
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'offset' });
  expect(upstreamCalls()).toBe(0);
});

test('one bad field does not stop the good ones', async () => {
  const result = await harness.query(
    '{ marketplace { orders(offset: -1) { totalCount } product(skuSellerId: "CA-0003") { skuSellerId } } }',
  );
  expect(result.data).toEqual({ marketplace: { orders: null, product: { skuSellerId: 'CA-0003' } } });
  expect(result.errors).toHaveLength(1);
  expect(result.errors?.[0]).toMatchObject({ path: ['marketplace', 'orders'], extensions: { code: 'BAD_USER_INPUT' } });
  expect(harness.sandbox.service('marketplace').recorder.counts()).toEqual({ 'GET /product/CA-0003': 1 });
});
