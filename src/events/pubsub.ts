// The gateway's pub/sub for live events: graphql-yoga's createPubSub over an event target. In memory when none is
// given (one replica); a shared event target (Redis, when REDIS_URL is set) carries events to every replica.
import { createPubSub, type PubSubEventTarget } from 'graphql-yoga';
import type { ConversationDto, ConversationItemDto, PresenceDto } from '../datasources/messaging/index.js';

/** One upstream event, as the webhook delivered it (already checked for shape, see webhook-endpoint.ts). */
export type MessagingEvent =
  | { type: 'CONVERSATION.ADD_ITEM' | 'CONVERSATION.UPDATE_ITEM'; item: ConversationItemDto }
  | { type: 'CONVERSATION.CREATE' | 'CONVERSATION.UPDATE'; conversation: ConversationDto }
  | { type: 'USER.USER_PRESENCE_CHANGE'; presence: PresenceDto };

/** Channels: `messaging` with the topic of one webhook registration (never a credential, see messaging-webhooks.ts). */
export type GatewayChannels = { messaging: [topic: string, event: MessagingEvent] };

export type GatewayEventTarget = PubSubEventTarget<GatewayChannels>;
export type GatewayPubSub = ReturnType<typeof createGatewayPubSub>;

export function createGatewayPubSub(eventTarget?: GatewayEventTarget) {
  return createPubSub<GatewayChannels>(eventTarget ? { eventTarget } : undefined);
}
