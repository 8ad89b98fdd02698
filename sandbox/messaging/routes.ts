// Sandbox of the Circuit REST API v2 (spec A): the GET paths of the spec under /rest/v2, the bearer check, the
// batch endpoints with their per-call limit, and Circuit's paging (modification time + direction + count,
// search pointers, start index). Data comes from data.ts (seeded, deterministic); the writes and the
// outgoing webhooks are in writes.ts and webhooks.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGING_BATCH_LIMIT } from './dto.js';
import type { SpaceTopicDto } from './dto.js';
import type { SandboxDefinition } from '../framework.js';
import * as data from './data.js';
import { MessagingWebhooks } from './webhooks.js';
import { acceptForms, registerMessagingWrites } from './writes.js';
import type { ConversationDto, ConversationItemDto, SpaceDto, SpaceItemDto, UserDto } from './data.js';

export const MESSAGING_DEMO_TOKEN = 'circuit-sandbox-demo-token';
/** Tokens of other sandbox users (user n of the seed data), so tests can act as a second caller. */
export const messagingUserToken = (n: number) => `circuit-sandbox-token-user-${n}`;

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}
/**
 * Circuit may answer fewer flagged items than asked for, with `hasMore` and a pointer to the rest; the sandbox
 * caps each answer here so clients must follow the pointer.
 */
export const FLAGGED_PAGE_CAP = 10;

const badRequest = (message: string) => new HttpFailure(400, 'INVALID_PARAM', message);
const notFound = (message: string) => new HttpFailure(404, 'NOT_FOUND', message);

type Query = Record<string, string | string[] | undefined>;

function text(query: Query, name: string): string | undefined {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}
function required(query: Query, name: string): string {
  const value = text(query, name);
  if (value === undefined) throw badRequest(`Missing parameter ${name}`);
  return value;
}
/** Array parameters arrive comma-separated or repeated. */
function list(query: Query, name: string): string[] {
  const value = query[name];
  const raw = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const values = raw.flatMap((entry) => entry.split(',')).filter(Boolean);
  if (values.length === 0) throw badRequest(`Missing parameter ${name}`);
  if (values.length > MESSAGING_BATCH_LIMIT) throw badRequest(`At most ${MESSAGING_BATCH_LIMIT} values in ${name}`);
  return values;
}
function count(query: Query, name: string, fallback: number, min: number, max: number): number {
  const raw = text(query, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest(`Parameter ${name} must be an integer`);
  const value = Number(raw);
  if (value < min || value > max) throw badRequest(`Parameter ${name} must be between ${min} and ${max}`);
  return value;
}
function oneOf<T extends string>(query: Query, name: string, values: readonly T[], fallback?: T): T {
  const raw = text(query, name) ?? fallback;
  if (raw === undefined) throw badRequest(`Missing parameter ${name}`);
  if (!values.includes(raw as T)) throw badRequest(`Parameter ${name} must be one of ${values.join(', ')}`);
  return raw as T;
}
function time(query: Query, name: string): number | undefined {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  const parsed = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (Number.isNaN(parsed)) throw badRequest(`Parameter ${name} must be a date-time`);
  return parsed;
}

/** Circuit's "modified before/after a time" paging: newest first before, oldest first after. */
function byTime<T>(
  entries: readonly T[],
  timeOf: (entry: T) => number,
  at: number | undefined,
  direction: string,
  take: number,
) {
  if (direction === 'AFTER') {
    const from = at ?? 0;
    return entries
      .filter((entry) => timeOf(entry) > from)
      .sort((a, b) => timeOf(a) - timeOf(b))
      .slice(0, take);
  }
  const until = at ?? Date.now();
  return entries
    .filter((entry) => timeOf(entry) < until)
    .sort((a, b) => timeOf(b) - timeOf(a))
    .slice(0, take);
}

/** Search-pointer paging: the pointer is an opaque token for the next offset. */
function pointerSlice<T>(entries: readonly T[], pointer: string | undefined, take: number) {
  let offset = 0;
  if (pointer !== undefined) {
    const match = /^sp-(\d+)$/.exec(pointer);
    if (!match) throw badRequest('Invalid search pointer');
    offset = Number(match[1]);
  }
  const page = entries.slice(offset, offset + take);
  const hasMore = offset + page.length < entries.length;
  return { page, hasMore, searchPointer: hasMore ? `sp-${offset + page.length}` : undefined };
}

const userById = new Map(data.users.map((user) => [user.userId, user]));
const userByEmail = new Map(data.users.map((user) => [user.emailAddress!.toLowerCase(), user]));
const conversationById = new Map(data.conversations.map((conversation) => [conversation.convId, conversation]));
const itemById = new Map(data.items.map((item) => [item.itemId, item]));
const spaceById = new Map(data.spaces.map((space) => [space.spaceId, space]));
const spaceItemById = new Map<string, SpaceItemDto>(
  data.spaces
    .flatMap((space) => space.topics.flatMap((topic) => [topic.spaceItem, ...topic.replies]))
    .map((item) => [item.itemId, item]),
);

function lookupUser(idOrEmail: string): UserDto | undefined {
  return userById.get(idOrEmail) ?? userByEmail.get(idOrEmail.toLowerCase());
}
/** The space as the API shows it, without the sandbox's own bookkeeping. */
function publicSpace(space: data.SandboxSpace): SpaceDto {
  return Object.fromEntries(
    Object.entries(space).filter(([key]) => !['members', 'pending', 'topics'].includes(key)),
  ) as SpaceDto;
}
function topicOf(topic: data.SandboxSpace['topics'][number]): SpaceTopicDto {
  return Object.fromEntries(Object.entries(topic).filter(([key]) => key !== 'replies')) as SpaceTopicDto;
}
const itemsOf = (convId: string) => data.items.filter((item) => item.convId === convId);
const matches = (value: string | undefined, term: string) => (value ?? '').toLowerCase().includes(term.toLowerCase());

export const messagingSandbox: SandboxDefinition = {
  key: 'messaging',
  basePath: '/rest/v2',
  demo: { secret: MESSAGING_DEMO_TOKEN },
  register(app, { settings }) {
    const credential = settings.services.messaging.credential;
    const header = credential.placement.in === 'header' ? credential.placement.name.toLowerCase() : 'authorization';
    // Which sandbox user each accepted token belongs to.
    const tokens = new Map<string, UserDto>([[MESSAGING_DEMO_TOKEN, data.profileUser]]);
    if (credential.secret) tokens.set(credential.secret, data.profileUser);
    for (let n = 1; n <= 3; n += 1) tokens.set(messagingUserToken(n), data.users[n]!);
    const callers = new WeakMap<FastifyRequest, UserDto>();

    app.addHook('onRequest', async (request, reply) => {
      const value = request.headers[header];
      const token = typeof value === 'string' ? /^Bearer (.+)$/.exec(value)?.[1] : undefined;
      const caller = token ? tokens.get(token) : undefined;
      if (!caller) {
        await reply
          .code(401)
          .send({ errorCode: 'UNAUTHORIZED', errorDescription: 'The authentication was not successful' });
        return;
      }
      callers.set(request, caller);
    });
    app.setErrorHandler(async (error, _request, reply) => {
      const failure = error instanceof HttpFailure ? error : new HttpFailure(500, 'INTERNAL_ERROR', 'Internal error');
      await reply.code(failure.status).send({ errorCode: failure.errorCode, errorDescription: failure.message });
    });
    // An unknown route answers in Circuit's error shape too, not the framework's own 404 JSON (the spec declares
    // no error body; Circuit's errors carry `errorCode` and `errorDescription`).
    app.setNotFoundHandler(async (_request, reply) => {
      await reply.code(404).send({ errorCode: 'NOT_FOUND', errorDescription: 'The resource does not exist' });
    });

    // The writes: form bodies, state that the reads below show, webhook deliveries.
    acceptForms(app);
    const fail = (status: number, errorCode: string, message: string) => new HttpFailure(status, errorCode, message);
    const callerOf = (request: FastifyRequest) => callers.get(request)!;
    const webhooks = new MessagingWebhooks(fail);
    webhooks.register(app, callerOf, lookupUser);
    registerMessagingWrites(app, {
      callerOf,
      lookupUser,
      conversationById,
      itemById,
      spaceById,
      spaceItemById,
      fail,
      webhooks,
    });

    const route = (path: string, answer: (query: Query, params: Record<string, string>, caller: UserDto) => unknown) =>
      app.get(path, async (request: FastifyRequest, reply: FastifyReply) =>
        reply.send(answer(request.query as Query, request.params as Record<string, string>, callers.get(request)!)),
      );
    const memberOf = (caller: UserDto) => (conversation: ConversationDto) =>
      conversation.participants?.includes(caller.userId) ?? false;
    const knownConversation = (convId: string) => {
      const conversation = conversationById.get(convId);
      // Circuit answers 400 for an unknown conversation (spec: "the conversation does not exist").
      if (!conversation) throw badRequest('The conversation does not exist');
      return conversation;
    };
    const spaceOr404 = (spaceId: string) => {
      const space = spaceById.get(spaceId);
      if (!space) throw notFound('The space does not exist');
      return space;
    };
    const timeOf = (entry: { modificationTime?: number }) => entry.modificationTime ?? 0;
    const direction = (query: Query, name = 'direction') => oneOf(query, name, ['BEFORE', 'AFTER'] as const, 'BEFORE');

    // --- users ---
    route('/users', (query) => {
      const name = required(query, 'name');
      const found = data.users.filter((user) => matches(user.displayName, name) || matches(user.emailAddress, name));
      if (found.length === 0) throw notFound('The search term did not match any results');
      return found;
    });
    route('/users/list', (query) => {
      const found = list(query, 'name').flatMap((name) => lookupUser(name) ?? []);
      if (found.length === 0) throw notFound('No user was found');
      return found;
    });
    route('/users/profile', (_query, _params, caller) => caller);
    route('/users/labels', () => data.labels);
    route('/users/supportinfo', () => ({ supportEmailAddress: 'support@example.com', supportType: 1 }));
    route('/users/presence', (query) => {
      const ids = list(query, 'userIds');
      const found = ids.map((id) => lookupUser(id));
      if (found.some((user) => !user)) throw notFound('One or more of the users do not exist');
      return found.map((user) => data.presences.find((presence) => presence.userId === user!.userId));
    });
    route('/users/:id', (_query, { id }) => {
      const user = lookupUser(id!);
      if (!user) throw notFound('The user does not exist');
      return user;
    });
    route('/users/:emailAddress/getUserByEmail', (_query, { emailAddress }) => {
      const user = userByEmail.get(emailAddress!.toLowerCase());
      if (!user) throw notFound('User not found');
      return user;
    });
    route('/users/:id/presence', (_query, { id }) => {
      const user = lookupUser(id!);
      if (!user) throw notFound('The user does not exist');
      return data.presences.find((presence) => presence.userId === user.userId);
    });

    // --- conversations ---
    route('/conversations', (query, _params, caller) => {
      const take = count(query, 'results', 25, 1, 100);
      return byTime(
        data.conversations.filter(memberOf(caller)),
        timeOf,
        time(query, 'modTime'),
        direction(query),
        take,
      );
    });
    route('/conversations/byIds', (query) => list(query, 'convIds').flatMap((id) => conversationById.get(id) ?? []));
    route('/conversations/community', (query, _params, caller) => {
      const sort = oneOf(query, 'sort', ['ALPHABETICALLY', 'RECENT_ACTIVITY', 'POPULARITY'] as const, 'ALPHABETICALLY');
      const order = oneOf(query, 'order', ['ASCENDING', 'DESCENDING'] as const, 'ASCENDING');
      const includeOwn = text(query, 'includeOwn') === 'true';
      const start = count(query, 'startIndex', 0, 0, 255);
      const take = count(query, 'results', 25, 1, 100);
      const key = (c: ConversationDto) =>
        sort === 'ALPHABETICALLY'
          ? (c.topic ?? '')
          : sort === 'RECENT_ACTIVITY'
            ? timeOf(c)
            : (c.participants?.length ?? 0);
      const communities = data.conversations
        .filter((c) => c.type === 'COMMUNITY' && (includeOwn || !memberOf(caller)(c)))
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          const compared = x < y ? -1 : x > y ? 1 : a.convId.localeCompare(b.convId);
          return order === 'ASCENDING' ? compared : -compared;
        });
      return communities.slice(start, start + take);
    });
    route('/conversations/conversationdetails', (query) =>
      list(query, 'convIds').flatMap((id) => data.conversationDetails.find((details) => details.convId === id) ?? []),
    );
    route('/conversations/direct', (query, _params, caller) => {
      const other = lookupUser(required(query, 'participant'));
      if (!other) throw badRequest('The user does not exist');
      const direct = data.conversations.find(
        (c) => c.type === 'DIRECT' && memberOf(caller)(c) && c.participants!.includes(other.userId),
      );
      if (!direct) throw notFound('No direct conversation with this user');
      return direct;
    });
    route('/conversations/favorite', () => data.favoriteConversationIds);
    route('/conversations/label/:labelId', (query, { labelId }) => {
      const take = count(query, 'pageSize', 25, 1, 100);
      const tagged = data.conversations.filter((c) => data.conversationLabels.get(c.convId)?.includes(labelId!));
      const { page, hasMore, searchPointer } = pointerSlice(tagged, text(query, 'nextPagePointer'), take);
      return { conversationList: page, hasMore, nextPagePointer: searchPointer };
    });
    route('/conversations/messages/flag', () => data.items.filter((item) => data.flaggedItemIds.has(item.itemId)));
    route('/conversations/messages/:itemId', (_query, { itemId }) => {
      const item = itemById.get(itemId!);
      if (!item) throw badRequest('The item with the given id was not found');
      return item;
    });
    route('/conversations/resolveinvitetoken', (query) => {
      const convId = data.inviteTokens.get(required(query, 'token'));
      if (!convId) throw notFound('The token does not exist');
      return conversationById.get(convId);
    });
    route('/conversations/search', (query, _params, caller) => {
      const term = required(query, 'term');
      const scope = oneOf(
        query,
        'scope',
        ['FILES', 'PEOPLE', 'MEMBERS', 'MESSAGES', 'SENTBY', 'ALL', 'CONVERSATIONS', 'LABEL', 'FILTER'] as const,
        'ALL',
      );
      const withItems = text(query, 'includeItemIds') === 'true';
      const matching = data.conversations.filter(memberOf(caller)).flatMap((conversation) => {
        const hits = itemsOf(conversation.convId).filter(
          (item) =>
            ((scope === 'ALL' || scope === 'MESSAGES') && matches(item.text?.content, term)) ||
            ((scope === 'ALL' || scope === 'FILES') && item.attachments?.some((file) => matches(file.fileName, term))),
        );
        const topicHit = (scope === 'ALL' || scope === 'CONVERSATIONS') && matches(conversation.topic, term);
        if (!topicHit && hits.length === 0) return [];
        return [{ convId: conversation.convId, itemIds: withItems ? hits.slice(0, 100).map((i) => i.itemId) : [] }];
      });
      return { matchingConversations: matching.slice(0, 100) };
    });
    // Only participants read a conversation; a community is open to anyone who may join it.
    route('/conversations/:convId', (_query, { convId }, caller) => {
      const conversation = knownConversation(convId!);
      if (conversation.type !== 'COMMUNITY' && !memberOf(caller)(conversation)) {
        throw new HttpFailure(403, 'FORBIDDEN', 'Not a participant of the conversation');
      }
      return conversation;
    });
    route('/conversations/:convId/conversationdetails', (_query, { convId }) => {
      knownConversation(convId!);
      return data.conversationDetails.find((details) => details.convId === convId);
    });
    route('/conversations/:convId/items', (query, { convId }) => {
      knownConversation(convId!);
      const take = count(query, 'results', 25, 1, 100);
      return byTime<ConversationItemDto>(itemsOf(convId!), timeOf, time(query, 'modTime'), direction(query), take);
    });
    route('/conversations/:convId/messages/flag', (_query, { convId }) => {
      knownConversation(convId!);
      return itemsOf(convId!).filter((item) => data.flaggedItemIds.has(item.itemId));
    });
    route('/conversations/:convId/participants', (query, { convId }) => {
      const conversation = knownConversation(convId!);
      const take = count(query, 'pageSize', 25, 1, 25);
      const type = oneOf(query, 'type', ['REGULAR', 'MODERATOR', 'GUEST', 'FORMER', 'BOT'] as const, 'REGULAR');
      const name = text(query, 'name');
      const participants = conversation
        .participants!.map((id) => userById.get(id)!)
        .map((user) => ({
          userId: user.userId,
          displayName: user.displayName,
          firstName: user.firstName,
          lastName: user.lastName,
          type: user.userType === 'BOT' ? 'BOT' : 'REGULAR',
          isDeleted: user.userState === 'DELETED',
          smallImageUri: user.avatar,
          largeImageUri: user.avatarLarge,
        }))
        .filter((p) => p.type === type && (!name || matches(p.displayName, name)));
      const { page, hasMore, searchPointer } = pointerSlice(participants, text(query, 'searchPointer'), take);
      // The spec wraps the answer in an array.
      return [{ participantList: page, hasMore, searchPointer }];
    });
    route('/conversations/:convId/pins', (_query, { convId }) => {
      knownConversation(convId!);
      return (data.pinnedItems.get(convId!) ?? []).map((pin) => ({
        conversationId: convId,
        conversationItemId: pin.itemId,
        pinnedTime: pin.pinnedTime,
      }));
    });

    // --- spaces ---
    const spacesOfCaller = (caller: UserDto) =>
      data.spaces.filter((space) => space.members.some((member) => member.userId === caller.userId));
    route('/spaces', (query, _params, caller) => {
      const take = count(query, 'numberOfResults', 25, 0, 255);
      return byTime(spacesOfCaller(caller), timeOf, time(query, 'timestamp'), 'BEFORE', take).map(publicSpace);
    });
    route('/spaces/ids', (query) =>
      list(query, 'ids')
        .flatMap((id) => spaceById.get(id) ?? [])
        .map(publicSpace),
    );
    route('/spaces/flagged', (query) => {
      const searchDirection = direction(query, 'searchDirection');
      const at = time(query, 'timestamp');
      if (at === undefined) throw badRequest('Missing parameter timestamp');
      const take = Math.min(FLAGGED_PAGE_CAP, count(query, 'numberOfResults', 25, 0, 255));
      const ordered = byTime(
        data.flaggedSpaceItems,
        (f) => f.flaggedTime,
        at,
        searchDirection,
        Number.MAX_SAFE_INTEGER,
      );
      const { page, hasMore, searchPointer } = pointerSlice(ordered, text(query, 'searchPointer'), take);
      return { flaggedItems: page.map(({ item, parentItem }) => ({ item, parentItem })), hasMore, searchPointer };
    });
    route('/spaces/directory', (query, _params, caller) => {
      const sortBy = oneOf(query, 'sortBy', ['LAST_CONTENT', 'NAME', 'NUMBER_OF_USERS', 'CREATION_DATE'] as const);
      const sortOrder = oneOf(query, 'sortOrder', ['ASCENDING', 'DESCENDING'] as const);
      const filter = oneOf(query, 'filter', [
        'NONE',
        'JOINED',
        'REQUESTED',
        'OPEN',
        'CLOSED',
        'NOT_JOINED_REQUESTED',
      ] as const);
      const term = text(query, 'query');
      const take = count(query, 'numberOfResults', 25, 0, 255);
      const joined = (space: data.SandboxSpace) => space.members.some((m) => m.userId === caller.userId);
      const requested = (space: data.SandboxSpace) => space.pending.some((m) => m.userId === caller.userId);
      const key = (space: data.SandboxSpace) =>
        sortBy === 'NAME'
          ? space.name!
          : sortBy === 'NUMBER_OF_USERS'
            ? space.numberOfParticipants!
            : sortBy === 'CREATION_DATE'
              ? space.creationTime!
              : space.lastContentCreationTime!;
      const found = data.spaces
        .filter((space) => space.type !== 'SECRET' || joined(space))
        .filter((space) =>
          filter === 'JOINED'
            ? joined(space)
            : filter === 'REQUESTED'
              ? requested(space)
              : filter === 'OPEN'
                ? space.accessModeType === 'OPEN'
                : filter === 'CLOSED'
                  ? space.accessModeType === 'CLOSED'
                  : filter === 'NOT_JOINED_REQUESTED'
                    ? !joined(space) && !requested(space)
                    : true,
        )
        .filter((space) => !term || matches(space.name, term) || matches(space.description, term))
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          const compared = x < y ? -1 : x > y ? 1 : 0;
          return sortOrder === 'ASCENDING' ? compared : -compared;
        });
      const { page, hasMore, searchPointer } = pointerSlice(found, text(query, 'pagePointer'), take);
      return { spaces: page.map(publicSpace), hasMore, searchPointer };
    });
    route('/spaces/exists/:name', (_query, { name }) =>
      data.spaces.some((space) => space.type !== 'SECRET' && space.name!.toLowerCase() === name!.toLowerCase()),
    );
    route('/spaces/likes/:itemId', (query, { itemId }) => {
      if (!spaceItemById.has(itemId!)) throw notFound('The item does not exist');
      const take = count(query, 'numberOfResults', 25, 0, 255);
      const likers = (data.spaceLikes.get(itemId!) ?? []).map((id) => userById.get(id)!);
      const { page, hasMore, searchPointer } = pointerSlice(likers, text(query, 'searchPointer'), take);
      const participants = page.map((user) => ({
        userId: user.userId,
        firstName: user.firstName,
        lastName: user.lastName,
        smallImageUri: user.avatar,
        largeImageUri: user.avatarLarge,
      }));
      return { participants, hasMore, searchPointer };
    });
    route('/spaces/search/recent', () => [{ resList: data.recentSpaceSearches }]);
    const searchScopes = ['ALL', 'SPACES', 'TOPICBY', 'FILES', 'TAGS', 'LABELS', 'DATE'] as const;
    route('/spaces/search/startBasic', (query, _params, caller) => {
      oneOf(query, 'scope', searchScopes);
      const term = required(query, 'searchTerm');
      const priority = text(query, 'prioritySpaces')?.split(',') ?? [];
      const found = spacesOfCaller(caller)
        .filter(
          (space) =>
            matches(space.name, term) ||
            space.tags?.some((tag) => matches(tag, term)) ||
            space.topics.some((topic) => matches(topic.subject, term) || matches(topic.spaceItem.content, term)),
        )
        .sort((a, b) => Number(priority.includes(b.spaceId)) - Number(priority.includes(a.spaceId)));
      return { status: found.length === 0 ? 'NORESULT' : 'FINISHED', spaces: found.map(publicSpace) };
    });
    route('/spaces/search/startDetailed', (query) => {
      oneOf(query, 'scope', searchScopes);
      const term = required(query, 'searchTerm');
      const space = spaceOr404(required(query, 'spaceId'));
      const itemIds = space.topics
        .flatMap((topic) => [topic.spaceItem, ...topic.replies])
        .filter((item) => matches(item.content, term))
        .map((item) => item.itemId);
      return [
        {
          resList: [{ spaceId: space.spaceId, status: itemIds.length ? 'FINISHED' : 'NORESULT', itemIds, fileIds: [] }],
        },
      ];
    });
    route('/spaces/:id/participants', (query, { id }) => {
      const space = spaceOr404(id!);
      const sortBy = oneOf(query, 'sortBy', ['DISPLAY_NAME', 'NAME', 'FIRST_NAME'] as const);
      const sortOrder = oneOf(query, 'sortOrder', ['ASCENDING', 'DESCENDING'] as const);
      const filterType = oneOf(query, 'filterType', ['NONE', 'ACCESS_TYPE', 'ROLE', 'STATE'] as const);
      const filterValue = text(query, 'filterValue');
      const term = text(query, 'query');
      const take = count(query, 'numberOfResults', 25, 0, 255);
      const name = (p: { firstName?: string; lastName?: string }) =>
        sortBy === 'FIRST_NAME' ? `${p.firstName} ${p.lastName}` : `${p.lastName} ${p.firstName}`;
      const found = space.members
        .filter((m) => filterType !== 'ROLE' || !filterValue || m.role === filterValue)
        .filter((m) => filterType !== 'STATE' || !filterValue || m.state === filterValue)
        .filter((m) => !term || matches(`${m.firstName} ${m.lastName}`, term))
        .sort((a, b) => (sortOrder === 'ASCENDING' ? 1 : -1) * name(a).localeCompare(name(b)));
      const { page, hasMore, searchPointer } = pointerSlice(found, text(query, 'searchPointer'), take);
      return { participants: page, hasMore, searchPointer };
    });
    route('/spaces/:id/participants/pending', (query, { id }) => {
      const space = spaceOr404(id!);
      const take = count(query, 'numberOfResults', 25, 0, 255);
      const { page, hasMore, searchPointer } = pointerSlice(space.pending, text(query, 'searchPointer'), take);
      return { participants: page, hasMore, searchPointer };
    });
    route('/spaces/:id/pinnedTopics', (_query, { id }) =>
      spaceOr404(id!)
        .topics.filter((topic) => topic.pinned)
        .map((topic, position) => ({ topicId: topic.spaceItem.itemId, subject: topic.subject, position })),
    );
    route('/spaces/:id/searchParticipantsToAdd', (query, { id }) => {
      const space = spaceOr404(id!);
      const term = required(query, 'query');
      return data.users
        .filter((user) => matches(user.displayName, term))
        .slice(0, 25)
        .map((user) => ({
          userId: user.userId,
          firstName: user.firstName,
          lastName: user.lastName,
          department: user.department,
          jobTitle: user.jobTitle,
          tenantId: user.primaryTenantId,
          smallImageUri: user.avatar,
          isMember: space.members.some((member) => member.userId === user.userId),
        }));
    });
    route('/spaces/:id/searchSpaceParticipants', (query, { id }) => {
      const space = spaceOr404(id!);
      const term = required(query, 'query');
      const participants = space.members
        .filter((member) => matches(`${member.firstName} ${member.lastName}`, term))
        .map((member) => ({
          ...member,
          spaceId: space.spaceId,
          isMember: true,
          department: userById.get(member.userId)?.department,
          jobDescription: userById.get(member.userId)?.jobTitle,
        }));
      return [{ participants, hasMore: false }];
    });
    route('/spaces/:spaceId/participant/import/', (_query, { spaceId }) => {
      const space = spaceOr404(spaceId!);
      return {
        importStatus: 'FINISHED',
        importProgress: 100,
        importFileId: `import-${space.spaceId.slice(0, 8)}`,
        importFileName: 'participants.csv',
        resultFileId: `import-result-${space.spaceId.slice(0, 8)}`,
        resultFileName: 'participants-result.csv',
        importStartDate: space.creationTime! + 60_000,
        importEndDate: space.creationTime! + 120_000,
        estimatedImportDuration: 60_000,
        plannedNumberOfImportedParticipants: space.members.length,
        actualNumberOfImportedParticipants: space.members.length,
      };
    });
    const topicOr404 = (spaceId: string, topicId: string) => {
      const topic = spaceOr404(spaceId).topics.find((candidate) => candidate.spaceItem.itemId === topicId);
      if (!topic) throw notFound('The topic does not exist');
      return topic;
    };
    const replyOf = (topicId: string) => (item: SpaceItemDto) => ({ parentTopicId: topicId, spaceItem: item });
    const itemTime = (item: SpaceItemDto) => item.creationTime ?? 0;
    route('/spaces/:spaceId/topic/:topicId', (query, { spaceId, topicId }) => {
      const topic = topicOr404(spaceId!, topicId!);
      const take = count(query, 'numberOfReplies', 25, 0, 255);
      return { topic: topicOf(topic), replies: topic.replies.slice(0, take).map(replyOf(topicId!)) };
    });
    route('/spaces/:spaceId/topic/:topicId/reply', (query, { spaceId, topicId }) => {
      const topic = topicOr404(spaceId!, topicId!);
      const take = count(query, 'numberOfResults', 25, 0, 255);
      const page = byTime(topic.replies, itemTime, time(query, 'timestamp'), direction(query, 'searchDirection'), take);
      return page.map(replyOf(topicId!));
    });
    route('/spaces/:spaceId/topics', (query, { spaceId }) => {
      const space = spaceOr404(spaceId!);
      const take = count(query, 'numberOfResults', 25, 0, 255);
      const at = time(query, 'timestamp');
      return byTime(space.topics, (t) => itemTime(t.spaceItem), at, direction(query, 'searchDirection'), take).map(
        topicOf,
      );
    });

    // --- telephony ---
    route('/telephony/deviceInfos', () => data.deviceInfos);
    // A bare JSON string: the spec declares no schema for it.
    app.get('/telephony/telephonyConversationId', async (_request, reply) =>
      reply.type('application/json').send(JSON.stringify(data.TELEPHONY_CONVERSATION_ID)),
    );
    route('/telephony/:telephonyConversationId/journal', (query, { telephonyConversationId }) => {
      if (telephonyConversationId !== data.TELEPHONY_CONVERSATION_ID) throw notFound('No such telephony conversation');
      const at = count(query, 'timestamp', 0, 0, Number.MAX_SAFE_INTEGER);
      const take = count(query, 'numberOfEntries', 25, 1, 100);
      const order = oneOf(query, 'direction', ['AFTER', 'BEFORE', 'BOTH'] as const, 'AFTER');
      const filter = oneOf(
        query,
        'journalFilter',
        ['ALL', 'MISSED', 'DIALED', 'RECEIVED', 'DIVERTED', 'VOICEMAILS', 'UNHERAD_VOICEMAILS'] as const,
        'ALL',
      );
      const entries = data.journal.filter(
        (entry) =>
          filter === 'ALL' ||
          (filter === 'MISSED' && entry.rtc?.type === 'MISSED') ||
          (filter === 'DIALED' && entry.creatorId === data.profileUser.userId) ||
          (filter === 'RECEIVED' && entry.creatorId !== data.profileUser.userId && entry.rtc?.type !== 'MISSED'),
      );
      if (order === 'BOTH') {
        // Entries around the timestamp, in time order: the older half before it, the rest from it on.
        const before = byTime(entries, timeOf, at, 'BEFORE', Math.ceil(take / 2)).reverse();
        const after = byTime(entries, timeOf, at - 1, 'AFTER', take - before.length);
        return [...before, ...after];
      }
      return byTime(entries, timeOf, order === 'AFTER' ? at : at || undefined, order, take);
    });

    // --- webhooks and calls ---
    route('/webhooks', () => data.webhooks);
    route('/webhooks/incoming/user/:userId', (query, { userId }) => {
      const take = count(query, 'pagesize', 25, 1, 100);
      const pointer = text(query, 'searchpointer');
      const own = data.incomingWebhooks.filter((hook) => hook.userId === userId);
      const start = pointer === undefined ? 0 : own.findIndex((hook) => hook.webhookId === pointer) + 1;
      if (pointer !== undefined && start === 0) throw badRequest('Invalid search pointer');
      return own.slice(start, start + take);
    });
    route('/webhooks/:id', (_query, { id }) => {
      const webhook = data.webhooks.find((candidate) => candidate.id === id);
      if (!webhook) throw notFound('The webHook does not exist');
      return webhook;
    });
    route('/rtc/sessions', () => data.rtcSessions);
  },
};
