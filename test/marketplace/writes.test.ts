// Marketplace writes against the sandbox: each changes the sandbox's state and answers the changed record, read
// back in the query types; bad input never reaches the upstream; refusals keep their code.
import { errorAt, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['marketplace'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('marketplace').recorder.reset());
afterEach(() => harness.sandbox.service('marketplace').faults.clear());

const recorder = () => harness.sandbox.service('marketplace').recorder;
const ACCESS_KEY = '3526'.padEnd(44, '7');
const SHIPMENT = {
  sellerShipmentId: 'ENV-T-1',
  occurredAt: '2026-03-10T12:00:00Z',
  courier: { name: 'Correios', taxId: '34.028.316/0001-03' },
  invoice: { number: '9001', serie: '1', accessKey: ACCESS_KEY },
  trackingNumber: 'BR123456789BR',
  trackingUrl: 'https://rastreio.example/BR123456789BR',
};
const ORDER_FIELDS =
  'orderId status statusRaw items { id: upstreamId sent } shipments { sellerShipmentId status number trackingUrl }';

describe('shipment transitions of one order', () => {
  test('sent, then delivered: the order moves through SENT to DELIVERED and lists the shipment', async () => {
    // CAO-00002 is approved, with items CAO-2-1 and CAO-2-2.
    const sent = await harness.query(
      `mutation($shipment: ShipmentStatusInput!) {
        markMarketplaceShipmentSent(orderId: "CAO-00002", shipment: $shipment) { ${ORDER_FIELDS} }
      }`,
      { shipment: { ...SHIPMENT, itemIds: ['CAO-2-1'] } },
    );
    expect(sent.errors).toBeUndefined();
    const order = (sent.data as { markMarketplaceShipmentSent: Record<string, unknown> }).markMarketplaceShipmentSent;
    expect(order).toMatchObject({
      orderId: 'CAO-00002',
      status: 'PARTIALLY_SENT',
      items: [
        { id: 'CAO-2-1', sent: true },
        { id: 'CAO-2-2', sent: false },
      ],
      shipments: [
        {
          sellerShipmentId: 'ENV-T-1',
          status: 'SHIPPED',
          number: 'BR123456789BR',
          trackingUrl: SHIPMENT.trackingUrl,
        },
      ],
    });
    expect(recorder().counts()).toEqual({
      'POST /order/CAO-00002/shipment/sent': 1,
      'GET /order/CAO-00002': 1,
    });

    const rest = await harness.query(
      `mutation($shipment: ShipmentStatusInput!) {
        markMarketplaceShipmentSent(orderId: "CAO-00002", shipment: $shipment) { status }
      }`,
      { shipment: { ...SHIPMENT, sellerShipmentId: 'ENV-T-2', itemIds: ['CAO-2-2'] } },
    );
    expect(rest.data).toEqual({ markMarketplaceShipmentSent: { status: 'SENT' } });

    const delivered = await harness.query(
      `mutation($shipment: ShipmentStatusInput!) {
        markMarketplaceShipmentDelivered(orderId: "CAO-00002", shipment: $shipment) { status }
      }`,
      { shipment: { ...SHIPMENT, sellerShipmentId: 'ENV-T-3', itemIds: ['CAO-2-1', 'CAO-2-2'] } },
    );
    expect(delivered.data).toEqual({ markMarketplaceShipmentDelivered: { status: 'DELIVERED' } });
    const listed = await harness.query<{ marketplace: { orders: { edges: Array<{ node: { orderId: string } }> } } }>(
      '{ marketplace { orders(status: DELIVERED, first: 50) { edges { node { orderId } } } } }',
    );
    expect(listed.data?.marketplace.orders.edges.map((edge) => edge.node.orderId)).toContain('CAO-00002');
  });

  test('cancel, return and exchange send the spec body (`tranckingUrl`) and move the order', async () => {
    const refund = (items: Array<{ skuSellerId: string; quantity: number }>) => ({
      items,
      info: 'Pedido do cliente',
      trackingUrl: 'https://rastreio.example/volta',
    });
    // CAO-00001 is new, with one item of SKU CA-0001.
    const canceled = await harness.query(
      `mutation($refund: ShipmentRefundInput!) { cancelMarketplaceShipment(orderId: "CAO-00001", refund: $refund) {
        status shipments { status trackingUrl description } } }`,
      { refund: refund([{ skuSellerId: 'CA-0001', quantity: 1 }]) },
    );
    expect(canceled.errors).toBeUndefined();
    expect(canceled.data).toEqual({
      cancelMarketplaceShipment: {
        status: 'CANCELED',
        shipments: [
          { status: 'CANCELED', trackingUrl: 'https://rastreio.example/volta', description: 'Pedido do cliente' },
        ],
      },
    });
    // CAO-00007 (partially delivered, one item of SKU CA-0001) is returned whole; CAO-00004 (delivered) is exchanged.
    const returned = await harness.query(
      `mutation($refund: ShipmentRefundInput!) { returnMarketplaceShipment(orderId: "CAO-00007", refund: $refund) { status } }`,
      { refund: refund([{ skuSellerId: 'CA-0001', quantity: 1 }]) },
    );
    expect(returned.data).toEqual({ returnMarketplaceShipment: { status: 'CANCELED' } });
    const exchanged = await harness.query(
      `mutation($refund: ShipmentRefundInput!) { exchangeMarketplaceShipment(orderId: "CAO-00004", refund: $refund) {
        status shipments { status } } }`,
      { refund: refund([{ skuSellerId: 'CA-0004', quantity: 1 }]) },
    );
    expect(exchanged.errors).toBeUndefined();
    expect(
      (exchanged.data as { exchangeMarketplaceShipment: { status: string } }).exchangeMarketplaceShipment.status,
    ).toBe('APPROVED');
    expect(recorder().count('POST', /^\/order\/CAO-0000[147]\/shipment\/(cancel|return|exchange)$/)).toBe(3);
  });

  test('an unknown order is NOT_FOUND (404); a refused transition is UPSTREAM_ERROR (400)', async () => {
    const unknown = await harness.query(
      `mutation($shipment: ShipmentStatusInput!) {
        markMarketplaceShipmentSent(orderId: "CAO-99999", shipment: $shipment) { status }
      }`,
      { shipment: { ...SHIPMENT, sellerShipmentId: 'ENV-X', itemIds: ['CAO-1-1'] } },
    );
    expect(unknown.data).toEqual({ markMarketplaceShipmentSent: null });
    expect(errorAt(unknown, ['markMarketplaceShipmentSent'])?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
      upstreamCode: 'NOT_FOUND',
    });
    // CAO-00005 is canceled: nothing can be sent.
    const refused = await harness.query(
      `mutation($shipment: ShipmentStatusInput!) {
        markMarketplaceShipmentSent(orderId: "CAO-00005", shipment: $shipment) { status }
      }`,
      { shipment: { ...SHIPMENT, sellerShipmentId: 'ENV-Y', itemIds: ['CAO-5-1'] } },
    );
    expect(errorAt(refused, ['markMarketplaceShipmentSent'])?.extensions).toMatchObject({
      code: 'UPSTREAM_ERROR',
      status: 400,
      upstreamCode: 'BAD_REQUEST',
    });
  });
});

test('bulk shipment posts land in the shipment lists and the orders read back on demand', async () => {
  const result = await harness.query(
    `mutation($shipments: [BulkShipmentInput!]!) { markMarketplaceShipmentsShipped(shipments: $shipments) {
      shipmentCount orders { orderId status } } }`,
    {
      shipments: [
        { orderId: 'CAO-00009', sellerShipmentId: 'BULK-1', items: [{ skuSellerId: 'CA-0002', quantity: 1 }] },
        { orderId: 'CAO-00009', sellerShipmentId: 'BULK-2', items: [{ skuSellerId: 'CA-0004', quantity: 1 }] },
      ],
    },
  );
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    markMarketplaceShipmentsShipped: { shipmentCount: 2, orders: [{ orderId: 'CAO-00009', status: 'PARTIALLY_SENT' }] },
  });
  expect(recorder().counts()).toEqual({ 'POST /orders/shipments/shipped': 1, 'GET /order/CAO-00009': 1 });
  const listed = await harness.query<{
    marketplace: { shippedShipments: { edges: Array<{ node: { shipmentId: string } }> } };
  }>('{ marketplace { shippedShipments(first: 2) { edges { node { shipmentId } } } } }');
  expect(listed.data?.marketplace.shippedShipments.edges.map((edge) => edge.node.shipmentId)).toEqual([
    'BULK-2',
    'BULK-1',
  ]);

  const delivered = await harness.query(
    `mutation { markMarketplaceShipmentsDelivered(shipments: [
      { orderId: "CAO-00009", sellerShipmentId: "BULK-3", items: [{ skuSellerId: "CA-0002", quantity: 1 }], status: "DELIVERED" }
    ]) { shipmentCount } }`,
  );
  expect(delivered.data).toEqual({ markMarketplaceShipmentsDelivered: { shipmentCount: 1 } });
  expect(recorder().count('POST', '/orders/shipments/delivered')).toBe(1);
});

describe('products', () => {
  test('price, stock and status of one SKU show in the product afterwards', async () => {
    const result = await harness.query(`mutation {
      price: updateMarketplaceProductPrice(skuSellerId: "CA-0010", price: { default: 25990, offer: 19990 }) {
        skuSellerId price { default offer } }
      stock: updateMarketplaceProductStock(skuSellerId: "CA-0010", stock: { quantity: 42, crossDockingTime: 86400 }) {
        stock }
      status: updateMarketplaceProductStatus(skuSellerId: "CA-0010", active: false) { status }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      price: { skuSellerId: 'CA-0010', price: { default: 25990, offer: 19990 } },
      stock: { stock: 42 },
      status: { status: 'APPROVED' },
    });
    const read = await harness.query(
      '{ marketplace { product(skuSellerId: "CA-0010") { price { offer } stock status } } }',
    );
    expect(read.data).toEqual({ marketplace: { product: { price: { offer: 19990 }, stock: 42, status: 'APPROVED' } } });
  });

  test('bulk price, stock and status updates apply to every SKU listed', async () => {
    const result = await harness.query(`mutation {
      prices: updateMarketplaceProductPrices(prices: [
        { skuSellerId: "CA-0011", price: { default: 1000, offer: 900 } },
        { skuSellerId: "CA-0012", price: { default: 2000, offer: 1800 } }
      ]) { productCount products { skuSellerId price { offer } } }
      stocks: updateMarketplaceProductStocks(stocks: [{ skuSellerId: "CA-0011", stock: { quantity: 7 } }]) {
        productCount products { stock } }
      statuses: updateMarketplaceProductStatuses(statuses: [{ skuSellerId: "CA-0012", active: true }]) {
        products { status } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      prices: {
        productCount: 2,
        products: [
          { skuSellerId: 'CA-0011', price: { offer: 900 } },
          { skuSellerId: 'CA-0012', price: { offer: 1800 } },
        ],
      },
      stocks: { productCount: 1, products: [{ stock: 7 }] },
      statuses: { products: [{ status: 'SELLING' }] },
    });
    expect(recorder().count('PUT', /^\/products\/(prices|stocks|status)$/)).toBe(3);
  });

  test('an unknown SKU is refused by the upstream with 400 -> UPSTREAM_ERROR', async () => {
    const result = await harness.query(
      'mutation { updateMarketplaceProductStock(skuSellerId: "NOPE-1", stock: { quantity: 1 }) { stock } }',
    );
    expect(errorAt(result, ['updateMarketplaceProductStock'])?.extensions).toMatchObject({
      code: 'UPSTREAM_ERROR',
      status: 400,
    });
  });
});

describe('tickets', () => {
  test('a reply is posted and read back; it then shows in the thread', async () => {
    const result = await harness.query(`mutation {
      replyToMarketplaceTicket(ticketId: "CAT-0002", reply: { body: "Enviamos um novo item hoje.", visibility: CUSTOMER }) {
        ticketId message { id: upstreamId body visibility } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      replyToMarketplaceTicket: {
        ticketId: 'CAT-0002',
        message: { id: 'CAT-0002-M2', body: 'Enviamos um novo item hoje.', visibility: 'CUSTOMER' },
      },
    });
    const thread = await harness.query<{ marketplace: { ticketMessages: { totalCount: number } } }>(
      '{ marketplace { ticketMessages(ticketId: "CAT-0002", first: 10) { totalCount } } }',
    );
    expect(thread.data?.marketplace.ticketMessages.totalCount).toBe(2);
  });

  test('a reply to the last page of a long thread is found there', async () => {
    for (let index = 0; index < 2; index += 1) {
      const result = await harness.query(
        `mutation { replyToMarketplaceTicket(ticketId: "CAT-0001", reply: { body: "Nota ${index}", visibility: INTERNAL }) {
          message { body visibility } } }`,
      );
      expect(result.data).toEqual({
        replyToMarketplaceTicket: { message: { body: `Nota ${index}`, visibility: 'INTERNAL' } },
      });
    }
  });

  test('closing and reopening move the ticket; reopening an open ticket is refused (400)', async () => {
    const closed = await harness.query(
      'mutation { updateMarketplaceTicketStatus(ticketId: "CAT-0005", status: CLOSED) { ticketId status closedAt } }',
    );
    expect(closed.errors).toBeUndefined();
    expect(closed.data).toMatchObject({ updateMarketplaceTicketStatus: { ticketId: 'CAT-0005', status: 'CLOSED' } });
    const reopened = await harness.query(
      'mutation { updateMarketplaceTicketStatus(ticketId: "CAT-0005", status: REOPENED) { status closedAt } }',
    );
    expect(reopened.data).toEqual({ updateMarketplaceTicketStatus: { status: 'REOPENED', closedAt: null } });
    const refused = await harness.query(
      'mutation { updateMarketplaceTicketStatus(ticketId: "CAT-0002", status: REOPENED) { status } }',
    );
    expect(errorAt(refused, ['updateMarketplaceTicketStatus'])?.extensions).toMatchObject({
      code: 'UPSTREAM_ERROR',
      status: 400,
    });
  });

  test("another seller's ticket is FORBIDDEN (403); an unknown one NOT_FOUND (404)", async () => {
    const result = await harness.query(`mutation {
      other: updateMarketplaceTicketStatus(ticketId: "VST-0001", status: CLOSED) { status }
      unknown: replyToMarketplaceTicket(ticketId: "CAT-9999", reply: { body: "Olá", visibility: CUSTOMER }) { ticketId }
    }`);
    expect(errorAt(result, ['other'])?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(errorAt(result, ['unknown'])?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});
