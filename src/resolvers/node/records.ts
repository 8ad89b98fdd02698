// Node identity of the record services whose lookups take one key: messaging (Circuit), marketplace, automotive
// and content. Each loads through the method or batch loader the namespace field uses.
import type { GatewayContext } from '../../context.js';
import {
  MESSAGING_PAGE_LIMITS,
  type ConversationItemDto,
  type LabelDto,
  type SpaceItemDto,
  type SpaceTopicDto,
  type UserDto,
  type WebhookDto,
} from '../../datasources/messaging/index.js';
import { isRecord, text } from '../../http/boundary.js';
import { Dealer } from '../../schema/automotive.js';
import { Domain } from '../../schema/content.js';
import { Order, Product } from '../../schema/marketplace/types.js';
import { Conversation, ConversationItem } from '../../schema/messaging/conversations.js';
import { Label, MessagingUser, Webhook } from '../../schema/messaging/users.js';
import { Space, SpaceItem, SpaceTopic, inTopic } from '../../schema/messaging/spaces.js';
import { marketplaceId } from '../../schema/marketplace/writes.js';
import { dealerId } from '../automotive/inputs.js';
import { domainIdArg } from '../content.js';
import { idSchema } from '../messaging/inputs.js';
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

// Topics and their items: Circuit reads a topic at `/spaces/{spaceId}/topic/{topicId}` and a reply only in its
// topic's reply list, so their keys name the space and the topic: `space/topic` and `space/topic/item` (a topic's
// own item has the topic's id as item id).
const circuitIds = (key: string, count: number) => {
  const parts = key.split('/');
  return parts.length === count && parts.every(circuitId) ? parts : undefined;
};
const joined = (...parts: unknown[]) => (parts.every((part) => typeof part === 'string') ? parts.join('/') : undefined);
/**
 * The most reply pages a lookup of one reply reads (255 replies each, oldest first): a reply further into a very
 * long topic is not found by `node` (null), so that one id never costs more than this many calls.
 */
const MAX_REPLY_PAGES = 8;

/** A topic without its replies: the same call as `Query.messaging.spaceTopic`. */
async function topicOf(context: GatewayContext, spaceId: string, topicId: string) {
  const found = await context.dataSources.messaging.getTopicWithReplies(spaceId, topicId, 0);
  return isRecord(found) && isRecord(found.topic) ? found.topic : null;
}

identify(SpaceTopic, {
  service: 'messaging',
  key: (topic: SpaceTopicDto) => joined(topic.spaceItem?.spaceId, topic.spaceItem?.itemId),
  accepts: (key) => circuitIds(key, 2) !== undefined,
  load: (key, context) => {
    const [spaceId, topicId] = circuitIds(key, 2)!;
    return topicOf(context, spaceId!, topicId!);
  },
  upstreamId: false,
});
identify(SpaceItem, {
  service: 'messaging',
  key: (item: SpaceItemDto) => joined(item.spaceId, item.parentTopicId, item.itemId),
  accepts: (key) => circuitIds(key, 3) !== undefined,
  load: async (key, context) => {
    const { dataSources } = context;
    const [spaceId, topicId, itemId] = circuitIds(key, 3) as [string, string, string];
    if (itemId === topicId) {
      const item = (await topicOf(context, spaceId, topicId))?.spaceItem;
      return isRecord(item) && text(item.itemId) === itemId ? inTopic(item, topicId) : null;
    }
    // The replies oldest first, page after page, as `SpaceTopic.replies` reads them.
    let timestamp: string | undefined;
    for (let page = 0; page < MAX_REPLY_PAGES; page++) {
      const size = MESSAGING_PAGE_LIMITS.replies;
      const replies = await dataSources.messaging.listReplies(spaceId, topicId, {
        searchDirection: 'AFTER',
        timestamp,
        numberOfResults: size,
      });
      const items = replies.flatMap((reply) => (isRecord(reply) && isRecord(reply.spaceItem) ? [reply.spaceItem] : []));
      const item = items.find((candidate) => text(candidate.itemId) === itemId);
      if (item) return inTopic(item, topicId);
      const last = items[items.length - 1]?.creationTime;
      if (replies.length < size || typeof last !== 'number') return null;
      timestamp = new Date(last).toISOString();
    }
    return null;
  },
  upstreamId: false,
});

identify(Order, {
  service: 'marketplace',
  key: (order) => order.orderId,
  accepts: accepts(marketplaceId),
  load: (key, { dataSources }) => dataSources.marketplace.getOrder(key),
  upstreamId: 'The marketplace order id (the same as `orderId`).',
});
identify(Product, {
  service: 'marketplace',
  key: (product) => product.skuSellerId,
  accepts: accepts(marketplaceId),
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
