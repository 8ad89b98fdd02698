// Query.messaging fields (every GET operation of Circuit REST API v2) and the relationship fields between its
// types. Relationships load through the data source's batch loaders, so a list of N conversations asks for its
// participants and creators in one `/users/list` call.
import { z } from 'zod';
import {
  MESSAGING_PAGE_LIMITS,
  type ConversationDto,
  type Direction,
  type MessagingDataSource,
  type PointerPage,
  type SpaceDto,
  type SpaceItemDto,
  type SpaceTopicDto,
} from '../datasources/messaging.js';
import { expectList, isRecord, text } from '../datasources/boundary.js';
import { builder } from '../schema/builder.js';
import {
  CommunitySort,
  Conversation,
  ConversationDetails,
  ConversationItem,
  ConversationParticipant,
  ConversationParticipantType,
  ConversationSearchMatch,
  ConversationSearchScope,
  DeviceInfo,
  FlaggedItem,
  IncomingWebhook,
  JournalDirection,
  JournalFilter,
  Label,
  MessagingDirection,
  MessagingQuery,
  MessagingSortOrder,
  MessagingUser,
  ParticipantImport,
  ParticipantToAdd,
  PinnedTopic,
  Presence,
  RtcParticipant,
  RtcSession,
  Space,
  SpaceDirectoryFilter,
  SpaceDirectorySort,
  SpaceItem,
  SpaceItemSearchResult,
  inTopic,
  SpaceLike,
  SpaceParticipant,
  SpaceParticipantFilter,
  SpaceParticipantMatch,
  SpaceParticipantSort,
  SpacePinnedTopic,
  SpaceSearchResult,
  SpaceSearchScope,
  SpaceSearchTerm,
  SpaceTopic,
  SpaceTopicWithReplies,
  SupportInfo,
  TextItem,
  ITEMS_NULLABLE,
  Webhook,
} from '../schema/messaging.js';
import { badUserInput } from '../schema/errors.js';
import {
  ConversationConnection,
  ConversationItemConnection,
  ConversationParticipantConnection,
  FlaggedItemConnection,
  IncomingWebhookConnection,
  SpaceConnection,
  SpaceItemConnection,
  SpaceLikeConnection,
  SpaceParticipantConnection,
  SpaceTopicConnection,
} from '../schema/messaging-connections.js';
import { paginate, type PageFetcher, type PagingLimits } from '../schema/pagination.js';
import { toDateTime } from '../schema/scalars.js';
import { idSchema } from './messaging-inputs.js';

// --- argument checks -----------------------------------------------------------------------------------------

const idListSchema = (max: number) =>
  z.array(idSchema).min(1, 'must name at least one id').max(max, `must name at most ${max} ids`);
/** Free text sent as a query parameter: bounded, no control characters. */
const termSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(2048, 'must be at most 2048 characters')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'must not contain control characters');
/** Free text that becomes one path segment. */
const segmentSchema = termSchema
  .max(256, 'must be at most 256 characters')
  .refine((value) => value !== '.' && value !== '..', 'must not be a dot segment');
const emailSchema = z.email('must be an email address').max(256);

/** Ids a root list field accepts at once (chunked into batch calls of the upstream's limit). */
const MAX_IDS = 500;

const limits = (maxSize: number, defaultSize = Math.min(25, maxSize)): PagingLimits => ({ defaultSize, maxSize });
/** An upstream time as a cursor; a time no date can hold (an epoch of 2^53) ends the paging instead. */
const iso = (value: unknown) => toDateTime(value)?.toISOString();
const isoArg = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

const foreignCursor = () => badUserInput('Argument "after" is not a cursor this gateway issued', 'after');
/** A numeric continuation (a start index, an epoch time) from a cursor. */
function numberFrom(continuation: string | undefined, fallback: number): number {
  if (continuation === undefined) return fallback;
  if (!/^\d{1,15}$/.test(continuation)) throw foreignCursor();
  return Number(continuation);
}

/** "Modified before/after a time" paging: the continuation is the time of the last item of the previous page. */
function byTime<T>(
  fetch: (time: string | undefined, size: number) => Promise<T[]>,
  timeOf: (item: T) => number | undefined,
  start: string | undefined,
): PageFetcher<T> {
  return async (continuation, size) => {
    if (continuation !== undefined && Number.isNaN(Date.parse(continuation))) throw foreignCursor();
    const items = await fetch(continuation ?? start, size);
    const last = items[items.length - 1];
    return { items, next: items.length >= size && isRecord(last) ? iso(timeOf(last)) : undefined };
  };
}

/** Search-pointer paging: the continuation is the upstream's own pointer. */
function byPointer<T>(fetch: (pointer: string | undefined, size: number) => Promise<PointerPage<T>>): PageFetcher<T> {
  return (continuation, size) => fetch(continuation, size);
}

/** Where a flagged-items walk stands: the time and direction it started from, and Circuit's search pointer. */
interface FlaggedContinuation {
  t: string;
  d: Direction;
  p?: string;
}
const flaggedContinuationSchema = z.object({
  t: z.iso.datetime(),
  d: z.enum(['BEFORE', 'AFTER']),
  p: z.string().max(2048).optional(),
});
function flaggedContinuation(continuation: string): FlaggedContinuation {
  try {
    return flaggedContinuationSchema.parse(JSON.parse(continuation));
  } catch {
    throw foreignCursor();
  }
}

/** Users by a list of ids from an upstream record: a list of the wrong kind is an upstream error on the field. */
const users = (ds: MessagingDataSource, ids: unknown) =>
  Promise.all(expectList<unknown>('messaging', ids, 'ids').map((id) => userOrNull(ds, id)));
const userOrNull = (ds: MessagingDataSource, id: unknown) => {
  const key = text(id);
  return key ? ds.users.load(key) : null;
};
/**
 * A relationship followed by the record's own id: without the id there is nothing to follow, so the field is null
 * (the record's id field reports the missing id where the type requires it).
 */
function withKey<T>(id: unknown, follow: (key: string) => T): T | null {
  const key = text(id);
  return key ? follow(key) : null;
}

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
              query: args.query,
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
