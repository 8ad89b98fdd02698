// The marketplace sandbox (BrandLovers Marketplace v1, spec F): its reads, writes and seed data.
export { MARKETPLACE_DEMO_KEY, MARKETPLACE_SECOND_SELLER_KEY, marketplaceSandbox } from './routes.js';
