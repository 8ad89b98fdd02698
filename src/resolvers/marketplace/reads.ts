// Query.marketplace fields: the 17 read operations of the BrandLovers Marketplace API, lists as Relay connections
// over the upstream's offset/limit paging.
import { z } from 'zod';
import { type MarketplacePage, type OrderListStatus, type PageRequest } from '../../datasources/marketplace/index.js';
import { builder } from '../../schema/builder.js';
import { badUserInput } from '../../schema/errors.js';
import {
  MarketplaceQuery,
  Order,
  OrderConnection,
  OrderItem,
  OrderItemReference,
  OrderShipmentStatus,
  OrderShipmentStatusConnection,
  OrderStatusFilter,
  Product,
  ProductConnection,
  ProductStatus,
  ProductStatusConnection,
  SellerItem,
  SellerItemConnection,
  ShippedShipmentStatusFilter,
  Ticket,
  TicketConnection,
  TicketMessage,
  TicketMessageConnection,
  TicketStatusFilter,
  ticketOrderId,
} from '../../schema/marketplace/types.js';
import { PAGES_BACKWARD } from '../../schema/forward-paging.js';
import { marketplaceId } from '../../schema/marketplace/writes.js';
import {
  decodeCursor,
  encodeCursor,
  nextOffset,
  pageBackward,
  pagesBackward,
  paginate,
  type BidirectionalArgs,
} from '../../schema/pagination.js';
import { text } from '../../http/boundary.js';
import type { GatewayContext } from '../../context.js';

/**
 * The most items one upstream call may return, per list (`limit`). Where the spec states a maximum it is used;
 * where it states none, 100.
 */
export const MARKETPLACE_PAGE_LIMITS = {
  orders: 100,
  ordersByStatus: {
    NEW: 250,
    APPROVED: 200,
    SENT: 100,
    DELIVERED: 100,
    CANCELED: 250,
    PARTIALLY_SENT: 100,
    PARTIALLY_DELIVERED: 250,
  } satisfies Record<OrderListStatus, number>,
  shipments: 100,
  tickets: 100,
  ticketMessages: 100,
  products: 200,
  productStatuses: 1000,
  sellingProducts: 100,
} as const;
const DEFAULT_PAGE_SIZE = 10;

const offsetArg = z.number().int().min(0).max(100_000_000);
// `offset` picks where a first page starts; after that the cursor carries the position.
const offsetOrAfter = z
  .looseObject({ offset: z.number().nullish(), after: z.string().nullish() })
  .refine(({ offset, after }) => offset == null || after == null, {
    message: 'cannot be combined with "after" (the cursor already carries the position)',
    path: ['offset'],
  });

interface OffsetConnectionArgs extends BidirectionalArgs {
  offset?: number | null;
}

/**
 * A Relay connection over an offset/limit list; the continuation is the next offset. An item's position is
 * its page's offset plus its place in the page, so a cursor is turned into that position before paging: the next
 * page is then asked for from exactly there, instead of re-reading the page the cursor came from.
 */
function offsetConnection<T>(
  args: OffsetConnectionArgs,
  maxSize: number,
  fetch: (page: PageRequest) => Promise<MarketplacePage<T>>,
) {
  if (pagesBackward(args)) {
    if (args.offset != null) {
      throw badUserInput('Argument "offset" cannot be combined with "last"/"before"', 'offset');
    }
    // Offset/limit reaches any slice, so the list pages back as well as forward.
    return pageBackward('marketplace', args, { defaultSize: DEFAULT_PAGE_SIZE, maxSize }, async (offset, limit) => {
      const page = await fetch({ offset, limit });
      return { items: page.items, totalCount: page.total };
    });
  }
  let start = args.offset ?? 0;
  if (args.after) {
    const cursor = decodeCursor(args.after);
    if (cursor.p !== undefined && !/^\d{1,9}$/.test(cursor.p)) {
      throw badUserInput('Argument "after" is not a cursor this gateway issued', 'after');
    }
    start = Number(cursor.p ?? 0) + cursor.s;
  }
  const after = start > 0 ? encodeCursor({ p: String(start), s: 0 }) : null;
  return paginate({ ...args, after }, { defaultSize: DEFAULT_PAGE_SIZE, maxSize }, async (continuation, size) => {
    const offset = continuation === undefined ? 0 : Number(continuation);
    const page = await fetch({ offset, limit: size });
    return {
      items: page.items,
      totalCount: page.total,
      next: nextOffset(offset, page.items.length, size, page.total),
    };
  });
}

const pagingDescription = (limit: number) =>
  `Pages with first/after or last/before (at most ${limit} per page); \`offset\` starts the first page further in.`;

builder.objectFields(MarketplaceQuery, (t) => {
  const offset = () =>
    t.arg.int({ validate: offsetArg, description: 'Items to skip before the first page (not with `after`).' });

  return {
    orders: t.connection(
      {
        type: Order,
        description:
          'Orders, oldest first; `status` picks one of the lists by status (new, approved, sent, delivered, ' +
          'canceled, partially sent, partially delivered). Pages with first/after or last/before: at most 100 per page, 200 for ' +
          'APPROVED, 250 for NEW, CANCELED and PARTIALLY_DELIVERED; `offset` starts the first page further in.',
        args: { status: t.arg({ type: OrderStatusFilter }), offset: offset() },
        validate: offsetOrAfter,
        extensions: PAGES_BACKWARD,
        resolve: (_root, args, { dataSources }) => {
          const status = args.status ?? null;
          const limit = status ? MARKETPLACE_PAGE_LIMITS.ordersByStatus[status] : MARKETPLACE_PAGE_LIMITS.orders;
          return offsetConnection(args, limit, (page) => dataSources.marketplace.listOrders(status, page));
        },
      },
      OrderConnection,
    ),
    order: t.field({
      type: Order,
      description: 'Every detail of one order: items, customer, addresses, freight, shipments. Null if unknown.',
      args: { orderId: t.arg.string({ required: true, validate: marketplaceId }) },
      resolve: (_root, args, { dataSources }) => dataSources.marketplace.loadOrder(args.orderId),
    }),
    shippedShipments: t.connection(
      {
        type: OrderShipmentStatus,
        description: `Shipments shipped, newest first. ${pagingDescription(MARKETPLACE_PAGE_LIMITS.shipments)}`,
        args: { status: t.arg({ type: ShippedShipmentStatusFilter }), offset: offset() },
        validate: offsetOrAfter,
        extensions: PAGES_BACKWARD,
        resolve: (_root, args, { dataSources }) =>
          offsetConnection(args, MARKETPLACE_PAGE_LIMITS.shipments, (page) =>
            dataSources.marketplace.listShippedShipments(args.status, page),
          ),
      },
      OrderShipmentStatusConnection,
    ),
    deliveredShipments: t.connection(
      {
        type: OrderShipmentStatus,
        description: `Shipments delivered, newest first. ${pagingDescription(MARKETPLACE_PAGE_LIMITS.shipments)}`,
        args: {
          status: t.arg.string({
            validate: z.string().regex(/^[A-Za-z_]{1,32}$/, 'must be a status word such as DELIVERED'),
            description: 'Only shipments with this status.',
          }),
          offset: offset(),
        },
        validate: offsetOrAfter,
        extensions: PAGES_BACKWARD,
        resolve: (_root, args, { dataSources }) =>
          offsetConnection(args, MARKETPLACE_PAGE_LIMITS.shipments, (page) =>
            dataSources.marketplace.listDeliveredShipments(args.status, page),
          ),
      },
      OrderShipmentStatusConnection,
    ),
    tickets: t.connection(
      {
        type: Ticket,
        description: `Customers' trouble tickets. ${pagingDescription(MARKETPLACE_PAGE_LIMITS.tickets)}`,
        args: { status: t.arg({ type: TicketStatusFilter }), offset: offset() },
        validate: offsetOrAfter,
        extensions: PAGES_BACKWARD,
        resolve: (_root, args, { dataSources }) =>
          offsetConnection(args, MARKETPLACE_PAGE_LIMITS.tickets, (page) =>
            dataSources.marketplace.listTickets(args.status, page),
          ),
      },
      TicketConnection,
    ),
    ticketMessages: t.connection(
      {
        type: TicketMessage,
        description:
          "A ticket's messages, oldest first. Another seller's ticket is FORBIDDEN. " +
          pagingDescription(MARKETPLACE_PAGE_LIMITS.ticketMessages),
        args: { ticketId: t.arg.string({ required: true, validate: marketplaceId }), offset: offset() },
        validate: offsetOrAfter,
        extensions: PAGES_BACKWARD,
        resolve: (_root, args, { dataSources }) =>
          offsetConnection(args, MARKETPLACE_PAGE_LIMITS.ticketMessages, (page) =>
            dataSources.marketplace.listTicketMessages(args.ticketId, page),
          ),
      },
      TicketMessageConnection,
    ),
    products: t.connection(
      {
        type: Product,
        description:
          'Products loaded into the marketplace (not necessarily for sale). ' +
          pagingDescription(MARKETPLACE_PAGE_LIMITS.products),
        args: { offset: offset() },
        validate: offsetOrAfter,
        extensions: PAGES_BACKWARD,
        resolve: (_root, args, { dataSources }) =>
          offsetConnection(args, MARKETPLACE_PAGE_LIMITS.products, (page) =>
            dataSources.marketplace.listProducts(page),
          ),
      },
      ProductConnection,
    ),
    product: t.field({
      type: Product,
      description: "One product by the seller's SKU, with status, price and stock. Null if unknown.",
      args: { skuSellerId: t.arg.string({ required: true, validate: marketplaceId }) },
      resolve: (_root, args, { dataSources }) => dataSources.marketplace.loadProduct(args.skuSellerId),
    }),
    productStatuses: t.connection(
      {
        type: ProductStatus,
        description:
          "The marketplace status, price and stock of the seller's products. " +
          pagingDescription(MARKETPLACE_PAGE_LIMITS.productStatuses),
        args: { offset: offset() },
        validate: offsetOrAfter,
        extensions: PAGES_BACKWARD,
        resolve: (_root, args, { dataSources }) =>
          offsetConnection(args, MARKETPLACE_PAGE_LIMITS.productStatuses, (page) =>
            dataSources.marketplace.listProductStatuses(page),
          ),
      },
      ProductStatusConnection,
    ),
    sellingProducts: t.connection(
      {
        type: SellerItem,
        description:
          'Products successfully listed for sale. ' + pagingDescription(MARKETPLACE_PAGE_LIMITS.sellingProducts),
        args: { offset: offset() },
        validate: offsetOrAfter,
        extensions: PAGES_BACKWARD,
        resolve: (_root, args, { dataSources }) =>
          offsetConnection(args, MARKETPLACE_PAGE_LIMITS.sellingProducts, (page) =>
            dataSources.marketplace.listSellingProducts(page),
          ),
      },
      SellerItemConnection,
    ),
  };
});

// Relationships. The API has no batch lookup: each distinct key costs one call per request, through the data
// source's loaders (repeated keys, here or in `order`/`product` of the same request, are fetched once).

const productOf = (description: string) =>
  ({
    type: Product,
    description: `${description} Null when the record names no SKU or the product does not exist.`,
    resolve: (parent: { skuSellerId?: unknown }, _args: object, { dataSources }: GatewayContext) => {
      const sku = text(parent.skuSellerId);
      return sku ? dataSources.marketplace.loadProduct(sku) : null;
    },
  }) as const;

builder.objectField(OrderItem, 'product', (t) => t.field(productOf('The product behind this item.')));
builder.objectField(OrderItemReference, 'product', (t) => t.field(productOf('The product shipped.')));
builder.objectField(ProductStatus, 'product', (t) => t.field(productOf('The product this status is of.')));
builder.objectField(Ticket, 'order', (t) =>
  t.field({
    type: Order,
    description: 'The order the ticket was opened for (see `orderId`). Null when it names none or it does not exist.',
    resolve: (ticket, _args, { dataSources }) => {
      const orderId = ticketOrderId(ticket);
      return orderId ? dataSources.marketplace.loadOrder(orderId) : null;
    },
  }),
);
