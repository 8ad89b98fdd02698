// Request bodies of the BrandLovers Marketplace writes (spec F): the spec's schemas, with the overlay's departures,
// under the names the data source uses. The upstream answers every write with an empty 200, so the gateway reads
// the changed record back afterwards.
export type {
  Courier as CourierBody,
  Invoice as InvoiceBody,
  NewShipmentStatus as ShipmentStatusBody,
  NewTrackingRefund as TrackingRefundBody,
  BulkShipment as BulkShipmentBody,
  ProductPrice as PriceBody,
  Stock as StockBody,
  NewTicketMessage as TicketMessageBody,
  NewTicket as NewTicketBody,
  ProductUpdate as ProductUpdateBody,
  NewProduct as NewProductBody,
} from '@gateway/upstream-types/overlays/marketplace';

/** The shipment transitions of one order, by the last segment of their path. */
export const SHIPMENT_TRANSITIONS = ['sent', 'delivered', 'cancel', 'return', 'exchange'] as const;
export type ShipmentTransition = (typeof SHIPMENT_TRANSITIONS)[number];
