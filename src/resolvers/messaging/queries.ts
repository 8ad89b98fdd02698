// Query.messaging fields: every GET operation of Circuit REST API v2.
import { z } from 'zod';
import { MESSAGING_PAGE_LIMITS, type ConversationDto, type SpaceDto } from '../../datasources/messaging/index.js';
import { isRecord, text } from '../../http/boundary.js';
import { builder } from '../../schema/builder.js';
import {
  CommunitySort,
  ConversationSearchScope,
  JournalDirection,
  JournalFilter,
  MessagingDirection,
  MessagingSortOrder,
  SpaceDirectoryFilter,
  SpaceDirectorySort,
  SpaceSearchScope,
} from '../../schema/messaging/enums.js';
import {
  Conversation,
  ConversationDetails,
  ConversationItem,
  ConversationSearchMatch,
} from '../../schema/messaging/conversations.js';
import {
  DeviceInfo,
  IncomingWebhook,
  Label,
  MessagingUser,
  Presence,
  RtcSession,
  SupportInfo,
  Webhook,
} from '../../schema/messaging/users.js';
import {
  FlaggedItem,
  Space,
  SpaceItemSearchResult,
  SpaceSearchResult,
  SpaceSearchTerm,
  SpaceTopicWithReplies,
} from '../../schema/messaging/spaces.js';
import { MessagingQuery, ITEMS_NULLABLE } from '../../schema/messaging/fields.js';
import {
  ConversationConnection,
  ConversationItemConnection,
  FlaggedItemConnection,
  IncomingWebhookConnection,
  SpaceConnection,
} from '../../schema/messaging/connections.js';
import {
  idListSchema,
  termSchema,
  segmentSchema,
  emailSchema,
  MAX_IDS,
  limits,
  isoArg,
  numberFrom,
  byTime,
  byPointer,
  flaggedContinuation,
  users,
  type FlaggedContinuation,
} from './paging.js';
import { paginate } from '../../schema/pagination.js';
import { toDateTime } from '../../schema/scalars.js';
import { idSchema } from './inputs.js';

// --- root fields ---------------------------------------------------------------------------------------------

builder.objectFields(MessagingQuery, (t) => ({
  // The brief's twelve reads.
  users: t.field({
    type: [MessagingUser],
    // A user without its id is an error at its own place; the other users answer.
    nullable: { list: true, items: true },
    description: 'Users whose name or email address matches (GET /users).',
    args: { name: t.arg.string({ required: true, validate: termSchema }) },
    resolve: (_root, args, { dataSources }) => dataSources.messaging.searchUsers(args.name),
  }),
  usersByIds: t.field({
    type: [MessagingUser],
    nullable: { list: false, items: true },
    description: 'Users by id, aligned with the ids; null where none exists (GET /users/list, batched).',
    args: { ids: t.arg.idList({ required: true, validate: idListSchema(MAX_IDS) }) },
    resolve: (_root, args, { dataSources }) => users(dataSources.messaging, args.ids.map(String)),
  }),
  user: t.field({
    type: MessagingUser,
    description: 'A user by id or email address; null when none exists (GET /users/{id}).',
    args: { id: t.arg.id({ required: true, validate: idSchema }) },
    resolve: (_root, args, { dataSources }) => dataSources.messaging.getUser(String(args.id)),
  }),
  userByEmail: t.field({
    type: MessagingUser,
    description: 'A user by primary (or, with secondaryLookup, secondary) email address.',
    args: {
      email: t.arg.string({ required: true, validate: emailSchema }),
      secondaryLookup: t.arg.boolean(),
    },
    resolve: (_root, args, { dataSources }) => dataSources.messaging.getUserByEmail(args.email, args.secondaryLookup),
  }),
  profile: t.field({
    type: MessagingUser,
    description: 'The caller (GET /users/profile).',
    resolve: (_root, _args, { dataSources }) => dataSources.messaging.getProfile(),
  }),
  labels: t.field({
    type: [Label],
    nullable: ITEMS_NULLABLE,
    description: "The caller's labels (GET /users/labels).",
    resolve: (_root, _args, { dataSources }) => dataSources.messaging.getLabels(),
  }),
  spaces: t.connection(
    {
      type: Space,
      description: "The caller's spaces, most recently modified first (GET /spaces).",
      args: { modifiedBefore: t.arg({ type: 'DateTime' }) },
      resolve: (_root, args, { dataSources }) =>
        paginate(
          args,
          limits(MESSAGING_PAGE_LIMITS.spaces),
          byTime(
            (timestamp, size) => dataSources.messaging.listSpaces({ timestamp, numberOfResults: size }),
            (space: SpaceDto) => space.modificationTime,
            isoArg(args.modifiedBefore),
          ),
        ),
    },
    SpaceConnection,
  ),
  spacesByIds: t.field({
    type: [Space],
    nullable: { list: false, items: true },
    description: 'Spaces by id, aligned with the ids; null where none exists (GET /spaces/ids, batched).',
    args: { ids: t.arg.idList({ required: true, validate: idListSchema(MAX_IDS) }) },
    resolve: (_root, args, { dataSources }) =>
      Promise.all(args.ids.map((id) => dataSources.messaging.spaces.load(String(id)))),
  }),
  flaggedItems: t.connection(
    {
      type: FlaggedItem,
      description: 'Space items the caller flagged (GET /spaces/flagged).',
      args: {
        at: t.arg({ type: 'DateTime', description: 'Read from this time (default: now).' }),
        direction: t.arg({ type: MessagingDirection, defaultValue: 'BEFORE' }),
      },
      resolve: (_root, args, { dataSources }) => {
        // The pointer only holds together with the time and direction it was issued for: carry all three.
        const start: FlaggedContinuation = { t: (args.at ?? new Date()).toISOString(), d: args.direction ?? 'BEFORE' };
        return paginate(args, limits(MESSAGING_PAGE_LIMITS.flagged), async (continuation, size) => {
          const state = continuation ? flaggedContinuation(continuation) : start;
          const page = await dataSources.messaging.listFlaggedItems({
            searchDirection: state.d,
            timestamp: state.t,
            searchPointer: state.p,
            numberOfResults: size,
          });
          return { items: page.items, next: page.next ? JSON.stringify({ ...state, p: page.next }) : undefined };
        });
      },
    },
    FlaggedItemConnection,
  ),
  webhooks: t.field({
    type: [Webhook],
    nullable: ITEMS_NULLABLE,
    description: 'Webhooks registered for the caller (GET /webhooks).',
    resolve: (_root, _args, { dataSources }) => dataSources.messaging.getWebhooks(),
  }),
  webhook: t.field({
    type: Webhook,
    description: 'A webhook by id; null when none exists (GET /webhooks/{id}).',
    args: { id: t.arg.id({ required: true, validate: idSchema }) },
    resolve: (_root, args, { dataSources }) => dataSources.messaging.getWebhook(String(args.id)),
  }),
  rtcSessions: t.field({
    type: [RtcSession],
    nullable: ITEMS_NULLABLE,
    description: 'Calls in progress (GET /rtc/sessions).',
    resolve: (_root, _args, { dataSources }) => dataSources.messaging.getRtcSessions(),
  }),
  conversations: t.connection(
    {
      type: Conversation,
      description:
        'Conversations of the caller by modification time, newest first by default (GET /conversations; at most 100 per page).',
      args: {
        modifiedAt: t.arg({ type: 'DateTime', description: 'Start from this time (default: now).' }),
        direction: t.arg({ type: MessagingDirection, defaultValue: 'BEFORE' }),
      },
      resolve: (_root, args, { dataSources }) =>
        paginate(
          args,
          limits(MESSAGING_PAGE_LIMITS.conversations),
          byTime(
            (modTime, results) =>
              dataSources.messaging.listConversations({ modTime, direction: args.direction ?? 'BEFORE', results }),
            (conversation: ConversationDto) => conversation.modificationTime,
            isoArg(args.modifiedAt),
          ),
        ),
    },
    ConversationConnection,
  ),

  // The rest of the read API.
  conversation: t.field({
    type: Conversation,
    description: 'A conversation by id; null when none exists (GET /conversations/{convId}).',
    args: { id: t.arg.id({ required: true, validate: idSchema }) },
    resolve: (_root, args, { dataSources }) => dataSources.messaging.getConversation(String(args.id)),
  }),
  conversationsByIds: t.field({
    type: [Conversation],
    nullable: { list: false, items: true },
    description: 'Conversations by id, aligned with the ids (GET /conversations/byIds, batched).',
    args: { ids: t.arg.idList({ required: true, validate: idListSchema(MAX_IDS) }) },
    resolve: (_root, args, { dataSources }) =>
      Promise.all(args.ids.map((id) => dataSources.messaging.conversations.load(String(id)))),
  }),
  communities: t.connection(
    {
      type: Conversation,
      description: 'Communities the caller could join, or all with includeOwn (GET /conversations/community).',
      args: {
        sort: t.arg({ type: CommunitySort, defaultValue: 'ALPHABETICALLY' }),
        order: t.arg({ type: MessagingSortOrder, defaultValue: 'ASCENDING' }),
        includeOwn: t.arg.boolean({ defaultValue: false }),
      },
      resolve: (_root, args, { dataSources }) =>
        paginate(args, limits(MESSAGING_PAGE_LIMITS.community), async (continuation, size) => {
          const startIndex = numberFrom(continuation, 0);
          const items = await dataSources.messaging.listCommunities({
            sort: args.sort ?? undefined,
            order: args.order ?? undefined,
            includeOwn: args.includeOwn ?? false,
            startIndex,
            results: size,
          });
          const next = startIndex + items.length;
          // Circuit's start index stops at 255.
          const more = items.length === size && next <= MESSAGING_PAGE_LIMITS.communityMaxStart;
          return { items, next: more ? String(next) : undefined };
        }),
    },
    ConversationConnection,
  ),
  conversationDetails: t.field({
    type: ConversationDetails,
    description: 'Join details of one conversation (GET /conversations/{convId}/conversationdetails).',
    args: { conversationId: t.arg.id({ required: true, validate: idSchema }) },
    resolve: (_root, args, { dataSources }) =>
      dataSources.messaging.getConversationDetails(String(args.conversationId)),
  }),
  conversationDetailsByIds: t.field({
    type: [ConversationDetails],
    nullable: { list: false, items: true },
    description: 'Join details of several conversations (GET /conversations/conversationdetails, batched).',
    args: { conversationIds: t.arg.idList({ required: true, validate: idListSchema(MAX_IDS) }) },
    resolve: (_root, args, { dataSources }) =>
      Promise.all(args.conversationIds.map((id) => dataSources.messaging.conversationDetails.load(String(id)))),
  }),
  directConversation: t.field({
    type: Conversation,
    description: 'The 1:1 conversation with a user (id or email), if one exists (GET /conversations/direct).',
    args: { participant: t.arg.id({ required: true, validate: idSchema }) },
    resolve: (_root, args, { dataSources }) => dataSources.messaging.getDirectConversation(String(args.participant)),
  }),
  favoriteConversations: t.field({
    type: [Conversation],
    description: "The caller's favourite conversations (GET /conversations/favorite, then one batch call).",
    resolve: async (_root, _args, { dataSources }) => {
      const ids = await dataSources.messaging.getFavoriteConversationIds();
      const found = await Promise.all(ids.map((id) => dataSources.messaging.conversations.load(id)));
      return found.filter((conversation): conversation is ConversationDto => conversation !== null);
    },
  }),
  conversationsByLabel: t.connection(
    {
      type: Conversation,
      description: 'Conversations tagged with a label (GET /conversations/label/{labelId}).',
      args: { labelId: t.arg.id({ required: true, validate: idSchema }) },
      resolve: (_root, args, { dataSources }) =>
        paginate(
          args,
          limits(MESSAGING_PAGE_LIMITS.labelConversations),
          byPointer((pointer, size) =>
            dataSources.messaging.listConversationsByLabel(String(args.labelId), pointer, size),
          ),
        ),
    },
    ConversationConnection,
  ),
  flaggedMessages: t.field({
    type: [ConversationItem],
    nullable: ITEMS_NULLABLE,
    description: 'Every conversation item the caller flagged (GET /conversations/messages/flag).',
    resolve: (_root, _args, { dataSources }) => dataSources.messaging.getFlaggedMessages(),
  }),
  conversationItem: t.field({
    type: ConversationItem,
    description: 'A conversation item by id; null when none exists (GET /conversations/messages/{itemId}).',
    args: { id: t.arg.id({ required: true, validate: idSchema }) },
    resolve: (_root, args, { dataSources }) => dataSources.messaging.getItem(String(args.id)),
  }),
  conversationByInviteToken: t.field({
    type: Conversation,
    description: 'The conversation an invitation token leads to (GET /conversations/resolveinvitetoken).',
    args: { token: t.arg.string({ required: true, validate: termSchema }) },
    resolve: (_root, args, { dataSources }) => dataSources.messaging.resolveInviteToken(args.token),
  }),
  searchConversations: t.field({
    type: [ConversationSearchMatch],
    nullable: ITEMS_NULLABLE,
    description:
      'Conversations (and, with includeItemIds, items) matching a term; at most 100 (GET /conversations/search).',
    args: {
      term: t.arg.string({ required: true, validate: termSchema }),
      scope: t.arg({ type: ConversationSearchScope, defaultValue: 'ALL' }),
      includeItemIds: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, { dataSources }) =>
      dataSources.messaging.searchConversations(args.term, args.scope, args.includeItemIds),
  }),
  spaceDirectory: t.connection(
    {
      type: Space,
      description: 'The directory of spaces, sorted and filtered (GET /spaces/directory).',
      args: {
        sortBy: t.arg({ type: SpaceDirectorySort, defaultValue: 'LAST_CONTENT' }),
        sortOrder: t.arg({ type: MessagingSortOrder, defaultValue: 'ASCENDING' }),
        filter: t.arg({ type: SpaceDirectoryFilter, defaultValue: 'NONE' }),
        query: t.arg.string({ validate: termSchema }),
      },
      resolve: (_root, args, { dataSources }) =>
        paginate(
          args,
          limits(MESSAGING_PAGE_LIMITS.directory),
          byPointer((pagePointer, numberOfResults) =>
            dataSources.messaging.getDirectory({
              sortBy: args.sortBy ?? 'LAST_CONTENT',
              sortOrder: args.sortOrder ?? 'ASCENDING',
              filter: args.filter ?? 'NONE',
              query: args.query ?? undefined,
              pagePointer,
              numberOfResults,
            }),
          ),
        ),
    },
    SpaceConnection,
  ),
  spaceNameExists: t.boolean({
    description: 'Whether a non-secret space already has this name (GET /spaces/exists/{name}).',
    args: { name: t.arg.string({ required: true, validate: segmentSchema }) },
    resolve: (_root, args, { dataSources }) => dataSources.messaging.spaceNameExists(args.name),
  }),
  recentSpaceSearches: t.field({
    type: [SpaceSearchTerm],
    description: "The caller's recent space searches (GET /spaces/search/recent).",
    resolve: (_root, _args, { dataSources }) => dataSources.messaging.getRecentSpaceSearches(),
  }),
  searchSpaces: t.field({
    type: SpaceSearchResult,
    description: 'Search across spaces (GET /spaces/search/startBasic).',
    args: {
      scope: t.arg({ type: SpaceSearchScope, required: true }),
      searchTerm: t.arg.string({ required: true, validate: termSchema }),
      startTime: t.arg({ type: 'DateTime' }),
      endTime: t.arg({ type: 'DateTime' }),
      prioritySpaceIds: t.arg.idList({ validate: idListSchema(MESSAGING_PAGE_LIMITS.conversations) }),
    },
    resolve: (_root, args, { dataSources }) =>
      dataSources.messaging.searchSpaces({
        scope: args.scope,
        searchTerm: args.searchTerm,
        startTime: isoArg(args.startTime),
        endTime: isoArg(args.endTime),
        prioritySpaces: args.prioritySpaceIds?.map(String).join(','),
      }),
  }),
  searchSpace: t.field({
    type: [SpaceItemSearchResult],
    description: 'Search the items of one space (GET /spaces/search/startDetailed).',
    args: {
      spaceId: t.arg.id({ required: true, validate: idSchema }),
      scope: t.arg({ type: SpaceSearchScope, required: true }),
      searchTerm: t.arg.string({ required: true, validate: termSchema }),
      startTime: t.arg({ type: 'DateTime' }),
      endTime: t.arg({ type: 'DateTime' }),
      searchId: t.arg.id({ validate: idSchema, description: 'Continue an earlier search.' }),
    },
    resolve: (_root, args, { dataSources }) =>
      dataSources.messaging.searchInSpace({
        spaceId: String(args.spaceId),
        scope: args.scope,
        searchTerm: args.searchTerm,
        startTime: isoArg(args.startTime),
        endTime: isoArg(args.endTime),
        searchId: args.searchId === null || args.searchId === undefined ? undefined : String(args.searchId),
      }),
  }),
  space: t.field({
    type: Space,
    description: 'A space by id; null when none exists (GET /spaces/ids with one id).',
    args: { id: t.arg.id({ required: true, validate: idSchema }) },
    resolve: (_root, args, { dataSources }) => dataSources.messaging.spaces.load(String(args.id)),
  }),
  spaceTopic: t.field({
    type: SpaceTopicWithReplies,
    description: 'A topic with its first replies (GET /spaces/{spaceId}/topic/{topicId}).',
    args: {
      spaceId: t.arg.id({ required: true, validate: idSchema }),
      topicId: t.arg.id({ required: true, validate: idSchema }),
      numberOfReplies: t.arg.int({ validate: z.number().int().min(0).max(MESSAGING_PAGE_LIMITS.replies) }),
    },
    resolve: (_root, args, { dataSources }) =>
      dataSources.messaging.getTopicWithReplies(String(args.spaceId), String(args.topicId), args.numberOfReplies),
  }),
  presence: t.field({
    type: [Presence],
    nullable: { list: false, items: true },
    description: 'Presence of several users, aligned with the ids (GET /users/presence, batched).',
    args: { userIds: t.arg.idList({ required: true, validate: idListSchema(MAX_IDS) }) },
    resolve: (_root, args, { dataSources }) =>
      Promise.all(args.userIds.map((id) => dataSources.messaging.presence.load(String(id)))),
  }),
  userPresence: t.field({
    type: Presence,
    description: 'Presence of one user by id or email (GET /users/{id}/presence).',
    args: { id: t.arg.id({ required: true, validate: idSchema }) },
    resolve: (_root, args, { dataSources }) => dataSources.messaging.getUserPresence(String(args.id)),
  }),
  supportInfo: t.field({
    type: SupportInfo,
    description: "Support contact of the caller's tenant (GET /users/supportinfo).",
    resolve: (_root, _args, { dataSources }) => dataSources.messaging.getSupportInfo(),
  }),
  incomingWebhooks: t.connection(
    {
      type: IncomingWebhook,
      description: 'Incoming webhooks that post as a user (GET /webhooks/incoming/user/{userId}).',
      args: { userId: t.arg.id({ required: true, validate: idSchema }) },
      resolve: (_root, args, { dataSources }) =>
        paginate(args, limits(MESSAGING_PAGE_LIMITS.incomingWebhooks), async (continuation, pagesize) => {
          const items = await dataSources.messaging.listIncomingWebhooks(String(args.userId), {
            pagesize,
            searchpointer: continuation,
          });
          const last = items[items.length - 1];
          return {
            items,
            next: items.length >= pagesize && isRecord(last) ? (text(last.webhookId) ?? undefined) : undefined,
          };
        }),
    },
    IncomingWebhookConnection,
  ),
  deviceInfos: t.field({
    type: [DeviceInfo],
    description: "The caller's client devices (GET /telephony/deviceInfos).",
    resolve: (_root, _args, { dataSources }) => dataSources.messaging.getDeviceInfos(),
  }),
  telephonyConversationId: t.id({
    description: "The id of the caller's telephony conversation (GET /telephony/telephonyConversationId).",
    resolve: (_root, _args, { dataSources }) => dataSources.messaging.getTelephonyConversationId(),
  }),
  callJournal: t.connection(
    {
      type: ConversationItem,
      description: 'Calls in a telephony conversation, oldest first by default (GET /telephony/{id}/journal).',
      args: {
        telephonyConversationId: t.arg.id({ required: true, validate: idSchema }),
        since: t.arg({ type: 'DateTime', description: 'Read from this time (default: the beginning).' }),
        direction: t.arg({ type: JournalDirection, defaultValue: 'AFTER' }),
        filter: t.arg({ type: JournalFilter, defaultValue: 'ALL' }),
      },
      resolve: (_root, args, { dataSources }) =>
        paginate(args, limits(MESSAGING_PAGE_LIMITS.journal), async (continuation, numberOfEntries) => {
          const direction = args.direction ?? 'AFTER';
          const timestamp = numberFrom(continuation, args.since?.getTime() ?? 0);
          const items = await dataSources.messaging.listJournal(String(args.telephonyConversationId), {
            timestamp,
            numberOfEntries,
            direction,
            journalFilter: args.filter,
          });
          const last = items[items.length - 1];
          // BOTH answers around one time: a single page.
          const time = isRecord(last) ? toDateTime(last.modificationTime)?.getTime() : undefined;
          const more = direction !== 'BOTH' && items.length >= numberOfEntries && time !== undefined && time > 0;
          return { items, next: more ? String(time) : undefined };
        }),
    },
    ConversationItemConnection,
  ),
}));
