// Marketplace writes (BrandLovers Marketplace API v1, spec F) against bodies generated from the spec: every write
// operation the gateway calls, and the reads that follow each (the spec declares no body for a write's answer, so
// the changed record is read back).
import { describeContract, type ContractEntry } from './support/contract.js';

const ACCESS_KEY = '1'.repeat(44);
const SHIPMENT = `{ sellerShipmentId: "S-1", occurredAt: "2026-03-10T12:00:00Z", courier: { name: "Jadlog" },
  invoice: { number: "1", serie: "1", accessKey: "${ACCESS_KEY}" }, itemIds: ["I-1"] }`;
const REFUND = '{ items: [{ skuSellerId: "SKU-1", quantity: 1 }], info: "changed their mind" }';
const PRODUCT = `{ skuSellerId: "SKU-9", title: "Kettle", description: "A steel kettle", brand: "Aurora",
  price: { default: 1000, offer: 900 }, categories: ["Kitchen"], stock: 3, images: ["https://img.example/k.jpg"],
  attributes: [{ name: "Colour", value: "Steel" }], dimensions: { weight: 900, length: 200, width: 150, height: 250 },
  giftWrap: { available: true, value: 500, messageSupport: false }, gtin: ["7890000000001"], productGroupId: "G-1",
  videos: ["https://video.example/k"] }`;
const BULK = '[{ orderId: "ORDER-1", sellerShipmentId: "S-2", items: [{ skuSellerId: "SKU-1", quantity: 1 }] }]';

const entries: ContractEntry[] = [
  ['markMarketplaceShipmentSent', `(orderId: "ORDER-1", shipment: ${SHIPMENT})`],
  ['markMarketplaceShipmentDelivered', `(orderId: "ORDER-1", shipment: ${SHIPMENT})`],
  ['cancelMarketplaceShipment', `(orderId: "ORDER-1", refund: ${REFUND})`],
  ['returnMarketplaceShipment', `(orderId: "ORDER-1", refund: ${REFUND})`],
  ['exchangeMarketplaceShipment', `(orderId: "ORDER-1", refund: ${REFUND})`],
  ['markMarketplaceShipmentsShipped', `(shipments: ${BULK})`],
  ['markMarketplaceShipmentsDelivered', `(shipments: ${BULK})`],
  ['updateMarketplaceProductPrice', '(skuSellerId: "SKU-1", price: { default: 1000, offer: 900 })'],
  ['updateMarketplaceProductStock', '(skuSellerId: "SKU-1", stock: { quantity: 3, crossDockingTime: 60 })'],
  ['updateMarketplaceProductStatus', '(skuSellerId: "SKU-1", active: true)'],
  ['updateMarketplaceProductPrices', '(prices: [{ skuSellerId: "SKU-1", price: { default: 1000, offer: 900 } }])'],
  ['updateMarketplaceProductStocks', '(stocks: [{ skuSellerId: "SKU-1", stock: { quantity: 3 } }])'],
  ['updateMarketplaceProductStatuses', '(statuses: [{ skuSellerId: "SKU-1", active: false }])'],
  ['replyToMarketplaceTicket', '(ticketId: "T-1", reply: { body: "On its way", visibility: CUSTOMER })'],
  ['updateMarketplaceTicketStatus', '(ticketId: "T-1", status: CLOSED)'],
  ['createMarketplaceProduct', `(product: ${PRODUCT})`],
  ['createMarketplaceProducts', `(products: [${PRODUCT}])`],
  ['updateMarketplaceProduct', '(skuSellerId: "SKU-1", changes: { title: "Kettle 2", videos: [], stock: 4 })'],
  [
    'createMarketplaceTicket',
    `(ticket: { orderId: "ORDER-1", from: "Loja", body: "Hello", type: "QUESTION", description: "Delay",
      customer: { name: "Ana", phoneNumber: "+55 11 5555-0000" }, message: { body: "Internal note", visibility: INTERNAL } })`,
  ],
].map(([field, args]) => ({
  field: field!,
  args,
  mutation: true,
  // A product the marketplace is still processing is not listed yet: null says so, as the description does.
  ...(field === 'createMarketplaceProduct' ? { nullMeans: 'null while it is still being processed' } : {}),
}));

describeContract({
  service: 'marketplace',
  spec: 'F-brandlovers-marketplace.yaml',
  env: { MARKETPLACE_API_KEY: 'contract-key' },
  authorize: (request) => request.headers.authorization === 'contract-key',
  operations: [
    'POST /order/{orderId}/shipment/sent',
    'POST /order/{orderId}/shipment/delivered',
    'POST /order/{orderId}/shipment/cancel',
    'POST /order/{orderId}/shipment/return',
    'POST /order/{orderId}/shipment/exchange',
    'POST /orders/shipments/shipped',
    'POST /orders/shipments/delivered',
    'PUT /product/{skuSellerId}/prices',
    'PUT /product/{skuSellerId}/stock',
    'PUT /product/{skuSellerId}/status',
    'PUT /products/prices',
    'PUT /products/stocks',
    'PUT /products/status',
    'POST /ticket/{ticketId}/message',
    'PUT /ticket/{ticketId}/status',
    'POST /product',
    'POST /products',
    'PUT /product/{skuSellerId}',
    'POST /ticket',
    // Read back after the write.
    'GET /order/{orderId}',
    'GET /product/{skuSellerId}',
    'GET /ticket/{ticketId}/messages',
    'GET /tickets',
  ],
  // As in the read contract (marketplace.test.ts): the product behind each item of a long generated shipment is
  // the same resolver reached through `OrderItem.product`.
  skipFields: ['OrderItemReference.product'],
  entries,
});
