// Shapes of the Marketplace service (BrandLovers Marketplace v1, spec F): pure mapping of upstream JSON to GraphQL
// types. Amounts are integers in cents, dimensions in millimetres and grams, durations in seconds, as upstream.
import type {
  AddressDto,
  ControlledStockDto,
  CustomerDto,
  DimensionsDto,
  FreightDto,
  GiftWrapDto,
  ImageDto,
  InvoiceDto,
  MarketplaceErrorDto,
  MetadataDto,
  OrderDto,
  OrderGiftWrapDto,
  OrderItemDto,
  OrderItemReferenceDto,
  ProductAttributeDto,
  ProductDto,
  ProductPriceDto,
  ProductStatusDto,
  PromotionDto,
  SellerItemDto,
  ShipmentDto,
  ShipmentStatusDto,
  TicketDto,
  TicketMessageDto,
} from '../../datasources/marketplace/index.js';
import { expectList, isRecord, member, required, text } from '../../http/boundary.js';
import { builder, defineNamespace } from '../builder.js';
import { connectionWithTotal } from '../connections.js';
import { openEnum } from '../enums.js';
import { toDateTime } from '../scalars.js';

/** The resolver of a member the spec requires of a record: absent is an UPSTREAM_ERROR on the field, not a null. */
const needs =
  <R extends object, K extends keyof R & string>(key: K, kind: 'list' | 'object') =>
  (record: R) =>
    member('marketplace', record, key, kind);

export const MarketplaceQuery = defineNamespace(
  'MarketplaceQuery',
  'marketplace',
  "A seller's orders, shipments, customer tickets and products (BrandLovers Marketplace API v1).",
);

export const OrderStatus = openEnum(
  'OrderStatus',
  ['NEW', 'APPROVED', 'SENT', 'DELIVERED', 'CANCELED', 'PARTIALLY_SENT', 'PARTIALLY_DELIVERED'] as const,
  'Where an order stands. UNKNOWN: a value this gateway does not know yet (see `statusRaw`).',
);

/** The order lists the upstream offers; one filter value per list. */
export const OrderStatusFilter = builder.enumType('OrderStatusFilter', {
  description: 'Which orders to list: every one when omitted.',
  values: {
    NEW: { description: 'Flagged as new: not to be fulfilled until approved.' },
    APPROVED: { description: 'Approved: to be fulfilled at once.' },
    SENT: { description: 'Every item sent.' },
    DELIVERED: { description: 'Successfully delivered.' },
    CANCELED: { description: 'Canceled: not to be fulfilled.' },
    PARTIALLY_SENT: { description: 'At least one item not shipped yet.' },
    PARTIALLY_DELIVERED: { description: 'Items shipped, not all acknowledged as delivered.' },
  } as const,
});

export const ShippedShipmentStatusFilter = builder.enumType('ShippedShipmentStatusFilter', {
  description: 'The status filter of the shipped-shipments list.',
  values: ['NEW', 'APPROVED', 'DECLINED', 'PENDING'] as const,
});

export const TicketStatus = openEnum(
  'TicketStatus',
  ['OPEN', 'REOPENED', 'CLOSED'] as const,
  'State of a trouble ticket. UNKNOWN: a value this gateway does not know yet (see `statusRaw`).',
);

export const TicketStatusFilter = builder.enumType('TicketStatusFilter', {
  values: ['OPEN', 'REOPENED', 'CLOSED'] as const,
});

export const TicketMessageVisibility = openEnum(
  'TicketMessageVisibility',
  ['CUSTOMER', 'INTERNAL'] as const,
  'CUSTOMER: the customer receives a copy; INTERNAL: seller and marketplace only.',
);

export const ProductListingStatus = openEnum(
  'ProductListingStatus',
  ['NEW', 'PENDING', 'APPROVED', 'DECLINED', 'SELLING'] as const,
  'Where a product stands in the marketplace. UNKNOWN: a value this gateway does not know yet (see `statusRaw`).',
);

export const MarketplaceMetadata = builder.objectRef<MetadataDto>('MarketplaceMetadata').implement({
  description: 'A key/value pair the marketplace attaches.',
  fields: (t) => ({
    key: t.exposeString('key', { nullable: false }),
    value: t.exposeString('value', { nullable: false }),
  }),
});

export const OrderAddress = builder.objectRef<AddressDto>('OrderAddress').implement({
  fields: (t) => ({
    recipientName: t.exposeString('recipientName'),
    address: t.exposeString('address', { description: 'First line: street, avenue...' }),
    number: t.exposeString('number'),
    complement: t.exposeString('complement', { description: 'Apartment, building, suite.' }),
    neighbourhood: t.exposeString('neighbourhood'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    countryId: t.exposeString('countryId', { description: 'ISO 3166 alpha-2 country code.' }),
    zipCode: t.exposeString('zipCode'),
    reference: t.exposeString('reference', { description: 'Landmarks that help the courier.' }),
  }),
});

export const CustomerPhone = builder.objectRef<{ number?: string; type?: string }>('CustomerPhone').implement({
  fields: (t) => ({
    number: t.exposeString('number'),
    type: t.exposeString('type', { description: 'home, office, mobile...' }),
  }),
});

export const Customer = builder.objectRef<CustomerDto>('Customer').implement({
  fields: (t) => ({
    upstreamId: t.exposeID('id', { description: "The marketplace's own id of this record." }),
    name: t.exposeString('name'),
    documentNumber: t.exposeString('documentNumber', { description: 'Tax document of the customer.' }),
    email: t.exposeString('email'),
    type: t.exposeString('type', { description: 'Enterprise or consumer.' }),
    phones: t.field({ type: [CustomerPhone], nullable: false, resolve: needs('phones', 'list') }),
  }),
});

export const Freight = builder.objectRef<FreightDto>('Freight').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    eta: t.field({ type: 'DateTime', description: 'Estimated time of arrival.', resolve: (f) => toDateTime(f.ETA) }),
    defaultAmount: t.exposeInt('defaultAmount', { description: 'Default cost, in cents.' }),
    chargedAmount: t.exposeInt('chargedAmount', { description: 'What the customer paid for shipping, in cents.' }),
    transitTime: t.exposeInt('transitTime', { description: 'Delivery time in seconds.' }),
    crossDockingTime: t.exposeInt('crossDockingTime', { description: 'Preparation time in seconds.' }),
    scheduledPeriod: t.exposeString('scheduledPeriod'),
    additionalInfo: t.exposeString('additionalInfo'),
  }),
});

export const GiftCard = builder.objectRef<{ from?: string; to?: string; message?: string }>('GiftCard').implement({
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    message: t.exposeString('message'),
  }),
});

export const OrderGiftWrap = builder.objectRef<OrderGiftWrapDto>('OrderGiftWrap').implement({
  fields: (t) => ({
    available: t.exposeBoolean('available'),
    messageSupport: t.exposeBoolean('messageSupport'),
    value: t.exposeInt('value', { description: 'Charged for gift wrapping, in cents.' }),
    giftCard: t.field({ type: GiftCard, resolve: (wrap) => wrap.giftCard ?? null }),
  }),
});

export const Promotion = builder.objectRef<PromotionDto>('Promotion').implement({
  fields: (t) => ({
    upstreamId: t.id({
      nullable: false,
      description: "The marketplace's id of the promotion.",
      resolve: (promotion) => required('marketplace', promotion.id, 'id'),
    }),
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    amount: t.exposeInt('amount', { description: 'Discount in cents.' }),
  }),
});

export const OrderItem = builder.objectRef<OrderItemDto>('OrderItem').implement({
  fields: (t) => ({
    upstreamId: t.exposeID('id', { description: "The marketplace's own id of this record." }),
    skuSellerId: t.exposeString('skuSellerId', { description: "The product's SKU in the seller's system." }),
    name: t.exposeString('name'),
    salePrice: t.exposeInt('salePrice', { description: 'Unit price in cents.' }),
    sent: t.exposeBoolean('sent', { description: 'Whether the item has been shipped.' }),
    freight: t.field({ type: Freight, resolve: needs('freight', 'object') }),
    giftWrap: t.field({ type: OrderGiftWrap, resolve: (item) => item.giftWrap ?? null }),
    promotions: t.field({
      type: [Promotion],
      // A promotion without its id is an error at its own place; the other promotions answer.
      nullable: { list: false, items: true },
      resolve: (item) => item.promotions ?? [],
    }),
  }),
});

export const OrderItemReference = builder.objectRef<OrderItemReferenceDto>('OrderItemReference').implement({
  description: 'A quantity of one SKU, within a shipment.',
  fields: (t) => ({
    skuSellerId: t.exposeString('skuSellerId'),
    quantity: t.exposeInt('quantity'),
  }),
});

export const Courier = builder.objectRef<{ name?: string; taxID?: string }>('Courier').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    taxId: t.exposeString('taxID', { description: 'Tax id of the courier (e.g. a CNPJ).' }),
  }),
});

export const ShipmentInvoice = builder.objectRef<InvoiceDto>('ShipmentInvoice').implement({
  fields: (t) => ({
    number: t.exposeString('number'),
    serie: t.exposeString('serie'),
    accessKey: t.exposeString('accessKey', { description: 'The 44-digit access key of the electronic invoice.' }),
    cnpj: t.exposeString('cnpj', { description: 'CNPJ of the shipping company unit.' }),
    issuedAt: t.field({ type: 'DateTime', resolve: (invoice) => toDateTime(invoice.issuedAt) }),
    linkDanfe: t.exposeString('linkDanfe'),
    linkXml: t.exposeString('linkXml'),
  }),
});

export const Shipment = builder.objectRef<ShipmentDto>('Shipment').implement({
  fields: (t) => ({
    upstreamId: t.exposeID('id', { description: "The marketplace's own id of this record." }),
    sellerShipmentId: t.exposeString('sellerShipmentId'),
    status: t.exposeString('status'),
    occurredAt: t.field({ type: 'DateTime', resolve: (shipment) => toDateTime(shipment.occurredAt) }),
    number: t.exposeString('number', { description: "The courier's tracking number." }),
    trackingUrl: t.exposeString('trackingUrl'),
    cte: t.exposeString('cte', { description: 'Electronic transport document (CT-e).' }),
    description: t.exposeString('description'),
    courier: t.field({ type: Courier, resolve: needs('courier', 'object') }),
    invoice: t.field({ type: ShipmentInvoice, resolve: needs('invoice', 'object') }),
    items: t.field({ type: [OrderItemReference], nullable: false, resolve: needs('items', 'list') }),
  }),
});

export const Seller = builder.objectRef<{ id?: string; name?: string }>('Seller').implement({
  fields: (t) => ({
    upstreamId: t.exposeID('id', { description: "The marketplace's own id of this record." }),
    name: t.exposeString('name'),
  }),
});

export const Order = builder.objectRef<OrderDto>('Order').implement({
  fields: (t) => ({
    orderId: t.string({ nullable: false, resolve: (order) => required('marketplace', order.orderId, 'orderId') }),
    orderMarketplaceId: t.exposeString('orderMarketplaceId', { description: 'The id the customer sees.' }),
    status: t.field({ type: OrderStatus.type, resolve: (order) => OrderStatus.from(order.status) }),
    statusRaw: t.exposeString('status', { description: 'The status exactly as the upstream sent it.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (order) => toDateTime(order.createdAt) }),
    approvedAt: t.field({ type: 'DateTime', resolve: (order) => toDateTime(order.approvedAt) }),
    updatedAt: t.field({ type: 'DateTime', resolve: (order) => toDateTime(order.updatedAt) }),
    totalAmount: t.exposeInt('totalAmount', { description: 'What the customer is charged, in cents.' }),
    totalItemsAmount: t.exposeInt('totalItemsAmount', { description: 'Items total, in cents.' }),
    totalShippingAmount: t.exposeInt('totalShippingAmount', { description: 'Shipping total, in cents.' }),
    totalDiscountAmount: t.exposeInt('totalDiscountAmount', { description: 'Discounts, in cents.' }),
    customer: t.field({ type: Customer, resolve: needs('customer', 'object') }),
    billingAddress: t.field({ type: OrderAddress, resolve: needs('billingAddress', 'object') }),
    shippingAddress: t.field({ type: OrderAddress, resolve: needs('shippingAddress', 'object') }),
    freight: t.field({ type: Freight, resolve: needs('freight', 'object') }),
    items: t.field({ type: [OrderItem], nullable: false, resolve: needs('items', 'list') }),
    shipments: t.field({ type: [Shipment], nullable: false, resolve: needs('shipments', 'list') }),
    seller: t.field({ type: Seller, resolve: (order) => order.seller ?? null }),
  }),
});

export const MarketplaceError = builder.objectRef<MarketplaceErrorDto>('MarketplaceError').implement({
  description: 'A problem the marketplace reports about an item (not a GraphQL error).',
  fields: (t) => ({
    type: t.exposeString('type'),
    message: t.exposeString('message'),
    skuSellerId: t.exposeString('skuSellerId'),
  }),
});

export const OrderShipmentStatus = builder.objectRef<ShipmentStatusDto>('OrderShipmentStatus').implement({
  description: 'A shipment as the shipped and delivered lists report it.',
  fields: (t) => ({
    shipmentId: t.exposeString('shipmentId'),
    status: t.exposeString('status'),
    trackingUrl: t.exposeString('trackingUrl'),
    items: t.field({ type: [OrderItemReference], nullable: false, resolve: (shipment) => shipment.items ?? [] }),
    errors: t.field({ type: [MarketplaceError], nullable: false, resolve: (shipment) => shipment.errors ?? [] }),
  }),
});

export const CustomerReference = builder
  .objectRef<{ name?: string; phoneNumber?: string }>('CustomerReference')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      phoneNumber: t.exposeString('phoneNumber'),
    }),
  });

/**
 * The order a ticket was opened for. The spec's Ticket has no field for it, but a ticket is opened for one order
 * (`NewTicket.orderId`): read from `orderId` when the upstream sends it, else from the `orderId` metadata entry.
 */
export function ticketOrderId(ticket: TicketDto): string | null {
  const own = text((ticket as { orderId?: unknown }).orderId);
  if (own) return own;
  const metadata: unknown[] = Array.isArray(ticket.metadata) ? ticket.metadata : [];
  const entry = metadata.find((item) => isRecord(item) && item.key === 'orderId');
  return isRecord(entry) ? text(entry.value) || null : null;
}

export const Ticket = builder.objectRef<TicketDto>('Ticket').implement({
  description: "A customer's trouble ticket: a query, request or complaint.",
  fields: (t) => ({
    ticketId: t.exposeString('ticketId'),
    subject: t.exposeString('subject'),
    description: t.exposeString('description'),
    type: t.exposeString('type'),
    priority: t.exposeString('priority'),
    status: t.field({ type: TicketStatus.type, resolve: (ticket) => TicketStatus.from(ticket.status) }),
    statusRaw: t.exposeString('status', { description: 'The status exactly as the upstream sent it.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (ticket) => toDateTime(ticket.createdAt) }),
    updatedAt: t.field({ type: 'DateTime', resolve: (ticket) => toDateTime(ticket.updatedAt) }),
    closedAt: t.field({ type: 'DateTime', resolve: (ticket) => toDateTime(ticket.closedAt) }),
    sla: t.field({
      type: 'DateTime',
      description: 'When the customer was promised a resolution.',
      resolve: (ticket) => toDateTime(ticket.sla),
    }),
    customer: t.field({ type: CustomerReference, resolve: (ticket) => ticket.customer ?? null }),
    metadata: t.field({ type: [MarketplaceMetadata], nullable: false, resolve: (ticket) => ticket.metadata ?? [] }),
    orderId: t.string({
      description: 'The id of the order the ticket was opened for (its `orderId`, or the `orderId` metadata entry).',
      resolve: ticketOrderId,
    }),
  }),
});

export const TicketMessage = builder.objectRef<TicketMessageDto>('TicketMessage').implement({
  fields: (t) => ({
    upstreamId: t.exposeID('id', { description: "The marketplace's own id of this record." }),
    body: t.exposeString('body'),
    createdAt: t.field({ type: 'DateTime', resolve: (message) => toDateTime(message.createdAt) }),
    visibility: t.field({
      type: TicketMessageVisibility.type,
      resolve: (message) => TicketMessageVisibility.from(message.visibility),
    }),
    visibilityRaw: t.exposeString('visibility'),
  }),
});

export const ProductAttribute = builder.objectRef<ProductAttributeDto>('ProductAttribute').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    value: t.exposeString('value'),
  }),
});

export const ProductPrice = builder.objectRef<ProductPriceDto>('ProductPrice').implement({
  description: 'Prices in cents.',
  fields: (t) => ({
    default: t.exposeInt('default', { description: 'List price (MSRP), in cents.' }),
    offer: t.exposeInt('offer', { description: 'The price offered to the customer, in cents.' }),
  }),
});

export const ProductDimensions = builder.objectRef<DimensionsDto>('ProductDimensions').implement({
  fields: (t) => ({
    weight: t.exposeInt('weight', { description: 'Grams.' }),
    length: t.exposeInt('length', { description: 'Millimetres.' }),
    width: t.exposeInt('width', { description: 'Millimetres.' }),
    height: t.exposeInt('height', { description: 'Millimetres.' }),
  }),
});

export const ProductGiftWrap = builder.objectRef<GiftWrapDto>('ProductGiftWrap').implement({
  fields: (t) => ({
    available: t.exposeBoolean('available'),
    messageSupport: t.exposeBoolean('messageSupport'),
    value: t.exposeInt('value', { description: 'Charged for gift wrapping, in cents.' }),
  }),
});

export const Product = builder.objectRef<ProductDto>('Product').implement({
  description: "A product the seller loaded into the marketplace, by the seller's SKU.",
  fields: (t) => ({
    skuSellerId: t.string({
      nullable: false,
      resolve: (record) => required('marketplace', record.skuSellerId, 'skuSellerId'),
    }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    brand: t.exposeString('brand'),
    categories: t.stringList({ resolve: needs('categories', 'list') }),
    attributes: t.field({ type: [ProductAttribute], nullable: false, resolve: needs('attributes', 'list') }),
    price: t.field({ type: ProductPrice, resolve: needs('price', 'object') }),
    stock: t.exposeInt('stock', { description: 'Units available for sale.' }),
    status: t.field({ type: ProductListingStatus.type, resolve: (p) => ProductListingStatus.from(p.status) }),
    statusRaw: t.exposeString('status', { description: 'The status exactly as the upstream sent it.' }),
    images: t.stringList({ resolve: needs('images', 'list') }),
    videos: t.exposeStringList('videos'),
    gtin: t.exposeStringList('gtin', { description: 'EAN, ISBN or ASIN codes.' }),
    productGroupId: t.exposeString('productGroupId', {
      description: 'SKUs with the same group (colours, sizes...) are shown as one entry.',
    }),
    dimensions: t.field({ type: ProductDimensions, resolve: (product) => product.dimensions ?? null }),
    giftWrap: t.field({ type: ProductGiftWrap, resolve: (product) => product.giftWrap ?? null }),
    errors: t.field({ type: [MarketplaceError], nullable: false, resolve: (product) => product.errors ?? [] }),
  }),
});

export const ProductStatus = builder.objectRef<ProductStatusDto>('ProductStatus').implement({
  description: 'The marketplace status of one product, with its price and stock.',
  fields: (t) => ({
    skuSellerId: t.string({
      nullable: false,
      resolve: (record) => required('marketplace', record.skuSellerId, 'skuSellerId'),
    }),
    status: t.field({ type: ProductListingStatus.type, resolve: (p) => ProductListingStatus.from(p.status) }),
    statusRaw: t.exposeString('status'),
    price: t.field({ type: ProductPrice, resolve: (product) => product.price ?? null }),
    stock: t.exposeInt('stock'),
    errors: t.field({ type: [MarketplaceError], nullable: false, resolve: (product) => product.errors ?? [] }),
  }),
});

export const ControlledStock = builder.objectRef<ControlledStockDto>('ControlledStock').implement({
  fields: (t) => ({
    quantity: t.exposeInt('quantity', { description: 'Units available for sale.' }),
    reserved: t.exposeInt('reserved', { description: 'Units held for orders not yet approved.' }),
    crossDockingTime: t.exposeInt('crossDockingTime', { description: 'Preparation time in seconds.' }),
  }),
});

export const ProductImage = builder.objectRef<ImageDto>('ProductImage').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    type: t.exposeString('type', { description: 'Image format.' }),
    main: t.exposeBoolean('main'),
  }),
});

export const ProductListing = builder.objectRef<{ skuSellerId?: string; url?: string }>('ProductListing').implement({
  description: 'A page where the product is for sale.',
  fields: (t) => ({
    skuSellerId: t.exposeString('skuSellerId'),
    url: t.exposeString('url'),
  }),
});

export const SellerItem = builder.objectRef<SellerItemDto>('SellerItem').implement({
  description: 'A product listed for sale, with its price, stock and status per marketplace.',
  fields: (t) => ({
    skuSellerId: t.string({
      nullable: false,
      resolve: (record) => required('marketplace', record.skuSellerId, 'skuSellerId'),
    }),
    title: t.exposeString('title'),
    brand: t.exposeString('brand'),
    productId: t.string({
      description: "The marketplace's own product id.",
      resolve: (item) => member('marketplace', item, 'product', 'object').id ?? null,
    }),
    productHref: t.string({ resolve: (item) => member('marketplace', item, 'product', 'object').href ?? null }),
    active: t.booleanList({
      description: 'Whether the product is enabled for sale, per marketplace.',
      // `active` is what an entry is for (the spec requires it): without it the list is unreadable, not false.
      resolve: (item) =>
        expectList<{ active?: boolean }>('marketplace', item.status, 'status').map((status) =>
          required('marketplace', isRecord(status) ? status.active : undefined, 'status.active'),
        ),
    }),
    prices: t.field({ type: [ProductPrice], nullable: false, resolve: needs('prices', 'list') }),
    stocks: t.field({ type: [ControlledStock], nullable: false, resolve: needs('stocks', 'list') }),
    attributes: t.field({ type: [ProductAttribute], nullable: false, resolve: needs('attributes', 'list') }),
    images: t.field({ type: [ProductImage], nullable: false, resolve: needs('images', 'list') }),
    dimensions: t.field({ type: ProductDimensions, resolve: needs('dimensions', 'object') }),
    giftWrap: t.field({ type: ProductGiftWrap, resolve: (item) => item.giftWrap ?? null }),
    gtin: t.exposeStringList('gtin'),
    urls: t.field({ type: [ProductListing], nullable: false, resolve: (item) => item.urls ?? [] }),
  }),
});

export const OrderConnection = connectionWithTotal(Order, 'OrderConnection');
export const OrderShipmentStatusConnection = connectionWithTotal(OrderShipmentStatus, 'OrderShipmentStatusConnection');
export const TicketConnection = connectionWithTotal(Ticket, 'TicketConnection');
export const TicketMessageConnection = connectionWithTotal(TicketMessage, 'TicketMessageConnection');
export const ProductConnection = connectionWithTotal(Product, 'ProductConnection');
export const ProductStatusConnection = connectionWithTotal(ProductStatus, 'ProductStatusConnection');
export const SellerItemConnection = connectionWithTotal(SellerItem, 'SellerItemConnection');
