// Request bodies of the BrandLovers Marketplace writes (spec F), named as the spec names them. The upstream answers
// every write with an empty 200, so the gateway reads the changed record back afterwards.
import type { OrderItemReferenceDto } from './dto.js';

export interface CourierBody {
  name: string;
  taxID?: string;
}

export interface InvoiceBody {
  number: string;
  serie: string;
  accessKey: string;
  cnpj?: string;
  issuedAt?: string;
  linkDanfe?: string;
  linkXml?: string;
}

/** `Newshipmentstatus`: a shipment sent or delivered; `items` are the ids of the order's items. */
export interface ShipmentStatusBody {
  sellerShipmentId: string;
  occurredAt: string;
  courier: CourierBody;
  invoice: InvoiceBody;
  items: string[];
  number?: string;
  trackingUrl?: string;
  cte?: string;
}

/** `NewTrackingRefund`: a shipment canceled, returned or exchanged. The spec spells the URL `tranckingUrl`. */
export interface TrackingRefundBody {
  items: OrderItemReferenceDto[];
  info: string;
  courier?: CourierBody;
  cte?: string;
  number?: string;
  occurredAt?: string;
  sellerShipmentId?: string;
  tranckingUrl?: string;
}

/** `OrderShippment`: one entry of the bulk shipment posts. */
export interface BulkShipmentBody {
  order: string;
  sellerShipmentId: string;
  status?: string;
  occurredAt?: string;
  courier?: CourierBody;
  invoice?: InvoiceBody;
  items: OrderItemReferenceDto[];
  number?: string;
  trackingUrl?: string;
  cte?: string;
}

/** `ProductPrice`, in cents. */
export interface PriceBody {
  default: number;
  offer: number;
}

/** `Stock`: quantity available, and the preparation time in seconds. */
export interface StockBody {
  quantity: number;
  crossDockingTime?: number;
}

export interface TicketMessageBody {
  body: string;
  visibility: 'CUSTOMER' | 'INTERNAL';
}

/** The shipment transitions of one order, by the last segment of their path. */
export const SHIPMENT_TRANSITIONS = ['sent', 'delivered', 'cancel', 'return', 'exchange'] as const;
export type ShipmentTransition = (typeof SHIPMENT_TRANSITIONS)[number];

export interface ProductAttributeBody {
  name: string;
  value: string;
}

/** `Dimensions`: millimetres and grams, whole numbers. */
export interface DimensionsBody {
  weight: number;
  length: number;
  width: number;
  height: number;
}

/** `GiftWrap`: `value` in cents. */
export interface GiftWrapBody {
  available: boolean;
  value: number;
  messageSupport?: boolean;
}

/** `ProductUpdate`: the fields sent are merged into the product; `skuSellerId` is required in the body too. */
export interface ProductUpdateBody {
  skuSellerId: string;
  title?: string;
  description?: string;
  brand?: string;
  price?: PriceBody;
  categories?: string[];
  stock?: number;
  images?: string[];
  attributes?: ProductAttributeBody[];
  dimensions?: DimensionsBody;
  giftWrap?: GiftWrapBody;
  gtin?: string[];
  productGroupId?: string;
  productId?: string;
  videos?: string[];
}

/** `Product` as a new product is posted: the spec requires these fields. */
export type NewProductBody = ProductUpdateBody &
  Required<
    Pick<
      ProductUpdateBody,
      'title' | 'description' | 'brand' | 'price' | 'categories' | 'stock' | 'images' | 'attributes'
    >
  >;

/** `NewTicket`: a trouble ticket opened for an order, with an optional first message. */
export interface NewTicketBody {
  orderId: string;
  from: string;
  body: string;
  type: string;
  description?: string;
  customer?: { name?: string; phoneNumber?: string };
  message?: TicketMessageBody;
}
