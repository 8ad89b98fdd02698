// Product loads, product updates and ticket creation against the sandbox: each changes the sandbox's state and the
// payload reads it back; bad input never reaches the upstream; a POST is never retried, the PUT is; the write
// scope guards the gateway's key, and a caller's own key needs none.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { encodeGlobalID } from '../../src/schema/global-id.js';
import { MARKETPLACE_DEMO_KEY } from '../../sandbox/marketplace/index.js';
import { errorAt, startHarness, type GraphQLResponse, type Harness } from '../support/harness.js';

const PRODUCT = {
  skuSellerId: 'CA-NEW-1',
  title: 'Garrafa Térmica 1 L',
  description: 'Garrafa de aço inox, mantém quente por 12 horas.',
  brand: 'Aurora',
  price: { default: 12990, offer: 9990 },
  categories: ['Cozinha'],
  stock: 14,
  images: ['https://img.example/garrafa.jpg'],
  attributes: [{ name: 'Cor', value: 'Inox' }],
  dimensions: { weight: 450, length: 90, width: 90, height: 300 },
  giftWrap: { available: true, value: 500 },
};
const CREATE = `mutation($product: NewMarketplaceProductInput!) {
  createMarketplaceProduct(product: $product) {
    skuSellerId title brand stock status price { default offer } attributes { name value }
    dimensions { weight height }
  }
}`;
const CREATE_MANY = `mutation($products: [NewMarketplaceProductInput!]!) {
  createMarketplaceProducts(products: $products) { productCount products { skuSellerId title status } }
}`;
const UPDATE = `mutation($sku: String!, $changes: MarketplaceProductChangesInput!) {
  updateMarketplaceProduct(skuSellerId: $sku, changes: $changes) { skuSellerId title brand stock videos }
}`;
const TICKET = `mutation($ticket: NewMarketplaceTicketInput!) {
  createMarketplaceTicket(ticket: $ticket) { orderId order { orderId } }
}`;

describe('on the sandbox', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ services: ['marketplace'] });
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.sandbox.service('marketplace').recorder.reset());
  afterEach(() => harness.sandbox.service('marketplace').faults.clear());
  const recorder = () => harness.sandbox.service('marketplace').recorder;

  test('createMarketplaceProduct reads the new product back; a second create is refused', async () => {
    const result = await harness.query(CREATE, { product: PRODUCT });
    expect(result).toEqual({
      data: {
        createMarketplaceProduct: {
          skuSellerId: 'CA-NEW-1',
          title: PRODUCT.title,
          brand: 'Aurora',
          stock: 14,
          status: 'NEW',
          price: { default: 12990, offer: 9990 },
          attributes: [{ name: 'Cor', value: 'Inox' }],
          dimensions: { weight: 450, height: 300 },
        },
      },
    });
    expect(recorder().counts()).toEqual({ 'POST /product': 1, 'GET /product/CA-NEW-1': 1 });

    const read = await harness.query('{ marketplace { product(skuSellerId: "CA-NEW-1") { title stock } } }');
    expect(read.data).toEqual({ marketplace: { product: { title: PRODUCT.title, stock: 14 } } });

    const again = await harness.query(CREATE, { product: PRODUCT });
    expect(again.data).toEqual({ createMarketplaceProduct: null });
    expect(errorAt(again, ['createMarketplaceProduct'])?.extensions).toMatchObject({
      code: 'UPSTREAM_ERROR',
      status: 400,
    });
  });

  test('createMarketplaceProducts loads many; products reads each back', async () => {
    const products = [
      { ...PRODUCT, skuSellerId: 'CA-NEW-2', title: 'Caneca 300 ml' },
      { ...PRODUCT, skuSellerId: 'CA-NEW-3', title: 'Caneca 500 ml' },
    ];
    const result = await harness.query(CREATE_MANY, { products });
    expect(result).toEqual({
      data: {
        createMarketplaceProducts: {
          productCount: 2,
          products: [
            { skuSellerId: 'CA-NEW-2', title: 'Caneca 300 ml', status: 'NEW' },
            { skuSellerId: 'CA-NEW-3', title: 'Caneca 500 ml', status: 'NEW' },
          ],
        },
      },
    });
    expect(recorder().counts()).toEqual({
      'POST /products': 1,
      'GET /product/CA-NEW-2': 1,
      'GET /product/CA-NEW-3': 1,
    });
  });

  test('updateMarketplaceProduct merges only the fields set (by SKU or Product.id) and reads the product back', async () => {
    const before = await harness.query<{ marketplace: { product: { id: string; title: string; brand: string } } }>(
      '{ marketplace { product(skuSellerId: "CA-0040") { id title brand } } }',
    );
    const { id, brand } = before.data!.marketplace.product;
    recorder().reset();
    const result = await harness.query(UPDATE, { sku: id, changes: { title: 'Novo título', videos: [], stock: 2 } });
    expect(result).toEqual({
      data: {
        updateMarketplaceProduct: { skuSellerId: 'CA-0040', title: 'Novo título', brand, stock: 2, videos: [] },
      },
    });
    expect(recorder().counts()).toEqual({ 'PUT /product/CA-0040': 1, 'GET /product/CA-0040': 1 });
  });

  test('updateMarketplaceProduct on an unknown SKU is NOT_FOUND', async () => {
    const result = await harness.query(UPDATE, { sku: 'CA-9999', changes: { title: 'x' } });
    expect(errorAt(result, ['updateMarketplaceProduct'])?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('createMarketplaceTicket opens an OPEN ticket for the order, listed with its order and thread', async () => {
    const result = await harness.query(TICKET, {
      ticket: {
        orderId: 'CAO-00003',
        from: 'Equipe Casa Aurora',
        body: 'Seu pedido sai amanhã.',
        type: 'QUESTION',
        description: 'Prazo de envio',
        message: { body: 'Verificar estoque', visibility: 'INTERNAL' },
      },
    });
    expect(result).toEqual({
      data: { createMarketplaceTicket: { orderId: 'CAO-00003', order: { orderId: 'CAO-00003' } } },
    });
    expect(recorder().counts()).toEqual({ 'POST /ticket': 1, 'GET /order/CAO-00003': 1 });

    const listed = await harness.query<{
      marketplace: {
        tickets: { edges: Array<{ node: { ticketId: string; subject: string; order: { orderId: string } | null } }> };
      };
    }>(
      '{ marketplace { tickets(status: OPEN, first: 100) { edges { node { ticketId subject order { orderId } } } } } }',
    );
    const opened = listed.data?.marketplace.tickets.edges.find((edge) => edge.node.subject === 'Prazo de envio');
    expect(opened?.node.order).toEqual({ orderId: 'CAO-00003' });
    const thread = await harness.query(
      `{ marketplace { ticketMessages(ticketId: "${opened!.node.ticketId}") { edges { node { body visibility } } } } }`,
    );
    expect(thread.data).toEqual({
      marketplace: {
        ticketMessages: {
          edges: [
            { node: { body: 'Seu pedido sai amanhã.', visibility: 'CUSTOMER' } },
            { node: { body: 'Verificar estoque', visibility: 'INTERNAL' } },
          ],
        },
      },
    });
  });

  test.each([
    ['a product without a title', CREATE, { product: { ...PRODUCT, title: '  ' } }, 'product.title'],
    ['a negative stock', CREATE, { product: { ...PRODUCT, stock: -1 } }, 'product.stock'],
    [
      'an image that is not http(s)',
      CREATE,
      { product: { ...PRODUCT, images: ['ftp://x/y.jpg'] } },
      'product.images.0',
    ],
    ['a SKU with a slash', CREATE, { product: { ...PRODUCT, skuSellerId: 'a/b' } }, 'product.skuSellerId'],
    ['no product in a bulk load', CREATE_MANY, { products: [] }, 'products'],
    ['an update of a dot-segment SKU', UPDATE, { sku: '..', changes: { title: 'x' } }, 'skuSellerId'],
    [
      'negative dimensions',
      UPDATE,
      { sku: 'CA-0001', changes: { dimensions: { weight: -1, length: 1, width: 1, height: 1 } } },
      'changes.dimensions.weight',
    ],
    [
      'a ticket for an order id with a slash',
      TICKET,
      { ticket: { orderId: '../orders', from: 'Loja', body: 'Oi', type: 'QUESTION' } },
      'ticket.orderId',
    ],
    [
      'a ticket with a blank body',
      TICKET,
      { ticket: { orderId: 'CAO-00003', from: 'Loja', body: ' ', type: 'QUESTION' } },
      'ticket.body',
    ],
  ])('%s -> BAD_USER_INPUT naming the argument, no upstream call', async (_what, query, variables, argument) => {
    const result = await harness.query(query, variables);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
    expect(recorder().count()).toBe(0);
  });

  test.each([
    ['createMarketplaceProduct', CREATE, { product: { ...PRODUCT, skuSellerId: 'CA-NEW-9' } }, 'POST /product'],
    ['createMarketplaceProducts', CREATE_MANY, { products: [PRODUCT] }, 'POST /products'],
    [
      'createMarketplaceTicket',
      TICKET,
      { ticket: { orderId: 'CAO-00004', from: 'Loja', body: 'Oi', type: 'QUESTION' } },
      'POST /ticket',
    ],
  ])(
    '%s: one 503 is one upstream call and UPSTREAM_UNAVAILABLE (a POST is never retried)',
    async (field, query, variables, call) => {
      harness.sandbox
        .service('marketplace')
        .faults.inject(
          { kind: 'status', status: 503, body: { type: 'UNAVAILABLE', message: 'busy' } },
          { method: 'POST', times: 1 },
        );
      const result = await harness.query(query, variables);
      expect(result.data).toEqual({ [field]: null });
      expect(errorAt(result, [field])?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', status: 503 });
      expect(recorder().counts()).toEqual({ [call]: 1 });
    },
  );

  test('updateMarketplaceProduct: one 503 is retried (a PUT sets a value), then answered', async () => {
    harness.sandbox
      .service('marketplace')
      .faults.inject(
        { kind: 'status', status: 503, body: { type: 'UNAVAILABLE', message: 'busy' } },
        { method: 'PUT', times: 1 },
      );
    const result = await harness.query(UPDATE, { sku: 'CA-0041', changes: { brand: 'Outra' } });
    expect(result.errors).toBeUndefined();
    expect(recorder().counts()).toEqual({ 'PUT /product/CA-0041': 2, 'GET /product/CA-0041': 1 });
  });
});

describe('the write scope, with a configured key (not sandboxed)', () => {
  const READ_KEY = 'marketplace-reader-0123456789';
  const WRITE_KEY = 'marketplace-writer-0123456789';
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
        GATEWAY_API_KEYS: `${READ_KEY}:marketplace;${WRITE_KEY}:marketplace:write`,
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

  async function post(query: string, variables: Record<string, unknown>, headers: Record<string, string>) {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse;
  }
  const ticket = { ticket: { orderId: 'CAO-00005', from: 'Loja', body: 'Oi', type: 'QUESTION' } };

  test.each([
    ['createMarketplaceProduct', CREATE, { product: { ...PRODUCT, skuSellerId: 'CA-SCOPE-1' } }],
    ['createMarketplaceProducts', CREATE_MANY, { products: [{ ...PRODUCT, skuSellerId: 'CA-SCOPE-2' }] }],
    ['updateMarketplaceProduct', UPDATE, { sku: 'CA-0042', changes: { title: 'x' } }],
    ['createMarketplaceTicket', TICKET, ticket],
  ])(
    '%s: the read scope alone is FORBIDDEN (missing-scope), no upstream call; marketplace:write answers',
    async (field, query, variables) => {
      const refused = await post(query, variables, { 'x-api-key': READ_KEY });
      expect(refused.data).toEqual({ [field]: null });
      expect(errorAt(refused, [field])?.extensions).toEqual({
        code: 'FORBIDDEN',
        service: 'marketplace',
        reason: 'missing-scope',
      });
      expect(recorder().count()).toBe(0);

      const allowed = await post(query, variables, { 'x-api-key': WRITE_KEY });
      expect(allowed.errors).toBeUndefined();
      expect(recorder().count()).toBeGreaterThan(0);
      for (const request of recorder().requests) expect(request.headers.authorization).toBe(MARKETPLACE_DEMO_KEY);
    },
  );

  test("a caller's own seller key needs no scope, and only that key reaches the upstream", async () => {
    const result = await post(
      UPDATE,
      { sku: 'VS-0001', changes: { title: 'Do vendedor' } },
      { 'x-marketplace-api-key': 'sandbox-marketplace-key-vento-sul' },
    );
    expect(result.data).toMatchObject({ updateMarketplaceProduct: { skuSellerId: 'VS-0001', title: 'Do vendedor' } });
    expect(recorder().count()).toBe(2);
    for (const request of recorder().requests) {
      expect(request.headers.authorization).toBe('sandbox-marketplace-key-vento-sul');
    }
  });
});

describe('the bodies sent, as the spec names them (a recording upstream)', () => {
  const received: Array<{ method: string; url: string; body: unknown }> = [];
  let server: Server;
  let gateway: Gateway;
  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        received.push({ method: request.method!, url: request.url!, body: raw ? JSON.parse(raw) : undefined });
        response.setHeader('content-type', 'application/json');
        const sku = /^\/product\/([^/?]+)$/.exec(request.url!)?.[1];
        // A product read back has what the spec's `GetProduct` requires (a list or object left out is an error).
        const product = { ...PRODUCT, skuSellerId: sku, orderId: 'CAO-00003', status: 'NEW' };
        response.end(request.method === 'GET' ? JSON.stringify(product) : '');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    gateway = createGateway(
      loadConfig({
        LOG_LEVEL: 'silent',
        MARKETPLACE_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        MARKETPLACE_API_KEY: 'recording-key',
        GATEWAY_API_KEYS: 'writer-key-0123456789abcdef:marketplace:write',
      }),
      { logger: createLogger('silent') },
    );
  });
  afterAll(async () => {
    await gateway.dispose();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => (received.length = 0));

  async function post(query: string, variables: Record<string, unknown>) {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'writer-key-0123456789abcdef' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse;
  }

  test('a new product is the spec `Product`; absent optional fields are not sent', async () => {
    const plain: Record<string, unknown> = { ...PRODUCT };
    delete plain.dimensions;
    delete plain.giftWrap;
    expect((await post(CREATE, { product: plain })).errors).toBeUndefined();
    expect(received[0]).toEqual({ method: 'POST', url: '/product', body: plain });
    expect((await post(CREATE_MANY, { products: [PRODUCT] })).errors).toBeUndefined();
    expect(received[2]).toEqual({ method: 'POST', url: '/products', body: [PRODUCT] });
  });

  test('an update is the spec `ProductUpdate`: the SKU (decoded from Product.id) and only the fields set', async () => {
    const id = encodeGlobalID('Product', 'CA-0040');
    const result = await post(UPDATE, {
      sku: id,
      changes: { title: 'Novo', videos: [], giftWrap: { available: false, value: 0 } },
    });
    expect(result.errors).toBeUndefined();
    expect(received[0]).toEqual({
      method: 'PUT',
      url: '/product/CA-0040',
      body: { skuSellerId: 'CA-0040', title: 'Novo', videos: [], giftWrap: { available: false, value: 0 } },
    });
  });

  test('a new ticket is the spec `NewTicket`, with its optional customer and message', async () => {
    const ticket = {
      orderId: 'CAO-00003',
      from: 'Loja',
      body: 'Oi',
      type: 'QUESTION',
      customer: { name: 'Ana' },
      message: { body: 'Nota', visibility: 'INTERNAL' },
    };
    expect(
      (
        await post('mutation($t: NewMarketplaceTicketInput!) { createMarketplaceTicket(ticket: $t) { orderId } }', {
          t: ticket,
        })
      ).errors,
    ).toBeUndefined();
    expect(received).toEqual([{ method: 'POST', url: '/ticket', body: ticket }]);
  });
});
