// Circuit REST API v2 (spec A). Users, spaces, conversations, conference details and presence load through the
// batch endpoints with one dataloader each (one instance per request), chunked at the per-call limit below.
import type DataLoader from 'dataloader';
import { optionalList, expectObject, invalidResponse, isRecord, text } from '../../http/boundary.js';
import { UpstreamError } from '../../http/errors.js';
import { createBatchLoader } from '../loaders.js';
import { MessagingWriter } from './writes.js';
import { MessagingManagementWriter } from './management.js';
import { UNDECLARED_ACCEPT, undeclaredBoolean, undeclaredText } from './undeclared.js';
import { MessagingSpacesWriter } from './spaces-writes.js';
import type {
  Direction,
  PointerPage,
  QueryOf,
  BasicSearchResultDto,
  ConversationDetailsDto,
  ConversationDto,
  ConversationItemDto,
  ConversationMatchDto,
  ConversationParticipantDto,
  ConversationSearchResultDto,
  DetailedSearchResultDto,
  DeviceInfoDto,
  FlaggedItemDto,
  GetSpacesResultDto,
  IncomingWebhookDto,
  LabelDto,
  LikeDto,
  ParticipantImportDto,
  ParticipantToAddDto,
  PinnedTopicDto,
  PresenceDto,
  RtcSessionDto,
  SpaceDto,
  SpaceParticipantDto,
  SpaceParticipantMatchDto,
  SpacePinnedTopicDto,
  SpaceReplyDto,
  SpaceTopicDto,
  SpaceTopicWithRepliesDto,
  SpacesSearchTermDto,
  SupportInfoDto,
  UserDto,
  WebhookDto,
} from './dto.js';
import { path } from '../paths.js';
import { RestDataSource, type SearchParams } from '../rest.js';

/**
 * Ids per batch call. The spec states no limit for the array parameters; 100 is the largest count it allows
 * anywhere (`results`, `pageSize`), and the sandbox refuses more with a 400 as a strict upstream would.
 */
export const MESSAGING_BATCH_LIMIT = 100;

/** Page-size limits of the spec, per paged endpoint. */
export const MESSAGING_PAGE_LIMITS = {
  conversations: 100,
  items: 100,
  community: 100,
  communityMaxStart: 255,
  labelConversations: 100,
  conversationParticipants: 25,
  spaces: 255,
  flagged: 255,
  directory: 255,
  spaceParticipants: 255,
  likes: 255,
  topics: 255,
  replies: 255,
  journal: 100,
  incomingWebhooks: 100,
} as const;

// Every answer passes these checks where it is read: a container of the wrong kind is an UPSTREAM_ERROR on that
// field, a missing optional part is absent. Nothing in the spec is required, so nothing else is checked here.
const list = <T>(value: unknown, what?: string) => optionalList<T>('messaging', value, what);
const object = <T extends object>(value: unknown, what?: string) => expectObject<T>('messaging', value, what);
const optionalObject = <T extends object>(value: unknown, what?: string): T | null =>
  value === undefined || value === null ? null : object<T>(value, what);

/** A record read by its key: a missing key is filled from the request path, which the upstream answered for. */
function keyed<T extends object, K extends keyof T>(record: T | null, key: K, value: string): T | null {
  if (!record) return null;
  return record[key] === undefined || record[key] === null || record[key] === '' ? { ...record, [key]: value } : record;
}

function pointerPage<T>(body: unknown, itemsKey: string, pointerKey = 'searchPointer'): PointerPage<T> {
  const page = object<Record<string, unknown>>(body, 'page');
  const pointer = text(page[pointerKey]);
  return { items: list<T>(page[itemsKey], itemsKey), next: page.hasMore === true && pointer ? pointer : undefined };
}

/** Reads either the spec's array-of-one wrapper or the object itself. */
function single(body: unknown): unknown {
  return Array.isArray(body) ? body[0] : body;
}

/**
 * `GetSpacesResult` is an empty object in the spec. Circuit answers a JSON array of `Space`; an object is read as
 * the `DirectoryResult` shape (`spaces`), and an object without it holds no spaces.
 */
function spacesOf(body: unknown): SpaceDto[] {
  if (body === undefined || body === null) return [];
  return Array.isArray(body)
    ? (body as SpaceDto[])
    : list<SpaceDto>(object<Exclude<GetSpacesResultDto, SpaceDto[]>>(body).spaces, 'spaces');
}

/** Lists the spec wraps in an array of result objects (`resList`, `participants`): the inner lists, joined. */
function inner<T>(body: unknown, key: string): T[] {
  return list<unknown>(body).flatMap((result) => list<T>(object<Record<string, unknown>>(result)[key], key));
}

export class MessagingDataSource extends RestDataSource {
  /** Users by id, through `/users/list`. */
  readonly users: DataLoader<string, UserDto | null> = createBatchLoader({
    fetchMany: (keys) => this.listUsers(keys),
    keyOf: (user: UserDto) => text(user?.userId) ?? '',
    maxBatchSize: MESSAGING_BATCH_LIMIT,
  });
  readonly spaces: DataLoader<string, SpaceDto | null> = createBatchLoader({
    fetchMany: (keys) => this.getSpacesByIds(keys),
    keyOf: (space: SpaceDto) => text(space?.spaceId) ?? '',
    maxBatchSize: MESSAGING_BATCH_LIMIT,
  });
  readonly conversations: DataLoader<string, ConversationDto | null> = createBatchLoader({
    fetchMany: (keys) => this.getConversationsByIds(keys),
    keyOf: (conversation: ConversationDto) => text(conversation?.convId) ?? '',
    maxBatchSize: MESSAGING_BATCH_LIMIT,
  });
  readonly presence: DataLoader<string, PresenceDto | null> = createBatchLoader({
    fetchMany: (keys) => this.getPresences(keys),
    keyOf: (presence: PresenceDto) => text(presence?.userId) ?? '',
    maxBatchSize: MESSAGING_BATCH_LIMIT,
  });
  readonly conversationDetails: DataLoader<string, ConversationDetailsDto | null> = createBatchLoader({
    fetchMany: (keys) => this.getConversationDetailsMany(keys),
    keyOf: (details: ConversationDetailsDto) => text(details?.convId) ?? '',
    maxBatchSize: MESSAGING_BATCH_LIMIT,
  });

  private writer?: MessagingWriter;

  /** Writes and webhook registrations: only ever with the caller's own token (see writes.ts). */
  get writes(): MessagingWriter {
    return (this.writer ??= new MessagingWriter(this.upstream, this.credential));
  }
  private manager?: MessagingManagementWriter;
  /** Communities, moderation, labels, profile and webhook management: the same token rule as `writes`. */
  get management(): MessagingManagementWriter {
    return (this.manager ??= new MessagingManagementWriter(this.upstream, this.credential));
  }

  /** Space writes, under the same caller-only rule (see spaces-writes.ts); making one costs no call. */
  readonly spaceWrites = new MessagingSpacesWriter(this.upstream, this.credential);

  protected override errorCodeFrom(body: unknown): string | undefined {
    const error = body as { errorCode?: unknown; code?: unknown } | null;
    const code = error?.errorCode ?? error?.code;
    return code === undefined || code === null ? undefined : String(code);
  }

  /**
   * A lookup where Circuit reports "does not exist" with a 400 (conversations, items: see the spec's 400
   * descriptions) or a 404. Ids are validated before the call, so a 400 here can only mean the id is unknown.
   */
  private async lookup<T extends object>(route: string): Promise<T | null> {
    try {
      return optionalObject<T>(await this.getOrNull<unknown>(route));
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === 'rejected' && error.status === 400) return null;
      throw error;
    }
  }

  /** A GET where 404 means "nothing", as an empty list. */
  private async listOrEmpty<T>(route: string, params?: SearchParams): Promise<T[]> {
    return list<T>(await this.getOrNull<unknown>(route, params));
  }

  private async getList<T>(route: string, params?: SearchParams): Promise<T[]> {
    return list<T>(await this.get<unknown>(route, params));
  }

  private async getObject<T extends object>(route: string, params?: SearchParams): Promise<T> {
    return object<T>(await this.get<unknown>(route, params));
  }

  private async getObjectOrNull<T extends object>(route: string, params?: SearchParams): Promise<T | null> {
    return optionalObject<T>(await this.getOrNull<unknown>(route, params));
  }

  // --- users ---------------------------------------------------------------------------------------------------

  searchUsers(name: string) {
    return this.listOrEmpty<UserDto>('users', { name });
  }

  /** `/users/list` answers 404 when none of the names exists: that is an empty result, not a failure. */
  listUsers(names: readonly string[]) {
    return this.listOrEmpty<UserDto>('users/list', { name: names.join(','), returnFullUserInfo: true });
  }

  /** By id or email address; asked by id, the id stands in when the answer leaves it out (the spec allows that). */
  async getUser(id: string) {
    const user = await this.getObjectOrNull<UserDto>(path`users/${id}`);
    return id.includes('@') ? user : keyed(user, 'userId', id);
  }

  getUserByEmail(email: string, secondaryLookup?: boolean | null) {
    return this.getObjectOrNull<UserDto>(path`users/${email}/getUserByEmail`, { secondaryLookup });
  }

  getProfile() {
    return this.getObject<UserDto>('users/profile');
  }

  getLabels() {
    return this.getList<LabelDto>('users/labels');
  }

  getSupportInfo() {
    return this.getObject<SupportInfoDto>('users/supportinfo');
  }

  /**
   * Circuit refuses the whole batch with a 404 when one of the users does not exist. Then each user is asked for
   * on its own, so one unknown id costs the others nothing but extra calls.
   */
  async getPresences(userIds: readonly string[]): Promise<PresenceDto[]> {
    const batch = await this.getOrNull<unknown>('users/presence', { userIds: userIds.join(',') });
    if (batch !== null) return list<PresenceDto>(batch);
    if (userIds.length === 1) return [];
    const single = await Promise.all(userIds.map((id) => this.getUserPresence(id)));
    return single.filter((presence): presence is PresenceDto => presence !== null);
  }

  async getUserPresence(id: string) {
    return keyed(await this.getObjectOrNull<PresenceDto>(path`users/${id}/presence`), 'userId', id);
  }

  // --- conversations -------------------------------------------------------------------------------------------

  /** Conversations modified before (or after) `modTime`, newest first for BEFORE. */
  listConversations(page: QueryOf<'getConversations'>) {
    return this.getList<ConversationDto>('conversations', page);
  }

  async getConversationsByIds(ids: readonly string[]) {
    return this.listOrEmpty<ConversationDto>('conversations/byIds', { convIds: ids.join(',') });
  }

  async getConversation(id: string) {
    return keyed(await this.lookup<ConversationDto>(path`conversations/${id}`), 'convId', id);
  }

  listCommunities(page: QueryOf<'getCommunityConversations'>) {
    return this.getList<ConversationDto>('conversations/community', page);
  }

  getConversationDetailsMany(ids: readonly string[]) {
    return this.listOrEmpty<ConversationDetailsDto>('conversations/conversationdetails', { convIds: ids.join(',') });
  }

  async getConversationDetails(id: string) {
    return keyed(
      await this.lookup<ConversationDetailsDto>(path`conversations/${id}/conversationdetails`),
      'convId',
      id,
    );
  }

  getDirectConversation(participant: string) {
    return this.getObjectOrNull<ConversationDto>('conversations/direct', { participant });
  }

  /**
   * The spec declares an array of Java `String` objects (`{CASE_INSENSITIVE_ORDER}`); Circuit answers an array
   * of id strings. Only strings can be ids: anything else in the array is no conversation the gateway can name.
   */
  async getFavoriteConversationIds() {
    return (await this.getList<unknown>('conversations/favorite')).filter(
      (id): id is string => typeof id === 'string' && id !== '',
    );
  }

  async listConversationsByLabel(labelId: string, pointer: string | undefined, pageSize: number) {
    const body = await this.get<unknown>(path`conversations/label/${labelId}`, { nextPagePointer: pointer, pageSize });
    return pointerPage<ConversationDto>(body, 'conversationList', 'nextPagePointer');
  }

  getFlaggedMessages() {
    return this.getList<ConversationItemDto>('conversations/messages/flag');
  }

  async getItem(itemId: string) {
    return keyed(await this.lookup<ConversationItemDto>(path`conversations/messages/${itemId}`), 'itemId', itemId);
  }

  resolveInviteToken(token: string) {
    return this.getObjectOrNull<ConversationDto>('conversations/resolveinvitetoken', { token });
  }

  async searchConversations(term: string, scope?: string | null, includeItemIds?: boolean | null) {
    const body = await this.getObject<ConversationSearchResultDto>('conversations/search', {
      term,
      scope,
      includeItemIds,
    });
    return list<ConversationMatchDto>(body.matchingConversations, 'matchingConversations');
  }

  listItems(convId: string, page: QueryOf<'getConversationItems'>) {
    return this.getList<ConversationItemDto>(path`conversations/${convId}/items`, page);
  }

  getFlaggedItemsOf(convId: string) {
    return this.getList<ConversationItemDto>(path`conversations/${convId}/messages/flag`);
  }

  /** The spec wraps the one answer in an array; both shapes are read. */
  async listConversationParticipants(
    convId: string,
    page: { pageSize: number; searchPointer?: string; type?: string | null; name?: string | null },
  ) {
    const body = single(await this.get<unknown>(path`conversations/${convId}/participants`, page));
    // An empty array: no page at all.
    if (body === undefined) return { items: [] } satisfies PointerPage<ConversationParticipantDto>;
    return pointerPage<ConversationParticipantDto>(body, 'participantList');
  }

  getPinnedTopicsOf(convId: string) {
    return this.getList<PinnedTopicDto>(path`conversations/${convId}/pins`);
  }

  // --- spaces --------------------------------------------------------------------------------------------------

  async listSpaces(page: QueryOf<'getSpaces'>) {
    return spacesOf(await this.get<unknown>('spaces', page));
  }

  async getSpacesByIds(ids: readonly string[]) {
    return spacesOf(await this.getOrNull<unknown>('spaces/ids', { ids: ids.join(',') }));
  }

  async listFlaggedItems(page: QueryOf<'getFlaggedItems'>) {
    return pointerPage<FlaggedItemDto>(await this.get<unknown>('spaces/flagged', page), 'flaggedItems');
  }

  async getDirectory(page: QueryOf<'getDirectory'>) {
    return pointerPage<SpaceDto>(await this.get<unknown>('spaces/directory', page), 'spaces');
  }

  /** The spec declares no body; Circuit answers a JSON boolean (plain text is read too: undeclared.ts). */
  async spaceNameExists(name: string) {
    return undeclaredBoolean(await this.send('GET', path`spaces/exists/${name}`, { headers: UNDECLARED_ACCEPT }));
  }

  async listLikes(itemId: string, page: QueryOf<'getLikes'>) {
    return pointerPage<LikeDto>(await this.get<unknown>(path`spaces/likes/${itemId}`, page), 'participants');
  }

  async getRecentSpaceSearches() {
    return inner<SpacesSearchTermDto>(await this.get<unknown>('spaces/search/recent'), 'resList');
  }

  searchSpaces(query: {
    scope: string;
    searchTerm: string;
    startTime?: string;
    endTime?: string;
    prioritySpaces?: string;
  }) {
    return this.getObject<BasicSearchResultDto>('spaces/search/startBasic', query);
  }

  async searchInSpace(query: {
    scope: string;
    searchTerm: string;
    spaceId: string;
    startTime?: string;
    endTime?: string;
    searchId?: string | null;
  }) {
    return inner<DetailedSearchResultDto>(await this.get<unknown>('spaces/search/startDetailed', query), 'resList');
  }

  async listSpaceParticipants(
    spaceId: string,
    page: {
      sortBy: string;
      sortOrder: string;
      filterType: string;
      filterValue?: string | null;
      query?: string | null;
      searchPointer?: string;
      numberOfResults: number;
    },
  ) {
    const body = await this.get<unknown>(path`spaces/${spaceId}/participants`, page);
    return pointerPage<SpaceParticipantDto>(body, 'participants');
  }

  async listPendingParticipants(spaceId: string, page: QueryOf<'getPendingParticipants'>) {
    const body = await this.get<unknown>(path`spaces/${spaceId}/participants/pending`, page);
    return pointerPage<SpaceParticipantDto>(body, 'participants');
  }

  getSpacePinnedTopics(spaceId: string) {
    return this.getList<SpacePinnedTopicDto>(path`spaces/${spaceId}/pinnedTopics`);
  }

  searchParticipantsToAdd(spaceId: string, query: string) {
    return this.getList<ParticipantToAddDto>(path`spaces/${spaceId}/searchParticipantsToAdd`, { query });
  }

  async searchSpaceParticipants(spaceId: string, query: string) {
    const body = await this.get<unknown>(path`spaces/${spaceId}/searchSpaceParticipants`, { query });
    return inner<SpaceParticipantMatchDto>(body, 'participants');
  }

  getParticipantImport(spaceId: string) {
    return this.getObjectOrNull<ParticipantImportDto>(path`spaces/${spaceId}/participant/import/`);
  }

  getTopicWithReplies(spaceId: string, topicId: string, numberOfReplies?: number | null) {
    return this.getObjectOrNull<SpaceTopicWithRepliesDto>(path`spaces/${spaceId}/topic/${topicId}`, {
      numberOfReplies,
    });
  }

  /** The spec declares one `SpaceReply`; Circuit answers a list of them. Both are read. */
  async listReplies(spaceId: string, topicId: string, page: QueryOf<'getSpaceReplies'>) {
    const body = await this.get<unknown>(path`spaces/${spaceId}/topic/${topicId}/reply`, page);
    return Array.isArray(body) ? (body as SpaceReplyDto[]) : body ? [object<SpaceReplyDto>(body)] : [];
  }

  listTopics(spaceId: string, page: QueryOf<'getSpaceTopics'>) {
    return this.getList<SpaceTopicDto>(path`spaces/${spaceId}/topics`, page);
  }

  // --- telephony -----------------------------------------------------------------------------------------------

  getDeviceInfos() {
    return this.getList<DeviceInfoDto>('telephony/deviceInfos');
  }

  /** The spec declares no body; Circuit answers the id as a JSON string (plain text is read too). */
  async getTelephonyConversationId() {
    return undeclaredText(await this.send('GET', 'telephony/telephonyConversationId', { headers: UNDECLARED_ACCEPT }));
  }

  listJournal(
    telephonyConversationId: string,
    page: { timestamp: number; numberOfEntries: number; direction: Direction | 'BOTH'; journalFilter?: string | null },
  ) {
    return this.getList<ConversationItemDto>(path`telephony/${telephonyConversationId}/journal`, page);
  }

  // --- webhooks and calls --------------------------------------------------------------------------------------

  getWebhooks() {
    return this.getList<WebhookDto>('webhooks');
  }

  async getWebhook(id: string) {
    return keyed(await this.getObjectOrNull<WebhookDto>(path`webhooks/${id}`), 'id', id);
  }

  listIncomingWebhooks(userId: string, page: QueryOf<'getIncomingWebhookByUser'>) {
    return this.getList<IncomingWebhookDto>(path`webhooks/incoming/user/${userId}`, page);
  }

  /**
   * The spec declares a `Label` as the answer, which cannot describe a call; Circuit answers an array of sessions.
   * Both are read: an object is one record, reported as invalid at its item when it does not name a session.
   */
  async getRtcSessions() {
    const body = await this.get<unknown>('rtc/sessions');
    if (Array.isArray(body)) return body as RtcSessionDto[];
    if (isRecord(body)) return [body as unknown as RtcSessionDto];
    if (body === undefined || body === null || body === '') return [];
    throw invalidResponse('messaging', 'expected a list of sessions');
  }
}
