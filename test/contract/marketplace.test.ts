// Marketplace (BrandLovers Marketplace API v1, spec F) against bodies generated from the spec.
import { describeContract } from './support/contract.js';

describeContract({
  service: 'marketplace',
  spec: 'F-brandlovers-marketplace.yaml',
  env: { MARKETPLACE_API_KEY: 'contract-key' },
  authorize: (request) => request.headers.authorization === 'contract-key',
  operations: [
    'GET /orders',
    'GET /orders/status/new',
    'GET /orders/status/approved',
    'GET /orders/status/sent',
    'GET /orders/status/delivered',
    'GET /orders/status/canceled',
    'GET /orders/status/partiallySent',
    'GET /orders/status/partiallyDelivered',
    'GET /order/{orderId}',
    'GET /orders/shipments/shipped',
    'GET /orders/shipments/delivered',
    'GET /tickets',
    'GET /ticket/{ticketId}/messages',
    'GET /products',
    'GET /product/{skuSellerId}',
    'GET /products/status',
    'GET /products/status/selling',
  ],
  // A long generated shipment names a distinct SKU per item, each looked up with its own long product body: that
  // fan-out only measures the loopback's throughput. The same product resolver is reached through
  // `OrderItem.product` and `ProductStatus.product`, and its call counts are tested in test/marketplace.
  skipFields: ['OrderItemReference.product'],
  entries: [
    { field: 'marketplace.orders', args: '(first: 3)' },
    { field: 'marketplace.orders', args: '(first: 1, status: NEW)' },
    { field: 'marketplace.orders', args: '(first: 1, status: APPROVED)' },
    { field: 'marketplace.orders', args: '(first: 1, status: SENT)' },
    { field: 'marketplace.orders', args: '(first: 1, status: DELIVERED)' },
    { field: 'marketplace.orders', args: '(first: 1, status: CANCELED)' },
    { field: 'marketplace.orders', args: '(first: 1, status: PARTIALLY_SENT)' },
    { field: 'marketplace.orders', args: '(first: 1, status: PARTIALLY_DELIVERED)' },
    { field: 'marketplace.order', args: '(orderId: "ORDER-1")' },
    { field: 'marketplace.shippedShipments', args: '(first: 3)' },
    { field: 'marketplace.deliveredShipments', args: '(first: 3)' },
    { field: 'marketplace.tickets', args: '(first: 3)' },
    { field: 'marketplace.ticketMessages', args: '(ticketId: "T-1", first: 3)' },
    { field: 'marketplace.products', args: '(first: 3)' },
    { field: 'marketplace.product', args: '(skuSellerId: "SKU-1")' },
    { field: 'marketplace.productStatuses', args: '(first: 3)' },
    { field: 'marketplace.sellingProducts', args: '(first: 3)' },
  ],
});
