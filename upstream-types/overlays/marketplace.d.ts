// Where BrandLovers Marketplace v1 departs from its spec (F-brandlovers-marketplace.yaml): the shapes the gateway
// reads and the sandbox answers with, by the name the gateway gives them, are the spec's schemas (named in each
// line) with the departures below on top.
import type { components } from '../marketplace.js';

type Schemas = components['schemas'];

export type Metadata = Schemas['Metadata'];
export type Address = Schemas['Address'];
export type Phone = Schemas['Phone'];
export type Customer = Schemas['Customer'];
export type Freight = Schemas['Freight'];
export type GiftCard = Schemas['GiftCard'];
export type OrderGiftWrap = Schemas['OrderGiftWrap'];
export type Promotion = Schemas['Promotion'];
export type OrderItem = Schemas['OrderItem'];
export type OrderItemReference = Schemas['OrderItemReference'];
export type Courier = Schemas['Courier'];
export type Invoice = Schemas['Invoice'];
/**
 * `#/definitions/Shippment` requires `courier`, `invoice`, `sellerShipmentId` and `status`; a shipment recorded by
 * `POST /order/{orderId}/shipment/{cancel,exchange,return}` comes from a `NewTrackingRefund`, which has no invoice and makes
 * the courier and the seller's shipment id optional, so the API lists such shipments without them.
 */
export type Shipment = Omit<Schemas['Shippment'], 'courier' | 'invoice' | 'sellerShipmentId'> &
  Partial<Pick<Schemas['Shippment'], 'courier' | 'invoice' | 'sellerShipmentId'>>;
export type Seller = Schemas['Seller'];
/** `#/definitions/Order`, its shipments as above. */
export type Order = Omit<Schemas['Order'], 'shipments'> & { shipments: Shipment[] };
export type MarketplaceError = Schemas['Error'];
export type ShipmentStatus = Schemas['OrderShippmentStatus'];
export type CustomerReference = Schemas['CustomerReference'];
export type Ticket = Schemas['Ticket'];
export type TicketMessage = Schemas['TicketMessage'];
export type ProductAttribute = Schemas['ProductAttribute'];
export type ProductPrice = Schemas['ProductPrice'];
export type Dimensions = Schemas['Dimensions'];
export type GiftWrap = Schemas['GiftWrap'];
export type Product = Schemas['GetProduct'];
export type ProductStatus = Schemas['GetSellerProductStatus'];
export type ControlledStock = Schemas['ControlledStock'];
export type Image = Schemas['Image'];
/**
 * `#/definitions/SellerItem` requires `dimensions`; `Product` (the body of `POST /product`) makes them optional, so
 * `GET /products/status/selling` lists a product created without dimensions without them.
 */
export type SellerItem = Omit<Schemas['SellerItem'], 'dimensions'> & Partial<Pick<Schemas['SellerItem'], 'dimensions'>>;

// Request bodies of the writes.
/** `#/definitions/Newshipmentstatus`: the body of `POST /order/{orderId}/shipment/{sent,delivered}`. */
export type NewShipmentStatus = Schemas['Newshipmentstatus'];
/**
 * `#/definitions/NewTrackingRefund`: the body of `POST /order/{orderId}/shipment/{cancel,return,exchange}`. The spec
 * spells its URL `tranckingUrl`, and so does the body the gateway sends.
 */
export type NewTrackingRefund = Schemas['NewTrackingRefund'];
/** `#/definitions/OrderShippment`: one entry of `POST /orders/shipments/{shipped,delivered}`. */
export type BulkShipment = Schemas['OrderShippment'];
/**
 * `#/definitions/Stock` requires only `quantity`; `crossDockingTime` has `default: 0`, which the generated type reads
 * as always present. That holds for an answer, not for a request body: the gateway leaves it out when the caller
 * gives none.
 */
export type Stock = Omit<Schemas['Stock'], 'crossDockingTime'> & Partial<Pick<Schemas['Stock'], 'crossDockingTime'>>;
export type NewTicketMessage = Schemas['NewTicketMessage'];
export type NewTicket = Schemas['NewTicket'];
/** `#/definitions/ProductUpdate`: the body of `PUT /product/{skuSellerId}`. */
export type ProductUpdate = Schemas['ProductUpdate'];
/** `#/definitions/Product`: the body of `POST /product` (and an entry of `POST /products`). */
export type NewProduct = Schemas['Product'];
