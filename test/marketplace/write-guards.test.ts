// What stands between a marketplace write and the upstream: input rules (BAD_USER_INPUT, no call), the write
// scope (the seller's key is the gateway's), the retry rule (a POST is never repeated; a PUT may be), and the key
// going to the marketplace only.
import { loadConfig } from '../../src/config/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { MARKETPLACE_DEMO_KEY } from '../../sandbox/marketplace/index.js';
import { CACHE_POLICY } from '../../src/plugins/response-cache/policy.js';
import { errorAt, startHarness, type GraphQLResponse, type Harness } from '../support/harness.js';

const ACCESS_KEY = '1'.repeat(44);
const SHIPMENT = {
  sellerShipmentId: 'ENV-G-1',
  occurredAt: '2026-03-10T12:00:00Z',
  courier: { name: 'Jadlog' },
  invoice: { number: '1', serie: '1', accessKey: ACCESS_KEY },
  itemIds: ['CAO-9-1'],
};
const SENT = `mutation($shipment: ShipmentStatusInput!) {
  markMarketplaceShipmentSent(orderId: "CAO-00009", shipment: $shipment) { status } }`;
const REFUND = { items: [{ skuSellerId: 'CA-0001', quantity: 1 }], info: 'Customer changed their mind' };
const BULK = { orderId: 'CAO-00009', sellerShipmentId: 'ENV-B-1', items: [{ skuSellerId: 'CA-0001', quantity: 1 }] };
const NEW_PRODUCT = {
  skuSellerId: 'CA-G-1',
  title: 'Chaleira',
  description: 'Chaleira de inox',
  brand: 'Aurora',
  price: { default: 100, offer: 90 },
  categories: ['Cozinha'],
  stock: 1,
  images: ['https://img.example/c.jpg'],
  attributes: [],
};
const transition = (field: string, argument: 'shipment' | 'refund', orderId = 'CAO-00009') =>
  `mutation($v: ${argument === 'shipment' ? 'ShipmentStatusInput' : 'ShipmentRefundInput'}!) {
    ${field}(orderId: "${orderId}", ${argument}: $v) { status } }`;

/** One invalid call per mutation: each is BAD_USER_INPUT with nothing sent upstream. */
const BAD_INPUT: Record<string, [string, Record<string, unknown>]> = {
  markMarketplaceShipmentSent: [
    transition('markMarketplaceShipmentSent', 'shipment'),
    { v: { ...SHIPMENT, invoice: { ...SHIPMENT.invoice, accessKey: '4'.repeat(43) } } },
  ],
  markMarketplaceShipmentDelivered: [
    transition('markMarketplaceShipmentDelivered', 'shipment'),
    { v: { ...SHIPMENT, itemIds: ['CAO-9-1', 'a/b'] } },
  ],
  cancelMarketplaceShipment: [transition('cancelMarketplaceShipment', 'refund'), { v: { ...REFUND, items: [] } }],
  returnMarketplaceShipment: [transition('returnMarketplaceShipment', 'refund'), { v: { ...REFUND, info: '  ' } }],
  exchangeMarketplaceShipment: [transition('exchangeMarketplaceShipment', 'refund', '..'), { v: REFUND }],
  markMarketplaceShipmentsShipped: [
    'mutation($v: [BulkShipmentInput!]!) { markMarketplaceShipmentsShipped(shipments: $v) { shipmentCount } }',
    { v: [] },
  ],
  markMarketplaceShipmentsDelivered: [
    'mutation($v: [BulkShipmentInput!]!) { markMarketplaceShipmentsDelivered(shipments: $v) { shipmentCount } }',
    { v: [{ ...BULK, status: 'DELIVERED; DROP' }] },
  ],
  updateMarketplaceProductPrice: [
    'mutation { updateMarketplaceProductPrice(skuSellerId: "CA-0001", price: { default: 100, offer: -5 }) { stock } }',
    {},
  ],
  updateMarketplaceProductStock: [
    'mutation { updateMarketplaceProductStock(skuSellerId: "CA-0001", stock: { quantity: -1 }) { stock } }',
    {},
  ],
  updateMarketplaceProductStatus: [
    'mutation { updateMarketplaceProductStatus(skuSellerId: "CA 0001", active: true) { status } }',
    {},
  ],
  updateMarketplaceProductPrices: [
    'mutation($v: [ProductPriceUpdateInput!]!) { updateMarketplaceProductPrices(prices: $v) { productCount } }',
    { v: [{ skuSellerId: '%2F', price: { default: 100, offer: 90 } }] },
  ],
  updateMarketplaceProductStocks: [
    'mutation($v: [ProductStockUpdateInput!]!) { updateMarketplaceProductStocks(stocks: $v) { productCount } }',
    { v: [{ skuSellerId: 'CA-0001', stock: { quantity: 1, crossDockingTime: -60 } }] },
  ],
  updateMarketplaceProductStatuses: [
    'mutation($v: [ProductStatusUpdateInput!]!) { updateMarketplaceProductStatuses(statuses: $v) { productCount } }',
    { v: [] },
  ],
  replyToMarketplaceTicket: [
    'mutation($b: String!) { replyToMarketplaceTicket(ticketId: "CAT-0001", reply: { body: $b, visibility: CUSTOMER }) { ticketId } }',
    { b: 'x'.repeat(10_001) },
  ],
  updateMarketplaceTicketStatus: [
    'mutation { updateMarketplaceTicketStatus(ticketId: "..", status: CLOSED) { ticketId } }',
    {},
  ],
  createMarketplaceProduct: [
    'mutation($v: NewMarketplaceProductInput!) { createMarketplaceProduct(product: $v) { stock } }',
    { v: { ...NEW_PRODUCT, price: { default: 100, offer: 9.5 } } },
  ],
  createMarketplaceProducts: [
    'mutation($v: [NewMarketplaceProductInput!]!) { createMarketplaceProducts(products: $v) { productCount } }',
    { v: [{ ...NEW_PRODUCT, images: ['not a url'] }] },
  ],
  updateMarketplaceProduct: [
    'mutation($v: MarketplaceProductChangesInput!) { updateMarketplaceProduct(skuSellerId: "CA-0001", changes: $v) { stock } }',
    { v: { attributes: [{ name: '', value: 'x' }] } },
  ],
  createMarketplaceTicket: [
    'mutation($v: NewMarketplaceTicketInput!) { createMarketplaceTicket(ticket: $v) { orderId } }',
    { v: { orderId: 'CAO-00009', from: 'Loja', body: 'Oi', type: 'NOT A TYPE' } },
  ],
};

test('every marketplace mutation has a bad-input case here', () => {
  expect(Object.keys(BAD_INPUT).sort()).toEqual([...CACHE_POLICY.marketplace.mutations].sort());
});

describe('on the sandbox', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ services: ['marketplace', 'content'] });
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.sandbox.service('marketplace').recorder.reset());
  afterEach(() => harness.sandbox.service('marketplace').faults.clear());
  const recorder = () => harness.sandbox.service('marketplace').recorder;

  test.each(Object.entries(BAD_INPUT))(
    '%s: bad input is BAD_USER_INPUT, no upstream call',
    async (_name, [query, variables]) => {
      const result = await harness.query(query, variables);
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      expect(recorder().count()).toBe(0);
    },
  );

  test.each([
    [
      'an invoice access key that is not 44 digits',
      SENT,
      { shipment: { ...SHIPMENT, invoice: { ...SHIPMENT.invoice, accessKey: '123' } } },
      'shipment.invoice.accessKey',
    ],
    ['no item', SENT, { shipment: { ...SHIPMENT, itemIds: [] } }, 'shipment.itemIds'],
    [
      'a tracking URL that is not http(s)',
      SENT,
      { shipment: { ...SHIPMENT, trackingUrl: 'javascript:alert(1)' } },
      'shipment.trackingUrl',
    ],
    ['an order id with a slash', SENT.replace('"CAO-00009"', '"../orders"'), { shipment: SHIPMENT }, 'orderId'],
    [
      'a price with cents as a fraction',
      'mutation { updateMarketplaceProductPrice(skuSellerId: "CA-0001", price: { default: -1, offer: 100 }) { stock } }',
      {},
      'price.default',
    ],
    [
      'an empty bulk list',
      'mutation { updateMarketplaceProductStatuses(statuses: []) { productCount } }',
      {},
      'statuses',
    ],
    [
      'more than 500 entries in a bulk list',
      'mutation($stocks: [ProductStockUpdateInput!]!) { updateMarketplaceProductStocks(stocks: $stocks) { productCount } }',
      { stocks: Array.from({ length: 501 }, (_, index) => ({ skuSellerId: `CA-${index}`, stock: { quantity: 1 } })) },
      'stocks',
    ],
    [
      'a blank reply',
      'mutation { replyToMarketplaceTicket(ticketId: "CAT-0001", reply: { body: "   ", visibility: CUSTOMER }) { ticketId } }',
      {},
      'reply.body',
    ],
  ])('%s -> BAD_USER_INPUT naming the argument, no upstream call', async (_what, query, variables, argument) => {
    const result = await harness.query(query, variables);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
    expect(recorder().count()).toBe(0);
  });

  test('one 503 on a POST write: exactly one upstream call and UPSTREAM_UNAVAILABLE (never retried)', async () => {
    harness.sandbox
      .service('marketplace')
      .faults.inject(
        { kind: 'status', status: 503, body: { type: 'UNAVAILABLE', message: 'busy' } },
        { method: 'POST', times: 1 },
      );
    const result = await harness.query(SENT, { shipment: SHIPMENT });
    expect(result.data).toEqual({ markMarketplaceShipmentSent: null });
    expect(errorAt(result, ['markMarketplaceShipmentSent'])?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      status: 503,
    });
    expect(recorder().counts()).toEqual({ 'POST /order/CAO-00009/shipment/sent': 1 });
  });

  test('one 503 on a PUT write: retried once (a PUT sets a value), then answered', async () => {
    harness.sandbox
      .service('marketplace')
      .faults.inject(
        { kind: 'status', status: 503, body: { type: 'UNAVAILABLE', message: 'busy' } },
        { method: 'PUT', times: 1 },
      );
    const result = await harness.query(
      'mutation { updateMarketplaceProductStock(skuSellerId: "CA-0020", stock: { quantity: 3 }) { stock } }',
    );
    expect(result).toEqual({ data: { updateMarketplaceProductStock: { stock: 3 } } });
    expect(recorder().counts()).toEqual({ 'PUT /product/CA-0020/stock': 2, 'GET /product/CA-0020': 1 });
  });

  test('the seller key reaches only the marketplace, and never a response or a log line', async () => {
    const content = harness.sandbox.service('content').recorder;
    content.reset();
    const result = await harness.query(`mutation {
      updateMarketplaceProductStatus(skuSellerId: "CA-0021", active: true) { status }
    }`);
    await harness.query('{ content { domain(domainId: "3210329704") { domain } } }');
    expect(result.errors).toBeUndefined();
    for (const request of recorder().requests) expect(request.headers.authorization).toBe(MARKETPLACE_DEMO_KEY);
    expect(content.count()).toBeGreaterThan(0);
    expect(content.sawValue(MARKETPLACE_DEMO_KEY)).toBe(false);
    expect(harness.responses.join('\n')).not.toContain(MARKETPLACE_DEMO_KEY);
    expect(harness.logs.join('\n')).not.toContain(MARKETPLACE_DEMO_KEY);
  });
});

describe('the write scope, with a configured key (not sandboxed)', () => {
  const READ_KEY = 'marketplace-reader-0123456789';
  const WRITE_KEY = 'marketplace-writer-0123456789';
  const EVERY_KEY = 'every-scope-key-0123456789ab';
  let upstreams: Harness;
  let gateway: Gateway;
  beforeAll(async () => {
    upstreams = await startHarness({ services: ['marketplace'] });
    gateway = createGateway(
      loadConfig({
        LOG_LEVEL: 'silent',
        MARKETPLACE_BASE_URL: upstreams.sandbox.service('marketplace').baseUrl,
        MARKETPLACE_API_KEY: MARKETPLACE_DEMO_KEY,
        MARKETPLACE_ALLOW_CALLER_CREDENTIAL: 'true',
        GATEWAY_API_KEYS: `${READ_KEY}:marketplace;${WRITE_KEY}:marketplace:write;${EVERY_KEY}:*`,
      }),
      { logger: createLogger('silent') },
    );
  });
  afterAll(async () => {
    await gateway.dispose();
    await upstreams.close();
  });
  beforeEach(() => upstreams.sandbox.service('marketplace').recorder.reset());
  const recorder = () => upstreams.sandbox.service('marketplace').recorder;

  async function post(query: string, headers: Record<string, string>): Promise<GraphQLResponse> {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as GraphQLResponse;
  }
  const WRITE = 'mutation { updateMarketplaceProductStock(skuSellerId: "CA-0030", stock: { quantity: 5 }) { stock } }';
  const READ = '{ marketplace { product(skuSellerId: "CA-0030") { stock } } }';

  test('the read scope alone: reads answer, writes are FORBIDDEN (missing-scope) with no upstream call', async () => {
    expect((await post(READ, { 'x-api-key': READ_KEY })).errors).toBeUndefined();
    recorder().reset();
    const result = await post(WRITE, { 'x-api-key': READ_KEY });
    expect(result.data).toEqual({ updateMarketplaceProductStock: null });
    expect(errorAt(result, ['updateMarketplaceProductStock'])?.extensions).toEqual({
      code: 'FORBIDDEN',
      service: 'marketplace',
      reason: 'missing-scope',
    });
    expect(recorder().count()).toBe(0);
  });

  test('anonymous callers cannot write either', async () => {
    const result = await post(WRITE, {});
    expect(errorAt(result, ['updateMarketplaceProductStock'])?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(recorder().count()).toBe(0);
  });

  test('marketplace:write covers writes and reads; * covers both', async () => {
    expect(await post(WRITE, { 'x-api-key': WRITE_KEY })).toEqual({
      data: { updateMarketplaceProductStock: { stock: 5 } },
    });
    expect(await post(READ, { 'x-api-key': WRITE_KEY })).toEqual({ data: { marketplace: { product: { stock: 5 } } } });
    expect((await post(WRITE, { 'x-api-key': EVERY_KEY })).errors).toBeUndefined();
  });

  test("a caller's own seller key needs no scope, and only that key reaches the upstream", async () => {
    const result = await post(
      'mutation { updateMarketplaceProductStock(skuSellerId: "VS-0001", stock: { quantity: 9 }) { stock } }',
      { 'x-marketplace-api-key': 'sandbox-marketplace-key-vento-sul' },
    );
    expect(result).toEqual({ data: { updateMarketplaceProductStock: { stock: 9 } } });
    expect(recorder().count()).toBe(2);
    for (const request of recorder().requests) {
      expect(request.headers.authorization).toBe('sandbox-marketplace-key-vento-sul');
    }
  });
});
