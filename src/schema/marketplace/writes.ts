// Inputs and payloads of the marketplace writes (BrandLovers spec F). Every rule the spec states is checked here,
// before any upstream call: prices and quantities are whole numbers (cents, seconds), an invoice access key has 44
// digits, a reply is CUSTOMER or INTERNAL, a ticket can only be REOPENED or CLOSED. Limits the spec leaves open
// (lengths, list sizes) are the gateway's own, stated in each description.
import { z } from 'zod';
import { builder } from '../builder.js';
import { keyOrGlobalID } from '../global-id.js';

/** Seller order ids, item ids, SKUs, ticket and shipment ids: letters, digits and `._-`. */
export const marketplaceId = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, ".", "_" or "-"')
  // A dot segment would name another path of the upstream once the URL is resolved.
  .refine((value) => value !== '.' && value !== '..', 'must not be a dot segment');
/** An order or a SKU named by the write's caller: the marketplace's key, or the `id` read from that type. */
export const orderKey = keyOrGlobalID(marketplaceId, 'Order');
export const skuKey = keyOrGlobalID(marketplaceId, 'Product');
export const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
export const url = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/[^\s]+$/i, 'must be an http or https URL');
export const cents = z.number().int('must be a whole number of cents').min(0).max(1_000_000_000_00);
export const count = z.number().int().min(0).max(1_000_000_000);
/** The most entries one bulk write sends (the spec sets none; one request stays a reasonable size). */
export const MARKETPLACE_BULK_LIMIT = 500;
/** A bulk write's list: 1 to MARKETPLACE_BULK_LIMIT entries. */
export const bulkList = z
  .array(z.unknown())
  .min(1, 'must list at least one entry')
  .max(MARKETPLACE_BULK_LIMIT, `must list at most ${MARKETPLACE_BULK_LIMIT} entries`);

export const TicketReplyVisibility = builder.enumType('TicketReplyVisibility', {
  description: 'Who sees a reply to a ticket.',
  values: {
    CUSTOMER: { description: 'The customer receives a copy.' },
    INTERNAL: { description: 'Seller and marketplace team only.' },
  } as const,
});

export const TicketStatusChange = builder.enumType('TicketStatusChange', {
  description: 'The statuses a seller may set on a ticket.',
  values: {
    REOPENED: { description: 'Open the ticket again.' },
    CLOSED: { description: 'Close the ticket.' },
  } as const,
});

export const MarketplaceCourierInput = builder.inputType('MarketplaceCourierInput', {
  description: 'The courier carrying a shipment.',
  fields: (t) => ({
    name: t.string({ required: true, validate: text(120), description: 'Courier name (at most 120 characters).' }),
    taxId: t.string({ validate: text(32), description: 'Tax id of the courier, such as a CNPJ.' }),
  }),
});

export const MarketplaceInvoiceInput = builder.inputType('MarketplaceInvoiceInput', {
  description: 'The electronic invoice (NF-e) of a shipment.',
  fields: (t) => ({
    number: t.string({ required: true, validate: text(20), description: 'Invoice number.' }),
    serie: t.string({ required: true, validate: text(10), description: 'Invoice series.' }),
    accessKey: t.string({
      required: true,
      validate: z.string().regex(/^\d{44}$/, 'must be the 44 digits of the invoice access key'),
      description: 'The 44-digit access key of the invoice.',
    }),
    cnpj: t.string({ validate: text(20), description: 'CNPJ of the shipping company unit.' }),
    issuedAt: t.field({ type: 'DateTime', description: 'When the invoice was issued.' }),
    linkDanfe: t.string({ validate: url, description: 'URL of the DANFE.' }),
    linkXml: t.string({ validate: url, description: 'URL of the NF-e XML.' }),
  }),
});

export const MarketplaceItemQuantityInput = builder.inputType('MarketplaceItemQuantityInput', {
  description: 'A quantity of one SKU of the order.',
  fields: (t) => ({
    skuSellerId: t.string({ required: true, validate: skuKey, description: "The seller's SKU (or `Product.id`)." }),
    quantity: t.int({
      required: true,
      validate: z.number().int().min(1).max(100_000),
      description: 'How many (1 to 100,000).',
    }),
  }),
});

const shipmentStatusFields = {
  sellerShipmentId: 'Your own shipment id, unique across all orders and shipments.',
  occurredAt: 'When the shipment was sent or delivered.',
  itemIds: "Ids of the order's items this shipment covers (`OrderItem.id`).",
} as const;

export const ShipmentStatusInput = builder.inputType('ShipmentStatusInput', {
  description: "A shipment sent or delivered (the spec's `Newshipmentstatus`).",
  fields: (t) => ({
    sellerShipmentId: t.string({
      required: true,
      validate: marketplaceId,
      description: shipmentStatusFields.sellerShipmentId,
    }),
    occurredAt: t.field({ type: 'DateTime', required: true, description: shipmentStatusFields.occurredAt }),
    courier: t.field({ type: MarketplaceCourierInput, required: true, description: 'The courier.' }),
    invoice: t.field({ type: MarketplaceInvoiceInput, required: true, description: 'The invoice.' }),
    itemIds: t.stringList({
      required: true,
      validate: z.array(marketplaceId).min(1, 'must list at least one item').max(500),
      description: shipmentStatusFields.itemIds,
    }),
    trackingNumber: t.string({ validate: text(64), description: "The courier's tracking number." }),
    trackingUrl: t.string({ validate: url, description: "The courier's tracking page." }),
    cte: t.string({ validate: text(64), description: 'Electronic transport document (CT-e).' }),
  }),
});

export const ShipmentRefundInput = builder.inputType('ShipmentRefundInput', {
  description: "A shipment canceled, returned or exchanged (the spec's `NewTrackingRefund`).",
  fields: (t) => ({
    items: t.field({
      type: [MarketplaceItemQuantityInput],
      required: true,
      validate: z.array(z.unknown()).min(1, 'must list at least one item').max(500),
      description: 'The SKUs and quantities concerned (list every item to cover the whole order).',
    }),
    info: t.string({ required: true, validate: text(1000), description: 'Why, in a few words (at most 1000).' }),
    sellerShipmentId: t.string({ validate: marketplaceId, description: shipmentStatusFields.sellerShipmentId }),
    occurredAt: t.field({ type: 'DateTime', description: 'When it happened.' }),
    courier: t.field({ type: MarketplaceCourierInput, description: 'The courier, when goods travel back.' }),
    trackingNumber: t.string({ validate: text(64), description: "The courier's tracking number." }),
    trackingUrl: t.string({ validate: url, description: "The courier's tracking page." }),
    cte: t.string({ validate: text(64), description: 'Electronic transport document (CT-e).' }),
  }),
});

export const BulkShipmentInput = builder.inputType('BulkShipmentInput', {
  description: "One shipment of a bulk post (the spec's `OrderShippment`).",
  fields: (t) => ({
    orderId: t.string({
      required: true,
      validate: orderKey,
      description: 'The order the shipment belongs to (`orderId` or `Order.id`).',
    }),
    sellerShipmentId: t.string({
      required: true,
      validate: marketplaceId,
      description: shipmentStatusFields.sellerShipmentId,
    }),
    items: t.field({
      type: [MarketplaceItemQuantityInput],
      required: true,
      validate: z.array(z.unknown()).min(1, 'must list at least one item').max(500),
      description: 'The SKUs and quantities shipped.',
    }),
    status: t.string({
      validate: z.string().regex(/^[A-Za-z_]{1,32}$/, 'must be a status word such as SHIPPED'),
      description: 'Shipment status, as the upstream names it.',
    }),
    occurredAt: t.field({ type: 'DateTime', description: 'When it was shipped or delivered.' }),
    courier: t.field({ type: MarketplaceCourierInput, description: 'The courier.' }),
    invoice: t.field({ type: MarketplaceInvoiceInput, description: 'The invoice.' }),
    trackingNumber: t.string({ validate: text(64), description: "The courier's tracking number." }),
    trackingUrl: t.string({ validate: url, description: "The courier's tracking page." }),
    cte: t.string({ validate: text(64), description: 'Electronic transport document (CT-e).' }),
  }),
});

export const ProductPriceInput = builder.inputType('ProductPriceInput', {
  description: 'Prices in cents (one real is 100).',
  fields: (t) => ({
    default: t.int({ required: true, validate: cents, description: 'List price (MSRP), in cents.' }),
    offer: t.int({ required: true, validate: cents, description: 'The price offered to customers, in cents.' }),
  }),
});

export const ProductStockInput = builder.inputType('ProductStockInput', {
  description: 'Inventory of one SKU; a product with no stock is not for sale.',
  fields: (t) => ({
    quantity: t.int({ required: true, validate: count, description: 'Units available.' }),
    crossDockingTime: t.int({
      validate: count,
      description: 'Seconds needed to prepare the product (added to the delivery estimate); default 0.',
    }),
  }),
});

export const ProductPriceUpdateInput = builder.inputType('ProductPriceUpdateInput', {
  description: 'New prices of one SKU, in a bulk update.',
  fields: (t) => ({
    skuSellerId: t.string({ required: true, validate: skuKey, description: "The seller's SKU (or `Product.id`)." }),
    price: t.field({ type: ProductPriceInput, required: true, description: 'The new prices.' }),
  }),
});

export const ProductStockUpdateInput = builder.inputType('ProductStockUpdateInput', {
  description: 'New inventory of one SKU, in a bulk update.',
  fields: (t) => ({
    skuSellerId: t.string({ required: true, validate: skuKey, description: "The seller's SKU (or `Product.id`)." }),
    stock: t.field({ type: ProductStockInput, required: true, description: 'The new inventory.' }),
  }),
});

export const ProductStatusUpdateInput = builder.inputType('ProductStatusUpdateInput', {
  description: 'Whether one SKU is for sale, in a bulk update.',
  fields: (t) => ({
    skuSellerId: t.string({ required: true, validate: skuKey, description: "The seller's SKU (or `Product.id`)." }),
    active: t.boolean({ required: true, description: 'True: for sale; false: withdrawn.' }),
  }),
});

/** What a bulk write answers: how many entries were sent, and the records they touched, read back when asked. */
export interface BulkResult {
  sent: number;
  ids: string[];
}

export const MarketplaceBulkShipmentPayload = builder.objectRef<BulkResult>('MarketplaceBulkShipmentPayload');
export const MarketplaceBulkProductPayload = builder.objectRef<BulkResult>('MarketplaceBulkProductPayload');

export const TicketReplyInput = builder.inputType('TicketReplyInput', {
  description: 'A message added to a trouble ticket.',
  fields: (t) => ({
    body: t.string({
      required: true,
      validate: text(10_000),
      description: 'Message text (at most 10,000 characters).',
    }),
    visibility: t.field({ type: TicketReplyVisibility, required: true, description: 'Who sees the message.' }),
  }),
});
