// Writes of the Circuit sandbox (spec A): form-encoded bodies, the spec's field limits, state that later reads
// show (a posted item is listed, a like is in the item, a topic appears in its space), and outgoing webhook
// deliveries for every matching registration (webhooks.ts). Form bodies are read as forms.ts reads them.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as data from './data.js';
import type { ConversationDto, ConversationItemDto, SpaceItemDto, UserDto } from './data.js';
import { formOf, queryForm, values, type Form } from './forms.js';
import type { MessagingWebhooks } from './webhooks.js';

export interface MessagingWriteContext {
  callerOf(request: FastifyRequest): UserDto;
  lookupUser(idOrEmail: string): UserDto | undefined;
  conversationById: Map<string, ConversationDto>;
  itemById: Map<string, ConversationItemDto>;
  spaceById: Map<string, data.SandboxSpace>;
  spaceItemById: Map<string, SpaceItemDto>;
  fail(status: number, errorCode: string, message: string): Error;
  webhooks: MessagingWebhooks;
}

export function registerMessagingWrites(app: FastifyInstance, context: MessagingWriteContext): void {
  const { callerOf, conversationById, itemById, spaceById, spaceItemById, fail, webhooks } = context;
  const badRequest = (message: string) => fail(400, 'INVALID_PARAM', message);
  const forbidden = (message: string) => fail(403, 'FORBIDDEN', message);
  const notFound = (message: string) => fail(404, 'NOT_FOUND', message);
  const archived = new Set<string>();
  const spaceReadTimestamps = new Map<string, number>();

  const maxLength = (form: Form, name: string, max: number) => {
    const value = form.get(name) ?? undefined;
    if (value !== undefined && value.length > max) throw badRequest(`${name} is longer than ${max} characters`);
    return value;
  };
  const memberConversation = (convId: string, caller: UserDto) => {
    const conversation = conversationById.get(convId);
    if (!conversation) throw badRequest('The conversation does not exist');
    if (!conversation.participants?.includes(caller.userId)) throw forbidden('Not a participant of the conversation');
    return conversation;
  };
  const itemIn = (conversation: ConversationDto, itemId: string) => {
    const item = itemById.get(itemId);
    if (!item || item.convId !== conversation.convId) throw badRequest('The item does not exist');
    return item;
  };
  const users = (form: Form, name: string) => {
    const found = values(form, name).map((id) => context.lookupUser(id));
    if (found.length === 0) throw badRequest(`Missing parameter ${name}`);
    if (found.some((user) => !user)) throw badRequest('One or more of the userIds do not exist');
    return found.map((user) => user!.userId);
  };
  const touch = (conversation: ConversationDto) => {
    conversation.modificationTime = Date.now();
    webhooks.conversationChanged('CONVERSATION.UPDATE', conversation);
    return conversation;
  };

  type Handler = (params: Record<string, string>, caller: UserDto, form: Form, request: FastifyRequest) => unknown;
  const on = (method: 'POST' | 'PUT' | 'DELETE', path: string, handle: Handler) =>
    app.route({
      method,
      url: path,
      handler: async (request, reply) => {
        const answer = handle(request.params as Record<string, string>, callerOf(request), formOf(request), request);
        if (answer === undefined) return reply.code(method === 'DELETE' ? 204 : 200).send();
        return reply.send(answer);
      },
    });

  // --- conversation items ---
  const textItem = (form: Form, needContent: boolean) => {
    const content = maxLength(form, 'content', 16_384);
    const subject = maxLength(form, 'subject', 255);
    const formMetaData = maxLength(form, 'formMetaData', 32_768);
    const attachments = values(form, 'attachments');
    if (needContent && !content && attachments.length === 0) throw badRequest('The content is mandatory');
    return { content, subject, formMetaData, attachments };
  };
  const post = (conversation: ConversationDto, caller: UserDto, form: Form, parentId?: string) => {
    const fields = textItem(form, true);
    const now = Date.now();
    const item: ConversationItemDto = {
      itemId: randomUUID(),
      convId: conversation.convId,
      type: 'TEXT',
      creatorId: caller.userId,
      creationTime: now,
      modificationTime: now,
      includeInUnreadCount: true,
      attachments: fields.attachments.map((fileId) => ({ fileId, creatorId: caller.userId })),
      text: {
        content: fields.content ?? '',
        contentType: 'RICH',
        subject: fields.subject,
        formMetaData: fields.formMetaData,
        state: 'CREATED',
        parentId,
        likedUserIds: [],
      },
    };
    data.items.push(item);
    itemById.set(item.itemId, item);
    conversation.modificationTime = now;
    webhooks.itemAdded(item, conversation);
    return item;
  };
  on('POST', '/conversations/:convId/messages', ({ convId }, caller, form) =>
    post(memberConversation(convId!, caller), caller, form),
  );
  on('POST', '/conversations/:convId/messages/:itemId', ({ convId, itemId }, caller, form) => {
    const conversation = memberConversation(convId!, caller);
    const parent = itemIn(conversation, itemId!);
    return post(conversation, caller, form, parent.itemId);
  });
  const ownItem = (convId: string, itemId: string, caller: UserDto) => {
    const item = itemIn(memberConversation(convId, caller), itemId);
    if (item.creatorId !== caller.userId) throw forbidden('Only the creator may change an item');
    if (item.type !== 'TEXT' || !item.text) throw badRequest('Only text items can be changed');
    return item;
  };
  const changed = (item: ConversationItemDto) => {
    item.modificationTime = Date.now();
    webhooks.itemUpdated(item, conversationById.get(item.convId!)!);
    return item;
  };
  on('PUT', '/conversations/:convId/messages/:itemId', ({ convId, itemId }, caller, form) => {
    const item = ownItem(convId!, itemId!, caller);
    const fields = textItem(form, false);
    if (fields.content !== undefined) item.text!.content = fields.content;
    if (fields.subject !== undefined) item.text!.subject = fields.subject;
    if (fields.formMetaData !== undefined) item.text!.formMetaData = fields.formMetaData;
    if (form.has('attachments')) item.attachments = fields.attachments.map((fileId) => ({ fileId }));
    item.text!.state = 'EDITED';
    return changed(item);
  });
  on('DELETE', '/conversations/:convId/messages/:itemId', ({ convId, itemId }, caller) => {
    const item = ownItem(convId!, itemId!, caller);
    item.text = { ...item.text, content: '', subject: undefined, state: 'DELETED' };
    item.attachments = [];
    return changed(item);
  });
  const like = (convId: string, itemId: string, caller: UserDto, liked: boolean) => {
    const item = itemIn(memberConversation(convId, caller), itemId);
    if (!item.text) throw badRequest('Only text items can be liked');
    const others = (item.text.likedUserIds ?? []).filter((id) => id !== caller.userId);
    item.text.likedUserIds = liked ? [...others, caller.userId] : others;
    changed(item);
  };
  on('POST', '/conversations/:convId/messages/:itemId/like', ({ convId, itemId }, caller) =>
    like(convId!, itemId!, caller, true),
  );
  on('DELETE', '/conversations/:convId/messages/:itemId/like', ({ convId, itemId }, caller) =>
    like(convId!, itemId!, caller, false),
  );
  on('POST', '/conversations/:convId/messages/:itemId/flag', ({ convId, itemId }, caller, form) => {
    const item = itemIn(memberConversation(convId!, caller), itemId!);
    const parentId = form.get('parentId');
    if (parentId && item.text?.parentId !== parentId) throw badRequest('The parent does not match the item');
    data.flaggedItemIds.add(item.itemId);
  });
  on('DELETE', '/conversations/:convId/messages/:itemId/flag', ({ convId, itemId }, caller) => {
    data.flaggedItemIds.delete(itemIn(memberConversation(convId!, caller), itemId!).itemId);
  });
  const pin = (convId: string, itemId: string, caller: UserDto, pinned: boolean) => {
    const conversation = memberConversation(convId, caller);
    itemIn(conversation, itemId);
    const pins = (data.pinnedItems.get(convId) ?? []).filter((entry) => entry.itemId !== itemId);
    data.pinnedItems.set(convId, pinned ? [...pins, { itemId, pinnedTime: Date.now() }] : pins);
    return touch(conversation);
  };
  on('POST', '/conversations/:convId/pins/:itemId', ({ convId, itemId }, caller) =>
    pin(convId!, itemId!, caller, true),
  );
  on('DELETE', '/conversations/:convId/pins/:itemId', ({ convId, itemId }, caller) =>
    pin(convId!, itemId!, caller, false),
  );

  // --- conversations ---
  const create = (conversation: Omit<ConversationDto, 'convId' | 'creationTime' | 'modificationTime'>) => {
    const now = Date.now();
    const created: ConversationDto = {
      ...conversation,
      convId: randomUUID(),
      creationTime: now,
      modificationTime: now,
    };
    data.conversations.push(created);
    conversationById.set(created.convId, created);
    webhooks.conversationChanged('CONVERSATION.CREATE', created);
    return created;
  };
  on('POST', '/conversations/group', (_params, caller, form) => {
    const topic = maxLength(form, 'topic', 2048);
    const participants = users(form, 'participants');
    return create({
      type: 'GROUP',
      topic,
      creatorId: caller.userId,
      creatorTenantId: data.TENANT_ID,
      participants: [caller.userId, ...participants.filter((id) => id !== caller.userId)],
    });
  });
  app.post('/conversations/direct', async (request, reply) => {
    const caller = callerOf(request);
    const [other] = users(formOf(request), 'participant');
    if (other === caller.userId) throw badRequest('A direct conversation needs another user');
    const existing = data.conversations.find(
      (c) => c.type === 'DIRECT' && c.participants?.includes(caller.userId) && c.participants.includes(other!),
    );
    // The spec's 409: the conversation exists already, and is the answer.
    if (existing) return reply.code(409).send(existing);
    return reply.send(
      create({
        type: 'DIRECT',
        creatorId: caller.userId,
        creatorTenantId: data.TENANT_ID,
        participants: [caller.userId, other!],
      }),
    );
  });
  const group = (convId: string, caller: UserDto) => {
    const conversation = memberConversation(convId, caller);
    if (conversation.type !== 'GROUP') throw badRequest('The conversation is not a group conversation');
    return conversation;
  };
  on('POST', '/conversations/group/:convId/participants', ({ convId }, caller, form) => {
    const conversation = group(convId!, caller);
    const added = users(form, 'participants').filter((id) => !conversation.participants!.includes(id));
    conversation.participants = [...conversation.participants!, ...added];
    return touch(conversation);
  });
  on('DELETE', '/conversations/group/:convId/participants', ({ convId }, caller, _form, request) => {
    const conversation = group(convId!, caller);
    const removed = new Set(users(queryForm(request), 'participants'));
    conversation.participants = conversation.participants!.filter((id) => !removed.has(id));
    return touch(conversation);
  });
  on('PUT', '/conversations/group/:convId', ({ convId }, caller, form) => {
    const conversation = group(convId!, caller);
    conversation.topic = maxLength(form, 'topic', 2048);
    return touch(conversation);
  });
  on('POST', '/conversations/community/:convId/join', ({ convId }, caller) => {
    const conversation = conversationById.get(convId!);
    if (!conversation || conversation.type !== 'COMMUNITY') throw badRequest('The community does not exist');
    if (!conversation.participants!.includes(caller.userId)) {
      conversation.participants = [...conversation.participants!, caller.userId];
    }
    return touch(conversation);
  });
  on('POST', '/conversations/:convId/archive', ({ convId }, caller) => {
    archived.add(`${caller.userId}/${memberConversation(convId!, caller).convId}`);
  });
  on('DELETE', '/conversations/:convId/archive', ({ convId }, caller) => {
    archived.delete(`${caller.userId}/${memberConversation(convId!, caller).convId}`);
  });
  on('POST', '/conversations/:convId/favorite', ({ convId }, caller) => {
    const conversation = memberConversation(convId!, caller);
    if (!data.favoriteConversationIds.includes(conversation.convId)) data.favoriteConversationIds.push(convId!);
  });
  on('DELETE', '/conversations/:convId/favorite', ({ convId }, caller) => {
    memberConversation(convId!, caller);
    const index = data.favoriteConversationIds.indexOf(convId!);
    if (index >= 0) data.favoriteConversationIds.splice(index, 1);
  });

  // --- spaces ---
  const memberSpace = (spaceId: string, caller: UserDto) => {
    const space = spaceById.get(spaceId);
    if (!space) throw notFound('The space does not exist');
    if (!space.members.some((member) => member.userId === caller.userId)) throw forbidden('Not a member of the space');
    return space;
  };
  const spaceItem = (spaceId: string, caller: UserDto, form: Form): SpaceItemDto => {
    const content = maxLength(form, 'content', 200_000);
    const now = Date.now();
    const item: SpaceItemDto = {
      itemId: randomUUID(),
      spaceId,
      tenantId: data.TENANT_ID,
      content,
      creatorId: caller.userId,
      creationTime: now,
      modificationTime: now,
      Status: 'CREATED',
      numberOfLikes: 0,
    };
    spaceItemById.set(item.itemId, item);
    return item;
  };
  on('POST', '/spaces/:spaceId/topic', ({ spaceId }, caller, form) => {
    const space = memberSpace(spaceId!, caller);
    const subject = maxLength(form, 'subject', 2048);
    if (!subject) throw badRequest('The subject is mandatory');
    const item = spaceItem(space.spaceId, caller, form);
    const topic = {
      subject,
      pinned: false,
      tags: values(form, 'tags'),
      numberOfReplies: 0,
      lastContentCreationTime: item.creationTime,
      lastContentCreatorId: caller.userId,
      spaceItem: item,
      replies: [] as SpaceItemDto[],
    };
    space.topics.push(topic);
    space.numberOfTopics = (space.numberOfTopics ?? 0) + 1;
    space.lastContentCreationTime = item.creationTime;
    return { ...topic, replies: undefined };
  });
  on('POST', '/spaces/:spaceId/topic/:topicId/reply', ({ spaceId, topicId }, caller, form) => {
    const space = memberSpace(spaceId!, caller);
    const topic = space.topics.find((candidate) => candidate.spaceItem.itemId === topicId);
    if (!topic) throw notFound('The topic does not exist');
    if (!form.get('content')) throw badRequest('The content is mandatory');
    const item = spaceItem(space.spaceId, caller, form);
    topic.replies.push(item);
    topic.numberOfReplies = (topic.numberOfReplies ?? 0) + 1;
    topic.lastContentCreationTime = item.creationTime;
    topic.lastContentCreatorId = caller.userId;
    space.numberOfReplies = (space.numberOfReplies ?? 0) + 1;
    return { parentTopicId: topicId, spaceItem: item };
  });
  on('PUT', '/spaces/:id/updateTimestamp', ({ id }, caller, form) => {
    const space = memberSpace(id!, caller);
    const timestamp = Date.parse(form.get('timestamp') ?? '');
    if (Number.isNaN(timestamp)) throw badRequest('timestamp must be a date-time');
    spaceReadTimestamps.set(`${caller.userId}/${space.spaceId}`, timestamp);
  });
  on('POST', '/spaces/:id/leave', ({ id }, caller) => {
    const space = memberSpace(id!, caller);
    space.members = space.members.filter((member) => member.userId !== caller.userId);
    space.numberOfParticipants = space.members.length;
  });

  // --- presence ---
  const PRESENCE_STATES = ['AVAILABLE', 'OFFLINE', 'AWAY', 'BUSY', 'DND'];
  on('PUT', '/users/presence', (_params, caller, form) => {
    const state = form.get('state') ?? '';
    if (!PRESENCE_STATES.includes(state)) throw badRequest('Invalid presence state');
    const dndUntil = form.get('dndUntil') ? Date.parse(form.get('dndUntil')!) : undefined;
    if (state === 'DND' && (dndUntil === undefined || Number.isNaN(dndUntil)))
      throw badRequest('dndUntil is mandatory');
    const presence = data.presences.find((entry) => entry.userId === caller.userId)!;
    presence.state = state;
    presence.statusMessage = maxLength(form, 'statusMessage', 2048);
    presence.dndUntil = form.get('clearDND') === 'true' ? undefined : dndUntil;
    webhooks.presenceChanged(presence);
    return presence;
  });
}
