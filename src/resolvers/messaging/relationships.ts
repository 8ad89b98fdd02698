// The relationship fields between the messaging types. They load through the data source's batch loaders, so a
// list of N conversations asks for its participants and creators in one `/users/list` call.
import { MESSAGING_PAGE_LIMITS, type SpaceItemDto, type SpaceTopicDto } from '../../datasources/messaging/index.js';
import { isRecord, text } from '../../http/boundary.js';
import { builder } from '../../schema/builder.js';
import {
  Conversation,
  ConversationDetails,
  ConversationItem,
  ConversationParticipant,
  ConversationSearchMatch,
  PinnedTopic,
  RtcParticipant,
  TextItem,
} from '../../schema/messaging/conversations.js';
import {
  ConversationParticipantType,
  MessagingDirection,
  MessagingSortOrder,
  SpaceParticipantFilter,
  SpaceParticipantSort,
} from '../../schema/messaging/enums.js';
import {
  FlaggedItem,
  ParticipantImport,
  ParticipantToAdd,
  Space,
  SpaceItem,
  inTopic,
  SpaceLike,
  SpaceParticipant,
  SpaceParticipantMatch,
  SpacePinnedTopic,
  SpaceTopic,
} from '../../schema/messaging/spaces.js';
import { IncomingWebhook, Label, MessagingUser, Presence, RtcSession, Webhook } from '../../schema/messaging/users.js';
import { ITEMS_NULLABLE } from '../../schema/messaging/fields.js';
import {
  ConversationConnection,
  ConversationItemConnection,
  ConversationParticipantConnection,
  SpaceItemConnection,
  SpaceLikeConnection,
  SpaceParticipantConnection,
  SpaceTopicConnection,
} from '../../schema/messaging/connections.js';
import { termSchema, limits, isoArg, byTime, byPointer, users, userOrNull, withKey } from './paging.js';
import { paginate } from '../../schema/pagination.js';

// --- relationships -------------------------------------------------------------------------------------------

builder.objectFields(MessagingUser, (t) => ({
  presence: t.field({
    type: Presence,
    description: 'Loaded for all users of a query in one GET /users/presence.',
    resolve: (user, _args, { dataSources }) => withKey(user.userId, (id) => dataSources.messaging.presence.load(id)),
  }),
}));

builder.objectFields(Label, (t) => ({
  conversations: t.connection(
    {
      type: Conversation,
      description: 'Conversations tagged with this label.',
      resolve: (label, args, { dataSources }) =>
        withKey(label.labelId, (labelId) =>
          paginate(
            args,
            limits(MESSAGING_PAGE_LIMITS.labelConversations),
            byPointer((pointer, size) => dataSources.messaging.listConversationsByLabel(labelId, pointer, size)),
          ),
        ),
    },
    ConversationConnection,
  ),
}));

builder.objectFields(Conversation, (t) => ({
  participants: t.field({
    type: [MessagingUser],
    nullable: { list: true, items: true },
    description: 'The active participants; null entries for users that no longer exist.',
    resolve: (conversation, _args, { dataSources }) => users(dataSources.messaging, conversation.participants),
  }),
  creator: t.field({
    type: MessagingUser,
    resolve: (conversation, _args, { dataSources }) => userOrNull(dataSources.messaging, conversation.creatorId),
  }),
  details: t.field({
    type: ConversationDetails,
    description: 'Join details; loaded for all conversations of a query in one call.',
    resolve: (conversation, _args, { dataSources }) =>
      withKey(conversation.convId, (id) => dataSources.messaging.conversationDetails.load(id)),
  }),
  items: t.connection(
    {
      type: ConversationItem,
      description: 'Items by modification time, newest first by default (GET /conversations/{convId}/items).',
      args: {
        modifiedAt: t.arg({ type: 'DateTime', description: 'Start from this time (default: now).' }),
        direction: t.arg({ type: MessagingDirection, defaultValue: 'BEFORE' }),
      },
      resolve: (conversation, args, { dataSources }) =>
        withKey(conversation.convId, (convId) =>
          paginate(
            args,
            limits(MESSAGING_PAGE_LIMITS.items),
            byTime(
              (modTime, results) =>
                dataSources.messaging.listItems(convId, { modTime, direction: args.direction ?? 'BEFORE', results }),
              (item) => item.modificationTime,
              isoArg(args.modifiedAt),
            ),
          ),
        ),
    },
    ConversationItemConnection,
  ),
  flaggedItems: t.field({
    type: [ConversationItem],
    nullable: ITEMS_NULLABLE,
    description: 'Items of this conversation the caller flagged.',
    resolve: (conversation, _args, { dataSources }) =>
      withKey(conversation.convId, (id) => dataSources.messaging.getFlaggedItemsOf(id)),
  }),
  participantList: t.connection(
    {
      type: ConversationParticipant,
      description: 'Participants by type with their names, paged by Circuit (at most 25 per page).',
      args: {
        type: t.arg({ type: ConversationParticipantType, defaultValue: 'REGULAR' }),
        name: t.arg.string({ validate: termSchema }),
      },
      resolve: (conversation, args, { dataSources }) =>
        withKey(conversation.convId, (convId) =>
          paginate(
            args,
            limits(MESSAGING_PAGE_LIMITS.conversationParticipants),
            byPointer((searchPointer, pageSize) =>
              dataSources.messaging.listConversationParticipants(convId, {
                pageSize,
                searchPointer,
                type: args.type,
                name: args.name,
              }),
            ),
          ),
        ),
    },
    ConversationParticipantConnection,
  ),
  pinnedTopics: t.field({
    type: [PinnedTopic],
    resolve: (conversation, _args, { dataSources }) =>
      withKey(conversation.convId, (id) => dataSources.messaging.getPinnedTopicsOf(id)),
  }),
}));

builder.objectFields(ConversationItem, (t) => ({
  creator: t.field({
    type: MessagingUser,
    resolve: (item, _args, { dataSources }) => userOrNull(dataSources.messaging, item.creatorId),
  }),
  conversation: t.field({
    type: Conversation,
    resolve: (item, _args, { dataSources }) =>
      withKey(item.convId, (id) => dataSources.messaging.conversations.load(id)),
  }),
}));

builder.objectFields(TextItem, (t) => ({
  likedBy: t.field({
    type: [MessagingUser],
    nullable: { list: true, items: true },
    resolve: (text, _args, { dataSources }) => users(dataSources.messaging, text.likedUserIds),
  }),
}));

builder.objectFields(RtcParticipant, (t) => ({
  user: t.field({
    type: MessagingUser,
    resolve: (participant, _args, { dataSources }) => userOrNull(dataSources.messaging, participant.userId),
  }),
}));

builder.objectFields(PinnedTopic, (t) => ({
  item: t.field({
    type: ConversationItem,
    description: 'The pinned item (GET /conversations/messages/{itemId}).',
    resolve: (pin, _args, { dataSources }) =>
      withKey(pin.conversationItemId, (id) => dataSources.messaging.getItem(id)),
  }),
}));

builder.objectFields(ConversationSearchMatch, (t) => ({
  conversation: t.field({
    type: Conversation,
    resolve: (match, _args, { dataSources }) =>
      withKey(match.convId, (id) => dataSources.messaging.conversations.load(id)),
  }),
}));

builder.objectFields(Space, (t) => ({
  creator: t.field({
    type: MessagingUser,
    resolve: (space, _args, { dataSources }) => userOrNull(dataSources.messaging, space.creatorId),
  }),
  owner: t.field({
    type: MessagingUser,
    resolve: (space, _args, { dataSources }) => userOrNull(dataSources.messaging, space.ownerId),
  }),
  participants: t.connection(
    {
      type: SpaceParticipant,
      description: 'Participants, sorted and filtered (GET /spaces/{id}/participants).',
      args: {
        sortBy: t.arg({ type: SpaceParticipantSort, defaultValue: 'NAME' }),
        sortOrder: t.arg({ type: MessagingSortOrder, defaultValue: 'ASCENDING' }),
        filterType: t.arg({ type: SpaceParticipantFilter, defaultValue: 'NONE' }),
        filterValue: t.arg.string({ validate: termSchema }),
        query: t.arg.string({ validate: termSchema }),
      },
      resolve: (space, args, { dataSources }) =>
        withKey(space.spaceId, (spaceId) =>
          paginate(
            args,
            limits(MESSAGING_PAGE_LIMITS.spaceParticipants),
            byPointer((searchPointer, numberOfResults) =>
              dataSources.messaging.listSpaceParticipants(spaceId, {
                sortBy: args.sortBy ?? 'NAME',
                sortOrder: args.sortOrder ?? 'ASCENDING',
                filterType: args.filterType ?? 'NONE',
                filterValue: args.filterValue,
                query: args.query,
                searchPointer,
                numberOfResults,
              }),
            ),
          ),
        ),
    },
    SpaceParticipantConnection,
  ),
  pendingParticipants: t.connection(
    {
      type: SpaceParticipant,
      description: 'Users who asked to join (GET /spaces/{id}/participants/pending).',
      resolve: (space, args, { dataSources }) =>
        withKey(space.spaceId, (spaceId) =>
          paginate(
            args,
            limits(MESSAGING_PAGE_LIMITS.spaceParticipants),
            byPointer((searchPointer, numberOfResults) =>
              dataSources.messaging.listPendingParticipants(spaceId, { searchPointer, numberOfResults }),
            ),
          ),
        ),
    },
    SpaceParticipantConnection,
  ),
  pinnedTopics: t.field({
    type: [SpacePinnedTopic],
    nullable: ITEMS_NULLABLE,
    resolve: (space, _args, { dataSources }) =>
      withKey(space.spaceId, (id) => dataSources.messaging.getSpacePinnedTopics(id)),
  }),
  participantsToAdd: t.field({
    type: [ParticipantToAdd],
    nullable: ITEMS_NULLABLE,
    description: 'Users matching a query who could be added (GET /spaces/{id}/searchParticipantsToAdd).',
    args: { query: t.arg.string({ required: true, validate: termSchema }) },
    resolve: (space, args, { dataSources }) =>
      withKey(space.spaceId, (id) => dataSources.messaging.searchParticipantsToAdd(id, args.query)),
  }),
  searchParticipants: t.field({
    type: [SpaceParticipantMatch],
    nullable: ITEMS_NULLABLE,
    description: 'Participants matching a query (GET /spaces/{id}/searchSpaceParticipants).',
    args: { query: t.arg.string({ required: true, validate: termSchema }) },
    resolve: (space, args, { dataSources }) =>
      withKey(space.spaceId, (id) => dataSources.messaging.searchSpaceParticipants(id, args.query)),
  }),
  participantImport: t.field({
    type: ParticipantImport,
    description: 'The last bulk import of participants (GET /spaces/{spaceId}/participant/import/).',
    resolve: (space, _args, { dataSources }) =>
      withKey(space.spaceId, (id) => dataSources.messaging.getParticipantImport(id)),
  }),
  topics: t.connection(
    {
      type: SpaceTopic,
      description: 'Topics by creation time, newest first by default (GET /spaces/{spaceId}/topics).',
      args: {
        at: t.arg({ type: 'DateTime', description: 'Start from this time (default: now).' }),
        direction: t.arg({ type: MessagingDirection, defaultValue: 'BEFORE' }),
      },
      resolve: (space, args, { dataSources }) =>
        withKey(space.spaceId, (spaceId) =>
          paginate(
            args,
            limits(MESSAGING_PAGE_LIMITS.topics),
            byTime(
              (timestamp, numberOfResults) =>
                dataSources.messaging.listTopics(spaceId, {
                  searchDirection: args.direction ?? 'BEFORE',
                  timestamp,
                  numberOfResults,
                }),
              (topic: SpaceTopicDto) => topic.spaceItem?.creationTime,
              isoArg(args.at),
            ),
          ),
        ),
    },
    SpaceTopicConnection,
  ),
}));

const spaceIdOf = (topic: SpaceTopicDto) => text(topic.spaceItem?.spaceId);

builder.objectFields(SpaceTopic, (t) => ({
  replies: t.connection(
    {
      type: SpaceItem,
      description: 'Replies by creation time, oldest first by default (GET /spaces/{spaceId}/topic/{topicId}/reply).',
      args: {
        at: t.arg({ type: 'DateTime', description: 'Start from this time.' }),
        direction: t.arg({ type: MessagingDirection, defaultValue: 'AFTER' }),
      },
      resolve: (topic, args, { dataSources }) => {
        const spaceId = spaceIdOf(topic);
        const topicId = text(topic.spaceItem?.itemId);
        if (!spaceId || !topicId)
          return paginate(args, limits(MESSAGING_PAGE_LIMITS.replies), async () => ({ items: [] }));
        return paginate(
          args,
          limits(MESSAGING_PAGE_LIMITS.replies),
          byTime(
            async (timestamp, numberOfResults) =>
              (
                await dataSources.messaging.listReplies(spaceId, topicId, {
                  searchDirection: args.direction ?? 'AFTER',
                  timestamp,
                  numberOfResults,
                })
              ).flatMap((reply) =>
                isRecord(reply) && isRecord(reply.spaceItem)
                  ? [inTopic(reply.spaceItem, reply.parentTopicId ?? topicId)]
                  : [],
              ),
            (item: SpaceItemDto) => item.creationTime,
            isoArg(args.at),
          ),
        );
      },
    },
    SpaceItemConnection,
  ),
  space: t.field({
    type: Space,
    resolve: (topic, _args, { dataSources }) => {
      const spaceId = spaceIdOf(topic);
      return spaceId ? dataSources.messaging.spaces.load(spaceId) : null;
    },
  }),
}));

builder.objectFields(SpaceItem, (t) => ({
  creator: t.field({
    type: MessagingUser,
    resolve: (item, _args, { dataSources }) => userOrNull(dataSources.messaging, item.creatorId),
  }),
  space: t.field({
    type: Space,
    resolve: (item, _args, { dataSources }) => withKey(item.spaceId, (id) => dataSources.messaging.spaces.load(id)),
  }),
  mentionedUsers: t.field({
    type: [MessagingUser],
    nullable: { list: true, items: true },
    resolve: (item, _args, { dataSources }) => users(dataSources.messaging, item.mentionedUsers),
  }),
  likes: t.connection(
    {
      type: SpaceLike,
      description: 'Users who liked the item (GET /spaces/likes/{itemId}).',
      resolve: (item, args, { dataSources }) =>
        withKey(item.itemId, (itemId) =>
          paginate(
            args,
            limits(MESSAGING_PAGE_LIMITS.likes),
            byPointer((searchPointer, numberOfResults) =>
              dataSources.messaging.listLikes(itemId, { searchPointer, numberOfResults }),
            ),
          ),
        ),
    },
    SpaceLikeConnection,
  ),
}));

builder.objectFields(FlaggedItem, (t) => ({
  space: t.field({
    type: Space,
    description: 'The space the flagged item belongs to.',
    resolve: (flagged, _args, { dataSources }) => {
      const spaceId = text(flagged.item?.spaceId) ?? text(flagged.parentItem?.spaceId);
      return spaceId ? dataSources.messaging.spaces.load(spaceId) : null;
    },
  }),
}));

builder.objectFields(SpaceParticipant, (t) => ({
  user: t.field({
    type: MessagingUser,
    resolve: (participant, _args, { dataSources }) => userOrNull(dataSources.messaging, participant.userId),
  }),
}));

builder.objectFields(Webhook, (t) => ({
  user: t.field({
    type: MessagingUser,
    resolve: (webhook, _args, { dataSources }) => userOrNull(dataSources.messaging, webhook.userId),
  }),
}));

builder.objectFields(IncomingWebhook, (t) => ({
  conversation: t.field({
    type: Conversation,
    resolve: (webhook, _args, { dataSources }) =>
      withKey(webhook.conversationId, (id) => dataSources.messaging.conversations.load(id)),
  }),
}));

builder.objectFields(RtcSession, (t) => ({
  conversation: t.field({
    type: Conversation,
    resolve: (session, _args, { dataSources }) =>
      withKey(session.convId, (id) => dataSources.messaging.conversations.load(id)),
  }),
}));
