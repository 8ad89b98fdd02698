// Typed inputs of the space writes (Circuit REST API v2, spec A), from the form fields of each operation: the
// spec's enums, defaults and limits, checked before any upstream call (a refused input is BAD_USER_INPUT).
import { z } from 'zod';
import { builder } from '../../schema/builder.js';
import { inputEnum } from '../../schema/enums.js';
import { childKeyOrGlobalID, keyOrGlobalID } from '../../schema/global-id.js';
import { SpaceSearchScope } from '../../schema/messaging/enums.js';
import { idSchema, line, MESSAGING_WRITE_LIMITS, prose, userKey } from './inputs.js';

/** Limits of the spec's space form fields. */
export const SPACE_WRITE_LIMITS = {
  /** name, description, search terms, reasons, welcome box content: `maxLength: 2048`. */
  text: 2048,
  /** smallPictureBase64 / largePictureBase64. */
  picture: 256_000,
  /** Labels per call: the spec states none; 100 is the largest count it allows anywhere. */
  labels: 100,
  /** `position` of pinTopic. */
  pinPosition: 255,
} as const;

/** A reply: its Circuit item id, or its `SpaceItem.id`, whose key also names its space and topic. */
export const replyKey = childKeyOrGlobalID(idSchema, 'SpaceItem');
export const labelKey = keyOrGlobalID(idSchema, 'Label');
export const labelKeysSchema = z
  .array(labelKey)
  .min(1, 'must name at least one label')
  .max(SPACE_WRITE_LIMITS.labels, `must name at most ${SPACE_WRITE_LIMITS.labels} labels`);

export const tagsSchema = z
  .array(line(MESSAGING_WRITE_LIMITS.tag).min(1, 'must not be empty'))
  .max(MESSAGING_WRITE_LIMITS.tags, `must name at most ${MESSAGING_WRITE_LIMITS.tags} tags`);
const pictureSchema = z
  .string()
  .max(SPACE_WRITE_LIMITS.picture, `must be at most ${SPACE_WRITE_LIMITS.picture} characters`)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64');
/** Attachment ids of a topic or reply: at most 16000 characters each (the spec), 100 per call. */
const attachmentIdsSchema = z
  .array(
    z
      .string()
      .min(1, 'must not be empty')
      .max(16_000)
      .regex(/^[^,\s]+$/, 'must be one attachment id'),
  )
  .max(MESSAGING_WRITE_LIMITS.attachments, `must name at most ${MESSAGING_WRITE_LIMITS.attachments} attachments`);
export const spaceText = line(SPACE_WRITE_LIMITS.text);
const spaceName = spaceText.min(1, 'must not be empty');

const described = (what: string) => (member: string) => `${what} ${member} (sent as "${member}").`;
export const MessagingSpaceTypeInput = inputEnum(
  'MessagingSpaceTypeInput',
  ['OPEN', 'CLOSED', 'SECRET'] as const,
  'Who finds and joins a space: OPEN anyone may join, CLOSED others request access, SECRET by invitation only.',
  undefined,
  described('Space type'),
);
export const MessagingSpaceAccessModeInput = inputEnum(
  'MessagingSpaceAccessModeInput',
  ['INTERNAL_ONLY', 'INTERNAL_EXTERNAL'] as const,
  'Whether users outside the tenant may take part in a space.',
  undefined,
  described('Access mode'),
);
export const MessagingSpaceStatusInput = inputEnum(
  'MessagingSpaceStatusInput',
  ['ENABLED', 'DISABLED'] as const,
  'Whether a space is in use.',
  undefined,
  described('Status'),
);
export const MessagingSpaceRoleInput = inputEnum(
  'MessagingSpaceRoleInput',
  ['MODERATOR', 'AUTHOR', 'PARTICIPANT', 'READER'] as const,
  'A role in a space: MODERATOR manages it, AUTHOR opens topics, PARTICIPANT replies, READER reads.',
  undefined,
  described('Role'),
);

/** The fields create and update share (update adds the owner; every field there is optional). */
const spaceFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  description: t.string({
    description: `The space description; at most ${SPACE_WRITE_LIMITS.text} characters.`,
    validate: prose(SPACE_WRITE_LIMITS.text),
  }),
  tags: t.stringList({
    description: `Tags of the space (at most ${MESSAGING_WRITE_LIMITS.tags}).`,
    validate: tagsSchema,
  }),
  smallPictureBase64: t.string({
    description: `Small picture, base64; at most ${SPACE_WRITE_LIMITS.picture} characters.`,
    validate: pictureSchema,
  }),
  largePictureBase64: t.string({
    description: `Large picture, base64; at most ${SPACE_WRITE_LIMITS.picture} characters.`,
    validate: pictureSchema,
  }),
});

export const MessagingSpaceInput = builder.inputType('MessagingSpaceInput', {
  description: 'A new space (Circuit `createSpace`); the defaults are the spec\u2019s.',
  fields: (t) => ({
    name: t.string({
      required: true,
      description: `The unique space name; 1 to ${SPACE_WRITE_LIMITS.text} characters.`,
      validate: spaceName,
    }),
    type: t.field({ type: MessagingSpaceTypeInput, defaultValue: 'SECRET', description: 'Who finds and joins it.' }),
    accessModeType: t.field({
      type: MessagingSpaceAccessModeInput,
      defaultValue: 'INTERNAL_ONLY',
      description: 'Whether external users may take part.',
    }),
    status: t.field({ type: MessagingSpaceStatusInput, defaultValue: 'ENABLED', description: 'Whether it is in use.' }),
    defaultRole: t.field({
      type: MessagingSpaceRoleInput,
      defaultValue: 'AUTHOR',
      description: 'The role of a new participant (the spec\u2019s `role`).',
    }),
    ...spaceFields(t),
  }),
});

export const MessagingSpaceUpdateInput = builder.inputType('MessagingSpaceUpdateInput', {
  description: 'Changes to a space (Circuit `updateSpace`): a field left out is not changed, except `status`.',
  fields: (t) => ({
    name: t.string({
      description: `A new unique name; 1 to ${SPACE_WRITE_LIMITS.text} characters.`,
      validate: spaceName,
    }),
    type: t.field({ type: MessagingSpaceTypeInput, description: 'A new type.' }),
    accessModeType: t.field({ type: MessagingSpaceAccessModeInput, description: 'A new access mode.' }),
    status: t.field({
      type: MessagingSpaceStatusInput,
      description: 'A new status. Circuit reads a missing status as ENABLED: a disabled space stays so only when sent.',
    }),
    defaultRole: t.field({ type: MessagingSpaceRoleInput, description: 'A new role for new participants.' }),
    ownerId: t.id({
      description: 'Hand the space to another user (Circuit user id, `MessagingUser.id` or email address).',
      validate: userKey,
    }),
    ...spaceFields(t),
  }),
});

export const MessagingSpaceTopicEditInput = builder.inputType('MessagingSpaceTopicEditInput', {
  description: 'Changes to a space topic (Circuit `updateSpaceTopic`); a field left out is not changed.',
  fields: (t) => ({
    subject: t.string({
      description: `A new title; 1 to ${MESSAGING_WRITE_LIMITS.spaceSubject} characters.`,
      validate: line(MESSAGING_WRITE_LIMITS.spaceSubject).min(1, 'must not be empty'),
    }),
    content: t.string({
      description: `New opening text; at most ${MESSAGING_WRITE_LIMITS.spaceContent} characters.`,
      validate: prose(MESSAGING_WRITE_LIMITS.spaceContent),
    }),
    tags: t.stringList({ description: 'The new tags (replace the old ones).', validate: tagsSchema }),
    attachmentIds: t.stringList({
      description: 'Ids of files uploaded through Circuit\u2019s file API (replace the old ones).',
      validate: attachmentIdsSchema,
    }),
  }),
});

export const MessagingSpaceReplyEditInput = builder.inputType('MessagingSpaceReplyEditInput', {
  description: 'Changes to a space reply (Circuit `updateSpaceReply`); a field left out is not changed.',
  fields: (t) => ({
    content: t.string({
      description: `The new text, 1 to ${MESSAGING_WRITE_LIMITS.spaceContent} characters.`,
      validate: prose(MESSAGING_WRITE_LIMITS.spaceContent).refine((v) => v.trim() !== '', 'must not be empty'),
    }),
    attachmentIds: t.stringList({
      description: 'Ids of files uploaded through Circuit\u2019s file API (replace the old ones).',
      validate: attachmentIdsSchema,
    }),
  }),
});

export const MessagingRecentSpaceSearchInput = builder.inputType('MessagingRecentSpaceSearchInput', {
  description: 'A search to remember in the caller\u2019s recent space searches (Circuit `addRecentSpaceSearch`).',
  fields: (t) => ({
    searchTerm: t.string({
      required: true,
      description: `The term searched for; 1 to ${SPACE_WRITE_LIMITS.text} characters.`,
      validate: spaceText.refine((v) => v.trim() !== '', 'must not be empty'),
    }),
    scope: t.field({ type: SpaceSearchScope, required: true, description: 'Where it was searched.' }),
    startTime: t.field({ type: 'DateTime', description: 'The start of the time range searched.' }),
    endTime: t.field({ type: 'DateTime', description: 'The end of the time range searched.' }),
  }),
});

/** Every field of an edit that may be left out: at least one must be given. */
export function namesAChange(input: Record<string, unknown>): boolean {
  return Object.values(input).some((value) => value !== undefined && value !== null);
}
