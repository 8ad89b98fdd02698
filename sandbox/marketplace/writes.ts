// The marketplace sandbox's writes (spec F): shipment transitions change an order's items, shipments and status;
// bulk shipment posts land in the shipment lists; price, stock and status updates change the product; ticket
// replies join the thread and status changes move the ticket. Bodies are checked as the spec requires them (400),
// unknown records are 404 where the spec lists it, and every write answers an empty 200, as the real API does.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  Order as OrderDto,
  Product as ProductDto,
  Shipment as ShipmentDto,
  Ticket as TicketDto,
} from '@gateway/upstream-types/overlays/marketplace';
import type { SellerData } from './data.js';

type Fail = (status: number, type: string, message: string) => Error;
type Body = Record<string, unknown>;

interface WriteTools {
  seller: (request: FastifyRequest) => SellerData;
  sellers: () => Iterable<SellerData>;
  fail: Fail;
}

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

export function registerMarketplaceWrites(app: FastifyInstance, { seller, sellers, fail }: WriteTools): void {
  const bad = (message: string) => fail(400, 'BAD_REQUEST', `Bad request. ${message}`);
  const objectBody = (request: FastifyRequest): Body => {
    if (!isObject(request.body)) throw bad('The body must be a JSON object');
    return request.body;
  };
  const listBody = (request: FastifyRequest): Body[] => {
    const value = request.body;
    if (!Array.isArray(value) || !value.every(isObject)) throw bad('The body must be a JSON array of objects');
    return value;
  };
  const orderOf = (request: FastifyRequest): OrderDto => {
    const { orderId } = request.params as { orderId: string };
    const order = seller(request).orders.find((candidate) => candidate.orderId === orderId);
    if (!order) throw fail(404, 'NOT_FOUND', 'Object not found. Was not able to find orderId');
    return order;
  };
  const now = () => new Date().toISOString();
  const courierOf = (value: unknown) => {
    if (!isObject(value) || !isText(value.name)) throw bad('courier.name is required');
    return { name: value.name, taxID: isText(value.taxID) ? value.taxID : undefined };
  };
  const invoiceOf = (value: unknown) => {
    if (!isObject(value) || !isText(value.number) || !isText(value.serie) || !isText(value.accessKey)) {
      throw bad('invoice.number, invoice.serie and invoice.accessKey are required');
    }
    if (!/^\d{44}$/.test(value.accessKey)) throw bad('invoice.accessKey must have 44 digits');
    return value as ShipmentDto['invoice'];
  };
  const references = (value: unknown) => {
    if (!Array.isArray(value) || value.length === 0) throw bad('items is required');
    return value.map((item) => {
      if (!isObject(item) || !isText(item.skuSellerId) || !isCount(item.quantity) || item.quantity === 0) {
        throw bad('each item needs a skuSellerId and a positive quantity');
      }
      return { skuSellerId: item.skuSellerId, quantity: item.quantity };
    });
  };
  const uniqueShipmentId = (request: FastifyRequest, id: string) => {
    const taken = seller(request).orders.some((order) =>
      (order.shipments ?? []).some((shipment) => shipment.sellerShipmentId === id),
    );
    if (taken) throw bad(`sellerShipmentId ${id} was already used`);
  };

  // Newshipmentstatus: `items` are ids of the order's items.
  const shipmentStatus = (request: FastifyRequest, order: OrderDto) => {
    const body = objectBody(request);
    if (!isText(body.sellerShipmentId)) throw bad('sellerShipmentId is required');
    if (!isText(body.occurredAt) || Number.isNaN(Date.parse(body.occurredAt))) throw bad('occurredAt is required');
    if (!Array.isArray(body.items) || body.items.length === 0 || !body.items.every(isText)) {
      throw bad('items must list the ids of the order items');
    }
    const items = (order.items ?? []).filter((item) => (body.items as string[]).includes(item.id ?? ''));
    if (items.length !== body.items.length) throw bad('items names an item that is not in this order');
    return { body, items, courier: courierOf(body.courier), invoice: invoiceOf(body.invoice) };
  };

  app.post('/order/:orderId/shipment/sent', async (request, reply) => {
    const order = orderOf(request);
    if (order.status === 'canceled') throw bad('The order is canceled');
    const { body, items, courier, invoice } = shipmentStatus(request, order);
    uniqueShipmentId(request, body.sellerShipmentId as string);
    for (const item of items) item.sent = true;
    order.shipments = [
      ...(order.shipments ?? []),
      {
        id: `SHP-${order.orderId}-${(order.shipments?.length ?? 0) + 1}`,
        sellerShipmentId: body.sellerShipmentId as string,
        status: 'SHIPPED',
        occurredAt: body.occurredAt as string,
        number: isText(body.number) ? body.number : undefined,
        trackingUrl: isText(body.trackingUrl) ? body.trackingUrl : undefined,
        cte: isText(body.cte) ? body.cte : undefined,
        courier,
        invoice,
        items: items.map((item) => ({ skuSellerId: item.skuSellerId, quantity: 1 })),
      },
    ];
    order.status = (order.items ?? []).every((item) => item.sent) ? 'sent' : 'partiallySent';
    order.updatedAt = now();
    return reply.code(200).send();
  });

  app.post('/order/:orderId/shipment/delivered', async (request, reply) => {
    const order = orderOf(request);
    const { items } = shipmentStatus(request, order);
    if (items.some((item) => !item.sent)) throw bad('An item was not sent yet');
    const skus = new Set(items.map((item) => item.skuSellerId));
    for (const shipment of order.shipments ?? []) {
      if ((shipment.items ?? []).some((item) => skus.has(item.skuSellerId))) shipment.status = 'DELIVERED';
    }
    const delivered = (order.shipments ?? []).filter((shipment) => shipment.status === 'DELIVERED');
    const deliveredSkus = new Set(delivered.flatMap((shipment) => (shipment.items ?? []).map((i) => i.skuSellerId)));
    order.status = (order.items ?? []).every((item) => deliveredSkus.has(item.skuSellerId))
      ? 'delivered'
      : 'partiallyDelivered';
    order.updatedAt = now();
    return reply.code(200).send();
  });

  // NewTrackingRefund: cancel, return and exchange. Returned items are refunded; exchanged ones go out again.
  const OUTCOME = {
    cancel: { shipment: 'CANCELED', order: () => 'canceled' },
    return: { shipment: 'RETURNED', order: (whole: boolean, order: OrderDto) => (whole ? 'canceled' : order.status) },
    exchange: { shipment: 'EXCHANGED', order: () => 'approved' },
  } as const;
  for (const [transition, outcome] of Object.entries(OUTCOME)) {
    app.post(`/order/:orderId/shipment/${transition}`, async (request, reply) => {
      const order = orderOf(request);
      const body = objectBody(request);
      if (!isText(body.info)) throw bad('info is required');
      const items = references(body.items);
      const skus = new Set((order.items ?? []).map((item) => item.skuSellerId));
      if (items.some((item) => !skus.has(item.skuSellerId))) throw bad('items names a SKU that is not in this order');
      if (transition === 'cancel' && order.status === 'delivered') throw bad('A delivered order cannot be canceled');
      if (
        transition !== 'cancel' &&
        !['sent', 'delivered', 'partiallySent', 'partiallyDelivered'].includes(order.status ?? '')
      ) {
        throw bad(`Nothing of this order was shipped to ${transition}`);
      }
      if (isText(body.sellerShipmentId)) uniqueShipmentId(request, body.sellerShipmentId);
      const whole = [...skus].every((sku) => items.some((item) => item.skuSellerId === sku));
      order.shipments = [
        ...(order.shipments ?? []),
        {
          id: `SHP-${order.orderId}-${(order.shipments?.length ?? 0) + 1}`,
          sellerShipmentId: isText(body.sellerShipmentId) ? body.sellerShipmentId : undefined,
          status: outcome.shipment,
          occurredAt: isText(body.occurredAt) ? body.occurredAt : now(),
          number: isText(body.number) ? body.number : undefined,
          trackingUrl: isText(body.tranckingUrl) ? body.tranckingUrl : undefined,
          cte: isText(body.cte) ? body.cte : undefined,
          description: body.info,
          courier: body.courier === undefined ? undefined : courierOf(body.courier),
          items,
        },
      ];
      order.status = outcome.order(whole, order);
      order.updatedAt = now();
      return reply.code(200).send();
    });
  }

  for (const list of ['shipped', 'delivered'] as const) {
    app.post(`/orders/shipments/${list}`, async (request, reply) => {
      const body = objectBody(request);
      if (!Array.isArray(body.shipments) || !body.shipments.every(isObject)) throw bad('shipments is required');
      const data = seller(request);
      for (const entry of body.shipments) {
        const items = references(entry.items);
        const order = data.orders.find((candidate) => candidate.orderId === entry.order);
        // A bulk post is processed entry by entry: an unknown order is that entry's error in the list.
        const errors = order ? [] : [{ type: 'ORDER', message: `Order ${String(entry.order)} not found` }];
        const target = list === 'shipped' ? data.shippedShipments : data.deliveredShipments;
        target.unshift({
          shipmentId: isText(entry.sellerShipmentId) ? entry.sellerShipmentId : undefined,
          status: isText(entry.status) ? entry.status : list === 'shipped' ? 'PENDING' : 'DELIVERED',
          trackingUrl: isText(entry.trackingUrl) ? entry.trackingUrl : undefined,
          items,
          errors,
        });
        if (!order) continue;
        const skus = new Set(items.map((item) => item.skuSellerId));
        for (const item of order.items ?? []) if (skus.has(item.skuSellerId ?? '')) item.sent = true;
        const all = (order.items ?? []).every((item) => skus.has(item.skuSellerId ?? ''));
        order.status = list === 'shipped' ? (all ? 'sent' : 'partiallySent') : all ? 'delivered' : 'partiallyDelivered';
        order.updatedAt = now();
      }
      return reply.code(200).send();
    });
  }

  const productOf = (request: FastifyRequest, sku: string): ProductDto | undefined =>
    seller(request).products.find((candidate) => candidate.skuSellerId === sku);
  const priceOf = (value: unknown) => {
    if (!isObject(value) || !isCount(value.default) || !isCount(value.offer)) {
      throw bad('default and offer are required, in cents (whole numbers)');
    }
    return { default: value.default, offer: value.offer };
  };
  const stockOf = (value: unknown) => {
    if (!isObject(value) || !isCount(value.quantity)) throw bad('quantity is required (a whole number)');
    if (value.crossDockingTime !== undefined && !isCount(value.crossDockingTime)) {
      throw bad('crossDockingTime is a number of seconds');
    }
    return value.quantity;
  };
  const activeOf = (value: unknown) => {
    if (!isObject(value) || typeof value.active !== 'boolean') throw bad('active is required (true or false)');
    return value.active;
  };
  // Disabled products stay approved, ready to sell again.
  const setActive = (product: ProductDto, active: boolean) => {
    product.status = active ? 'SELLING' : 'APPROVED';
  };
  const single = (suffix: string, apply: (product: ProductDto, body: Body) => void) =>
    app.put(`/product/:skuSellerId/${suffix}`, async (request, reply) => {
      const body = objectBody(request);
      const product = productOf(request, (request.params as { skuSellerId: string }).skuSellerId);
      // The spec lists 400 (not 404) for these routes.
      if (!product) throw bad('Unknown skuSellerId');
      apply(product, body);
      return reply.code(200).send();
    });
  single('prices', (product, body) => (product.price = priceOf(body)));
  single('stock', (product, body) => (product.stock = stockOf(body)));
  single('status', (product, body) => setActive(product, activeOf(body)));

  // Bulk updates apply what they can: unknown SKUs are skipped, a malformed entry refuses the request.
  const bulk = (route: string, read: (entry: Body) => (product: ProductDto) => void) =>
    app.put(route, async (request, reply) => {
      const changes = listBody(request).map((entry) => {
        if (!isText(entry.skuSellerId)) throw bad('skuSellerId is required');
        return [entry.skuSellerId, read(entry)] as const;
      });
      for (const [sku, apply] of changes) {
        const product = productOf(request, sku);
        if (product) apply(product);
      }
      return reply.code(200).send();
    });
  bulk('/products/prices', (entry) => {
    const price = priceOf(entry.price);
    return (product) => (product.price = price);
  });
  bulk('/products/stocks', (entry) => {
    if (!Array.isArray(entry.stocks) || entry.stocks.length === 0) throw bad('stocks is required');
    const quantity = entry.stocks.map(stockOf).reduce((sum, value) => sum + value, 0);
    return (product) => (product.stock = quantity);
  });
  bulk('/products/status', (entry) => {
    const active = activeOf(entry);
    return (product) => setActive(product, active);
  });

  const ticketOf = (request: FastifyRequest, forbidden: boolean): TicketDto => {
    const { ticketId } = request.params as { ticketId: string };
    const ticket = seller(request).tickets.find((candidate) => candidate.ticketId === ticketId);
    if (ticket) return ticket;
    const elsewhere = [...sellers()].some((other) => other.tickets.some((item) => item.ticketId === ticketId));
    if (elsewhere && forbidden) throw fail(403, 'FORBIDDEN', 'Access denied. You can only access your trouble tickets');
    throw fail(404, 'NOT_FOUND', 'Object not found.');
  };

  app.post('/ticket/:ticketId/message', async (request, reply) => {
    const body = objectBody(request);
    // The spec lists no 403 here: another seller's ticket is simply not found.
    const ticket = ticketOf(request, false);
    if (!isText(body.body)) throw bad('body is required');
    if (body.visibility !== 'CUSTOMER' && body.visibility !== 'INTERNAL') {
      throw bad('visibility must be CUSTOMER or INTERNAL');
    }
    const thread = seller(request).messages.get(ticket.ticketId!) ?? [];
    thread.push({
      id: `${ticket.ticketId}-M${thread.length + 1}`,
      body: body.body,
      visibility: body.visibility,
      createdAt: now(),
    });
    seller(request).messages.set(ticket.ticketId!, thread);
    ticket.updatedAt = now();
    return reply.code(200).send();
  });

  app.put('/ticket/:ticketId/status', async (request, reply) => {
    const body = objectBody(request);
    const ticket = ticketOf(request, true);
    if (body.ticketStatus !== 'REOPENED' && body.ticketStatus !== 'CLOSED') {
      throw bad('ticketStatus must be REOPENED or CLOSED');
    }
    if (body.ticketStatus === 'REOPENED' && ticket.status !== 'CLOSED') throw bad('Only a closed ticket can reopen');
    ticket.status = body.ticketStatus;
    ticket.updatedAt = now();
    ticket.closedAt = body.ticketStatus === 'CLOSED' ? ticket.updatedAt : undefined;
    return reply.code(200).send();
  });
}
