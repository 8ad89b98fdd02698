// BrandLovers Marketplace v1 (spec F) JSON shapes the marketplace sandbox answers with (its own copy of the spec's bodies).

export interface MetadataDto {
  key: string;
  value: string;
}
export interface AddressDto {
  address?: string;
  number?: string;
  complement?: string;
  neighbourhood?: string;
  city?: string;
  state?: string;
  countryId?: string;
  zipCode?: string;
  recipientName?: string;
  reference?: string;
}
export interface PhoneDto {
  number?: string;
  type?: string;
}
export interface CustomerDto {
  id?: string;
  name?: string;
  documentNumber?: string;
  email?: string;
  type?: string;
  phones?: PhoneDto[];
}
export interface FreightDto {
  ETA?: string;
  additionalInfo?: string;
  chargedAmount?: number;
  crossDockingTime?: number;
  defaultAmount?: number;
  scheduledPeriod?: string;
  transitTime?: number;
  type?: string;
}
export interface GiftCardDto {
  from?: string;
  to?: string;
  message?: string;
}
export interface OrderGiftWrapDto {
  available?: boolean;
  messageSupport?: boolean;
  value?: number;
  giftCard?: GiftCardDto;
}
export interface PromotionDto {
  id: string;
  name?: string;
  type?: string;
  amount?: number;
}
export interface OrderItemDto {
  id?: string;
  skuSellerId?: string;
  name?: string;
  salePrice?: number;
  sent?: boolean;
  freight?: FreightDto;
  giftWrap?: OrderGiftWrapDto;
  promotions?: PromotionDto[];
}
export interface OrderItemReferenceDto {
  skuSellerId?: string;
  quantity?: number;
}
export interface CourierDto {
  name?: string;
  taxID?: string;
}
export interface InvoiceDto {
  number?: string;
  serie?: string;
  accessKey?: string;
  cnpj?: string;
  issuedAt?: string;
  linkDanfe?: string;
  linkXml?: string;
}
export interface ShipmentDto {
  id?: string;
  sellerShipmentId?: string;
  status?: string;
  occurredAt?: string;
  number?: string;
  trackingUrl?: string;
  cte?: string;
  description?: string;
  courier?: CourierDto;
  invoice?: InvoiceDto;
  items?: OrderItemReferenceDto[];
}
export interface SellerDto {
  id?: string;
  name?: string;
}
export interface OrderDto {
  orderId: string;
  orderMarketplaceId?: string;
  createdAt?: string;
  approvedAt?: string;
  updatedAt?: string;
  status?: string;
  totalAmount?: number;
  totalItemsAmount?: number;
  totalShippingAmount?: number;
  totalDiscountAmount?: number;
  freight?: FreightDto;
  customer?: CustomerDto;
  billingAddress?: AddressDto;
  shippingAddress?: AddressDto;
  items?: OrderItemDto[];
  shipments?: ShipmentDto[];
  seller?: SellerDto;
}
export interface MarketplaceErrorDto {
  type?: string;
  message?: string;
  skuSellerId?: string;
}
export interface ShipmentStatusDto {
  shipmentId?: string;
  status?: string;
  trackingUrl?: string;
  items?: OrderItemReferenceDto[];
  errors?: MarketplaceErrorDto[];
}
export interface CustomerReferenceDto {
  name?: string;
  phoneNumber?: string;
}
export interface TicketDto {
  ticketId?: string;
  subject?: string;
  description?: string;
  type?: string;
  priority?: string;
  status?: string;
  createdAt?: string;
  updatedAt?: string;
  closedAt?: string;
  sla?: string;
  customer?: CustomerReferenceDto;
  metadata?: MetadataDto[];
}
export interface TicketMessageDto {
  id?: string;
  body?: string;
  createdAt?: string;
  visibility?: string;
}
export interface ProductAttributeDto {
  name?: string;
  value?: string;
}
export interface ProductPriceDto {
  default?: number;
  offer?: number;
}
export interface DimensionsDto {
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
}
export interface GiftWrapDto {
  available?: boolean;
  messageSupport?: boolean;
  value?: number;
}
export interface ProductDto {
  skuSellerId: string;
  title?: string;
  description?: string;
  brand?: string;
  categories?: string[];
  attributes?: ProductAttributeDto[];
  price?: ProductPriceDto;
  stock?: number;
  status?: string;
  images?: string[];
  videos?: string[];
  gtin?: string[];
  productGroupId?: string;
  dimensions?: DimensionsDto;
  giftWrap?: GiftWrapDto;
  errors?: MarketplaceErrorDto[];
}
export interface ProductStatusDto {
  skuSellerId: string;
  status?: string;
  price?: ProductPriceDto;
  stock?: number;
  errors?: MarketplaceErrorDto[];
}
export interface ControlledStockDto {
  quantity?: number;
  reserved?: number;
  crossDockingTime?: number;
}
export interface ImageDto {
  type?: string;
  main?: boolean;
  url?: string;
}
export interface SellerItemDto {
  skuSellerId: string;
  title?: string;
  brand?: string;
  status?: Array<{ active?: boolean }>;
  prices?: ProductPriceDto[];
  stocks?: ControlledStockDto[];
  attributes?: ProductAttributeDto[];
  product?: { id?: string; href?: string };
  images?: ImageDto[];
  dimensions?: DimensionsDto;
  giftWrap?: GiftWrapDto;
  gtin?: string[];
  urls?: Array<{ skuSellerId?: string; url?: string }>;
}

/** One page of a list, whatever the upstream called its items. */
