// Messaging mutations (Circuit REST API v2, spec A): top-level, verb-first, each returning the object it changed
// in the same output type the queries use, so a normalised client cache updates. Every one is sent with the
// caller's own token only (MessagingWriter) and none is retried automatically unless HTTP says it is idempotent.
import { written } from '../../http/boundary.js';
import type { MessagingDataSource } from '../../datasources/messaging/index.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import { badUserInput } from '../../schema/errors.js';
import { sameParent, type ChildKey } from '../../schema/global-id.js';
import { Conversation, ConversationItem } from '../../schema/messaging/conversations.js';
import { Presence } from '../../schema/messaging/users.js';
import { Space, SpaceItem, SpaceTopic } from '../../schema/messaging/spaces.js';
import {
  editedMessage,
  itemKey,
  line,
  MessagingMessageInput,
  MessagingPresenceInput,
  MessagingSpaceTopicInput,
  MESSAGING_WRITE_LIMITS,
  newMessage,
  prose,
  spaceKey,
  topicKey,
  userKey,
  userKeysSchema,
} from './inputs.js';
import { conversationIdArg, conversationWriteField } from './conversation-write.js';

const writes = (messaging: MessagingDataSource) => messaging.writes;

serviceMutationFields('messaging', (t) => {
  const conversationId = () => conversationIdArg(t);
  const itemId = () => t.arg.id({ required: true, description: 'The item (`upstreamId` or `id`).', validate: itemKey });
  const spaceId = () =>
    t.arg.id({ required: true, description: 'The space (`upstreamId` or `id`).', validate: spaceKey });
  const participants = () =>
    t.arg.idList({
      required: true,
      description: 'Users by Circuit user id, `MessagingUser.id` or email address (1 to 100).',
      validate: userKeysSchema,
    });
  const itemArgs = () => ({ conversationId: conversationId(), itemId: itemId() });

  /** A write without an answer body, then the item as it now is. */
  const itemAction = (
    description: string,
    act: (w: ReturnType<typeof writes>, c: string, i: string) => Promise<void>,
  ) =>
    t.field({
      type: ConversationItem,
      description,
      args: itemArgs(),
      resolve: async (_root, args, { dataSources }) => {
        const writer = writes(dataSources.messaging);
        await act(writer, args.conversationId, args.itemId);
        return writer.getItemNow(args.itemId);
      },
    });
  /** A write without an answer body, then the conversation as it now is. */
  const conversationAction = (
    description: string,
    act: (w: ReturnType<typeof writes>, conversation: string) => Promise<void>,
  ) => conversationWriteField(t, writes, description, act);

  return {
    postMessagingMessage: t.field({
      type: ConversationItem,
      nullable: false,
      description: 'Post a text item to a conversation (POST /conversations/{convId}/messages). Returns the new item.',
      args: {
        conversationId: conversationId(),
        input: t.arg({ type: MessagingMessageInput, required: true, description: 'What to post.' }),
      },
      resolve: (_root, args, { dataSources }) =>
        writes(dataSources.messaging).postTextItem(args.conversationId, newMessage(args.input)),
    }),
    replyToMessagingMessage: t.field({
      type: ConversationItem,
      nullable: false,
      description:
        'Reply to an item in its thread (POST /conversations/{convId}/messages/{itemId}). Returns the reply.',
      args: {
        conversationId: conversationId(),
        parentItemId: t.arg.id({ required: true, description: 'The item replied to.', validate: itemKey }),
        input: t.arg({ type: MessagingMessageInput, required: true, description: 'What to reply.' }),
      },
      resolve: (_root, args, { dataSources }) =>
        writes(dataSources.messaging).replyToTextItem(args.conversationId, args.parentItemId, newMessage(args.input)),
    }),
    editMessagingMessage: t.field({
      type: ConversationItem,
      nullable: false,
      description:
        "Change a text item's content, subject or attachments (PUT /conversations/{convId}/messages/{itemId}).",
      args: {
        ...itemArgs(),
        input: t.arg({ type: MessagingMessageInput, required: true, description: 'The fields to change.' }),
      },
      resolve: (_root, args, { dataSources }) =>
        writes(dataSources.messaging).updateTextItem(args.conversationId, args.itemId, editedMessage(args.input)),
    }),
    deleteMessagingMessage: t.field({
      type: ConversationItem,
      nullable: false,
      description:
        'Delete a text item (DELETE /conversations/{convId}/messages/{itemId}). Returns it as it now is (state DELETED).',
      args: itemArgs(),
      resolve: (_root, args, { dataSources }) =>
        writes(dataSources.messaging).deleteTextItem(args.conversationId, args.itemId),
    }),
    likeMessagingMessage: itemAction(
      'Like an item (POST /conversations/{convId}/messages/{itemId}/like); returns it with its likes.',
      (w, c, i) => w.likeItem(c, i, true),
    ),
    unlikeMessagingMessage: itemAction(
      'Take back a like (DELETE /conversations/{convId}/messages/{itemId}/like); returns the item.',
      (w, c, i) => w.likeItem(c, i, false),
    ),
    flagMessagingMessage: t.field({
      type: ConversationItem,
      description:
        'Flag an item for the caller (POST /conversations/{convId}/messages/{itemId}/flag); returns the item. ' +
        'It is listed by `messaging.flaggedMessages` afterwards.',
      args: {
        ...itemArgs(),
        parentItemId: t.arg.id({ description: 'The thread parent, when the item is a reply.', validate: itemKey }),
      },
      resolve: async (_root, args, { dataSources }) => {
        const writer = writes(dataSources.messaging);
        await writer.flagItem(args.conversationId, args.itemId, args.parentItemId);
        return writer.getItemNow(args.itemId);
      },
    }),
    unflagMessagingMessage: itemAction(
      'Remove the caller\u2019s flag (DELETE /conversations/{convId}/messages/{itemId}/flag); returns the item.',
      (w, c, i) => w.unflagItem(c, i),
    ),
    pinMessagingMessage: t.field({
      type: Conversation,
      description: 'Pin an item as a topic of its conversation (POST /conversations/{convId}/pins/{itemId}).',
      args: itemArgs(),
      resolve: (_root, args, { dataSources }) =>
        writes(dataSources.messaging).pinItem(args.conversationId, args.itemId, true),
    }),
    unpinMessagingMessage: t.field({
      type: Conversation,
      description: 'Unpin an item (DELETE /conversations/{convId}/pins/{itemId}).',
      args: itemArgs(),
      resolve: (_root, args, { dataSources }) =>
        writes(dataSources.messaging).pinItem(args.conversationId, args.itemId, false),
    }),
    createMessagingGroupConversation: t.field({
      type: Conversation,
      nullable: false,
      description: 'Start a group conversation with the caller and these users (POST /conversations/group).',
      args: {
        participants: participants(),
        topic: t.arg.string({
          description: `The title (at most ${MESSAGING_WRITE_LIMITS.topic} characters); without one clients show the names.`,
          validate: line(MESSAGING_WRITE_LIMITS.topic),
        }),
      },
      resolve: (_root, args, { dataSources }) =>
        writes(dataSources.messaging).createGroupConversation(args.participants, args.topic),
    }),
    createMessagingDirectConversation: t.field({
      type: Conversation,
      nullable: false,
      description:
        'The 1-to-1 conversation of the caller and a user (POST /conversations/direct): created, or the existing one.',
      args: {
        participant: t.arg.id({
          required: true,
          description: 'The user, by Circuit user id, `MessagingUser.id` or email address.',
          validate: userKey,
        }),
      },
      resolve: (_root, args, { dataSources }) =>
        writes(dataSources.messaging).createDirectConversation(args.participant),
    }),
    addMessagingConversationParticipants: t.field({
      type: Conversation,
      nullable: false,
      description: 'Add users to a group conversation (POST /conversations/group/{convId}/participants).',
      args: { conversationId: conversationId(), participants: participants() },
      resolve: (_root, args, { dataSources }) =>
        writes(dataSources.messaging).addParticipants(args.conversationId, args.participants),
    }),
    removeMessagingConversationParticipants: t.field({
      type: Conversation,
      nullable: false,
      description: 'Remove users from a group conversation (DELETE /conversations/group/{convId}/participants).',
      args: { conversationId: conversationId(), participants: participants() },
      resolve: (_root, args, { dataSources }) =>
        writes(dataSources.messaging).removeParticipants(args.conversationId, args.participants),
    }),
    updateMessagingConversationTopic: t.field({
      type: Conversation,
      nullable: false,
      description: "Change a group conversation's title (PUT /conversations/group/{convId}).",
      args: {
        conversationId: conversationId(),
        topic: t.arg.string({
          required: true,
          description: `The new title, at most ${MESSAGING_WRITE_LIMITS.topic} characters.`,
          validate: line(MESSAGING_WRITE_LIMITS.topic),
        }),
      },
      resolve: (_root, args, { dataSources }) =>
        writes(dataSources.messaging).updateGroupTopic(args.conversationId, args.topic),
    }),
    joinMessagingCommunity: t.field({
      type: Conversation,
      nullable: false,
      description: 'Join a community conversation (POST /conversations/community/{convId}/join).',
      args: { conversationId: conversationId() },
      resolve: (_root, args, { dataSources }) => writes(dataSources.messaging).joinCommunity(args.conversationId),
    }),
    archiveMessagingConversation: conversationAction(
      'Archive a conversation for the caller (POST /conversations/{convId}/archive).',
      (w, c) => w.setArchived(c, true),
    ),
    unarchiveMessagingConversation: conversationAction(
      'Bring an archived conversation back (DELETE /conversations/{convId}/archive).',
      (w, c) => w.setArchived(c, false),
    ),
    favoriteMessagingConversation: conversationAction(
      'Add a conversation to the caller\u2019s favorites (POST /conversations/{convId}/favorite).',
      (w, c) => w.setFavorite(c, true),
    ),
    unfavoriteMessagingConversation: conversationAction(
      'Remove a conversation from the caller\u2019s favorites (DELETE /conversations/{convId}/favorite).',
      (w, c) => w.setFavorite(c, false),
    ),
    createMessagingSpaceTopic: t.field({
      type: SpaceTopic,
      nullable: false,
      description: 'Open a topic in a space (POST /spaces/{spaceId}/topic). Returns the new topic.',
      args: {
        spaceId: spaceId(),
        input: t.arg({ type: MessagingSpaceTopicInput, required: true, description: 'The topic.' }),
      },
      resolve: (_root, args, { dataSources }) =>
        writes(dataSources.messaging).createSpaceTopic(args.spaceId, {
          subject: args.input.subject,
          content: args.input.content,
          tags: args.input.tags,
          attachments: args.input.attachmentIds,
        }),
    }),
    replyToMessagingSpaceTopic: t.field({
      type: SpaceItem,
      nullable: false,
      description: 'Reply to a space topic (POST /spaces/{spaceId}/topic/{topicId}/reply). Returns the reply.',
      args: {
        spaceId: spaceId(),
        topicId: t.arg.id({
          required: true,
          description: "The topic: its item id, or `SpaceTopic.id` (which must be a topic of `spaceId`'s space).",
          validate: topicKey,
        }),
        content: t.arg.string({
          required: true,
          description: `The reply, 1 to ${MESSAGING_WRITE_LIMITS.spaceContent} characters.`,
          validate: prose(MESSAGING_WRITE_LIMITS.spaceContent).refine((v) => v.trim() !== '', 'must not be empty'),
        }),
      },
      resolve: async (_root, args, { dataSources }) => {
        // The validation plugin hands over topicKey's output but types the argument by its GraphQL type (ID).
        const topicId = sameParent(args.topicId as unknown as ChildKey, args.spaceId, 'topicId', 'spaceId');
        const reply = await writes(dataSources.messaging).replyToSpaceTopic(args.spaceId, topicId, args.content);
        // The spec requires nothing of the answer: what it leaves out of the reply is filled from the request.
        return { spaceId: args.spaceId, ...reply.spaceItem, parentTopicId: topicId };
      },
    }),
    markMessagingSpaceRead: t.field({
      type: Space,
      description:
        'Mark a space as read up to a time (PUT /spaces/{id}/updateTimestamp): Circuit has no per-conversation ' +
        'read mark in its API, the space read timestamp is the one it offers.',
      args: {
        spaceId: spaceId(),
        readUntil: t.arg({ type: 'DateTime', description: 'Read up to this time; default now.' }),
      },
      resolve: async (_root, args, { dataSources }) => {
        const writer = writes(dataSources.messaging);
        await writer.markSpaceRead(args.spaceId, (args.readUntil ?? new Date()).toISOString());
        return written('messaging', await writer.getSpaceNow(args.spaceId), 'space');
      },
    }),
    leaveMessagingSpace: t.field({
      type: Space,
      extensions: { nullIsAnswer: true },
      description:
        'Leave a space (POST /spaces/{id}/leave); returns the space as it now is, or null when the caller, having ' +
        'left, may no longer see it.',
      args: { spaceId: spaceId() },
      resolve: async (_root, args, { dataSources }) => {
        const writer = writes(dataSources.messaging);
        await writer.leaveSpace(args.spaceId);
        return writer.getSpaceNow(args.spaceId);
      },
    }),
    setMessagingPresence: t.field({
      type: Presence,
      nullable: false,
      description: 'Set the caller\u2019s presence (PUT /users/presence). Returns it as Circuit now shows it.',
      args: { input: t.arg({ type: MessagingPresenceInput, required: true, description: 'The new presence.' }) },
      resolve: (_root, { input }, { dataSources }) => {
        if (input.state === 'DND' && !input.dndUntil)
          throw badUserInput('Argument "input": DND needs dndUntil', 'input.dndUntil');
        if (input.dndUntil && input.dndUntil.getTime() <= Date.now()) {
          throw badUserInput('Argument "input.dndUntil": must be in the future', 'input.dndUntil');
        }
        return writes(dataSources.messaging).setPresence({
          state: input.state,
          statusMessage: input.statusMessage,
          dndUntil: input.dndUntil?.toISOString(),
          clearDnd: input.clearDnd,
        });
      },
    }),
  };
});
