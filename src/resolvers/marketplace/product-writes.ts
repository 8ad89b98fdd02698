// The marketplace's product loads and ticket creation (BrandLovers spec F): POST /product, POST /products,
// PUT /product/{skuSellerId} and POST /ticket. Like the other marketplace writes they need `marketplace:write` (or
// the caller's own key), the upstream answers with an empty 200, and the payload reads the record back.
import type { NewProductBody, NewTicketBody, ProductUpdateBody } from '../../datasources/marketplace/writes.js';
import { builder } from '../../schema/builder.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import { Order, Product } from '../../schema/marketplace/types.js';
import { bulkList, MarketplaceBulkProductPayload, skuKey } from '../../schema/marketplace/writes.js';
import {
  MarketplaceProductChangesInput,
  NewMarketplaceProductInput,
  NewMarketplaceTicketInput,
} from './product-inputs.js';
import { defined, writer } from './writes.js';

type ProductArg = typeof NewMarketplaceProductInput.$inferInput;
type ChangesArg = typeof MarketplaceProductChangesInput.$inferInput;

/** The request body: the caller's fields, absent ones left out (so an update changes only what was set). */
function productBody(skuSellerId: string, product: ChangesArg): ProductUpdateBody {
  const { price, attributes, dimensions, giftWrap, ...rest } = product;
  return defined({
    ...rest,
    skuSellerId,
    price: price ? { default: price.default, offer: price.offer } : undefined,
    attributes: attributes?.map(({ name, value }) => ({ name, value })),
    dimensions: dimensions ? { ...dimensions } : undefined,
    giftWrap: giftWrap ? defined({ ...giftWrap }) : undefined,
  } as ProductUpdateBody);
}
const newProductBody = (product: ProductArg) => productBody(product.skuSellerId, product) as NewProductBody;

interface TicketOpened {
  orderId: string;
}

const MarketplaceTicketOpenedPayload = builder.objectRef<TicketOpened>('MarketplaceTicketOpenedPayload').implement({
  description:
    'A trouble ticket opened. The upstream answers with no ticket id: the ticket shows in `marketplace.tickets` ' +
    '(status OPEN) once processed.',
  fields: (t) => ({
    orderId: t.exposeString('orderId', { nullable: false, description: 'The order the ticket was opened for.' }),
    order: t.field({
      type: Order,
      description: 'The order, read back as it is now (one upstream call, only when asked).',
      resolve: (payload, _args, { dataSources }) => dataSources.marketplace.readOrderAfterWrite(payload.orderId),
    }),
  }),
});

serviceMutationFields('marketplace', (t) => ({
  createMarketplaceProduct: t.field({
    type: Product,
    extensions: { nullIsAnswer: true },
    description:
      'Loads one new product (POST /product); returns it as the upstream lists it afterwards, or null while it ' +
      'is still being processed. A `skuSellerId` cannot be created twice. Never retried automatically (a POST).',
    args: {
      product: t.arg({ type: NewMarketplaceProductInput, required: true, description: 'The new product.' }),
    },
    resolve: async (_root, { product }, context) => {
      const marketplace = writer(context);
      await marketplace.postProduct(newProductBody(product));
      return marketplace.readProductAfterWrite(product.skuSellerId);
    },
  }),
  createMarketplaceProducts: t.field({
    type: MarketplaceBulkProductPayload,
    description:
      'Loads many new products at once (POST /products); `products` reads them back (null while one is still ' +
      'being processed). Never retried automatically (a POST).',
    args: {
      products: t.arg({
        type: [NewMarketplaceProductInput],
        required: true,
        validate: bulkList,
        description: 'The new products (1 to 500).',
      }),
    },
    resolve: async (_root, { products }, context) => {
      const marketplace = writer(context);
      await marketplace.postProducts(products.map(newProductBody));
      return { sent: products.length, ids: [...new Set(products.map((product) => product.skuSellerId))] };
    },
  }),
  updateMarketplaceProduct: t.field({
    type: Product,
    description:
      "Changes a product's details (PUT /product/{skuSellerId}): the fields set are merged, the others stay. " +
      'Returns the product as it is afterwards. Idempotent, so retried after a 502/503/504 or a lost connection.',
    args: {
      skuSellerId: t.arg.string({
        required: true,
        validate: skuKey,
        description: "The seller's SKU (or `Product.id`).",
      }),
      changes: t.arg({ type: MarketplaceProductChangesInput, required: true, description: 'What changes.' }),
    },
    resolve: async (_root, { skuSellerId, changes }, context) => {
      const marketplace = writer(context);
      await marketplace.putProduct(skuSellerId, productBody(skuSellerId, changes));
      return marketplace.readProductAfterWrite(skuSellerId);
    },
  }),
  createMarketplaceTicket: t.field({
    type: MarketplaceTicketOpenedPayload,
    description:
      'Opens a trouble ticket for an order (POST /ticket), optionally with a first message. Never retried ' +
      'automatically (a POST: a retry could open it twice).',
    args: {
      ticket: t.arg({ type: NewMarketplaceTicketInput, required: true, description: 'The new ticket.' }),
    },
    resolve: async (_root, { ticket }, context) => {
      const marketplace = writer(context);
      const body: NewTicketBody = defined({
        orderId: ticket.orderId,
        from: ticket.from,
        body: ticket.body,
        type: ticket.type,
        description: ticket.description ?? undefined,
        customer: ticket.customer
          ? defined({ name: ticket.customer.name ?? undefined, phoneNumber: ticket.customer.phoneNumber ?? undefined })
          : undefined,
        message: ticket.message ? { body: ticket.message.body, visibility: ticket.message.visibility } : undefined,
      });
      await marketplace.postTicket(body);
      return { orderId: ticket.orderId };
    },
  }),
}));
