// Circuit writes that manage conversations and the caller's account (spec A): community conversations, moderation,
// conversation and user labels, the caller's profile and webhook registrations (outgoing and incoming). Like every
// messaging write they go with the caller's own token only (MessagingWriter); only PUT and DELETE are retried.
import { optionalList, expectObject, invalidResponse } from '../../http/boundary.js';
import { path } from '../paths.js';
import type {
  ConversationDto,
  FieldsOf,
  FormOf,
  IncomingWebhookDto,
  LabelDto,
  QueryOf,
  UserDto,
  WebhookDto,
} from './dto.js';
import { MessagingWriter, withKey } from './writes.js';

/** The form of `createCommunityConversation` and `updateConversationCommunity`, but its participants. */
export type CommunityFields = Pick<FieldsOf<FormOf<'createCommunityConversation'>>, 'topic' | 'description'>;

export interface ProfileFields {
  firstName?: string | null;
  lastName?: string | null;
  jobTitle?: string | null;
  locale?: string | null;
}

/** The query of `createIncomingWebhook` (the spec gives the POST no body); `userId`: whom the posts appear from. */
export type IncomingWebhookFields = FieldsOf<QueryOf<'createIncomingWebhook'>>;

/** The spec's `IncomingWebhookSlackMessage`: a post in Slack's incoming-webhook form. */
export type SlackMessageFields = FieldsOf<FormOf<'postWebhookAsSlackMessage'>>;

const object = <T extends object>(value: unknown, what: string) => expectObject<T>('messaging', value, what);

export class MessagingManagementWriter extends MessagingWriter {
  // --- community conversations -------------------------------------------------------------------------------

  async createCommunity(fields: CommunityFields & { participants?: readonly string[] | null }) {
    const body = await this.form<unknown>('POST', 'conversations/community', {
      topic: fields.topic,
      description: fields.description,
      participants: fields.participants,
    });
    return object<ConversationDto>(body, 'conversation');
  }

  async updateCommunity(convId: string, fields: CommunityFields) {
    const body = await this.form<unknown>('PUT', path`conversations/community/${convId}`, {
      topic: fields.topic,
      description: fields.description,
    });
    return this.conversationAnswer(convId, body);
  }

  async addCommunityParticipants(convId: string, participants: readonly string[]) {
    const route = path`conversations/community/${convId}/participants`;
    return this.conversationAnswer(convId, await this.form<unknown>('POST', route, { participants }));
  }

  /** The spec sends the users of this DELETE as a repeated query parameter. */
  async removeCommunityParticipants(convId: string, participants: readonly string[]) {
    const route = path`conversations/community/${convId}/participants`;
    return this.conversationAnswer(
      convId,
      await this.requestJson<unknown>('DELETE', route, { searchParams: { participants } }),
    );
  }

  // --- moderation ----------------------------------------------------------------------------------------------

  /** Both are POSTs without a body or an answer (the spec's 200 has none). */
  async setModerated(convId: string, moderated: boolean) {
    const route = moderated ? path`conversations/moderate/${convId}` : path`conversations/unmoderate/${convId}`;
    await this.requestJson<unknown>('POST', route);
  }

  async addModerators(convId: string, moderators: readonly string[]) {
    await this.form<unknown>('POST', path`conversations/${convId}/moderators`, { moderators });
  }

  /** The spec sends the moderators of this DELETE as a form body. */
  async removeModerators(convId: string, moderators: readonly string[]) {
    await this.form<unknown>('DELETE', path`conversations/${convId}/moderators`, { moderators });
  }

  // --- labels --------------------------------------------------------------------------------------------------

  async assignConversationLabel(convId: string, label: string) {
    return object<LabelDto>(await this.form<unknown>('POST', path`conversations/${convId}/label`, { label }), 'label');
  }

  async unassignConversationLabel(convId: string, labelId: string) {
    const body = await this.requestJson<unknown>('DELETE', path`conversations/${convId}/label/${labelId}`);
    return labelAnswer(body, labelId);
  }

  async addUserLabel(label: string) {
    return object<LabelDto>(await this.form<unknown>('POST', 'users/labels', { label }), 'label');
  }

  /** `labelId` is the label's id or its value: Circuit accepts both. */
  async removeUserLabel(labelId: string) {
    return labelAnswer(await this.requestJson<unknown>('DELETE', path`users/labels/${labelId}`), labelId);
  }

  // --- profile -------------------------------------------------------------------------------------------------

  async updateProfile(fields: ProfileFields) {
    const body = await this.form<unknown>('PUT', 'users/profile', {
      firstname: fields.firstName,
      lastname: fields.lastName,
      jobTitle: fields.jobTitle,
      locale: fields.locale,
    });
    return this.answerOr<UserDto>(body, 'user', () => this.fresh<UserDto>('users/profile', 'user'));
  }

  // --- outgoing webhooks ---------------------------------------------------------------------------------------

  async removeAllWebhooks() {
    await this.requestJson<unknown>('DELETE', 'webhooks');
  }

  /** The caller's registrations as they are after a write (never from this request's earlier reads). */
  async listWebhooksNow() {
    return optionalList<WebhookDto>('messaging', await this.requestJson<unknown>('GET', 'webhooks'));
  }

  async updateWebhook(id: string, fields: { url?: string | null; filter?: readonly string[] | null }) {
    const body = await this.form<unknown>('PUT', path`webhooks/${id}`, { url: fields.url, filter: fields.filter });
    return withKey(object<WebhookDto>(body, 'webhook'), 'id', id);
  }

  /** New `userIds` replace the followed users (the spec). */
  async updatePresenceWebhook(id: string, fields: { url?: string | null; userIds?: readonly string[] | null }) {
    const body = await this.form<unknown>('PUT', path`webhooks/presence/${id}`, {
      url: fields.url,
      userIds: fields.userIds,
    });
    return withKey(object<WebhookDto>(body, 'webhook'), 'id', id);
  }

  // --- incoming webhooks ---------------------------------------------------------------------------------------

  /** The spec takes this POST's fields as query parameters, with no body. */
  async createIncomingWebhook(conversationId: string, fields: IncomingWebhookFields) {
    const body = await this.requestJson<unknown>('POST', path`webhooks/incoming/create/${conversationId}`, {
      searchParams: { name: fields.name, description: fields.description, userId: fields.userId },
    });
    const webhook = object<IncomingWebhookDto>(body, 'incoming webhook');
    if (typeof webhook.webhookId !== 'string' || webhook.webhookId === '') {
      throw invalidResponse('messaging', 'an incoming webhook has no id');
    }
    return withKey(webhook, 'conversationId', conversationId);
  }

  async deleteIncomingWebhook(webhookId: string) {
    await this.requestJson<unknown>('DELETE', path`webhooks/incoming/${webhookId}`);
  }

  async postToIncomingWebhook(webhookId: string, message: SlackMessageFields) {
    await this.form<unknown>('POST', path`webhooks/incoming/${webhookId}`, {
      text: message.text,
      subject: message.subject,
      markdown: message.markdown,
      fileURL: message.fileURL,
      filename: message.filename,
    });
  }
}

/** A removed label: its answer (the spec's `Label`), or the one the request named when the answer is empty. */
function labelAnswer(body: unknown, labelId: string): LabelDto {
  if (body === undefined || body === null || body === '') return { labelId };
  return withKey(object<LabelDto>(body, 'label'), 'labelId', labelId);
}
