// The upstream's shapes: BrandLovers Marketplace API v1 (spec F), generated from the spec with the overlay of what
// the real API sends, under the names the data source uses.
export type {
  Metadata as MetadataDto,
  Address as AddressDto,
  Phone as PhoneDto,
  Customer as CustomerDto,
  Freight as FreightDto,
  GiftCard as GiftCardDto,
  OrderGiftWrap as OrderGiftWrapDto,
  Promotion as PromotionDto,
  OrderItem as OrderItemDto,
  OrderItemReference as OrderItemReferenceDto,
  Courier as CourierDto,
  Invoice as InvoiceDto,
  Shipment as ShipmentDto,
  Seller as SellerDto,
  Order as OrderDto,
  MarketplaceError as MarketplaceErrorDto,
  ShipmentStatus as ShipmentStatusDto,
  CustomerReference as CustomerReferenceDto,
  Ticket as TicketDto,
  TicketMessage as TicketMessageDto,
  ProductAttribute as ProductAttributeDto,
  ProductPrice as ProductPriceDto,
  Dimensions as DimensionsDto,
  GiftWrap as GiftWrapDto,
  Product as ProductDto,
  ProductStatus as ProductStatusDto,
  ControlledStock as ControlledStockDto,
  Image as ImageDto,
  SellerItem as SellerItemDto,
} from '@gateway/upstream-types/overlays/marketplace';

/** One page of a list, whatever the upstream called its items. */
export interface MarketplacePage<T> {
  items: T[];
  /** The total across pages when the upstream reports it in `metadata` (key `total`). */
  total: number | null;
}

export interface PageRequest {
  offset: number;
  limit: number;
}
