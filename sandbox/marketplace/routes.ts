// Sandbox of the BrandLovers Marketplace API v1 (spec F): the 17 GET routes, offset/limit paging with the spec's
// defaults and maxima, the seller's API key in the `authorization` header, `{ type, message }` error bodies, and the
// writes with their state (writes.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDefinition } from '../framework.js';
import { productStatus, sellerItem, SELLERS, type SellerData } from './data.js';
import { registerMarketplaceProductWrites } from './product-writes.js';
import { registerMarketplaceWrites } from './writes.js';

export const MARKETPLACE_DEMO_KEY = 'sandbox-marketplace-key';
/** A second seller's key: a caller sending it (when allowed) sees that seller's data. */
export const MARKETPLACE_SECOND_SELLER_KEY = 'sandbox-marketplace-key-vento-sul';

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const UNAUTHORIZED =
  "Access denied. You're not authenticated or token expired. Check your request header the `authorization` field is required.";

type Query = Record<string, string | undefined>;

function integer(query: Query, name: string, fallback: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw new ApiError(400, 'BAD_REQUEST', `Bad request. ${name} must be an integer`);
  return Number(raw);
}

/** One page of a list with the spec's `metadata`, refusing what the real API refuses. */
function page<K extends string>(
  query: Query,
  field: K,
  items: readonly unknown[],
  limits: { defaultLimit: number; maxLimit: number },
) {
  const offset = integer(query, 'offset', 0);
  const limit = integer(query, 'limit', limits.defaultLimit);
  if (offset < 0) throw new ApiError(400, 'BAD_REQUEST', 'Bad request. offset must not be negative');
  if (limit < 1 || limit > limits.maxLimit) {
    throw new ApiError(400, 'BAD_REQUEST', `Bad request. limit must be between 1 and ${limits.maxLimit}`);
  }
  return {
    [field]: items.slice(offset, offset + limit),
    metadata: [
      { key: 'offset', value: String(offset) },
      { key: 'limit', value: String(limit) },
      { key: 'total', value: String(items.length) },
    ],
  };
}

const ORDER_LISTS: Record<string, { status: string; defaultLimit: number; maxLimit: number }> = {
  new: { status: 'new', defaultLimit: 100, maxLimit: 250 },
  approved: { status: 'approved', defaultLimit: 100, maxLimit: 200 },
  sent: { status: 'sent', defaultLimit: 10, maxLimit: 100 },
  delivered: { status: 'delivered', defaultLimit: 10, maxLimit: 100 },
  canceled: { status: 'canceled', defaultLimit: 100, maxLimit: 250 },
  partiallySent: { status: 'partiallySent', defaultLimit: 100, maxLimit: 100 },
  partiallyDelivered: { status: 'partiallyDelivered', defaultLimit: 100, maxLimit: 250 },
};

export const marketplaceSandbox: SandboxDefinition = {
  key: 'marketplace',
  basePath: '/marketplace/v1',
  demo: { secret: MARKETPLACE_DEMO_KEY },
  register(app, { settings }) {
    const credential = settings.services.marketplace.credential;
    const header = credential.placement.in === 'header' ? credential.placement.name.toLowerCase() : 'authorization';
    const sellers = new Map<string, SellerData>([
      [credential.secret ?? MARKETPLACE_DEMO_KEY, SELLERS.main()],
      [MARKETPLACE_SECOND_SELLER_KEY, SELLERS.second()],
    ]);
    const sellerOf = new WeakMap<FastifyRequest, SellerData>();
    const seller = (request: FastifyRequest) => sellerOf.get(request)!;

    app.addHook('onRequest', async (request, reply) => {
      const key = request.headers[header];
      const found = typeof key === 'string' ? sellers.get(key) : undefined;
      if (!found) {
        await reply.code(401).send({ type: 'UNAUTHORIZED', message: UNAUTHORIZED });
        return;
      }
      sellerOf.set(request, found);
    });
    app.setErrorHandler(async (error, _request, reply) => {
      if (error instanceof ApiError) {
        await reply.code(error.status).send({ type: error.type, message: error.message });
        return;
      }
      await reply.code(500).send({ type: 'INTERNAL', message: 'Internal server error' });
    });
    // A path the API does not have answers in the API's own error shape (the spec's `Error`), as every 404 does.
    app.setNotFoundHandler(async (_request, reply) => {
      await reply.code(404).send({ type: 'NOT_FOUND', message: 'Object not found.' });
    });

    type Answer = (request: FastifyRequest<{ Params: Record<string, string> }>, query: Query) => unknown;
    const route = (path: string, answer: Answer) =>
      app.get(path, async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) =>
        reply.send(answer(request, request.query as Query)),
      );

    route('/orders', (request, query) =>
      page(query, 'orders', seller(request).orders, { defaultLimit: 10, maxLimit: 100 }),
    );
    for (const [segment, list] of Object.entries(ORDER_LISTS)) {
      route(`/orders/status/${segment}`, (request, query) =>
        page(
          query,
          'orders',
          seller(request).orders.filter((order) => order.status === list.status),
          list,
        ),
      );
    }
    route('/order/:orderId', (request) => {
      const order = seller(request).orders.find((candidate) => candidate.orderId === request.params.orderId);
      if (!order) throw new ApiError(404, 'NOT_FOUND', 'Object not found. Was not able to find orderId');
      return order;
    });
    route('/orders/shipments/shipped', (request, query) => {
      const status = query.status;
      if (status !== undefined && !['NEW', 'APPROVED', 'DECLINED', 'PENDING'].includes(status)) {
        throw new ApiError(400, 'BAD_REQUEST', 'Bad request. Unknown status');
      }
      const shipments = seller(request).shippedShipments.filter((entry) => !status || entry.status === status);
      return page(query, 'shipments', shipments, { defaultLimit: 10, maxLimit: 100 });
    });
    route('/orders/shipments/delivered', (request, query) => {
      const shipments = seller(request).deliveredShipments.filter(
        (entry) => !query.status || entry.status === query.status,
      );
      return page(query, 'shipments', shipments, { defaultLimit: 10, maxLimit: 100 });
    });
    route('/tickets', (request, query) => {
      const status = query.status;
      if (status !== undefined && !['OPEN', 'REOPENED', 'CLOSED'].includes(status)) {
        throw new ApiError(400, 'BAD_REQUEST', 'Bad request. Unknown status');
      }
      const tickets = seller(request).tickets.filter((ticket) => !status || ticket.status === status);
      return page(query, 'tickets', tickets, { defaultLimit: 10, maxLimit: 100 });
    });
    route('/ticket/:ticketId/messages', (request, query) => {
      const messages = seller(request).messages.get(request.params.ticketId);
      if (!messages) {
        const elsewhere = [...sellers.values()].some((other) => other.messages.has(request.params.ticketId));
        if (elsewhere) throw new ApiError(403, 'FORBIDDEN', 'Access denied. You can only access your trouble tickets');
        throw new ApiError(404, 'NOT_FOUND', 'Object not found.');
      }
      return page(query, 'messages', messages, { defaultLimit: 10, maxLimit: 100 });
    });
    route('/products', (request, query) =>
      page(query, 'skus', seller(request).products, { defaultLimit: 100, maxLimit: 200 }),
    );
    route('/product/:skuSellerId', (request) => {
      const product = seller(request).products.find(
        (candidate) => candidate.skuSellerId === request.params.skuSellerId,
      );
      if (!product)
        throw new ApiError(404, 'NOT_FOUND', 'Object not found. In general this means a invalid skuSellerId.');
      return product;
    });
    route('/products/status', (request, query) =>
      page(query, 'skus', seller(request).products.map(productStatus), { defaultLimit: 250, maxLimit: 1000 }),
    );
    route('/products/status/selling', (request, query) =>
      page(
        query,
        'sellerItems',
        seller(request)
          .products.filter((product) => product.status === 'SELLING')
          .map(sellerItem),
        { defaultLimit: 10, maxLimit: 100 },
      ),
    );
    registerMarketplaceWrites(app, {
      seller,
      sellers: () => sellers.values(),
      fail: (status, type, message) => new ApiError(status, type, message),
    });
    registerMarketplaceProductWrites(app, {
      seller,
      fail: (status, type, message) => new ApiError(status, type, message),
    });
  },
};
