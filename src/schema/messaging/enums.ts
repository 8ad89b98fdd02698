// Enums of the messaging service: open enums of upstream values, and the argument enums of its reads.
import { builder } from '../builder.js';
import { openEnum } from '../enums.js';

// --- enums ---------------------------------------------------------------------------------------------------

export const ConversationType = openEnum('ConversationType', ['DIRECT', 'GROUP', 'COMMUNITY', 'LARGE']);
export const ConversationItemType = openEnum('ConversationItemType', ['TEXT', 'SYSTEM', 'RTC']);
export const PresenceState = openEnum('PresenceState', ['AVAILABLE', 'OFFLINE', 'AWAY', 'BUSY', 'DND']);
export const WebhookType = openEnum('WebhookType', ['MANUAL', 'EXTENSION']);
export const IncomingWebhookStatus = openEnum('IncomingWebhookStatus', ['ENABLED', 'DISABLED']);
export const TextContentType = openEnum('TextContentType', ['RICH', 'PLAIN']);

export const MessagingDirection = builder.enumType('MessagingDirection', {
  description: 'Which side of a point in time to read from.',
  values: ['BEFORE', 'AFTER'] as const,
});
export const MessagingSortOrder = builder.enumType('MessagingSortOrder', {
  values: ['ASCENDING', 'DESCENDING'] as const,
});
export const CommunitySort = builder.enumType('CommunitySort', {
  values: ['ALPHABETICALLY', 'RECENT_ACTIVITY', 'POPULARITY'] as const,
});
export const ConversationSearchScope = builder.enumType('ConversationSearchScope', {
  values: ['FILES', 'PEOPLE', 'MEMBERS', 'MESSAGES', 'SENTBY', 'ALL', 'CONVERSATIONS', 'LABEL', 'FILTER'] as const,
});
export const ConversationParticipantType = builder.enumType('ConversationParticipantType', {
  values: ['REGULAR', 'MODERATOR', 'GUEST', 'FORMER', 'BOT'] as const,
});
export const SpaceDirectorySort = builder.enumType('SpaceDirectorySort', {
  values: ['LAST_CONTENT', 'NAME', 'NUMBER_OF_USERS', 'CREATION_DATE'] as const,
});
export const SpaceDirectoryFilter = builder.enumType('SpaceDirectoryFilter', {
  values: ['NONE', 'JOINED', 'REQUESTED', 'OPEN', 'CLOSED', 'NOT_JOINED_REQUESTED'] as const,
});
export const SpaceParticipantSort = builder.enumType('SpaceParticipantSort', {
  values: ['DISPLAY_NAME', 'NAME', 'FIRST_NAME'] as const,
});
export const SpaceParticipantFilter = builder.enumType('SpaceParticipantFilter', {
  values: ['NONE', 'ACCESS_TYPE', 'ROLE', 'STATE'] as const,
});
export const SpaceSearchScope = builder.enumType('SpaceSearchScope', {
  values: ['ALL', 'SPACES', 'TOPICBY', 'FILES', 'TAGS', 'LABELS', 'DATE'] as const,
});
export const JournalDirection = builder.enumType('JournalDirection', { values: ['AFTER', 'BEFORE', 'BOTH'] as const });
export const JournalFilter = builder.enumType('JournalFilter', {
  values: ['ALL', 'MISSED', 'DIALED', 'RECEIVED', 'DIVERTED', 'VOICEMAILS', 'UNHERAD_VOICEMAILS'] as const,
});
