// The marketplace data source, its upstream DTOs and the request bodies of its writes.
export * from './dto.js';
export * from './writes.js';
export { MarketplaceDataSource, ORDER_LIST_PATHS, type OrderListStatus } from './client.js';
