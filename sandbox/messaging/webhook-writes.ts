// Webhook management of the Circuit sandbox (spec A) beyond registration (webhooks.ts): changing a registration's
// URL, events or followed users, and incoming webhooks: created per conversation, deleted, and posting Slack-style
// messages into their conversation as a text item that the reads list afterwards.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as data from './data.js';
import type { ConversationItemDto, IncomingWebhookDto, UserDto, WebhookDto } from './data.js';
import { CONVERSATION_EVENTS, MAX_PRESENCE_USERS, PRESENCE_EVENT } from './webhooks.js';
import { formOf, values, type Form } from './forms.js';
import type { MessagingWriteContext } from './writes.js';

export function registerMessagingWebhookWrites(app: FastifyInstance, context: MessagingWriteContext): void {
  const { fail } = context;
  const invalid = (message: string) => fail(400, 'INVALID_PARAM', message);
  const missing = (message: string) => fail(404, 'NOT_FOUND', message);

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    answer: (params: Record<string, string>, caller: UserDto, form: Form, request: FastifyRequest) => unknown,
  ) =>
    app.route({
      method,
      url,
      handler: async (request, reply) => {
        const result = answer(
          request.params as Record<string, string>,
          context.callerOf(request),
          formOf(request),
          request,
        );
        return result === undefined ? reply.code(200).send() : reply.send(result);
      },
    });
  const callbackUrl = (form: Form) => {
    const url = form.get('url') ?? undefined;
    if (url !== undefined && (url.length > 2048 || !/^https?:\/\/[^\s]+$/.test(url))) throw invalid('Invalid URL');
    return url;
  };
  /** Another user's registration does not exist for the caller. */
  const ownWebhook = (id: string, caller: UserDto): WebhookDto => {
    const webhook = data.webhooks.find((candidate) => candidate.id === id);
    if (!webhook || webhook.userId !== caller.userId) throw missing('The webHook does not exist');
    return webhook;
  };
  const isPresence = (webhook: WebhookDto) => webhook.filter?.includes(PRESENCE_EVENT) ?? false;

  // --- outgoing webhooks ---
  send('PUT', '/webhooks/:id', ({ id }, caller, form) => {
    const webhook = ownWebhook(id!, caller);
    if (isPresence(webhook)) throw invalid('An unsupported event filter: a presence webhook');
    const url = callbackUrl(form);
    const filter = form.has('filter') ? values(form, 'filter') : undefined;
    if (url === undefined && filter === undefined) throw invalid('No input parameter is provided');
    if (
      filter &&
      (filter.length === 0 || filter.some((event) => !(CONVERSATION_EVENTS as readonly string[]).includes(event)))
    ) {
      throw invalid('An invalid event filter');
    }
    if (url !== undefined) webhook.url = url;
    if (filter !== undefined) webhook.filter = filter;
    return webhook;
  });
  send('PUT', '/webhooks/presence/:id', ({ id }, caller, form) => {
    const webhook = ownWebhook(id!, caller);
    if (!isPresence(webhook)) throw invalid('The webHook has no presence filter');
    const url = callbackUrl(form);
    const userIds = form.has('userIds') ? values(form, 'userIds') : undefined;
    if (url === undefined && userIds === undefined) throw invalid('No input parameter is provided');
    if (userIds && (userIds.length === 0 || userIds.some((userId) => !context.lookupUser(userId)))) {
      throw invalid('One or more invalid userIds');
    }
    if (userIds && userIds.length > MAX_PRESENCE_USERS)
      throw fail(403, 'FORBIDDEN', 'The maximum number of userIds is reached');
    if (url !== undefined) webhook.url = url;
    if (userIds !== undefined) webhook.subscriptionIds = userIds.map((userId) => context.lookupUser(userId)!.userId);
    return webhook;
  });

  // --- incoming webhooks ---
  send('POST', '/webhooks/incoming/create/:conversationId', ({ conversationId }, caller, _form, request) => {
    const query = request.query as Record<string, string | undefined>;
    const conversation = context.conversationById.get(conversationId!);
    // The spec answers every refusal of this operation with 400 "Could not create webhook".
    if (!conversation?.participants?.includes(caller.userId)) throw invalid('Could not create webhook');
    const author = query.userId ? context.lookupUser(query.userId) : caller;
    if (!author || !conversation.participants.includes(author.userId)) throw invalid('Could not create webhook');
    for (const field of ['name', 'description'] as const) {
      if ((query[field]?.length ?? 0) > 2048) throw invalid(`${field} is longer than 2048 characters`);
    }
    const webhookId = randomUUID();
    const now = Date.now();
    const webhook: IncomingWebhookDto = {
      webhookId,
      name: query.name,
      description: query.description,
      url: `http://${request.headers.host}/rest/v2/webhooks/incoming/${webhookId}`,
      status: 'ENABLED',
      conversationId: conversation.convId,
      userId: author.userId,
      creatorId: caller.userId,
      tenantId: data.TENANT_ID,
      creationTime: now,
      modificationTime: now,
    };
    data.incomingWebhooks.push(webhook);
    return webhook;
  });
  send('DELETE', '/webhooks/incoming/:webhookId', ({ webhookId }, caller) => {
    const index = data.incomingWebhooks.findIndex(
      (hook) => hook.webhookId === webhookId && (hook.creatorId === caller.userId || hook.userId === caller.userId),
    );
    if (index < 0) throw missing('Could not find webhook');
    data.incomingWebhooks.splice(index, 1);
  });
  send('POST', '/webhooks/incoming/:webhookId', ({ webhookId }, _caller, form) => {
    const hook = data.incomingWebhooks.find((candidate) => candidate.webhookId === webhookId);
    if (!hook || hook.status !== 'ENABLED') throw invalid('The webhook does not exist or is disabled');
    const content = form.get('text') ?? '';
    const fileURL = form.get('fileURL') ?? undefined;
    if (!content.trim() && !fileURL) throw invalid('The text is mandatory');
    const conversation = context.conversationById.get(hook.conversationId!)!;
    const now = Date.now();
    const item: ConversationItemDto = {
      itemId: randomUUID(),
      convId: conversation.convId,
      type: 'TEXT',
      creatorId: hook.userId,
      creationTime: now,
      modificationTime: now,
      includeInUnreadCount: true,
      attachments: fileURL ? [{ fileId: fileURL, fileName: form.get('filename') ?? undefined }] : [],
      text: {
        content,
        contentType: 'RICH',
        subject: form.get('subject') ?? undefined,
        state: 'CREATED',
        likedUserIds: [],
      },
    };
    data.items.push(item);
    context.itemById.set(item.itemId, item);
    conversation.modificationTime = now;
    context.webhooks.itemAdded(item, conversation);
  });
}
