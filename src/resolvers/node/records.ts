// Node identity of the record services whose lookups take one key: messaging (Circuit), marketplace, automotive
// and content. Each loads through the method or batch loader the namespace field uses.
import type { ConversationItemDto, LabelDto, UserDto, WebhookDto } from '../../datasources/messaging.js';
import { isRecord, text } from '../../datasources/boundary.js';
import { Dealer } from '../../schema/automotive.js';
import { Domain } from '../../schema/content.js';
import { Order, Product } from '../../schema/marketplace.js';
import { Conversation, ConversationItem, Label, MessagingUser, Space, Webhook } from '../../schema/messaging.js';
import { dealerId } from '../automotive.js';
import { domainIdArg } from '../content.js';
import { idArg } from '../marketplace.js';
import { idSchema } from '../messaging-inputs.js';
import { accepts, identify } from './identify.js';

const circuitId = accepts(idSchema);
const CIRCUIT_KEY = "Circuit's own id of this record.";

identify(MessagingUser, {
  service: 'messaging',
  key: (user: UserDto) => user.userId,
  accepts: circuitId,
  // The batch loader: the users of one `nodes` call are one `/users/list` request (chunked at its limit).
  load: (key, { dataSources }) => dataSources.messaging.users.load(key),
  upstreamId: CIRCUIT_KEY,
});
identify(Conversation, {
  service: 'messaging',
  key: (conversation) => conversation.convId,
  accepts: circuitId,
  load: (key, { dataSources }) => dataSources.messaging.conversations.load(key),
  upstreamId: CIRCUIT_KEY,
});
identify(Space, {
  service: 'messaging',
  key: (space) => space.spaceId,
  accepts: circuitId,
  load: (key, { dataSources }) => dataSources.messaging.spaces.load(key),
  upstreamId: CIRCUIT_KEY,
});
identify(ConversationItem, {
  service: 'messaging',
  key: (item: ConversationItemDto) => item.itemId,
  accepts: circuitId,
  load: (key, { dataSources }) => dataSources.messaging.getItem(key),
  upstreamId: CIRCUIT_KEY,
});
identify(Webhook, {
  service: 'messaging',
  key: (webhook: WebhookDto) => webhook.id,
  accepts: circuitId,
  load: (key, { dataSources }) => dataSources.messaging.getWebhook(key),
  upstreamId: CIRCUIT_KEY,
});
identify(Label, {
  service: 'messaging',
  key: (label: LabelDto) => label.labelId,
  accepts: circuitId,
  // Circuit has no lookup of one label; the caller's labels are one bounded list (deduplicated per request).
  load: async (key, { dataSources }) =>
    (await dataSources.messaging.getLabels()).find((label) => isRecord(label) && text(label.labelId) === key) ?? null,
  upstreamId: CIRCUIT_KEY,
});

identify(Order, {
  service: 'marketplace',
  key: (order) => order.orderId,
  accepts: accepts(idArg),
  load: (key, { dataSources }) => dataSources.marketplace.getOrder(key),
  upstreamId: 'The marketplace order id (the same as `orderId`).',
});
identify(Product, {
  service: 'marketplace',
  key: (product) => product.skuSellerId,
  accepts: accepts(idArg),
  load: (key, { dataSources }) => dataSources.marketplace.getProduct(key),
  upstreamId: "The product's SKU in the seller's system (the same as `skuSellerId`).",
});

identify(Dealer, {
  service: 'automotive',
  key: (dealer) => (Array.isArray(dealer.ids) ? dealer.ids[0] : undefined),
  accepts: (key) => /^\d{1,15}$/.test(key) && dealerId.safeParse(Number(key)).success,
  load: (key, { dataSources }) => dataSources.automotive.getDealer(Number(key)),
  upstreamId: "The dealership's first internal id (the first of `ids`).",
});

identify(Domain, {
  service: 'content',
  key: (domain) => domain.id,
  accepts: accepts(domainIdArg),
  load: (key, { dataSources }) => dataSources.content.getDomain(key),
  upstreamId: "HubSpot's id of the domain.",
});
