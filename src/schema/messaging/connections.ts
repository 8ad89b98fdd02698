// Connection types of the messaging service, one per record type and shared by every list of it (Circuit reports
// no totals, so none has `totalCount`), named like the other services' connections: `<Type>Connection`, `<Type>Edge`.
import { builder } from '../builder.js';
import { Conversation, ConversationItem, ConversationParticipant } from './conversations.js';
import { FlaggedItem, Space, SpaceItem, SpaceLike, SpaceParticipant, SpaceTopic } from './spaces.js';
import { IncomingWebhook } from './users.js';

export const ConversationConnection = builder.connectionObject({ type: Conversation, name: 'ConversationConnection' });
export const ConversationItemConnection = builder.connectionObject({
  type: ConversationItem,
  name: 'ConversationItemConnection',
});
export const ConversationParticipantConnection = builder.connectionObject({
  type: ConversationParticipant,
  name: 'ConversationParticipantConnection',
});
export const FlaggedItemConnection = builder.connectionObject({ type: FlaggedItem, name: 'FlaggedItemConnection' });
export const IncomingWebhookConnection = builder.connectionObject({
  type: IncomingWebhook,
  name: 'IncomingWebhookConnection',
});
export const SpaceConnection = builder.connectionObject({ type: Space, name: 'SpaceConnection' });
export const SpaceItemConnection = builder.connectionObject({ type: SpaceItem, name: 'SpaceItemConnection' });
export const SpaceLikeConnection = builder.connectionObject({ type: SpaceLike, name: 'SpaceLikeConnection' });
export const SpaceParticipantConnection = builder.connectionObject({
  type: SpaceParticipant,
  name: 'SpaceParticipantConnection',
});
export const SpaceTopicConnection = builder.connectionObject({ type: SpaceTopic, name: 'SpaceTopicConnection' });
