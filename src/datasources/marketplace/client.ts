// BrandLovers Marketplace API v1 (spec F): a seller's orders, shipments, tickets and products. Every list pages
// with offset/limit and answers `{ <items>: [...], metadata: [{ key, value }] }`.
import type DataLoader from 'dataloader';
import { expectList, expectObject, isRecord, optionalList } from '../../http/boundary.js';
import type {
  BulkShipmentBody,
  NewProductBody,
  NewTicketBody,
  PriceBody,
  ProductUpdateBody,
  ShipmentStatusBody,
  ShipmentTransition,
  StockBody,
  TicketMessageBody,
  TrackingRefundBody,
} from './writes.js';
import type {
  MarketplacePage,
  MetadataDto,
  OrderDto,
  PageRequest,
  ProductDto,
  ProductStatusDto,
  SellerItemDto,
  ShipmentStatusDto,
  TicketDto,
  TicketMessageDto,
} from './dto.js';
import { UpstreamError } from '../../http/errors.js';
import { createKeyLoader } from '../loaders.js';
import { path } from '../paths.js';
import { RestDataSource } from '../rest.js';

/** The order lists of the API, by the status they filter on (no status: every order). */
export const ORDER_LIST_PATHS = {
  NEW: 'orders/status/new',
  APPROVED: 'orders/status/approved',
  SENT: 'orders/status/sent',
  DELIVERED: 'orders/status/delivered',
  CANCELED: 'orders/status/canceled',
  PARTIALLY_SENT: 'orders/status/partiallySent',
  PARTIALLY_DELIVERED: 'orders/status/partiallyDelivered',
} as const;
export type OrderListStatus = keyof typeof ORDER_LIST_PATHS;

function totalFrom(metadata: unknown[]): number | null {
  // The total is a courtesy of `metadata`: an entry of the wrong kind is no total, not a failed list.
  const raw = metadata.find((entry): entry is MetadataDto => isRecord(entry) && entry.key === 'total')?.value;
  const total = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

type ListBody<K extends string> = { [P in K]?: unknown } & { metadata?: unknown };

/**
 * The lists whose page the spec requires to hold them (`GetOrders`, `GetProductsStatusSelling`): absent is an
 * UPSTREAM_ERROR. The other list pages (shipments, tickets, messages, skus) may leave theirs out: none.
 */
const REQUIRED_LISTS: ReadonlySet<string> = new Set(['orders', 'sellerItems']);

function pageOf<K extends string, T>(answer: unknown, field: K): MarketplacePage<T> {
  // An empty answer is an empty page; anything but an object is not a list page.
  const body: ListBody<K> = answer === undefined ? {} : expectObject<ListBody<K>>('marketplace', answer, 'a list page');
  return {
    items: (REQUIRED_LISTS.has(field) ? expectList : optionalList)<T>('marketplace', body[field], field),
    // `metadata` is required of the order lists only; the total is a courtesy wherever it comes.
    total: totalFrom(optionalList<unknown>('marketplace', body.metadata, 'metadata')),
  };
}

export class MarketplaceDataSource extends RestDataSource {
  // The API has no batch lookup; these dedupe lookups by key within the request this data source serves.
  private orderLoader?: DataLoader<string, OrderDto | null>;
  private productLoader?: DataLoader<string, ProductDto | null>;

  protected override errorCodeFrom(body: unknown): string | undefined {
    const type = (body as { type?: unknown } | null)?.type;
    return typeof type === 'string' ? type : undefined;
  }

  private async list<K extends string, T>(
    route: string,
    field: K,
    page: PageRequest,
    filters: Record<string, string | undefined> = {},
  ): Promise<MarketplacePage<T>> {
    return pageOf<K, T>(await this.get<unknown>(route, { ...filters, offset: page.offset, limit: page.limit }), field);
  }

  /** One record by the id of its path: the id the gateway asked for stands in when the body leaves it out. */
  private async lookup<T extends object>(route: string, fill: (record: T) => T): Promise<T | null> {
    const answer = await this.getOrNull<unknown>(route);
    return answer === null ? null : fill(expectObject<T>('marketplace', answer, 'the record'));
  }

  listOrders(status: OrderListStatus | null | undefined, page: PageRequest) {
    return this.list<'orders', OrderDto>(status ? ORDER_LIST_PATHS[status] : 'orders', 'orders', page);
  }

  /** An order by id through the request's loader: one call per distinct id, however many fields ask. */
  loadOrder(orderId: string) {
    this.orderLoader ??= createKeyLoader((id: string) => this.getOrder(id));
    return this.orderLoader.load(orderId);
  }

  /** A product by SKU through the request's loader: one call per distinct SKU, however many fields ask. */
  loadProduct(skuSellerId: string) {
    this.productLoader ??= createKeyLoader((sku: string) => this.getProduct(sku));
    return this.productLoader.load(skuSellerId);
  }

  getOrder(orderId: string) {
    return this.lookup<OrderDto>(path`order/${orderId}`, (order) => ({ ...order, orderId: order.orderId ?? orderId }));
  }

  listShippedShipments(status: string | null | undefined, page: PageRequest) {
    return this.list<'shipments', ShipmentStatusDto>('orders/shipments/shipped', 'shipments', page, {
      status: status ?? undefined,
    });
  }

  listDeliveredShipments(status: string | null | undefined, page: PageRequest) {
    return this.list<'shipments', ShipmentStatusDto>('orders/shipments/delivered', 'shipments', page, {
      status: status ?? undefined,
    });
  }

  listTickets(status: string | null | undefined, page: PageRequest) {
    return this.list<'tickets', TicketDto>('tickets', 'tickets', page, { status: status ?? undefined });
  }

  listTicketMessages(ticketId: string, page: PageRequest) {
    return this.list<'messages', TicketMessageDto>(path`ticket/${ticketId}/messages`, 'messages', page);
  }

  listProducts(page: PageRequest) {
    return this.list<'skus', ProductDto>('products', 'skus', page);
  }

  getProduct(skuSellerId: string) {
    return this.lookup<ProductDto>(path`product/${skuSellerId}`, (product) => ({
      ...product,
      skuSellerId: product.skuSellerId ?? skuSellerId,
    }));
  }

  listProductStatuses(page: PageRequest) {
    return this.list<'skus', ProductStatusDto>('products/status', 'skus', page);
  }

  listSellingProducts(page: PageRequest) {
    return this.list<'sellerItems', SellerItemDto>('products/status/selling', 'sellerItems', page);
  }

  // Writes. POSTs are never retried (got retries only idempotent methods); the PUTs set a value, so a retry after a
  // lost answer does no harm. Each answers an empty 200, so the changed record is read back without the request's
  // GET cache (a read earlier in the same operation would be stale).

  async postShipmentTransition(
    orderId: string,
    transition: ShipmentTransition,
    body: ShipmentStatusBody | TrackingRefundBody,
  ): Promise<void> {
    await this.send('POST', path`order/${orderId}/shipment/` + transition, { json: body });
  }

  async postBulkShipments(list: 'shipped' | 'delivered', shipments: BulkShipmentBody[]): Promise<void> {
    await this.send('POST', `orders/shipments/${list}`, { json: { shipments } });
  }

  async putProductPrice(skuSellerId: string, price: PriceBody): Promise<void> {
    await this.send('PUT', path`product/${skuSellerId}/prices`, { json: price });
  }

  async putProductStock(skuSellerId: string, stock: StockBody): Promise<void> {
    await this.send('PUT', path`product/${skuSellerId}/stock`, { json: stock });
  }

  async putProductStatus(skuSellerId: string, active: boolean): Promise<void> {
    await this.send('PUT', path`product/${skuSellerId}/status`, { json: { active } });
  }

  async putProductPrices(prices: Array<{ skuSellerId: string; price: PriceBody }>): Promise<void> {
    await this.send('PUT', 'products/prices', { json: prices });
  }

  async putProductStocks(stocks: Array<{ skuSellerId: string; stocks: StockBody[] }>): Promise<void> {
    await this.send('PUT', 'products/stocks', { json: stocks });
  }

  async putProductStatuses(statuses: Array<{ skuSellerId: string; active: boolean }>): Promise<void> {
    await this.send('PUT', 'products/status', { json: statuses });
  }

  async postTicketMessage(ticketId: string, message: TicketMessageBody): Promise<void> {
    await this.send('POST', path`ticket/${ticketId}/message`, { json: message });
  }

  async putTicketStatus(ticketId: string, ticketStatus: 'REOPENED' | 'CLOSED'): Promise<void> {
    await this.send('PUT', path`ticket/${ticketId}/status`, { json: { ticketStatus } });
  }

  async postProduct(product: NewProductBody): Promise<void> {
    await this.send('POST', 'product', { json: product });
  }

  async postProducts(products: NewProductBody[]): Promise<void> {
    await this.send('POST', 'products', { json: products });
  }

  async putProduct(skuSellerId: string, changes: ProductUpdateBody): Promise<void> {
    await this.send('PUT', path`product/${skuSellerId}`, { json: changes });
  }

  async postTicket(ticket: NewTicketBody): Promise<void> {
    await this.send('POST', 'ticket', { json: ticket });
  }

  /** The order as it is now (after a write); null when the upstream no longer has it. */
  async readOrderAfterWrite(orderId: string): Promise<OrderDto | null> {
    const order = await this.readFresh<OrderDto>(path`order/${orderId}`);
    return order && { ...order, orderId: order.orderId ?? orderId };
  }

  /** The product as it is now (after a write); null when the upstream no longer has it. */
  async readProductAfterWrite(skuSellerId: string): Promise<ProductDto | null> {
    const product = await this.readFresh<ProductDto>(path`product/${skuSellerId}`);
    return product && { ...product, skuSellerId: product.skuSellerId ?? skuSellerId };
  }

  /**
   * The newest message of a ticket with this body and visibility: the reply just posted, read back from the last
   * page of the thread (oldest first). Null when the upstream does not list it (yet).
   */
  async readPostedMessage(ticketId: string, message: TicketMessageBody): Promise<TicketMessageDto | null> {
    const route = path`ticket/${ticketId}/messages`;
    let page = await this.readPage<'messages', TicketMessageDto>(route, 'messages', { offset: 0, limit: 100 });
    if (page.total !== null && page.total > 100) {
      page = await this.readPage<'messages', TicketMessageDto>(route, 'messages', {
        offset: page.total - 100,
        limit: 100,
      });
    }
    const found = [...page.items]
      .reverse()
      .find((item) => isRecord(item) && item.body === message.body && item.visibility === message.visibility);
    return found ?? null;
  }

  /**
   * A ticket as it is now, found in the list of its new status (the API has no read of one ticket), at most
   * `maxPages` pages of 100 in. Null when it is not there.
   */
  async findTicketAfterWrite(ticketId: string, status: string, maxPages = 10): Promise<TicketDto | null> {
    for (let index = 0; index < maxPages; index += 1) {
      const page = await this.readPage<'tickets', TicketDto>('tickets', 'tickets', {
        offset: index * 100,
        limit: 100,
        status,
      });
      const found = page.items.find((ticket) => isRecord(ticket) && ticket.ticketId === ticketId);
      if (found) return found;
      if (page.items.length < 100 || (page.total !== null && (index + 1) * 100 >= page.total)) break;
    }
    return null;
  }

  private async readFresh<T extends object>(route: string): Promise<T | null> {
    try {
      const answer = await this.requestJson<unknown>('GET', route);
      return expectObject<T>('marketplace', answer, 'the record');
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === 'not-found') return null;
      throw error;
    }
  }

  private async readPage<K extends string, T>(
    route: string,
    field: K,
    query: { offset: number; limit: number; status?: string },
  ): Promise<MarketplacePage<T>> {
    return pageOf<K, T>(await this.requestJson<unknown>('GET', route, { searchParams: query }), field);
  }
}
