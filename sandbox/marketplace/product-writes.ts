// The marketplace sandbox's product loads and ticket creation (spec F): POST /product and POST /products add
// products (NEW until approved; a skuSellerId cannot be created twice), PUT /product/{skuSellerId} merges the fields
// sent into the product, POST /ticket opens an OPEN ticket for an order with its messages. Bodies are checked as
// the spec requires them (400), and each write answers an empty 200, as the real API does.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Product as ProductDto, Ticket as TicketDto } from '@gateway/upstream-types/overlays/marketplace';
import type { SellerData } from './data.js';

type Body = Record<string, unknown>;

interface WriteTools {
  seller: (request: FastifyRequest) => SellerData;
  fail: (status: number, type: string, message: string) => Error;
}

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/** The fields a product body may carry, each with the check the spec's type asks for. */
const PRODUCT_FIELDS: Record<string, (value: unknown) => boolean> = {
  title: isText,
  description: isText,
  brand: isText,
  stock: isCount,
  price: (value) => isObject(value) && isCount(value.default) && isCount(value.offer),
  categories: isTextList,
  images: isTextList,
  videos: isTextList,
  gtin: isTextList,
  attributes: (value) =>
    Array.isArray(value) && value.every((item) => isObject(item) && isText(item.name) && isText(item.value)),
  dimensions: (value) => isObject(value) && ['weight', 'length', 'width', 'height'].every((key) => isCount(value[key])),
  giftWrap: (value) => isObject(value) && typeof value.available === 'boolean' && isCount(value.value),
  productGroupId: isText,
  productId: isText,
};
const REQUIRED = ['title', 'description', 'brand', 'price', 'categories', 'stock', 'images', 'attributes'];

export function registerMarketplaceProductWrites(app: FastifyInstance, { seller, fail }: WriteTools): void {
  const bad = (message: string) => fail(400, 'BAD_REQUEST', `Bad request. ${message}`);
  const now = () => new Date().toISOString();

  /** The product fields of a body, checked; `required` lists those that must be there. */
  const productFields = (body: Body, required: readonly string[]): Partial<ProductDto> => {
    if (!isText(body.skuSellerId)) throw bad('skuSellerId is required');
    const missing = required.filter((key) => body[key] === undefined);
    if (missing.length > 0) throw bad(`${missing.join(', ')} required`);
    const fields: Body = {};
    for (const [key, check] of Object.entries(PRODUCT_FIELDS)) {
      if (body[key] === undefined) continue;
      if (!check(body[key])) throw bad(`${key} is malformed`);
      fields[key] = body[key];
    }
    return fields as Partial<ProductDto>;
  };
  // REQUIRED is the spec's required list of `Product`, checked by productFields: the rest of GetProduct is there.
  const newProduct = (body: Body): ProductDto =>
    ({
      ...productFields(body, REQUIRED),
      skuSellerId: body.skuSellerId as string,
      status: 'NEW',
    }) as ProductDto;

  app.post('/product', async (request, reply) => {
    if (!isObject(request.body)) throw bad('The body must be a JSON object');
    const product = newProduct(request.body);
    const products = seller(request).products;
    if (products.some((item) => item.skuSellerId === product.skuSellerId)) {
      throw bad(`skuSellerId ${product.skuSellerId} already exists`);
    }
    products.push(product);
    return reply.code(200).send();
  });

  // A malformed entry refuses the request; a SKU that already exists is left as it is (it cannot be re-created).
  app.post('/products', async (request, reply) => {
    const body = request.body;
    if (!Array.isArray(body) || body.length === 0 || !body.every(isObject)) {
      throw bad('The body must be a JSON array of products');
    }
    const loaded = body.map(newProduct);
    const products = seller(request).products;
    for (const product of loaded) {
      if (!products.some((item) => item.skuSellerId === product.skuSellerId)) products.push(product);
    }
    return reply.code(200).send();
  });

  app.put('/product/:skuSellerId', async (request, reply) => {
    const { skuSellerId } = request.params as { skuSellerId: string };
    if (!isObject(request.body)) throw bad('The body must be a JSON object');
    const product = seller(request).products.find((item) => item.skuSellerId === skuSellerId);
    if (!product) throw fail(404, 'NOT_FOUND', 'Object not found.');
    const changes = productFields(request.body, []);
    if (request.body.skuSellerId !== skuSellerId) throw bad('skuSellerId in the body must match the path');
    Object.assign(product, changes);
    return reply.code(200).send();
  });

  app.post('/ticket', async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) throw bad('The body must be a JSON object');
    for (const key of ['orderId', 'from', 'body', 'type']) if (!isText(body[key])) throw bad(`${key} is required`);
    const message = body.message;
    if (
      message !== undefined &&
      (!isObject(message) || !isText(message.body) || !['CUSTOMER', 'INTERNAL'].includes(message.visibility as string))
    ) {
      throw bad('message needs a body and a visibility of CUSTOMER or INTERNAL');
    }
    const data = seller(request);
    const order = data.orders.find((item) => item.orderId === body.orderId);
    if (!order) throw bad(`Unknown orderId ${String(body.orderId)}`);
    // The seller's ticket ids share one prefix (CAT-0001...): the new one continues the sequence.
    const prefix = data.tickets[0]?.ticketId?.replace(/-\d+$/, '') ?? `${data.id}-T`;
    const ticketId = `${prefix}-${String(data.tickets.length + 1).padStart(4, '0')}`;
    const customer = isObject(body.customer) ? body.customer : {};
    const ticket: TicketDto = {
      ticketId,
      subject: isText(body.description) ? body.description : (body.type as string),
      description: isText(body.description) ? body.description : undefined,
      type: body.type as string,
      status: 'OPEN',
      createdAt: now(),
      updatedAt: now(),
      customer: {
        name: isText(customer.name) ? customer.name : order.customer?.name,
        phoneNumber: isText(customer.phoneNumber) ? customer.phoneNumber : undefined,
      },
      metadata: [
        { key: 'orderId', value: order.orderId },
        { key: 'from', value: body.from as string },
      ],
    };
    data.tickets.push(ticket);
    const thread = [{ id: `${ticketId}-M1`, body: body.body as string, visibility: 'CUSTOMER', createdAt: now() }];
    if (isObject(message)) {
      thread.push({
        id: `${ticketId}-M2`,
        body: message.body as string,
        visibility: message.visibility as string,
        createdAt: now(),
      });
    }
    data.messages.set(ticketId, thread);
    return reply.code(200).send();
  });
}
