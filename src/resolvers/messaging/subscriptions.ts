// Messaging subscriptions, fed by Circuit webhooks (src/events/). Each subscription holds a share of a webhook
// registered with the subscriber's own token, and receives an event only when that token can read it: items and
// conversations are checked against the upstream (`GET /conversations/{convId}`) once per conversation and
// subscription; presence only for the users the subscriber asked for (the upstream answered for them first).
import { GraphQLError } from 'graphql';
import { filter, pipe, Repeater } from 'graphql-yoga';
import type { GatewayContext } from '../../context.js';
import { UpstreamError } from '../../http/errors.js';
import type { ConversationDto, ConversationItemDto, PresenceDto } from '../../datasources/messaging/index.js';
import type { RegistrationKind } from '../../events/messaging-webhooks.js';
import type { MessagingEvent } from '../../events/pubsub.js';
import { builder } from '../../schema/builder.js';
import { Conversation, ConversationItem } from '../../schema/messaging/conversations.js';
import { Presence } from '../../schema/messaging/users.js';
import { conversationKey, userKeysSchema } from './inputs.js';

/** Conversations whose readability one subscription remembers; past this the memory starts over. */
const AUTHORISED_CACHE_LIMIT = 256;

function notConfigured(): GraphQLError {
  return new GraphQLError(
    'Live messaging events are not configured: the gateway needs its public URL (MESSAGING_WEBHOOK_BASE_URL) ' +
      'for the messaging service to deliver webhooks to',
    { extensions: { code: 'UPSTREAM_UNAVAILABLE', service: 'messaging', reason: 'live-events-not-configured' } },
  );
}

function interrupted(error: Error): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE', service: 'messaging', reason: 'live-events-interrupted' },
  });
}

/** A conversation check per subscription, remembered (bounded): one upstream call per conversation, not per event. */
function readableBy(context: GatewayContext) {
  const known = new Map<string, Promise<boolean>>();
  return (convId: string): Promise<boolean> => {
    let answer = known.get(convId);
    if (!answer) {
      if (known.size >= AUTHORISED_CACHE_LIMIT) known.clear();
      // A failed check is no answer: it is forgotten, and that event is not delivered.
      answer = context.dataSources.messaging.writes.canReadConversation(convId).catch(() => {
        known.delete(convId);
        return false;
      });
      known.set(convId, answer);
    }
    return answer;
  };
}

/**
 * The events of one registration for this subscriber, until the subscriber leaves: then its share is released
 * (the last share removes the webhook upstream).
 */
async function subscribe(context: GatewayContext, kind: RegistrationKind, userIds?: string[]) {
  const registry = context.events.messagingWebhooks;
  if (!registry) throw notConfigured();
  const credential = context.credentials.messaging;
  // Only the subscriber's own token registers a webhook and reads for it (never a configured one).
  if (credential?.source !== 'caller') throw new UpstreamError('messaging', 'missing-credential');
  const writer = context.dataSources.messaging.writes;
  const tokenKey = context.events.hash(`messaging:${JSON.stringify(credential.headers)}`);
  const lease = registry.join(writer, tokenKey, kind, userIds);
  const source = context.events.pubsub.subscribe('messaging', lease.topic);
  // Yoga's pub/sub attaches its listener on the first pull: pull now, before the webhook exists, so that no
  // delivery that follows its registration (or reaches a registration this subscriber shares) is missed.
  const first = source.next();
  try {
    await lease.ready;
  } catch (error) {
    void source.return?.();
    throw error;
  }
  return new Repeater<MessagingEvent>(async (push, stop) => {
    void stop.then(() => {
      lease.release();
      void source.return?.();
    });
    // The registration could not be kept (src/events/messaging-webhooks.ts): the stream ends with a coded error.
    void lease.interrupted.then((error) => stop(interrupted(error)));
    for (let result = await first; !result.done; result = await source.next()) await push(result.value);
    stop();
  });
}

async function checkConversation(context: GatewayContext, convId: string | null | undefined) {
  if (!convId) return;
  if (!(await context.dataSources.messaging.writes.canReadConversation(convId))) {
    throw new UpstreamError('messaging', 'forbidden', 403);
  }
}

/**
 * The events of the conversations the subscriber can read, or of the one it names (refused up front when it cannot
 * read that one). `convIdOf` picks the events of the field's kind and says which conversation each is of.
 */
async function conversationEvents(
  context: GatewayContext,
  kind: RegistrationKind,
  conversationId: string | null | undefined,
  convIdOf: (event: MessagingEvent) => string | undefined,
) {
  await checkConversation(context, conversationId);
  const readable = readableBy(context);
  return pipe(
    await subscribe(context, kind),
    filter(async (event: MessagingEvent) => {
      const convId = convIdOf(event);
      if (!convId || (conversationId && convId !== conversationId)) return false;
      return readable(convId);
    }),
  );
}

builder.subscriptionFields((t) => ({
  messagingItemAdded: t.field({
    type: ConversationItem,
    nullable: false,
    description:
      'Each new item of the conversations the caller can read, or of one conversation (Circuit webhook ' +
      'CONVERSATION.ADD_ITEM). Needs the caller\u2019s own messaging token.',
    args: {
      conversationId: t.arg.id({
        description: 'Only this conversation (`upstreamId` or `id`).',
        validate: conversationKey,
      }),
    },
    subscribe: (_root, args, context) =>
      conversationEvents(context, 'items', args.conversationId, (event) =>
        event.type === 'CONVERSATION.ADD_ITEM' ? event.item.convId : undefined,
      ),
    resolve: (event) => (event as { item: ConversationItemDto }).item,
  }),
  messagingConversationUpdated: t.field({
    type: Conversation,
    nullable: false,
    description:
      'Conversations the caller can read as they are created or change (topic, participants; Circuit webhooks ' +
      'CONVERSATION.CREATE and CONVERSATION.UPDATE), or one of them.',
    args: {
      conversationId: t.arg.id({
        description: 'Only this conversation (`upstreamId` or `id`).',
        validate: conversationKey,
      }),
    },
    subscribe: (_root, args, context) =>
      conversationEvents(context, 'conversations', args.conversationId, (event) =>
        event.type === 'CONVERSATION.CREATE' || event.type === 'CONVERSATION.UPDATE'
          ? event.conversation.convId
          : undefined,
      ),
    resolve: (event) => (event as { conversation: ConversationDto }).conversation,
  }),
  messagingPresenceChanged: t.field({
    type: Presence,
    nullable: false,
    description: 'Presence changes of the given users (Circuit presence webhook, USER.USER_PRESENCE_CHANGE).',
    args: {
      userIds: t.arg.idList({
        required: true,
        description: 'The users to follow, by Circuit user id or `MessagingUser.id` (1 to 100).',
        validate: userKeysSchema,
      }),
    },
    subscribe: async (_root, args, context) => {
      // The caller's token must be able to see these users' presence at all before anything is registered.
      await context.dataSources.messaging.writes.readPresence(args.userIds);
      const wanted = new Set(args.userIds);
      return pipe(
        await subscribe(context, 'presence', args.userIds),
        filter(
          (event: MessagingEvent) =>
            event.type === 'USER.USER_PRESENCE_CHANGE' && wanted.has(event.presence.userId ?? ''),
        ),
      );
    },
    resolve: (event) => (event as { presence: PresenceDto }).presence,
  }),
}));
