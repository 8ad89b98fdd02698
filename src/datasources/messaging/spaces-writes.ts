// Space writes of Circuit REST API v2 (spec A): administration (create, update, delete, join, welcome box, labels),
// membership (participants, roles, access requests), space items (flag, like, delete, pin, edit, tags) and recent
// searches. The rule of every Circuit write holds (MessagingWriter): only the caller's own token, never a
// configured one. Reads after a write go to the upstream again, never to this request's earlier answers.
import type { Method } from 'got';
import { optionalList, expectObject, invalidResponse, isRecord, text } from '../../http/boundary.js';
import type {
  FieldsOf,
  FormOf,
  LabelIdsDto,
  ParticipantSpaceWrapperDto,
  SpaceDto,
  SpaceItemDto,
  SpaceReplyDto,
  SpacesSearchTermDto,
  SpacesSearchTermResultDto,
  SpaceTopicDto,
  SpaceTopicWithRepliesDto,
} from './dto.js';
import { path } from '../paths.js';
import type { SearchParams } from '../rest.js';
import { formBody, MessagingWriter, type FormFields } from './writes.js';

/** Form fields of `createSpace` and `updateSpace` (names as the spec spells them). */
export interface SpaceFields {
  name?: string | null;
  description?: string | null;
  type?: string | null;
  accessModeType?: string | null;
  status?: string | null;
  role?: string | null;
  ownerId?: string | null;
  tags?: readonly string[] | null;
  smallPictureBase64?: string | null;
  largePictureBase64?: string | null;
}

/** Form fields of `updateSpaceTopic` and `updateSpaceReply` that the gateway sends. */
export type SpaceContentFields = Pick<
  FieldsOf<FormOf<'updateSpaceTopic'>>,
  'subject' | 'content' | 'tags' | 'attachments'
>;

/** The form of `addRecentSpaceSearch`. */
export type RecentSearchFields = Pick<FormOf<'addRecentSpaceSearch'>, 'searchTerm' | 'scope'> &
  FieldsOf<Pick<FormOf<'addRecentSpaceSearch'>, 'startTime' | 'endTime'>>;

/**
 * The most reply pages a read-back of one reply reads (255 replies each, oldest first), as `node(id:)` does for
 * a `SpaceItem`: a reply further into a very long topic reads back as null.
 */
const MAX_REPLY_PAGES = 8;
const REPLY_PAGE = 255;

const object = <T extends object>(value: unknown, what?: string) => expectObject<T>('messaging', value, what);
const empty = (body: unknown) => body === undefined || body === null || body === '';

/** A record's key filled from the request when the answer leaves it out (the upstream answered for that key). */
function keyed<T extends object>(record: T, key: keyof T, value: string): T {
  return text(record[key]) ? record : { ...record, [key]: value };
}

export class MessagingSpacesWriter extends MessagingWriter {
  private submit(method: Method, route: string, fields: FormFields, searchParams?: SearchParams): Promise<unknown> {
    return this.requestJson<unknown>(method, route, {
      body: formBody(fields),
      searchParams,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  /** The space a wrapper answer holds (or a bare space); without one, the space named by the request, read back. */
  private async spaceOf(body: unknown, spaceId: string): Promise<SpaceDto | null> {
    const space = spaceIn(body);
    return space ? keyed(space, 'spaceId', spaceId) : this.getSpaceNow(spaceId);
  }

  // --- administration --------------------------------------------------------------------------------------------

  async createSpace(fields: SpaceFields): Promise<SpaceDto> {
    const space = spaceIn(await this.submit('POST', 'spaces/create', { ...fields }));
    // A new space is named only by its answer: without its id it could not be read or changed again.
    if (!space || !text(space.spaceId)) throw invalidResponse('messaging', 'a created space has no spaceId');
    return space;
  }

  async updateSpace(spaceId: string, fields: SpaceFields) {
    return this.spaceOf(await this.submit('PUT', path`spaces/${spaceId}`, { ...fields }), spaceId);
  }

  async deleteSpace(spaceId: string) {
    await this.requestJson<unknown>('DELETE', path`spaces/${spaceId}`);
  }

  async joinSpace(spaceId: string) {
    return this.spaceOf(await this.requestJson<unknown>('POST', path`spaces/${spaceId}/join`), spaceId);
  }

  async setWelcomeBox(spaceId: string, content: string, display?: boolean | null) {
    await this.submit('PUT', path`spaces/${spaceId}/welcomebox/${content}`, { displayWelcomeBox: display });
  }

  /** Both answer `LabelIds[]`: the ids of all of them, once each. */
  async assignLabels(spaceId: string, labelIds: readonly string[]) {
    return labelIdsOf(await this.submit('POST', path`spaces/${spaceId}/labels/assign`, { labels: labelIds }));
  }

  async unassignLabels(spaceId: string, labelIds: readonly string[]) {
    return labelIdsOf(await this.submit('DELETE', path`spaces/${spaceId}/labels/unassign`, { labelIds }));
  }

  // --- membership --------------------------------------------------------------------------------------------------

  /** The answer (`ParticipantAddResult[]`, empty objects in the spec) says nothing the space read-back does not. */
  async addSpaceParticipants(spaceId: string, userIds: readonly string[], role: string) {
    await this.submit('POST', path`spaces/${spaceId}/participant`, { userId: userIds, role });
  }

  async removeSpaceParticipants(spaceId: string, userIds: readonly string[]) {
    await this.submit('POST', path`spaces/${spaceId}/participant/remove`, { userIds });
  }

  async updateParticipantRole(spaceId: string, userId: string, role: string) {
    await this.submit('PUT', path`spaces/${spaceId}/participant`, { userId, role });
  }

  async requestAccess(spaceId: string, reason?: string | null) {
    await this.submit('POST', path`spaces/${spaceId}/participant/request`, { reason });
  }

  async grantAccess(spaceId: string, userId: string) {
    await this.requestJson<unknown>('POST', path`spaces/${spaceId}/participant/${userId}/grant`);
  }

  async denyAccess(spaceId: string, userId: string, reason?: string | null) {
    await this.submit('POST', path`spaces/${spaceId}/participant/${userId}/deny`, { reason });
  }

  // --- space items ---------------------------------------------------------------------------------------------------

  async setItemFlag(itemId: string, flagged: boolean) {
    await this.requestJson<unknown>('PUT', flagged ? path`spaces/flag/${itemId}` : path`spaces/unflag/${itemId}`);
  }

  async setItemLike(itemId: string, liked: boolean) {
    await this.requestJson<unknown>('PUT', liked ? path`spaces/like/${itemId}` : path`spaces/unlike/${itemId}`);
  }

  async deleteItem(itemId: string) {
    await this.requestJson<unknown>('DELETE', path`spaces/item/${itemId}`);
  }

  async pinTopic(topicId: string, position: number) {
    await this.submit('PUT', path`spaces/${topicId}/pin`, { position });
  }

  async unpinTopic(topicId: string) {
    await this.requestJson<unknown>('PUT', path`spaces/${topicId}/unpin`);
  }

  async updateTopic(spaceId: string, topicId: string, fields: SpaceContentFields) {
    const body = await this.submit('PUT', path`spaces/${spaceId}/topic/${topicId}`, { ...fields });
    if (empty(body)) return this.getTopicNow(spaceId, topicId);
    return topicIn(object<SpaceTopicDto>(body, 'topic'), spaceId, topicId);
  }

  async updateTopicTags(spaceId: string, topicId: string, tags: readonly string[]) {
    const body = await this.submit('PUT', path`spaces/topic/${topicId}/updateTags`, { tags });
    if (empty(body)) return this.getTopicNow(spaceId, topicId);
    return topicIn(object<SpaceTopicDto>(body, 'topic'), spaceId, topicId);
  }

  async updateReply(spaceId: string, topicId: string, replyId: string, fields: SpaceContentFields) {
    const route = path`spaces/${spaceId}/topic/${topicId}/reply/${replyId}`;
    const body = await this.submit('PUT', route, { ...fields });
    if (empty(body)) return this.getSpaceItemNow(spaceId, topicId, replyId);
    const reply = object<SpaceReplyDto>(body, 'reply');
    return isRecord(reply.spaceItem) ? itemIn(reply.spaceItem, spaceId, replyId) : itemIn({}, spaceId, replyId);
  }

  // --- recent searches -------------------------------------------------------------------------------------------

  async addRecentSearch(fields: RecentSearchFields) {
    await this.submit('PUT', 'spaces/search/add/recent', { ...fields });
    return this.getRecentSearchesNow();
  }

  async cancelSearch(searchId: string) {
    await this.requestJson<unknown>('PUT', path`spaces/search/cancel/${searchId}`);
  }

  // --- read-backs ------------------------------------------------------------------------------------------------

  /** The topic without replies; null when it no longer exists. Its keys are filled from the request. */
  async getTopicNow(spaceId: string, topicId: string): Promise<SpaceTopicDto | null> {
    const body = await this.requestJson<unknown>('GET', path`spaces/${spaceId}/topic/${topicId}`, {
      searchParams: { numberOfReplies: 0 },
    });
    if (empty(body)) return null;
    const found = object<SpaceTopicWithRepliesDto>(body, 'topic');
    return isRecord(found.topic) ? topicIn(found.topic, spaceId, topicId) : null;
  }

  /** A topic's own item, or one of its replies (oldest first, page after page); null when not found. */
  async getSpaceItemNow(spaceId: string, topicId: string, itemId: string): Promise<SpaceItemDto | null> {
    if (itemId === topicId) return (await this.getTopicNow(spaceId, topicId))?.spaceItem ?? null;
    let timestamp: string | undefined;
    for (let page = 0; page < MAX_REPLY_PAGES; page++) {
      const body = await this.requestJson<unknown>('GET', path`spaces/${spaceId}/topic/${topicId}/reply`, {
        searchParams: { searchDirection: 'AFTER', timestamp, numberOfResults: REPLY_PAGE },
      });
      // The spec declares one `SpaceReply`; Circuit answers a list of them.
      const replies = Array.isArray(body) ? (body as unknown[]) : empty(body) ? [] : [body];
      const items = replies.flatMap((reply) => (isRecord(reply) && isRecord(reply.spaceItem) ? [reply.spaceItem] : []));
      const item = items.find((candidate) => text(candidate.itemId) === itemId);
      if (item) return itemIn(item as SpaceItemDto, spaceId, itemId);
      const last = items[items.length - 1]?.creationTime;
      if (replies.length < REPLY_PAGE || typeof last !== 'number') return null;
      timestamp = new Date(last).toISOString();
    }
    return null;
  }

  async getRecentSearchesNow(): Promise<SpacesSearchTermDto[]> {
    const body = await this.requestJson<unknown>('GET', 'spaces/search/recent');
    return optionalList<unknown>('messaging', body, 'recent searches').flatMap((result) =>
      optionalList<SpacesSearchTermDto>('messaging', object<SpacesSearchTermResultDto>(result).resList, 'resList'),
    );
  }
}

function spaceIn(body: unknown): SpaceDto | undefined {
  if (empty(body)) return undefined;
  const answer = object<ParticipantSpaceWrapperDto & SpaceDto>(body, 'space');
  if (isRecord(answer.space)) return answer.space;
  return text(answer.spaceId) ? answer : undefined;
}

function labelIdsOf(body: unknown): string[] {
  const ids = optionalList<unknown>('messaging', body, 'label ids').flatMap((entry) =>
    optionalList<unknown>('messaging', object<LabelIdsDto>(entry, 'label ids').labelIds, 'labelIds'),
  );
  return [...new Set(ids.flatMap((id) => text(id) ?? []))];
}

/** A topic as the schema reads it: its item names its space and itself. */
function topicIn(topic: SpaceTopicDto, spaceId: string, topicId: string): SpaceTopicDto {
  const item = isRecord(topic.spaceItem) ? topic.spaceItem : {};
  return { ...topic, spaceItem: itemIn(item, spaceId, topicId) };
}

function itemIn(item: SpaceItemDto, spaceId: string, itemId: string): SpaceItemDto {
  return keyed(keyed(item, 'itemId', itemId), 'spaceId', spaceId);
}
