// Typed inputs of the messaging writes and their limits, as spec A states them (form fields of each operation),
// checked before any upstream call: a refused input is BAD_USER_INPUT and nothing is sent.
import { z } from 'zod';
import { builder } from '../../schema/builder.js';
import { badUserInput } from '../../schema/errors.js';
import { inputEnum } from '../../schema/enums.js';
import { childKeyOrGlobalID, keyOrGlobalID } from '../../schema/global-id.js';

/**
 * Circuit ids are UUIDs; users may also be named by email address. Anything else (a slash, `..`, `%2F`, control
 * characters, spaces) is refused before it reaches a path. Reads and writes share it.
 */
export const idSchema = z
  .string()
  .min(1, 'must not be empty')
  .max(256, 'must be at most 256 characters')
  .regex(/^[A-Za-z0-9@._+-]+$/, 'must be an id (letters, digits, "-", "_", ".", "@", "+")')
  .refine((value) => value !== '.' && value !== '..', 'must not be a dot segment');

/**
 * Users per call. The spec states no maximum for `participants`; 100 is the largest count it allows anywhere
 * (the batch reads use it too), so a longer list is refused here rather than by the upstream.
 */
export const MAX_PARTICIPANTS = 100;

/** Id arguments of the writes and subscriptions: Circuit's key, or the `id` a client read from that type. */
export const conversationKey = keyOrGlobalID(idSchema, 'Conversation');
export const itemKey = keyOrGlobalID(idSchema, 'ConversationItem');
export const spaceKey = keyOrGlobalID(idSchema, 'Space');
export const userKey = keyOrGlobalID(idSchema, 'MessagingUser');
/**
 * A space topic: Circuit's item id of the topic, or its `SpaceTopic.id`, whose composite key also names the
 * space (the resolver refuses it when that is not the space argument's).
 */
export const topicKey = childKeyOrGlobalID(idSchema, 'SpaceTopic');
/** Users of one call (participants, presence subscriptions): 1 to MAX_PARTICIPANTS. */
export const userKeysSchema = z
  .array(userKey)
  .min(1, 'must name at least one participant')
  .max(MAX_PARTICIPANTS, `must name at most ${MAX_PARTICIPANTS} participants`);

/** Text that people write: bounded; line breaks and tabs are fine, other control characters are not. */
export const prose = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'must not contain control characters');
/** One line of text (a subject, a topic, a status). */
export const line = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');

/** Limits of the spec's form fields, per operation. */
export const MESSAGING_WRITE_LIMITS = {
  /** `content` of addTextItem / addTextItemWithParent / updateTextItem (rich text). */
  textContent: 16_384,
  subject: 255,
  formMetaData: 32_768,
  /** Attachment ids: addTextItemWithParent allows 4096 characters each, the others 16000. */
  attachmentId: 4096,
  attachments: 100,
  topic: 2048,
  /** `content` of createSpaceTopic / createReply. */
  spaceContent: 200_000,
  spaceSubject: 2048,
  tag: 2048,
  tags: 100,
  statusMessage: 2048,
} as const;

const attachmentsSchema = z
  .array(
    z
      .string()
      .min(1, 'must not be empty')
      .max(MESSAGING_WRITE_LIMITS.attachmentId)
      .regex(/^[^,\s]+$/, 'must be one attachment id'),
  )
  .max(MESSAGING_WRITE_LIMITS.attachments, `must name at most ${MESSAGING_WRITE_LIMITS.attachments} attachments`);

export const MessagingMessageInput = builder.inputType('MessagingMessageInput', {
  description:
    'A text item of a conversation (Circuit `addTextItem` / `addTextItemWithParent` / `updateTextItem`). ' +
    'A new item needs content or at least one attachment.',
  fields: (t) => ({
    content: t.string({
      description: `The text, rich text (Circuit's HTML subset) allowed; at most ${MESSAGING_WRITE_LIMITS.textContent} characters.`,
      validate: prose(MESSAGING_WRITE_LIMITS.textContent),
    }),
    subject: t.string({
      description: `A headline shown above the text; at most ${MESSAGING_WRITE_LIMITS.subject} characters.`,
      validate: line(MESSAGING_WRITE_LIMITS.subject),
    }),
    attachmentIds: t.stringList({
      description: 'Ids of files uploaded through Circuit\u2019s file API.',
      validate: attachmentsSchema,
    }),
    formMetaData: t.string({
      description: `Form definition of an interactive item (Circuit's JSON); at most ${MESSAGING_WRITE_LIMITS.formMetaData} characters.`,
      validate: prose(MESSAGING_WRITE_LIMITS.formMetaData),
    }),
  }),
});

export const MessagingSpaceTopicInput = builder.inputType('MessagingSpaceTopicInput', {
  description: 'A new topic of a space (Circuit `createSpaceTopic`).',
  fields: (t) => ({
    subject: t.string({
      required: true,
      description: `The topic's title; 1 to ${MESSAGING_WRITE_LIMITS.spaceSubject} characters.`,
      validate: line(MESSAGING_WRITE_LIMITS.spaceSubject).min(1, 'must not be empty'),
    }),
    content: t.string({
      description: `The opening text; at most ${MESSAGING_WRITE_LIMITS.spaceContent} characters.`,
      validate: prose(MESSAGING_WRITE_LIMITS.spaceContent),
    }),
    tags: t.stringList({
      description: 'Tags of the topic.',
      validate: z
        .array(line(MESSAGING_WRITE_LIMITS.tag).min(1, 'must not be empty'))
        .max(MESSAGING_WRITE_LIMITS.tags, `must name at most ${MESSAGING_WRITE_LIMITS.tags} tags`),
    }),
    attachmentIds: t.stringList({
      description: 'Ids of files uploaded through Circuit\u2019s file API.',
      validate: attachmentsSchema,
    }),
  }),
});

/** The states a caller may set: the output enum's members without UNKNOWN (which only reads can meet). */
const PresenceStateInput = inputEnum(
  'PresenceStateInput',
  ['AVAILABLE', 'OFFLINE', 'AWAY', 'BUSY', 'DND'] as const,
  'A presence state a caller may set.',
);

export const MessagingPresenceInput = builder.inputType('MessagingPresenceInput', {
  description: 'The caller\u2019s new presence (Circuit `setUserPresence`).',
  fields: (t) => ({
    state: t.field({
      type: PresenceStateInput,
      required: true,
      description: 'The new state; DND (do not disturb) needs `dndUntil`.',
    }),
    statusMessage: t.string({
      description: `Shown instead of the location; at most ${MESSAGING_WRITE_LIMITS.statusMessage} characters.`,
      validate: line(MESSAGING_WRITE_LIMITS.statusMessage),
    }),
    dndUntil: t.field({ type: 'DateTime', description: 'Until when DND lasts; required with state DND.' }),
    clearDnd: t.boolean({ description: 'End a running DND period.' }),
  }),
});

export interface MessageFields {
  content?: string | null;
  subject?: string | null;
  attachmentIds?: readonly string[] | null;
  formMetaData?: string | null;
}

/** A new item carries something to show: the spec makes content mandatory unless an attachment is added. */
export function newMessage(input: MessageFields, argument = 'input') {
  if (!input.content?.trim() && !input.attachmentIds?.length) {
    throw badUserInput(`Argument "${argument}": needs content or at least one attachment`, `${argument}.content`);
  }
  return messageFields(input);
}

/** An edit changes something. */
export function editedMessage(input: MessageFields, argument = 'input') {
  if ([input.content, input.subject, input.attachmentIds, input.formMetaData].every((value) => value == null)) {
    throw badUserInput(`Argument "${argument}": names nothing to change`, argument);
  }
  return messageFields(input);
}

function messageFields(input: MessageFields) {
  return {
    content: input.content,
    subject: input.subject,
    attachments: input.attachmentIds,
    formMetaData: input.formMetaData,
  };
}
