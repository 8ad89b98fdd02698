// Typed inputs of the messaging management writes (communities, moderation, labels, profile, webhooks), with the
// limits and enums of spec A's form fields; checked before any upstream call (a refused input is BAD_USER_INPUT).
import { z } from 'zod';
import { builder } from '../../schema/builder.js';
import { badUserInput } from '../../schema/errors.js';
import { inputEnum } from '../../schema/enums.js';
import { keyOrGlobalID } from '../../schema/global-id.js';
import { idSchema, line, MESSAGING_WRITE_LIMITS, prose, userKey, userKeysSchema } from './inputs.js';

export const MANAGEMENT_LIMITS = {
  /** `topic` and `description` of createCommunityConversation / updateConversationCommunity. */
  communityText: 2048,
  /** `label` of assignLabel and of the user labels. */
  label: 2048,
  /** `firstname`, `lastname`, `jobTitle` of updateProfile. */
  profileName: 128,
  /** A webhook's callback URL, and the fields of createIncomingWebhook. */
  url: 2048,
  incomingWebhookText: 2048,
} as const;

export const labelKey = keyOrGlobalID(idSchema, 'Label');
export const webhookKey = keyOrGlobalID(idSchema, 'Webhook');

/** A label's text: one non-blank line. */
export const labelValue = line(MANAGEMENT_LIMITS.label).refine((value) => value.trim() !== '', 'must not be empty');

/** Where Circuit posts events: an absolute http(s) URL. */
const callbackUrl = z
  .string()
  .max(MANAGEMENT_LIMITS.url, `must be at most ${MANAGEMENT_LIMITS.url} characters`)
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, 'must be an absolute http or https URL');

/** Each argument names something to change: an update with none is refused before it is sent. */
export function somethingToChange<T extends object>(input: T, argument = 'input'): T {
  if (Object.values(input).every((value) => value === null || value === undefined)) {
    throw badUserInput(`Argument "${argument}": names nothing to change`, argument);
  }
  return input;
}

export const MessagingCommunityInput = builder.inputType('MessagingCommunityInput', {
  description: 'A new community conversation (Circuit `createCommunityConversation`): open to the whole tenant.',
  fields: (t) => ({
    topic: t.string({
      required: true,
      description: `The title; 1 to ${MANAGEMENT_LIMITS.communityText} characters.`,
      validate: line(MANAGEMENT_LIMITS.communityText).refine((value) => value.trim() !== '', 'must not be empty'),
    }),
    description: t.string({
      description: `What the community is about; at most ${MANAGEMENT_LIMITS.communityText} characters.`,
      validate: prose(MANAGEMENT_LIMITS.communityText),
    }),
    participants: t.idList({
      description: 'Users to add besides the caller, by Circuit user id, `MessagingUser.id` or email (1 to 100).',
      validate: userKeysSchema,
    }),
  }),
});

export const MessagingCommunityUpdateInput = builder.inputType('MessagingCommunityUpdateInput', {
  description: "A community's new title and/or description (Circuit `updateConversationCommunity`).",
  fields: (t) => ({
    topic: t.string({
      description: `The new title; 1 to ${MANAGEMENT_LIMITS.communityText} characters.`,
      validate: line(MANAGEMENT_LIMITS.communityText).refine((value) => value.trim() !== '', 'must not be empty'),
    }),
    description: t.string({
      description: `The new description; at most ${MANAGEMENT_LIMITS.communityText} characters.`,
      validate: prose(MANAGEMENT_LIMITS.communityText),
    }),
  }),
});

/** The spec's `locale` enum of updateProfile. */
const MessagingLocaleInput = inputEnum(
  'MessagingLocaleInput',
  ['EN_US', 'DE_DE', 'EN_GB', 'ES_ES', 'FR_FR', 'IT_IT', 'RU_RU', 'ZH_HANS_CN', 'PT_BR', 'NL_NL', 'CA_ES'] as const,
  'A locale a Circuit user may choose.',
);

export const MessagingProfileInput = builder.inputType('MessagingProfileInput', {
  description: 'Changes to the caller\u2019s own profile (Circuit `updateProfile`); fields left out stay as they are.',
  fields: (t) => ({
    firstName: t.string({
      description: `The first name; 1 to ${MANAGEMENT_LIMITS.profileName} characters.`,
      validate: line(MANAGEMENT_LIMITS.profileName).min(1, 'must not be empty'),
    }),
    lastName: t.string({
      description: `The last name; 1 to ${MANAGEMENT_LIMITS.profileName} characters.`,
      validate: line(MANAGEMENT_LIMITS.profileName).min(1, 'must not be empty'),
    }),
    jobTitle: t.string({
      description: `The job title; at most ${MANAGEMENT_LIMITS.profileName} characters.`,
      validate: line(MANAGEMENT_LIMITS.profileName),
    }),
    locale: t.field({ type: MessagingLocaleInput, description: 'The language and region of Circuit\u2019s clients.' }),
  }),
});

/** The spec's `filter` enum of `updateWebHook` (`AREA.EVENT`; GraphQL names cannot hold the dot). */
const WEBHOOK_EVENTS = {
  CONVERSATION_CREATE: 'CONVERSATION.CREATE',
  CONVERSATION_UPDATE: 'CONVERSATION.UPDATE',
  CONVERSATION_ADD_ITEM: 'CONVERSATION.ADD_ITEM',
  CONVERSATION_UPDATE_ITEM: 'CONVERSATION.UPDATE_ITEM',
  USER_INCOMING_CALL: 'USER.INCOMING_CALL',
  USER_USER_UPDATED: 'USER.USER_UPDATED',
  USER_USER_SETTING_UPDATED: 'USER.USER_SETTING_UPDATED',
  USER_SUBMIT_FORM_DATA: 'USER.SUBMIT_FORM_DATA',
} as const;
const MessagingWebhookEventInput = inputEnum(
  'MessagingWebhookEventInput',
  Object.keys(WEBHOOK_EVENTS) as Array<keyof typeof WEBHOOK_EVENTS>,
  'An event a webhook can receive.',
  WEBHOOK_EVENTS,
);

export const MessagingWebhookUpdateInput = builder.inputType('MessagingWebhookUpdateInput', {
  description: 'A webhook registration\u2019s new URL and/or events (Circuit `updateWebHook`).',
  fields: (t) => ({
    url: t.string({ description: 'The new callback URL (http or https).', validate: callbackUrl }),
    filter: t.field({
      type: [MessagingWebhookEventInput],
      description: 'The events to receive from now on (replaces the old list); at least one.',
      validate: z
        .array(z.string())
        .min(1, 'must name at least one event')
        .refine((events) => new Set(events).size === events.length, 'must not name an event twice'),
    }),
  }),
});

export const MessagingPresenceWebhookUpdateInput = builder.inputType('MessagingPresenceWebhookUpdateInput', {
  description: 'A presence webhook\u2019s new URL and/or users (Circuit `updatePresenceWebHook`).',
  fields: (t) => ({
    url: t.string({ description: 'The new callback URL (http or https).', validate: callbackUrl }),
    userIds: t.idList({
      description: 'The users to follow from now on (replaces the old list), 1 to 100.',
      validate: userKeysSchema,
    }),
  }),
});

export const MessagingIncomingWebhookInput = builder.inputType('MessagingIncomingWebhookInput', {
  description: 'A new incoming webhook of a conversation (Circuit `createIncomingWebhook`).',
  fields: (t) => ({
    name: t.string({
      description: `A name to know it by; at most ${MANAGEMENT_LIMITS.incomingWebhookText} characters.`,
      validate: line(MANAGEMENT_LIMITS.incomingWebhookText),
    }),
    description: t.string({
      description: `What it posts; at most ${MANAGEMENT_LIMITS.incomingWebhookText} characters.`,
      validate: prose(MANAGEMENT_LIMITS.incomingWebhookText),
    }),
    userId: t.id({
      description: 'The user its posts appear from (a participant); Circuit\u2019s default is the caller.',
      validate: userKey,
    }),
  }),
});

export const MessagingIncomingWebhookMessageInput = builder.inputType('MessagingIncomingWebhookMessageInput', {
  description:
    'A post through an incoming webhook, in Slack\u2019s incoming-webhook form (Circuit ' +
    '`IncomingWebhookSlackMessage`); needs `text` or `fileUrl`.',
  fields: (t) => ({
    text: t.string({
      description: `The text; *bold* and _italic_ are formatted. At most ${MESSAGING_WRITE_LIMITS.textContent} characters.`,
      validate: prose(MESSAGING_WRITE_LIMITS.textContent),
    }),
    subject: t.string({
      description: `A headline; at most ${MESSAGING_WRITE_LIMITS.subject} characters.`,
      validate: line(MESSAGING_WRITE_LIMITS.subject),
    }),
    markdown: t.boolean({ description: 'Whether `text` is formatted as markdown.' }),
    fileUrl: t.string({ description: 'A file to attach, by its http(s) URL.', validate: callbackUrl }),
    filename: t.string({
      description: `The attached file\u2019s name; at most ${MESSAGING_WRITE_LIMITS.subject} characters.`,
      validate: line(MESSAGING_WRITE_LIMITS.subject),
    }),
  }),
});
