// Writes on space topics and their items (Circuit REST API v2, spec A): flag, like, delete, pin, edit and tag.
// Circuit names an item by its id alone; the mutations also take its space and topic, so that what they return is
// read back as it now is and carries the `id` that `node(id:)` reads again (a SpaceItem's key names both).
import { z } from 'zod';
import { written } from '../../http/boundary.js';
import type { MessagingDataSource } from '../../datasources/messaging/index.js';
import { badUserInput } from '../../schema/errors.js';
import { sameParent, type ChildKey } from '../../schema/global-id.js';
import { inTopic, SpaceItem, SpaceTopic } from '../../schema/messaging/spaces.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import { spaceKey, topicKey } from './inputs.js';
import {
  MessagingSpaceReplyEditInput,
  MessagingSpaceTopicEditInput,
  namesAChange,
  replyKey,
  SPACE_WRITE_LIMITS,
  tagsSchema,
} from './spaces-inputs.js';

const writes = (messaging: MessagingDataSource) => messaging.spaceWrites;
type SpaceWriter = ReturnType<typeof writes>;

/** The arguments naming one item: the validation plugin hands over the keys' outputs, typed by their GraphQL type. */
interface ItemArgs {
  spaceId: string;
  topicId: string | number;
  replyId?: string | number | null;
}

/** The topic's and the item's Circuit ids, once the parents their global ids carry agree with the arguments. */
function keysOf(args: ItemArgs) {
  const topicId = sameParent(args.topicId as unknown as ChildKey, args.spaceId, 'topicId', 'spaceId');
  const reply = args.replyId as unknown as ChildKey | null | undefined;
  const itemId = reply ? sameParent(reply, `${args.spaceId}/${topicId}`, 'replyId', 'topicId') : topicId;
  return { spaceId: args.spaceId, topicId, itemId };
}

/**
 * A write on one item, then the item as it now is, named under its topic. Not found again: null when the write
 * removes it (`gone`), else a coded error saying the write happened but its result could not be read.
 */
async function itemAfter(
  messaging: MessagingDataSource,
  args: ItemArgs,
  act: (writer: SpaceWriter, itemId: string) => Promise<void>,
  gone = false,
) {
  const { spaceId, topicId, itemId } = keysOf(args);
  const writer = writes(messaging);
  await act(writer, itemId);
  const item = await writer.getSpaceItemNow(spaceId, topicId, itemId);
  if (!item && gone) return null;
  return inTopic(written('messaging', item, 'item'), topicId);
}

/** A write on one topic, then the topic as it now is (a coded error when it cannot be read again). */
async function topicAfter(
  messaging: MessagingDataSource,
  args: ItemArgs,
  act: (writer: SpaceWriter, topicId: string) => Promise<void>,
) {
  const { spaceId, topicId } = keysOf(args);
  const writer = writes(messaging);
  await act(writer, topicId);
  return written('messaging', await writer.getTopicNow(spaceId, topicId), 'topic');
}

serviceMutationFields('messaging', (t) => {
  const spaceId = () =>
    t.arg.id({ required: true, description: 'The space (`upstreamId` or `id`).', validate: spaceKey });
  const topicId = () =>
    t.arg.id({
      required: true,
      description: "The topic: its item id, or `SpaceTopic.id` (which must be a topic of `spaceId`'s space).",
      validate: topicKey,
    });
  const itemArgs = () => ({
    spaceId: spaceId(),
    topicId: topicId(),
    replyId: t.arg.id({
      description:
        "A reply of the topic (its `upstreamId`, or `SpaceItem.id`, which must be of `topicId`'s topic); " +
        "without one, the topic's own item.",
      validate: replyKey,
    }),
  });
  const topicArgs = () => ({ spaceId: spaceId(), topicId: topicId() });

  /** One of the item actions that answer nothing: flag, unflag, like, unlike, delete. */
  const itemAction = (description: string, act: (writer: SpaceWriter, itemId: string) => Promise<void>, gone = false) =>
    t.field({
      type: SpaceItem,
      description,
      // A deleted item Circuit no longer lists is null: the description says so.
      ...(gone ? { extensions: { nullIsAnswer: true } } : {}),
      args: itemArgs(),
      resolve: (_root, args, { dataSources }) => itemAfter(dataSources.messaging, args, act, gone),
    });

  return {
    flagMessagingSpaceItem: itemAction(
      'Flag a topic or reply for the caller (PUT /spaces/flag/{itemId}); it is listed by `messaging.flaggedItems` ' +
        'afterwards. Returns the item.',
      (writer, itemId) => writer.setItemFlag(itemId, true),
    ),
    unflagMessagingSpaceItem: itemAction(
      'Remove the caller\u2019s flag (PUT /spaces/unflag/{itemId}). Returns the item.',
      (writer, itemId) => writer.setItemFlag(itemId, false),
    ),
    likeMessagingSpaceItem: itemAction(
      'Like a topic or reply (PUT /spaces/like/{itemId}). Returns the item with its likes.',
      (writer, itemId) => writer.setItemLike(itemId, true),
    ),
    unlikeMessagingSpaceItem: itemAction(
      'Take back a like (PUT /spaces/unlike/{itemId}). Returns the item.',
      (writer, itemId) => writer.setItemLike(itemId, false),
    ),
    deleteMessagingSpaceItem: itemAction(
      'Delete a topic or reply (DELETE /spaces/item/{itemId}); its creator or a moderator. Returns it as it now ' +
        'is (status DELETED), or null once Circuit no longer lists it.',
      (writer, itemId) => writer.deleteItem(itemId),
      true,
    ),
    pinMessagingSpaceTopic: t.field({
      type: SpaceTopic,
      description:
        'Pin a topic at a position of its space\u2019s pinned topics (PUT /spaces/{topicId}/pin); moderators only. ' +
        'Returns the topic.',
      args: {
        ...topicArgs(),
        position: t.arg.int({
          defaultValue: 0,
          description: `Where among the pinned topics, 0 (the first) to ${SPACE_WRITE_LIMITS.pinPosition}.`,
          validate: z.number().int().min(0).max(SPACE_WRITE_LIMITS.pinPosition),
        }),
      },
      resolve: (_root, args, { dataSources }) =>
        topicAfter(dataSources.messaging, args, (writer, topic) => writer.pinTopic(topic, args.position ?? 0)),
    }),
    unpinMessagingSpaceTopic: t.field({
      type: SpaceTopic,
      description: 'Unpin a topic (PUT /spaces/{topicId}/unpin); moderators only. Returns the topic.',
      args: topicArgs(),
      resolve: (_root, args, { dataSources }) =>
        topicAfter(dataSources.messaging, args, (writer, topic) => writer.unpinTopic(topic)),
    }),
    editMessagingSpaceTopic: t.field({
      type: SpaceTopic,
      description:
        'Change a topic\u2019s subject, text, tags or attachments (PUT /spaces/{spaceId}/topic/{topicId}); its ' +
        'creator or a moderator. Returns the topic.',
      args: {
        ...topicArgs(),
        input: t.arg({ type: MessagingSpaceTopicEditInput, required: true, description: 'What to change.' }),
      },
      resolve: async (_root, args, { dataSources }) => {
        const { input } = args;
        if (!namesAChange(input)) throw badUserInput('Argument "input": names nothing to change', 'input');
        const { spaceId: space, topicId: topic } = keysOf(args);
        const updated = await writes(dataSources.messaging).updateTopic(space, topic, {
          subject: input.subject,
          content: input.content,
          tags: input.tags,
          attachments: input.attachmentIds,
        });
        return written('messaging', updated, 'topic');
      },
    }),
    editMessagingSpaceReply: t.field({
      type: SpaceItem,
      description:
        'Change a reply\u2019s text or attachments (PUT /spaces/{spaceId}/topic/{topicId}/reply/{replyId}); its ' +
        'creator. Returns the reply.',
      args: {
        ...topicArgs(),
        replyId: t.arg.id({
          required: true,
          description: "The reply (its `upstreamId`, or `SpaceItem.id`, which must be of `topicId`'s topic).",
          validate: replyKey,
        }),
        input: t.arg({ type: MessagingSpaceReplyEditInput, required: true, description: 'What to change.' }),
      },
      resolve: async (_root, args, { dataSources }) => {
        const { input } = args;
        if (!namesAChange(input)) throw badUserInput('Argument "input": names nothing to change', 'input');
        const { spaceId: space, topicId: topic, itemId } = keysOf(args);
        const reply = await writes(dataSources.messaging).updateReply(space, topic, itemId, {
          content: input.content,
          attachments: input.attachmentIds,
        });
        return inTopic(written('messaging', reply, 'reply'), topic);
      },
    }),
    updateMessagingSpaceTopicTags: t.field({
      type: SpaceTopic,
      description:
        'Replace the tags of a topic (PUT /spaces/topic/{topicId}/updateTags); its creator or a moderator. ' +
        'Returns the topic.',
      args: {
        ...topicArgs(),
        tags: t.arg.stringList({
          required: true,
          description: 'The new tags, 1 to 100 (a form cannot send an empty list).',
          validate: tagsSchema.min(1, 'must name at least one tag'),
        }),
      },
      resolve: async (_root, args, { dataSources }) => {
        const { spaceId: space, topicId: topic } = keysOf(args);
        return written(
          'messaging',
          await writes(dataSources.messaging).updateTopicTags(space, topic, args.tags),
          'topic',
        );
      },
    }),
  };
});
