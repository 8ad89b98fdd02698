// The marketplace writes (BrandLovers spec F): an order's shipment transitions and the bulk shipment posts, product
// prices, stock and status (one SKU or many), ticket replies and status. They spend the seller's key, so they need
// the `marketplace:write` scope (or the caller's own key). The upstream answers each with an empty 200; the payload
// is the changed record read back, in the types the queries use.
import type {
  BulkShipmentBody,
  CourierBody,
  InvoiceBody,
  ShipmentTransition,
} from '../../datasources/marketplace/writes.js';
import type { GatewayContext } from '../../context.js';
import type { TicketMessageDto } from '../../datasources/marketplace/index.js';
import { builder } from '../../schema/builder.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import { Order, Product, Ticket, TicketMessage } from '../../schema/marketplace/types.js';
import {
  BulkShipmentInput,
  bulkList,
  marketplaceId,
  MarketplaceBulkProductPayload,
  orderKey,
  skuKey,
  MarketplaceBulkShipmentPayload,
  ProductPriceInput,
  ProductPriceUpdateInput,
  ProductStatusUpdateInput,
  ProductStockInput,
  ProductStockUpdateInput,
  ShipmentRefundInput,
  ShipmentStatusInput,
  TicketReplyInput,
  TicketStatusChange,
} from '../../schema/marketplace/writes.js';

type CourierArg = { name: string; taxId?: string | null };
type InvoiceArg = {
  number: string;
  serie: string;
  accessKey: string;
  cnpj?: string | null;
  issuedAt?: Date | null;
  linkDanfe?: string | null;
  linkXml?: string | null;
};
type ItemArg = { skuSellerId: string; quantity: number };

/** Drops absent optional fields, so the upstream receives only what the caller set. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== null)) as T;
}
const courierBody = (courier: CourierArg): CourierBody =>
  defined({ name: courier.name, taxID: courier.taxId ?? undefined });
const invoiceBody = (invoice: InvoiceArg): InvoiceBody =>
  defined({ ...invoice, issuedAt: invoice.issuedAt?.toISOString() } as InvoiceBody);
const items = (list: readonly ItemArg[]) => list.map(({ skuSellerId, quantity }) => ({ skuSellerId, quantity }));

/** The marketplace data source, once this caller may write to it with the gateway's key. */
export function writer(context: GatewayContext) {
  context.requireWrite('marketplace');
  return context.dataSources.marketplace;
}

const orderIdArg = {
  required: true,
  validate: orderKey,
  description: 'The order (`Order.orderId` or `Order.id`).',
} as const;

const SENT_OR_DELIVERED: Array<[field: string, transition: ShipmentTransition, what: string]> = [
  ['markMarketplaceShipmentSent', 'sent', 'Records that a shipment of the order left with a courier'],
  ['markMarketplaceShipmentDelivered', 'delivered', 'Records that a shipment of the order was delivered'],
];
const REFUNDS: Array<[field: string, transition: ShipmentTransition, what: string]> = [
  ['cancelMarketplaceShipment', 'cancel', 'Confirms that a shipment was canceled (by the customer, or undeliverable)'],
  ['returnMarketplaceShipment', 'return', 'Confirms that items of the order were returned and refunded'],
  ['exchangeMarketplaceShipment', 'exchange', 'Confirms that items of the order were exchanged'],
];

interface TicketReply {
  ticketId: string;
  message: TicketMessageDto | null;
}

const MarketplaceTicketReplyPayload = builder.objectRef<TicketReply>('MarketplaceTicketReplyPayload').implement({
  description: 'A reply posted to a ticket.',
  fields: (t) => ({
    ticketId: t.exposeString('ticketId', { nullable: false, description: 'The ticket replied to.' }),
    message: t.field({
      type: TicketMessage,
      description: 'The message as the upstream lists it; null when it is not listed yet.',
      resolve: (payload) => payload.message,
    }),
  }),
});

MarketplaceBulkShipmentPayload.implement({
  description: 'Shipments reported in bulk.',
  fields: (t) => ({
    shipmentCount: t.int({
      nullable: false,
      description: 'How many shipments were sent to the upstream.',
      resolve: (result) => result.sent,
    }),
    orders: t.field({
      type: [Order],
      nullable: { list: false, items: true },
      description:
        'The orders concerned, read back as they are now (one upstream call per distinct order, only when asked).',
      resolve: (result, _args, { dataSources }) =>
        result.ids.map((id) => dataSources.marketplace.readOrderAfterWrite(id)),
    }),
  }),
});

MarketplaceBulkProductPayload.implement({
  description: 'Products updated in bulk.',
  fields: (t) => ({
    productCount: t.int({
      nullable: false,
      description: 'How many entries were sent to the upstream.',
      resolve: (result) => result.sent,
    }),
    products: t.field({
      type: [Product],
      nullable: { list: false, items: true },
      description:
        'The products concerned, read back as they are now (one upstream call per distinct SKU, only when asked).',
      resolve: (result, _args, { dataSources }) =>
        result.ids.map((id) => dataSources.marketplace.readProductAfterWrite(id)),
    }),
  }),
});

serviceMutationFields('marketplace', (t) => {
  const fields: Record<string, ReturnType<typeof t.field>> = {};
  for (const [name, transition, what] of SENT_OR_DELIVERED) {
    fields[name] = t.field({
      type: Order,
      description:
        `${what} (POST /order/{orderId}/shipment/${transition}); returns the order as it is afterwards. ` +
        'Never retried automatically (a POST).',
      args: {
        orderId: t.arg.string(orderIdArg),
        shipment: t.arg({ type: ShipmentStatusInput, required: true, description: 'The shipment.' }),
      },
      resolve: async (_root, { orderId, shipment }, context) => {
        const marketplace = writer(context);
        await marketplace.postShipmentTransition(
          orderId,
          transition,
          defined({
            sellerShipmentId: shipment.sellerShipmentId,
            occurredAt: shipment.occurredAt.toISOString(),
            courier: courierBody(shipment.courier),
            invoice: invoiceBody(shipment.invoice),
            items: shipment.itemIds,
            number: shipment.trackingNumber ?? undefined,
            trackingUrl: shipment.trackingUrl ?? undefined,
            cte: shipment.cte ?? undefined,
          }),
        );
        return marketplace.readOrderAfterWrite(orderId);
      },
    });
  }
  for (const [name, transition, what] of REFUNDS) {
    fields[name] = t.field({
      type: Order,
      description:
        `${what} (POST /order/{orderId}/shipment/${transition}); returns the order as it is afterwards. ` +
        'Never retried automatically (a POST).',
      args: {
        orderId: t.arg.string(orderIdArg),
        refund: t.arg({ type: ShipmentRefundInput, required: true, description: 'What is concerned, and why.' }),
      },
      resolve: async (_root, { orderId, refund }, context) => {
        const marketplace = writer(context);
        await marketplace.postShipmentTransition(
          orderId,
          transition,
          defined({
            items: items(refund.items),
            info: refund.info,
            sellerShipmentId: refund.sellerShipmentId ?? undefined,
            occurredAt: refund.occurredAt?.toISOString(),
            courier: refund.courier ? courierBody(refund.courier) : undefined,
            number: refund.trackingNumber ?? undefined,
            // The spec's spelling.
            tranckingUrl: refund.trackingUrl ?? undefined,
            cte: refund.cte ?? undefined,
          }),
        );
        return marketplace.readOrderAfterWrite(orderId);
      },
    });
  }
  for (const [name, list] of [
    ['markMarketplaceShipmentsShipped', 'shipped'],
    ['markMarketplaceShipmentsDelivered', 'delivered'],
  ] as const) {
    fields[name] = t.field({
      type: MarketplaceBulkShipmentPayload,
      description:
        `Reports many shipments as ${list} at once (POST /orders/shipments/${list}). Never retried ` +
        'automatically (a POST).',
      args: {
        shipments: t.arg({
          type: [BulkShipmentInput],
          required: true,
          validate: bulkList,
          description: 'The shipments (1 to 500).',
        }),
      },
      resolve: async (_root, { shipments }, context) => {
        const marketplace = writer(context);
        const body = shipments.map((shipment): BulkShipmentBody =>
          defined({
            order: shipment.orderId,
            sellerShipmentId: shipment.sellerShipmentId,
            items: items(shipment.items),
            status: shipment.status ?? undefined,
            occurredAt: shipment.occurredAt?.toISOString(),
            courier: shipment.courier ? courierBody(shipment.courier) : undefined,
            invoice: shipment.invoice ? invoiceBody(shipment.invoice) : undefined,
            number: shipment.trackingNumber ?? undefined,
            trackingUrl: shipment.trackingUrl ?? undefined,
            cte: shipment.cte ?? undefined,
          }),
        );
        await marketplace.postBulkShipments(list, body);
        return { sent: body.length, ids: [...new Set(shipments.map((shipment) => shipment.orderId))] };
      },
    });
  }
  return fields;
});

const skuArg = { required: true, validate: skuKey, description: "The seller's SKU (or `Product.id`)." } as const;

serviceMutationFields('marketplace', (t) => ({
  updateMarketplaceProductPrice: t.field({
    type: Product,
    description:
      "Sets one SKU's list and offer prices, in cents (PUT /product/{skuSellerId}/prices); returns the product " +
      'as it is afterwards. Idempotent, so retried after a 502/503/504 or a lost connection.',
    args: {
      skuSellerId: t.arg.string(skuArg),
      price: t.arg({ type: ProductPriceInput, required: true, description: 'The new prices.' }),
    },
    resolve: async (_root, { skuSellerId, price }, context) => {
      const marketplace = writer(context);
      await marketplace.putProductPrice(skuSellerId, { default: price.default, offer: price.offer });
      return marketplace.readProductAfterWrite(skuSellerId);
    },
  }),
  updateMarketplaceProductStock: t.field({
    type: Product,
    description:
      "Sets one SKU's inventory (PUT /product/{skuSellerId}/stock); returns the product as it is afterwards. " +
      'Idempotent, so retried after a 502/503/504 or a lost connection.',
    args: {
      skuSellerId: t.arg.string(skuArg),
      stock: t.arg({ type: ProductStockInput, required: true, description: 'The new inventory.' }),
    },
    resolve: async (_root, { skuSellerId, stock }, context) => {
      const marketplace = writer(context);
      await marketplace.putProductStock(
        skuSellerId,
        defined({ quantity: stock.quantity, crossDockingTime: stock.crossDockingTime ?? undefined }),
      );
      return marketplace.readProductAfterWrite(skuSellerId);
    },
  }),
  updateMarketplaceProductStatus: t.field({
    type: Product,
    description:
      'Puts one SKU on sale or withdraws it (PUT /product/{skuSellerId}/status); returns the product as it is ' +
      'afterwards. Idempotent, so retried after a 502/503/504 or a lost connection.',
    args: {
      skuSellerId: t.arg.string(skuArg),
      active: t.arg.boolean({ required: true, description: 'True: for sale; false: withdrawn.' }),
    },
    resolve: async (_root, { skuSellerId, active }, context) => {
      const marketplace = writer(context);
      await marketplace.putProductStatus(skuSellerId, active);
      return marketplace.readProductAfterWrite(skuSellerId);
    },
  }),
  updateMarketplaceProductPrices: t.field({
    type: MarketplaceBulkProductPayload,
    description:
      'Sets the prices of many SKUs (PUT /products/prices). The upstream applies what it can; `products` reads ' +
      'the result back. Idempotent, so retried after a 502/503/504 or a lost connection.',
    args: {
      prices: t.arg({
        type: [ProductPriceUpdateInput],
        required: true,
        validate: bulkList,
        description: 'The new prices (1 to 500 SKUs).',
      }),
    },
    resolve: async (_root, { prices }, context) => {
      const marketplace = writer(context);
      await marketplace.putProductPrices(
        prices.map(({ skuSellerId, price }) => ({
          skuSellerId,
          price: { default: price.default, offer: price.offer },
        })),
      );
      return { sent: prices.length, ids: [...new Set(prices.map((entry) => entry.skuSellerId))] };
    },
  }),
  updateMarketplaceProductStocks: t.field({
    type: MarketplaceBulkProductPayload,
    description:
      'Sets the inventory of many SKUs (PUT /products/stocks); `products` reads the result back. Idempotent, so ' +
      'retried after a 502/503/504 or a lost connection.',
    args: {
      stocks: t.arg({
        type: [ProductStockUpdateInput],
        required: true,
        validate: bulkList,
        description: 'The new inventory (1 to 500 SKUs).',
      }),
    },
    resolve: async (_root, { stocks }, context) => {
      const marketplace = writer(context);
      await marketplace.putProductStocks(
        stocks.map(({ skuSellerId, stock }) => ({
          skuSellerId,
          stocks: [defined({ quantity: stock.quantity, crossDockingTime: stock.crossDockingTime ?? undefined })],
        })),
      );
      return { sent: stocks.length, ids: [...new Set(stocks.map((entry) => entry.skuSellerId))] };
    },
  }),
  updateMarketplaceProductStatuses: t.field({
    type: MarketplaceBulkProductPayload,
    description:
      'Puts many SKUs on sale or withdraws them (PUT /products/status); `products` reads the result back. ' +
      'Idempotent, so retried after a 502/503/504 or a lost connection.',
    args: {
      statuses: t.arg({
        type: [ProductStatusUpdateInput],
        required: true,
        validate: bulkList,
        description: 'The SKUs and whether each is for sale (1 to 500).',
      }),
    },
    resolve: async (_root, { statuses }, context) => {
      const marketplace = writer(context);
      await marketplace.putProductStatuses(statuses.map(({ skuSellerId, active }) => ({ skuSellerId, active })));
      return { sent: statuses.length, ids: [...new Set(statuses.map((entry) => entry.skuSellerId))] };
    },
  }),
  replyToMarketplaceTicket: t.field({
    type: MarketplaceTicketReplyPayload,
    description:
      'Adds a message to a trouble ticket (POST /ticket/{ticketId}/message); the payload reads the message back. ' +
      'Never retried automatically (a POST: a retry could post it twice).',
    args: {
      ticketId: t.arg.string({ required: true, validate: marketplaceId, description: 'The ticket.' }),
      reply: t.arg({ type: TicketReplyInput, required: true, description: 'The message.' }),
    },
    resolve: async (_root, { ticketId, reply }, context) => {
      const marketplace = writer(context);
      const message = { body: reply.body, visibility: reply.visibility };
      await marketplace.postTicketMessage(ticketId, message);
      return { ticketId, message: await marketplace.readPostedMessage(ticketId, message) };
    },
  }),
  updateMarketplaceTicketStatus: t.field({
    type: Ticket,
    description:
      'Closes or reopens a trouble ticket (PUT /ticket/{ticketId}/status); returns the ticket as it is ' +
      'afterwards (found in the list of its new status: the API has no read of one ticket). Idempotent.',
    args: {
      ticketId: t.arg.string({ required: true, validate: marketplaceId, description: 'The ticket.' }),
      status: t.arg({ type: TicketStatusChange, required: true, description: 'The new status.' }),
    },
    resolve: async (_root, { ticketId, status }, context) => {
      const marketplace = writer(context);
      await marketplace.putTicketStatus(ticketId, status);
      // The write succeeded: what the gateway knows stands in when the list does not show the ticket (yet).
      return (await marketplace.findTicketAfterWrite(ticketId, status)) ?? { ticketId, status };
    },
  }),
}));
