// Inputs of the marketplace's product loads and ticket creation (BrandLovers spec F): one input type per spec
// definition the request bodies use (`Product`, `ProductUpdate`, `ProductAttribute`, `Dimensions`, `GiftWrap`,
// `NewTicket`, `CustomerReference`), with the spec's descriptions. What the spec requires is required here; the
// lengths and list sizes it leaves open are the gateway's, stated in each description.
import { z } from 'zod';
import { builder } from '../../schema/builder.js';
import {
  cents,
  count,
  marketplaceId,
  orderKey,
  ProductPriceInput,
  text,
  TicketReplyInput,
  url,
} from '../../schema/marketplace/writes.js';

const millimetres = z.number().int('must be a whole number').min(0).max(100_000_000);
const list = (max: number) => z.array(z.unknown()).max(max, `must list at most ${max} entries`);
const textList = (itemMax: number, max: number) => z.array(text(itemMax)).max(max, `must list at most ${max} entries`);
const urlList = z.array(url).max(50, 'must list at most 50 entries');

export const MarketplaceProductAttributeInput = builder.inputType('MarketplaceProductAttributeInput', {
  description: "A `key` `value` attribute of a product (the spec's `ProductAttribute`).",
  fields: (t) => ({
    name: t.string({ required: true, validate: text(120), description: 'Attribute name (at most 120 characters).' }),
    value: t.string({ required: true, validate: text(1000), description: 'Attribute value (at most 1000).' }),
  }),
});

export const MarketplaceDimensionsInput = builder.inputType('MarketplaceDimensionsInput', {
  description: 'Package dimensions in millimetres and weight in grams, whole numbers (1 m 23 cm is 1230).',
  fields: (t) => ({
    weight: t.int({ required: true, validate: millimetres, description: 'Product weight in grams.' }),
    length: t.int({ required: true, validate: millimetres, description: 'Product length in millimetres.' }),
    width: t.int({ required: true, validate: millimetres, description: 'Product width in millimetres.' }),
    height: t.int({ required: true, validate: millimetres, description: 'Product height in millimetres.' }),
  }),
});

export const MarketplaceGiftWrapInput = builder.inputType('MarketplaceGiftWrapInput', {
  description: 'Gift wrapping of a product.',
  fields: (t) => ({
    available: t.boolean({ required: true, description: 'Whether this product is eligible for gift wrapping.' }),
    value: t.int({ required: true, validate: cents, description: 'Amount charged for gift wrap, in cents.' }),
    messageSupport: t.boolean({ description: 'Whether the seller wraps with a message.' }),
  }),
});

const descriptions = {
  attributes: 'Attributes of this product, important for search; include all relevant ones (at most 200).',
  brand: 'Brand name (at most 120 characters).',
  categories: 'Categories of this product (at most 50).',
  description: 'Product description (at most 20,000 characters).',
  gtin: 'EAN, ISBN or ASIN codes (at most 20).',
  images: 'Product image URLs, http or https (https preferred; at most 50).',
  productGroupId: 'SKUs with the same group (colours, sizes...) are shown as one entry.',
  productId: 'A BrandLovers product id, to suggest an association.',
  stock: 'Units available for sale; each new order reduces it.',
  title: 'Product name as advertised by the manufacturer; how it is shown in the marketplace (at most 300).',
  videos: 'Video URLs, http or https (at most 50).',
} as const;

type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never,
  'InputObject'
>;

/** The fields the spec leaves optional both in a new product and in an update. */
const optionalProductFields = (t: InputFieldBuilder) => ({
  dimensions: t.field({ type: MarketplaceDimensionsInput, description: 'Package dimensions and weight.' }),
  giftWrap: t.field({ type: MarketplaceGiftWrapInput, description: 'Gift wrapping.' }),
  gtin: t.stringList({ validate: textList(32, 20), description: descriptions.gtin }),
  productGroupId: t.string({ validate: marketplaceId, description: descriptions.productGroupId }),
  productId: t.string({ validate: marketplaceId, description: descriptions.productId }),
  videos: t.stringList({ validate: urlList, description: descriptions.videos }),
});

export const NewMarketplaceProductInput = builder.inputType('NewMarketplaceProductInput', {
  description: "A product to load into the marketplace (the spec's `Product`), known afterwards by its `skuSellerId`.",
  fields: (t) => ({
    skuSellerId: t.string({
      required: true,
      validate: marketplaceId,
      description: 'Your own unique product id (SKU); once created it cannot be created again.',
    }),
    title: t.string({ required: true, validate: text(300), description: descriptions.title }),
    description: t.string({ required: true, validate: text(20_000), description: descriptions.description }),
    brand: t.string({ required: true, validate: text(120), description: descriptions.brand }),
    price: t.field({ type: ProductPriceInput, required: true, description: 'Prices, in cents.' }),
    categories: t.stringList({ required: true, validate: textList(200, 50), description: descriptions.categories }),
    stock: t.int({ required: true, validate: count, description: descriptions.stock }),
    images: t.stringList({ required: true, validate: urlList, description: descriptions.images }),
    attributes: t.field({
      type: [MarketplaceProductAttributeInput],
      required: true,
      validate: list(200),
      description: descriptions.attributes,
    }),
    ...optionalProductFields(t),
  }),
});

export const MarketplaceProductChangesInput = builder.inputType('MarketplaceProductChangesInput', {
  description:
    "Changes to a product (the spec's `ProductUpdate`): the fields set are merged into the product, the others " +
    'stay as they are; to erase a list, send it empty (`videos: []`).',
  fields: (t) => ({
    title: t.string({ validate: text(300), description: descriptions.title }),
    description: t.string({ validate: text(20_000), description: descriptions.description }),
    brand: t.string({ validate: text(120), description: descriptions.brand }),
    price: t.field({ type: ProductPriceInput, description: 'Prices, in cents.' }),
    categories: t.stringList({ validate: textList(200, 50), description: descriptions.categories }),
    stock: t.int({ validate: count, description: descriptions.stock }),
    images: t.stringList({ validate: urlList, description: descriptions.images }),
    attributes: t.field({
      type: [MarketplaceProductAttributeInput],
      validate: list(200),
      description: descriptions.attributes,
    }),
    ...optionalProductFields(t),
  }),
});

export const MarketplaceCustomerReferenceInput = builder.inputType('MarketplaceCustomerReferenceInput', {
  description: 'The customer a ticket concerns.',
  fields: (t) => ({
    name: t.string({ validate: text(200), description: 'Customer name.' }),
    phoneNumber: t.string({
      validate: z.string().regex(/^[0-9+() -]{3,32}$/, 'must be a phone number'),
      description: 'Customer phone number.',
    }),
  }),
});

export const NewMarketplaceTicketInput = builder.inputType('NewMarketplaceTicketInput', {
  description: "A trouble ticket to open for an order (the spec's `NewTicket`); a new ticket is `OPEN`.",
  fields: (t) => ({
    orderId: t.string({
      required: true,
      validate: orderKey,
      description: 'The order this ticket belongs to (`Order.orderId` or `Order.id`).',
    }),
    from: t.string({
      required: true,
      validate: text(120),
      description: 'Friendly name of the person sending this message (at most 120 characters).',
    }),
    body: t.string({ required: true, validate: text(10_000), description: 'Message to the customer.' }),
    type: t.string({
      required: true,
      validate: z.string().regex(/^[A-Za-z_]{1,32}$/, 'must be a type word such as COMPLAINT'),
      description: 'Trouble ticket type, as the upstream names it (such as COMPLAINT or QUESTION).',
    }),
    description: t.string({ validate: text(500), description: 'Brief description (at most 500 characters).' }),
    customer: t.field({ type: MarketplaceCustomerReferenceInput, description: 'The customer concerned.' }),
    message: t.field({ type: TicketReplyInput, description: 'A first message on the ticket.' }),
  }),
});
