// Every Marketplace operation answers from the sandbox, through real HTTP, with every field typed and filled.
import { SELLERS } from '../../sandbox/marketplace/data.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['marketplace'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('marketplace').recorder.reset());

const seed = SELLERS.main();

const ADDRESS = 'recipientName address number complement neighbourhood city state countryId zipCode reference';
const FREIGHT = 'type eta defaultAmount chargedAmount transitTime crossDockingTime scheduledPeriod additionalInfo';
const ORDER = `
  orderId orderMarketplaceId status statusRaw createdAt approvedAt updatedAt
  totalAmount totalItemsAmount totalShippingAmount totalDiscountAmount
  customer { id: upstreamId name documentNumber email type phones { number type } }
  billingAddress { ${ADDRESS} } shippingAddress { ${ADDRESS} }
  freight { ${FREIGHT} }
  items {
    id: upstreamId skuSellerId name salePrice sent freight { ${FREIGHT} }
    giftWrap { available messageSupport value giftCard { from to message } }
    promotions { id: upstreamId name type amount }
  }
  shipments {
    id: upstreamId sellerShipmentId status occurredAt number trackingUrl cte description
    courier { name taxId }
    invoice { number serie accessKey cnpj issuedAt linkDanfe linkXml }
    items { skuSellerId quantity }
  }
  seller { id: upstreamId name }`;
const PRODUCT = `
  skuSellerId title description brand categories attributes { name value } price { default offer } stock
  status statusRaw images videos gtin productGroupId dimensions { weight length width height }
  giftWrap { available messageSupport value } errors { type message skuSellerId }`;

/** Paths in a value where it is null, an empty list or an empty string: an unfilled field. */
function holes(value: unknown, at = '$'): string[] {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => holes(item, `${at}[${index}]`));
  if (typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => holes(item, `${at}.${key}`));
  return [];
}

test('an order by id: every field, typed', async () => {
  // The 25th order is delivered, discounted, gift-wrapped and has a landmark: every field is filled.
  const result = await harness.query<{ marketplace: { order: Record<string, unknown> } }>(
    `{ marketplace { order(orderId: "CAO-00025") { ${ORDER} } } }`,
  );
  expect(result.errors).toBeUndefined();
  const order = result.data!.marketplace.order;
  expect(holes(order)).toEqual([]);
  const expected = seed.orders[24]!;
  expect(order).toMatchObject({
    orderId: 'CAO-00025',
    orderMarketplaceId: expected.orderMarketplaceId,
    status: 'DELIVERED',
    statusRaw: 'delivered',
    createdAt: expected.createdAt,
    totalAmount: expected.totalAmount,
    totalDiscountAmount: 1000,
    customer: { name: expected.customer!.name, phones: [{ type: 'mobile' }] },
    shippingAddress: { countryId: 'BR', zipCode: expected.shippingAddress!.zipCode },
    freight: { eta: expected.freight!.ETA, transitTime: 345_600 },
    items: [{ skuSellerId: expected.items![0]!.skuSellerId, sent: true, promotions: [{ amount: 1000 }] }],
    shipments: [
      { status: 'DELIVERED', courier: { taxId: expected.shipments![0]!.courier!.taxID }, items: [{ quantity: 1 }] },
    ],
    seller: { id: 'SL-1001', name: 'Casa Aurora Utilidades' },
  });
  expect(harness.sandbox.service('marketplace').recorder.counts()).toEqual({ 'GET /order/CAO-00025': 1 });
});

test('an unknown order or product is null, not an error', async () => {
  const result = await harness.query(
    '{ marketplace { order(orderId: "CAO-99999") { orderId } product(skuSellerId: "NOPE-1") { title } } }',
  );
  expect(result).toEqual({ data: { marketplace: { order: null, product: null } } });
});

test('orders: every order, and each status list, with the status as enum and raw string', async () => {
  const query = `query ($status: OrderStatusFilter) {
    marketplace { orders(first: 100, status: $status) { totalCount edges { node { orderId status statusRaw } } } }
  }`;
  const all = await harness.query<{
    marketplace: { orders: { totalCount: number; edges: Array<{ node: Record<string, string> }> } };
  }>(query);
  expect(all.errors).toBeUndefined();
  expect(all.data!.marketplace.orders.totalCount).toBe(seed.orders.length);
  expect(all.data!.marketplace.orders.edges.map((edge) => edge.node.orderId)).toEqual(
    seed.orders.map((o) => o.orderId),
  );
  // An upstream status this gateway does not know survives as UNKNOWN with its raw value.
  expect(all.data!.marketplace.orders.edges.at(-1)!.node).toMatchObject({ status: 'UNKNOWN', statusRaw: 'onHold' });

  const lists: Array<[string, string, string]> = [
    ['NEW', 'new', '/orders/status/new'],
    ['APPROVED', 'approved', '/orders/status/approved'],
    ['SENT', 'sent', '/orders/status/sent'],
    ['DELIVERED', 'delivered', '/orders/status/delivered'],
    ['CANCELED', 'canceled', '/orders/status/canceled'],
    ['PARTIALLY_SENT', 'partiallySent', '/orders/status/partiallySent'],
    ['PARTIALLY_DELIVERED', 'partiallyDelivered', '/orders/status/partiallyDelivered'],
  ];
  for (const [status, raw, path] of lists) {
    harness.sandbox.service('marketplace').recorder.reset();
    const result = await harness.query<typeof all.data & object>(query, { status });
    const connection = result.data!.marketplace.orders;
    const expected = seed.orders.filter((order) => order.status === raw).map((order) => order.orderId);
    expect(expected.length).toBeGreaterThan(0);
    expect(connection.edges.map((edge) => edge.node.orderId)).toEqual(expected);
    expect(connection.edges.every((edge) => edge.node.status === status && edge.node.statusRaw === raw)).toBe(true);
    expect(connection.totalCount).toBe(expected.length);
    expect(harness.sandbox.service('marketplace').recorder.counts()).toEqual({ [`GET ${path}`]: 1 });
  }
});

test('shipped and delivered shipments, with their filters', async () => {
  const result = await harness.query<{
    marketplace: Record<string, { totalCount: number; edges: Array<{ node: Record<string, unknown> }> }>;
  }>(`{ marketplace {
    shipped: shippedShipments(first: 50) { totalCount edges { node { shipmentId status trackingUrl items { skuSellerId quantity } errors { type message } } } }
    declined: shippedShipments(first: 50, status: DECLINED) { totalCount edges { node { shipmentId status errors { type message } } } }
    delivered: deliveredShipments(first: 50) { totalCount edges { node { shipmentId status trackingUrl items { skuSellerId quantity } } } }
    partial: deliveredShipments(first: 50, status: "PARTIALLY_DELIVERED") { edges { node { status } } }
  } }`);
  expect(result.errors).toBeUndefined();
  const { shipped, declined, delivered, partial } = result.data!.marketplace;
  expect(shipped!.totalCount).toBe(seed.shippedShipments.length);
  expect(shipped!.edges[0]!.node).toEqual({
    ...seed.shippedShipments[0],
    errors: seed.shippedShipments[0]!.errors,
  });
  expect(declined!.edges.length).toBeGreaterThan(0);
  expect(declined!.edges.every((edge) => edge.node.status === 'DECLINED')).toBe(true);
  expect(declined!.edges[0]!.node.errors).toEqual([{ type: 'INVOICE', message: 'Invoice access key does not match' }]);
  expect(delivered!.totalCount).toBe(seed.deliveredShipments.length);
  expect(delivered!.edges.map((edge) => edge.node.shipmentId)).toEqual(
    seed.deliveredShipments.map((s) => s.shipmentId),
  );
  expect(partial!.edges.length).toBeGreaterThan(0);
  expect(partial!.edges.every((edge) => edge.node.status === 'PARTIALLY_DELIVERED')).toBe(true);
  const received = harness.sandbox.service('marketplace').recorder.matching('GET', '/orders/shipments/shipped');
  expect(received.map((request) => request.query.status)).toEqual(expect.arrayContaining([undefined, 'DECLINED']));
});

test('tickets and a ticket thread: every field; unknown statuses and visibilities survive', async () => {
  const result = await harness.query<{
    marketplace: Record<string, { totalCount: number; edges: Array<{ node: Record<string, unknown> }> }>;
  }>(`{ marketplace {
    tickets(first: 50) { totalCount edges { node {
      ticketId subject description type priority status statusRaw createdAt updatedAt closedAt sla
      customer { name phoneNumber } metadata { key value }
    } } }
    closed: tickets(first: 50, status: CLOSED) { edges { node { ticketId status } } }
    ticketMessages(ticketId: "CAT-0001", first: 20) { totalCount edges { node { id: upstreamId body createdAt visibility visibilityRaw } } }
  } }`);
  expect(result.errors).toBeUndefined();
  const { tickets, closed, ticketMessages } = result.data!.marketplace;
  expect(tickets!.totalCount).toBe(seed.tickets.length);
  const closedTicket = tickets!.edges.find((edge) => edge.node.status === 'CLOSED')!.node;
  expect(holes(closedTicket)).toEqual([]);
  const source = seed.tickets.find((ticket) => ticket.ticketId === closedTicket.ticketId)!;
  expect(closedTicket).toMatchObject({
    subject: source.subject,
    statusRaw: 'CLOSED',
    closedAt: source.closedAt,
    sla: source.sla,
    customer: source.customer,
    metadata: source.metadata,
  });
  expect(tickets!.edges.at(-1)!.node).toMatchObject({ status: 'UNKNOWN', statusRaw: 'ESCALATED' });
  expect(closed!.edges.map((edge) => edge.node.ticketId)).toEqual(
    seed.tickets.filter((ticket) => ticket.status === 'CLOSED').map((ticket) => ticket.ticketId),
  );

  const thread = seed.messages.get('CAT-0001')!;
  expect(ticketMessages!.totalCount).toBe(12);
  expect(ticketMessages!.edges.map((edge) => edge.node.id)).toEqual(thread.map((message) => message.id));
  expect(ticketMessages!.edges[0]!.node).toEqual({
    id: thread[0]!.id,
    body: thread[0]!.body,
    createdAt: thread[0]!.createdAt,
    visibility: 'CUSTOMER',
    visibilityRaw: 'CUSTOMER',
  });
  expect(ticketMessages!.edges.map((edge) => edge.node.visibility)).toEqual(
    expect.arrayContaining(['INTERNAL', 'UNKNOWN']),
  );
});

type ListResult = { totalCount: number; edges: Array<{ node: Record<string, unknown> }> };

test('products and a product by SKU: every field; declined reasons and unknown statuses survive', async () => {
  const result = await harness.query<{ marketplace: { products: ListResult; product: Record<string, unknown> } }>(
    `{ marketplace {
      products(first: 50) { totalCount edges { node { ${PRODUCT} } } }
      product(skuSellerId: "CA-0001") { ${PRODUCT} }
    } }`,
  );
  expect(result.errors).toBeUndefined();
  const { products, product } = result.data!.marketplace;
  const first = seed.products[0]!;
  expect(product).toEqual({ ...first, statusRaw: first.status, status: 'SELLING' });
  expect(holes({ ...product, errors: ['none expected'] })).toEqual([]);
  expect(products.totalCount).toBe(45);
  expect(products.edges.map((edge) => edge.node.skuSellerId)).toEqual(seed.products.map((p) => p.skuSellerId));
  const declined = products.edges.find((edge) => edge.node.status === 'DECLINED')!.node;
  expect(declined.errors).toEqual([expect.objectContaining({ type: 'IMAGE', skuSellerId: declined.skuSellerId })]);
  expect(products.edges.find((edge) => edge.node.statusRaw === 'suspended')!.node.status).toBe('UNKNOWN');
});

test('product statuses and products selling: every field', async () => {
  const result = await harness.query<{ marketplace: { productStatuses: ListResult; sellingProducts: ListResult } }>(
    `{ marketplace {
      productStatuses(first: 50) { totalCount edges { node { skuSellerId status statusRaw price { default offer } stock errors { type message skuSellerId } } } }
      sellingProducts(first: 50) { totalCount edges { node {
        skuSellerId title brand productId productHref active prices { default offer }
        stocks { quantity reserved crossDockingTime } attributes { name value } images { url type main }
        dimensions { weight length width height } giftWrap { available messageSupport value } gtin urls { skuSellerId url }
      } } }
    } }`,
  );
  expect(result.errors).toBeUndefined();
  const { productStatuses, sellingProducts } = result.data!.marketplace;
  const first = seed.products[0]!;
  expect(productStatuses.totalCount).toBe(45);
  expect(productStatuses.edges[0]!.node).toEqual({
    skuSellerId: first.skuSellerId,
    status: 'SELLING',
    statusRaw: 'SELLING',
    price: first.price,
    stock: first.stock,
    errors: [],
  });
  const selling = seed.products.filter((p) => p.status === 'SELLING');
  expect(sellingProducts.totalCount).toBe(selling.length);
  expect(sellingProducts.edges.map((edge) => edge.node.skuSellerId)).toEqual(selling.map((p) => p.skuSellerId));
  const listed = sellingProducts.edges.find((edge) => edge.node.skuSellerId === 'CA-0002')!.node;
  expect(holes(listed)).toEqual([]);
  expect(listed).toMatchObject({
    title: seed.products[1]!.title,
    productId: 'BLP-CA-0002',
    active: [true],
    prices: [seed.products[1]!.price],
    images: [expect.objectContaining({ main: true }), expect.objectContaining({ main: false })],
    urls: [{ skuSellerId: 'CA-0002', url: expect.stringContaining('CA-0002') }],
  });
});

test('fan-out: the products behind 20 orders cost one call per distinct SKU', async () => {
  const result = await harness.query<{
    marketplace: {
      orders: {
        edges: Array<{
          node: { items: Array<{ skuSellerId: string; product: { skuSellerId: string; stock: number } }> };
        }>;
      };
    };
  }>(
    '{ marketplace { orders(first: 20) { edges { node { items { skuSellerId product { skuSellerId stock } } } } } } }',
  );
  expect(result.errors).toBeUndefined();
  const items = result.data!.marketplace.orders.edges.flatMap((edge) => edge.node.items);
  const skus = new Set(items.map((item) => item.skuSellerId));
  expect(items.length).toBeGreaterThan(skus.size);
  for (const item of items) expect(item.product.skuSellerId).toBe(item.skuSellerId);
  const counts = harness.sandbox.service('marketplace').recorder.counts();
  expect(counts['GET /orders']).toBe(1);
  expect(harness.sandbox.service('marketplace').recorder.count('GET', /^\/product\//)).toBe(skus.size);
  // 20 orders, their items drawn from six products: seven calls in all.
  expect(skus.size).toBe(6);
  expect(harness.sandbox.service('marketplace').recorder.count()).toBe(7);
  expect(Object.values(counts).every((count) => count === 1)).toBe(true);
});
