// Relationship fields: ticket -> order, shipped item / product status -> product (order item -> product is in
// fields.test.ts). The API has no batch lookup, so each distinct key costs exactly one call per request, however many
// records (or root fields) name it.
import { ticketOrderId } from '../../src/schema/marketplace/types.js';
import { errorAt, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['marketplace'] });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.sandbox.service('marketplace').recorder.reset();
  harness.sandbox.service('marketplace').faults.clear();
});

const recorder = () => harness.sandbox.service('marketplace').recorder;
/** Calls per "METHOD /path" whose path starts with `prefix`. */
const callsUnder = (prefix: string) =>
  Object.fromEntries(Object.entries(recorder().counts()).filter(([key]) => key.startsWith(prefix)));

interface TicketNode {
  ticketId: string;
  orderId: string;
  order: { orderId: string; status: string } | null;
}
type TicketPage = { edges: Array<{ node: TicketNode }> };

test('ticket -> order: one call per distinct order, shared with order(orderId:) in the same request', async () => {
  const result = await harness.query<{ marketplace: { a: TicketPage; b: TicketPage; order: { orderId: string } } }>(
    `{ marketplace {
      a: tickets(first: 3) { edges { node { ticketId orderId order { orderId status } } } }
      b: tickets(first: 6) { edges { node { ticketId orderId order { orderId status } } } }
      order(orderId: "CAO-00001") { orderId }
    } }`,
  );
  expect(result.errors).toBeUndefined();
  const { a, b, order } = result.data!.marketplace;
  const nodes = [...a.edges, ...b.edges].map((edge) => edge.node);
  for (const node of nodes) expect(node.order?.orderId).toBe(node.orderId);
  const distinct = new Set([...nodes.map((node) => node.orderId), order.orderId]);
  // Nine tickets and a root lookup name fewer orders than that: the loader is what keeps the calls down.
  expect(nodes.length + 1).toBeGreaterThan(distinct.size);
  const calls = callsUnder('GET /order/');
  expect(Object.keys(calls).sort()).toEqual([...distinct].map((id) => `GET /order/${id}`).sort());
  expect(Object.values(calls).every((count) => count === 1)).toBe(true);
});

test('shipped item and product status -> product: one call per distinct SKU across both', async () => {
  type Linked = { skuSellerId: string; product: { skuSellerId: string } | null };
  const result = await harness.query<{
    marketplace: {
      orders: { edges: Array<{ node: { shipments: Array<{ items: Linked[] }> } }> };
      productStatuses: { edges: Array<{ node: Linked }> };
    };
  }>(`{ marketplace {
    orders(first: 20) { edges { node { shipments { items { skuSellerId product { skuSellerId } } } } } }
    productStatuses(first: 4) { edges { node { skuSellerId product { skuSellerId } } } }
  } }`);
  expect(result.errors).toBeUndefined();
  const { orders, productStatuses } = result.data!.marketplace;
  const linked = [
    ...orders.edges.flatMap((edge) => edge.node.shipments.flatMap((shipment) => shipment.items)),
    ...productStatuses.edges.map((edge) => edge.node),
  ];
  for (const record of linked) expect(record.product?.skuSellerId).toBe(record.skuSellerId);
  const skus = new Set(linked.map((record) => record.skuSellerId));
  expect(linked.length).toBeGreaterThan(skus.size);
  const calls = callsUnder('GET /product/');
  expect(Object.keys(calls).sort()).toEqual([...skus].map((sku) => `GET /product/${sku}`).sort());
  expect(Object.values(calls).every((count) => count === 1)).toBe(true);
});

test("a failing order lookup nulls that ticket's order only", async () => {
  harness.sandbox.service('marketplace').faults.inject({ kind: 'status', status: 500 }, { path: '/order/CAO-00001' });
  const result = await harness.query<{ marketplace: { tickets: TicketPage } }>(
    '{ marketplace { tickets(first: 2) { edges { node { ticketId orderId order { orderId status } } } } } }',
  );
  const [failed, answered] = result.data!.marketplace.tickets.edges.map((edge) => edge.node);
  expect(failed).toMatchObject({ orderId: 'CAO-00001', order: null });
  expect(answered!.order?.orderId).toBe(answered!.orderId);
  expect(result.errors).toHaveLength(1);
  expect(errorAt(result, ['marketplace', 'tickets', 'edges', 0, 'node', 'order'])?.extensions).toMatchObject({
    code: 'UPSTREAM_UNAVAILABLE',
    service: 'marketplace',
  });
});

test.each([
  ['an orderId of its own', { orderId: 'CAO-7' }, 'CAO-7'],
  [
    'an orderId metadata entry',
    {
      metadata: [
        { key: 'channel', value: 'app' },
        { key: 'orderId', value: 'CAO-8' },
      ],
    },
    'CAO-8',
  ],
  ['no order at all', { metadata: [{ key: 'channel', value: 'app' }] }, null],
  ['metadata of the wrong shape', { metadata: 'orderId=CAO-9' }, null],
  ['an empty orderId entry', { metadata: [{ key: 'orderId', value: '' }] }, null],
])("a ticket's order id from %s", (_label, ticket, expected) => {
  expect(ticketOrderId(ticket as never)).toBe(expected);
});
