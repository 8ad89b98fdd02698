// Spaces and their topics, items, members and roles.
import type { GetSpacesResult, SpaceReplies, SpacesSearchTermResult } from '@gateway/upstream-types/overlays/messaging';
import * as data from '../data.js';
import type { SpaceItemDto, UserDto } from '../data.js';
import {
  badRequest,
  byTime,
  count,
  FLAGGED_PAGE_CAP,
  list,
  notFound,
  oneOf,
  pointerSlice,
  required,
  text,
  time,
  type ReadRoute,
} from '../query.js';
import {
  direction,
  matches,
  publicSpace,
  spaceById,
  spaceItemById,
  spaceOr404,
  timeOf,
  topicOf,
  userById,
} from '../lookup.js';

export function registerSpacesReads(route: ReadRoute): void {
  // --- spaces ---
  const spacesOfCaller = (caller: UserDto) =>
    data.spaces.filter((space) => space.members.some((member) => member.userId === caller.userId));
  route('/spaces', (query, _params, caller) => {
    const take = count(query, 'numberOfResults', 25, 0, 255);
    const spaces = byTime(spacesOfCaller(caller), timeOf, time(query, 'timestamp'), 'BEFORE', take);
    return spaces.map(publicSpace) satisfies GetSpacesResult;
  });
  route(
    '/spaces/ids',
    (query) =>
      list(query, 'ids')
        .flatMap((id) => spaceById.get(id) ?? [])
        .map(publicSpace) satisfies GetSpacesResult,
  );
  route('/spaces/flagged', (query) => {
    const searchDirection = direction(query, 'searchDirection');
    const at = time(query, 'timestamp');
    if (at === undefined) throw badRequest('Missing parameter timestamp');
    const take = Math.min(FLAGGED_PAGE_CAP, count(query, 'numberOfResults', 25, 0, 255));
    const ordered = byTime(data.flaggedSpaceItems, (f) => f.flaggedTime, at, searchDirection, Number.MAX_SAFE_INTEGER);
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
  route('/spaces/search/recent', () => [{ resList: data.recentSpaceSearches }] satisfies SpacesSearchTermResult[]);
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
    return page.map(replyOf(topicId!)) satisfies SpaceReplies;
  });
  route('/spaces/:spaceId/topics', (query, { spaceId }) => {
    const space = spaceOr404(spaceId!);
    const take = count(query, 'numberOfResults', 25, 0, 255);
    const at = time(query, 'timestamp');
    return byTime(space.topics, (t) => itemTime(t.spaceItem), at, direction(query, 'searchDirection'), take).map(
      topicOf,
    );
  });
}
