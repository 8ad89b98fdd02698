// Writes to Circuit REST API v2 (spec A) and its outgoing-webhook registrations. Circuit is OAuth2 with the
// caller's own token: a write acts as a person, so it is sent only with the token the caller brought, never with
// a token the gateway holds (which would let any caller write as that account).
import type { Method } from 'got';
import type { UpstreamCredential } from '../../auth/credentials.js';
import { optionalList, expectObject, invalidResponse, isRecord } from '../../http/boundary.js';
import { UpstreamError } from '../../http/errors.js';
import type { UpstreamClient } from '../../http/client.js';
import type {
  ConversationDto,
  ConversationItemDto,
  FieldsOf,
  FormOf,
  PresenceDto,
  SpaceDto,
  SpaceReplyDto,
  SpaceTopicDto,
  WebhookDto,
} from './dto.js';
import { path } from '../paths.js';
import { RestDataSource, type SearchParams } from '../rest.js';

/** Form fields; a list repeats the field (`participants=a&participants=b`), as the spec's arrays are sent. */
export type FormFields = Record<string, string | number | boolean | readonly string[] | undefined | null>;

export function formBody(fields: FormFields): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const entry of value as readonly string[]) form.append(name, entry);
    else form.append(name, String(value));
  }
  return form.toString();
}

/** The form of `addTextItem`, `addTextItemWithParent` and `updateTextItem` (the same four fields). */
export type TextItemFields = FieldsOf<FormOf<'addTextItem'>>;

/** The form of `createSpaceTopic` that the gateway sends; only the subject is required. */
export type SpaceTopicFields = Pick<FieldsOf<FormOf<'createSpaceTopic'>>, 'content' | 'tags' | 'attachments'> &
  Pick<FormOf<'createSpaceTopic'>, 'subject'>;

/** The form of `setUserPresence`; `clearDnd` is sent as the spec's `clearDND`. */
export type PresenceFields = Pick<FormOf<'setUserPresence'>, 'state'> &
  FieldsOf<Pick<FormOf<'setUserPresence'>, 'statusMessage' | 'dndUntil'>> & { clearDnd?: boolean | null };

/** The event types of `POST /webhooks` (the spec's `filter` enum) the gateway subscribes to. */
export type ConversationWebhookEvent = Extract<FormOf<'addWebHook'>['filter'][number], `CONVERSATION.${string}`>;

const object = <T extends object>(value: unknown, what?: string) => expectObject<T>('messaging', value, what);

export class MessagingWriter extends RestDataSource {
  constructor(upstream: UpstreamClient, credential: UpstreamCredential | undefined) {
    super(upstream, credential);
  }

  /** Only the caller's own token: a configured one is never used to act on someone's behalf. */
  protected override async currentCredential(): Promise<UpstreamCredential> {
    if (!this.credential || this.credential.source !== 'caller') {
      throw new UpstreamError('messaging', 'missing-credential');
    }
    return this.credential;
  }

  protected override errorCodeFrom(body: unknown): string | undefined {
    const error = body as { errorCode?: unknown } | null;
    return typeof error?.errorCode === 'string' ? error.errorCode : undefined;
  }

  protected form<T>(method: Method, route: string, fields: FormFields = {}, searchParams?: SearchParams): Promise<T> {
    return this.requestJson<T>(method, route, {
      body: formBody(fields),
      searchParams,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  /** A read right after a write: never answered from this request's earlier GETs, which may predate it. */
  protected async fresh<T extends object>(route: string, what: string): Promise<T> {
    return object<T>(await this.requestJson<unknown>('GET', route), what);
  }

  /** The record a write answers with; an empty answer is read back from the upstream. */
  protected async answerOr<T extends object>(body: unknown, what: string, readBack: () => Promise<T>): Promise<T> {
    if (body === undefined || body === null || body === '') return readBack();
    return object<T>(body, what);
  }

  /**
   * The conversation a write on `convId` answers with (or, for an empty answer, reads back): the one at that id, so
   * an answer that leaves its `convId` out is keyed by it.
   */
  protected async conversationAnswer(convId: string, body: unknown): Promise<ConversationDto> {
    const conversation = await this.answerOr<ConversationDto>(body, 'conversation', () =>
      this.getConversationNow(convId),
    );
    return withKey(conversation, 'convId', convId);
  }

  async getItemNow(itemId: string) {
    return withKey(
      await this.fresh<ConversationItemDto>(path`conversations/messages/${itemId}`, 'item'),
      'itemId',
      itemId,
    );
  }

  async getConversationNow(convId: string) {
    return withKey(await this.fresh<ConversationDto>(path`conversations/${convId}`, 'conversation'), 'convId', convId);
  }

  /** `/spaces/ids` answers a list (see `spacesOf` in messaging.ts); the one asked for, or null. */
  async getSpaceNow(spaceId: string): Promise<SpaceDto | null> {
    const body = await this.requestJson<unknown>('GET', 'spaces/ids', { searchParams: { ids: spaceId } });
    const spaces = Array.isArray(body) ? body : isRecord(body) ? optionalList<unknown>('messaging', body.spaces) : [];
    const found = spaces.find((space) => isRecord(space) && space.spaceId === spaceId);
    return found ? (found as SpaceDto) : null;
  }

  // --- conversation items ----------------------------------------------------------------------------------------

  async postTextItem(convId: string, fields: TextItemFields) {
    const body = await this.form<unknown>('POST', path`conversations/${convId}/messages`, textFields(fields));
    return object<ConversationItemDto>(body, 'item');
  }

  async replyToTextItem(convId: string, parentId: string, fields: TextItemFields) {
    const body = await this.form<unknown>(
      'POST',
      path`conversations/${convId}/messages/${parentId}`,
      textFields(fields),
    );
    return object<ConversationItemDto>(body, 'item');
  }

  async updateTextItem(convId: string, itemId: string, fields: TextItemFields) {
    const body = await this.form<unknown>('PUT', path`conversations/${convId}/messages/${itemId}`, textFields(fields));
    return withKey(
      await this.answerOr<ConversationItemDto>(body, 'item', () => this.getItemNow(itemId)),
      'itemId',
      itemId,
    );
  }

  async deleteTextItem(convId: string, itemId: string) {
    const body = await this.requestJson<unknown>('DELETE', path`conversations/${convId}/messages/${itemId}`);
    return withKey(
      await this.answerOr<ConversationItemDto>(body, 'item', () => this.getItemNow(itemId)),
      'itemId',
      itemId,
    );
  }

  async likeItem(convId: string, itemId: string, like: boolean) {
    await this.requestJson<unknown>(like ? 'POST' : 'DELETE', path`conversations/${convId}/messages/${itemId}/like`);
  }

  async flagItem(convId: string, itemId: string, parentId?: string | null) {
    await this.form<unknown>('POST', path`conversations/${convId}/messages/${itemId}/flag`, { parentId });
  }

  async unflagItem(convId: string, itemId: string) {
    await this.requestJson<unknown>('DELETE', path`conversations/${convId}/messages/${itemId}/flag`);
  }

  async pinItem(convId: string, itemId: string, pin: boolean) {
    const body = await this.requestJson<unknown>(pin ? 'POST' : 'DELETE', path`conversations/${convId}/pins/${itemId}`);
    return this.conversationAnswer(convId, body);
  }

  // --- conversations -----------------------------------------------------------------------------------------------

  async createGroupConversation(participants: readonly string[], topic?: string | null) {
    return object<ConversationDto>(
      await this.form<unknown>('POST', 'conversations/group', { participants, topic }),
      'conversation',
    );
  }

  /**
   * Circuit answers 409 when the direct conversation exists already (the spec's 409 carries it). got keeps no
   * body of an error, so the existing one is read with `GET /conversations/direct` instead.
   */
  async createDirectConversation(participant: string) {
    try {
      return object<ConversationDto>(
        await this.form<unknown>('POST', 'conversations/direct', { participant }),
        'conversation',
      );
    } catch (error) {
      if (!(error instanceof UpstreamError && error.status === 409)) throw error;
      const existing = await this.requestJson<unknown>('GET', 'conversations/direct', {
        searchParams: { participant },
      });
      return object<ConversationDto>(existing, 'conversation');
    }
  }

  async addParticipants(convId: string, participants: readonly string[]) {
    const body = await this.form<unknown>('POST', path`conversations/group/${convId}/participants`, { participants });
    return this.conversationAnswer(convId, body);
  }

  async removeParticipants(convId: string, participants: readonly string[]) {
    const body = await this.requestJson<unknown>('DELETE', path`conversations/group/${convId}/participants`, {
      searchParams: { participants },
    });
    return this.conversationAnswer(convId, body);
  }

  async updateGroupTopic(convId: string, topic: string) {
    const body = await this.form<unknown>('PUT', path`conversations/group/${convId}`, { topic });
    return this.conversationAnswer(convId, body);
  }

  async joinCommunity(convId: string) {
    const body = await this.requestJson<unknown>('POST', path`conversations/community/${convId}/join`);
    return this.conversationAnswer(convId, body);
  }

  async setArchived(convId: string, archived: boolean) {
    await this.requestJson<unknown>(archived ? 'POST' : 'DELETE', path`conversations/${convId}/archive`);
  }

  async setFavorite(convId: string, favorite: boolean) {
    await this.requestJson<unknown>(favorite ? 'POST' : 'DELETE', path`conversations/${convId}/favorite`);
  }

  // --- spaces --------------------------------------------------------------------------------------------------------

  async createSpaceTopic(spaceId: string, fields: SpaceTopicFields) {
    const body = await this.form<unknown>('POST', path`spaces/${spaceId}/topic`, {
      subject: fields.subject,
      content: fields.content,
      tags: fields.tags,
      attachments: fields.attachments,
    });
    return object<SpaceTopicDto>(body, 'topic');
  }

  async replyToSpaceTopic(spaceId: string, topicId: string, content: string, attachments?: readonly string[] | null) {
    const body = await this.form<unknown>('POST', path`spaces/${spaceId}/topic/${topicId}/reply`, {
      content,
      attachments,
    });
    return object<SpaceReplyDto>(body, 'reply');
  }

  async markSpaceRead(spaceId: string, timestamp: string) {
    await this.form<unknown>('PUT', path`spaces/${spaceId}/updateTimestamp`, { timestamp });
  }

  async leaveSpace(spaceId: string) {
    await this.requestJson<unknown>('POST', path`spaces/${spaceId}/leave`);
  }

  // --- presence --------------------------------------------------------------------------------------------------

  async setPresence(fields: PresenceFields) {
    const body = await this.form<unknown>('PUT', 'users/presence', {
      state: fields.state,
      statusMessage: fields.statusMessage,
      dndUntil: fields.dndUntil,
      clearDND: fields.clearDnd,
    });
    return object<PresenceDto>(body, 'presence');
  }

  // --- outgoing webhooks (live events) ---------------------------------------------------------------------------

  async addWebhook(url: string, filter: readonly ConversationWebhookEvent[]) {
    return webhookOf(await this.form<unknown>('POST', 'webhooks', { url, filter }));
  }

  async addPresenceWebhook(url: string, userIds: readonly string[]) {
    return webhookOf(await this.form<unknown>('POST', 'webhooks/presence', { url, userIds }));
  }

  async removeWebhook(id: string) {
    await this.requestJson<unknown>('DELETE', path`webhooks/${id}`);
  }

  /** Whether a webhook still exists upstream (`GET /webhooks/{id}`: 404 says it does not); other failures throw. */
  async webhookExists(id: string): Promise<boolean> {
    try {
      await this.requestJson<unknown>('GET', path`webhooks/${id}`);
      return true;
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return false;
      throw error;
    }
  }

  /** Presence of users, read with the caller's token (a subscription checks it may follow them). */
  async readPresence(userIds: readonly string[]) {
    return optionalList<PresenceDto>(
      'messaging',
      await this.requestJson<unknown>('GET', 'users/presence', { searchParams: { userIds: userIds.join(',') } }),
    );
  }

  /**
   * Whether the caller's token can read a conversation (the upstream decides). Circuit says "no such conversation"
   * with 400 or 404 and "not yours" with 403; every other failure is an error, not a "no".
   */
  async canReadConversation(convId: string): Promise<boolean> {
    try {
      await this.requestJson<unknown>('GET', path`conversations/${convId}`);
      return true;
    } catch (error) {
      if (error instanceof UpstreamError && [400, 403, 404].includes(error.status ?? 0)) return false;
      throw error;
    }
  }
}

/** An answer about a record the request named: a missing key is filled from the request (the upstream answered for it). */
export function withKey<T extends object, K extends keyof T>(record: T, key: K, value: string): T {
  return record[key] === undefined || record[key] === null || record[key] === '' ? { ...record, [key]: value } : record;
}

function textFields(fields: TextItemFields): FormFields {
  return {
    content: fields.content,
    subject: fields.subject,
    attachments: fields.attachments,
    formMetaData: fields.formMetaData,
  };
}

/** A registration is only usable with its id: without one it could never be removed again. */
function webhookOf(body: unknown): WebhookDto & { id: string } {
  const webhook = object<WebhookDto>(body, 'webhook');
  if (typeof webhook.id !== 'string' || webhook.id === '') throw invalidResponse('messaging', 'a webhook has no id');
  return webhook as WebhookDto & { id: string };
}
