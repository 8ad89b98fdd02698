// Deterministic seed data of the Circuit sandbox: a tenant with 60 users, 24 conversations with items, 12 spaces
// with topics and replies, labels, webhooks and live calls. Generated from a fixed seed, so every run (and every
// test) sees the same ids, names and timestamps.
import type { components } from '@gateway/upstream-types/messaging';
import type { RtcSession, SpacesSearchTerm } from '@gateway/upstream-types/overlays/messaging';
import { seededRandom } from '../random.js';
import {
  FIRST_NAMES,
  LAST_NAMES,
  DEPARTMENTS,
  JOB_TITLES,
  LOCALES,
  TOPICS,
  SENTENCES,
  LABEL_VALUES,
  PRESENCE_STATES,
} from './words.js';
type Schemas = components['schemas'];
/** The sandbox's own records always carry their ids (the spec, and so the gateway, leaves them optional). */
type WithId<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };
export type UserDto = WithId<Schemas['User'], 'userId'>;
export type PresenceDto = WithId<Schemas['Presence'], 'userId'>;
export type LabelDto = WithId<Schemas['Label'], 'labelId'>;
export type ConversationDto = WithId<Schemas['Conversation'], 'convId'>;
export type ConversationItemDto = WithId<Schemas['ConversationItem'], 'itemId'>;
export type ConversationDetailsDto = WithId<Schemas['ConversationDetails'], 'convId'>;
export type SpaceDto = WithId<Schemas['Space'], 'spaceId'>;
export type SpaceItemDto = WithId<Schemas['SpaceItem'], 'itemId'>;
export type SpaceParticipantDto = WithId<Schemas['ParticipantSearchResult'], 'userId'>;
export type WebhookDto = WithId<Schemas['WebHook'], 'id'>;
export type IncomingWebhookDto = WithId<Schemas['IncomingWebhook'], 'webhookId'>;
export type RtcSessionDto = WithId<RtcSession, 'rtcSessionId'>;

const random = seededRandom(0xc1c0);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
function sample<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}
function uuid(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const TENANT_ID = 'b6f7c2d0-2f1e-4c1a-9f4e-5d3c2b1a0e9f';
/** Every timestamp lies after this instant (2025-01-06T09:00:00Z), minutes apart, in the past of any test run. */
const EPOCH = Date.UTC(2025, 0, 6, 9, 0, 0);
const MINUTE = 60_000;

export const users: UserDto[] = Array.from({ length: 60 }, (_, index) => {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length]!;
  const emailAddress = `${firstName}.${lastName}${index >= FIRST_NAMES.length ? index : ''}@example.com`
    .toLowerCase()
    .replace(/ü/g, 'ue');
  const userId = uuid();
  return {
    userId,
    userType: index === 59 ? 'BOT' : 'REGULAR',
    userState: index === 58 ? 'DELETED' : 'ACTIVE',
    primaryTenantId: TENANT_ID,
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`,
    emailAddress,
    emailAddresses: [{ address: emailAddress, type: 'WORK' }],
    phoneNumber: `+49 89 7007 ${String(1000 + index)}`,
    phoneNumbers: [{ phoneNumber: `+49 89 7007 ${String(1000 + index)}`, type: 'WORK' }],
    company: 'Example GmbH',
    department: pick(DEPARTMENTS),
    jobTitle: pick(JOB_TITLES),
    locale: pick(LOCALES),
    avatar: `https://circuitsandbox.net/fileapi?fileid=avatar-${index}&s=small`,
    avatarLarge: `https://circuitsandbox.net/fileapi?fileid=avatar-${index}&s=large`,
  };
});
/** The user the demo token belongs to. */
export const profileUser = users[0]!;

export const presences: PresenceDto[] = users.map((user, index) => ({
  userId: user.userId,
  state: index === 0 ? 'AVAILABLE' : pick(PRESENCE_STATES),
  statusMessage: index % 5 === 0 ? 'Heads down until noon' : undefined,
  mobile: index % 4 === 1,
  isOptedOut: index === 57,
  timeZoneOffset: index % 3 === 0 ? -60 : 0,
  locationText: index % 6 === 0 ? 'Munich, Germany' : undefined,
}));

export const labels: LabelDto[] = LABEL_VALUES.map((value) => ({ labelId: uuid(), value }));

const TYPES = ['DIRECT', 'DIRECT', 'DIRECT', 'DIRECT', 'GROUP', 'COMMUNITY', 'LARGE'];
const others = users.slice(1, 50);

export const conversations: ConversationDto[] = Array.from({ length: 24 }, (_, index) => {
  const type = index < 4 ? 'DIRECT' : index < 18 ? 'GROUP' : index < 22 ? 'COMMUNITY' : TYPES[index % TYPES.length]!;
  // The demo user is in every conversation except two communities it could still join.
  const member = !(type === 'COMMUNITY' && index >= 20);
  const count = type === 'DIRECT' ? 1 : between(2, 8);
  const participants = [...(member ? [profileUser.userId] : []), ...sample(others, count).map((u) => u.userId)];
  const creatorId = participants[type === 'DIRECT' ? 0 : between(0, participants.length - 1)]!;
  const creationTime = EPOCH + index * 97 * MINUTE;
  const topic = type === 'DIRECT' ? undefined : TOPICS[index % TOPICS.length]!;
  return {
    convId: uuid(),
    type,
    topic,
    topicPlaceholder: topic ?? users.find((u) => u.userId === participants[1])?.displayName,
    description: type === 'COMMUNITY' ? `Open community about ${topic!.toLowerCase()}` : undefined,
    creatorId,
    creatorTenantId: TENANT_ID,
    creationTime,
    modificationTime: creationTime,
    participants,
    isModerated: type === 'COMMUNITY' && index % 2 === 0,
    isGuestAccessDisabled: index % 3 === 0,
    avatar: type === 'DIRECT' ? undefined : `https://circuitsandbox.net/fileapi?fileid=conv-${index}&s=small`,
  };
});

/** A busy group conversation with more items than one upstream page holds (100). */
export const BUSY_CONVERSATION = 6;

export const items: ConversationItemDto[] = [];
for (const [index, conversation] of conversations.entries()) {
  const count = index === BUSY_CONVERSATION ? 140 : between(6, 30);
  let time = conversation.creationTime!;
  const participants = conversation.participants!;
  for (let n = 0; n < count; n += 1) {
    time += between(3, 240) * MINUTE;
    const creatorId = pick(participants);
    const itemId = uuid();
    const base = { itemId, convId: conversation.convId, creatorId, creationTime: time, modificationTime: time };
    if (n === 0 && conversation.type !== 'DIRECT') {
      items.push({
        ...base,
        creatorId: conversation.creatorId,
        type: 'SYSTEM',
        includeInUnreadCount: false,
        system: { type: 'CONVERSATION_CREATED', affectedParticipants: participants },
      });
    } else if (n % 9 === 4) {
      const attendees = sample(participants, Math.min(participants.length, 3));
      items.push({
        ...base,
        type: 'RTC',
        includeInUnreadCount: n % 2 === 0,
        rtc: {
          type: n % 2 === 0 ? 'MISSED' : 'ENDED',
          missed: n % 2 === 0 ? 'true' : undefined,
          ended: n % 2 === 0 ? undefined : { duration: between(60, 3600), maxNumberOfAttendees: attendees.length },
          rtcParticipants: attendees.map((userId) => ({
            userId,
            type: 'USER',
            displayName: users.find((u) => u.userId === userId)?.displayName,
          })),
        },
      });
    } else {
      const withFile = n % 7 === 3;
      const previous = items[items.length - 1];
      items.push({
        ...base,
        type: 'TEXT',
        includeInUnreadCount: true,
        text: {
          content: pick(SENTENCES),
          contentType: n % 5 === 0 ? 'RICH' : 'PLAIN',
          subject: n === 1 ? TOPICS[(index + 3) % TOPICS.length] : undefined,
          state: n % 6 === 5 ? 'EDITED' : 'CREATED',
          parentId: n % 8 === 7 && previous?.type === 'TEXT' ? previous.itemId : undefined,
          likedUserIds: sample(participants, between(0, Math.min(3, participants.length))),
          isWebhookMessage: false,
        },
        attachments: withFile
          ? [
              {
                fileId: `file-${itemId.slice(0, 8)}`,
                fileName: `report-${index}-${n}.pdf`,
                mimeType: 'application/pdf',
                size: between(20_000, 4_000_000),
                url: `https://circuitsandbox.net/fileapi?fileid=file-${itemId.slice(0, 8)}`,
                itemId,
                creatorId,
                creationTime: time,
                modificationTime: time,
              },
            ]
          : undefined,
      });
    }
  }
  // Distinct modification times: Circuit pages conversations by them.
  conversation.modificationTime = time + index;
}

/** Items the demo user flagged. */
export const flaggedItemIds = new Set(
  items.filter((item, n) => item.type === 'TEXT' && n % 11 === 2).map((i) => i.itemId),
);
export const favoriteConversationIds = conversations.filter((_, n) => n % 5 === 1).map((c) => c.convId);
/** Labels assigned to conversations. */
export const conversationLabels = new Map<string, string[]>(
  conversations.map((conversation, n) => [
    conversation.convId,
    n % 2 === 0 ? [labels[n % labels.length]!.labelId, labels[(n + 3) % labels.length]!.labelId] : [],
  ]),
);
/** Moderators of the moderated conversations: at first, each one's creator. */
export const conversationModerators = new Map<string, Set<string>>(
  conversations.filter((c) => c.isModerated).map((c) => [c.convId, new Set([c.creatorId!])]),
);
/** Pinned items per conversation (the first two text items of every third conversation). */
export const pinnedItems = new Map<string, Array<{ itemId: string; pinnedTime: number }>>(
  conversations.map((conversation, n) => [
    conversation.convId,
    n % 3 === 0
      ? items
          .filter((item) => item.convId === conversation.convId && item.type === 'TEXT')
          .slice(0, 2)
          .map((item) => ({ itemId: item.itemId, pinnedTime: item.creationTime! + 30 * MINUTE }))
      : [],
  ]),
);
export const conversationDetails: ConversationDetailsDto[] = conversations.map((conversation, n) => ({
  convId: conversation.convId,
  conversationCreatorId: conversation.creatorId,
  link: `https://circuitsandbox.net/#/conversation/${conversation.convId}?join`,
  pin: String(100_000 + n * 7919).slice(0, 6),
  isModerationAllowed: conversation.type === 'COMMUNITY',
  isRecordingAllowed: n % 2 === 0,
  bridgeNumbers: [
    {
      bridgeNumber: '+49 89 7007 9000',
      country: 'DE',
      locale: 'de-DE',
      name: 'Munich',
      type: 'TOLL',
      isMostUsed: true,
    },
    { bridgeNumber: '+1 561 923 9000', country: 'US', locale: 'en-US', name: 'Boca Raton', type: 'TOLL' },
  ],
}));
export const inviteTokens = new Map<string, string>(
  conversations
    .filter((c) => c.type === 'COMMUNITY')
    .map((c, n) => [`invite-${n + 1}-${c.convId.slice(0, 8)}`, c.convId]),
);

// --- spaces --------------------------------------------------------------------------------------------------

const SPACE_NAMES = [
  'Engineering Guild',
  'Customer Success',
  'Design System',
  'Sales EMEA',
  'Product Announcements',
  'Security',
  'Support Knowledge Base',
  'Marketing Ideas',
  'Open Source',
  'Data Science',
  'New Joiners',
  'Social Club',
];

export interface SandboxSpace extends SpaceDto {
  members: SpaceParticipantDto[];
  pending: SpaceParticipantDto[];
  topics: Array<Schemas['SpaceTopic'] & { spaceItem: SpaceItemDto; replies: SpaceItemDto[] }>;
}

export const spaces: SandboxSpace[] = SPACE_NAMES.map((name, index) => {
  const spaceId = uuid();
  const creationTime = EPOCH + index * 211 * MINUTE;
  const memberUsers = [profileUser, ...sample(others, between(4, 14))];
  const creator = memberUsers[between(0, memberUsers.length - 1)]!;
  const members = memberUsers.map((user, n) => ({
    userId: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user === creator ? 'OWNER' : n % 4 === 0 ? 'MODERATOR' : 'MEMBER',
    state: 'ACTIVE',
    tenantId: TENANT_ID,
    smallImageUri: user.avatar,
    creationTime: creationTime + n * MINUTE,
    modificationTime: creationTime + n * MINUTE,
    numberOfTopics: 0,
    numberOfReplies: 0,
  }));
  const pending = sample(
    others.filter((user) => !memberUsers.includes(user)),
    index % 3,
  ).map((user) => ({
    userId: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    role: 'MEMBER',
    state: 'PENDING',
    tenantId: TENANT_ID,
  }));
  let time = creationTime;
  const topics = Array.from({ length: between(2, 6) }, (_, t) => {
    time += between(30, 600) * MINUTE;
    const author = pick(members);
    author.numberOfTopics = (author.numberOfTopics ?? 0) + 1;
    const spaceItem: SpaceItemDto = {
      itemId: uuid(),
      spaceId,
      tenantId: TENANT_ID,
      content: pick(SENTENCES),
      creatorId: author.userId,
      creationTime: time,
      modificationTime: time,
      Status: 'CREATED',
      numberOfLikes: 0,
      mentionedUsers: t % 2 === 0 ? [pick(members).userId] : [],
    };
    const replies = Array.from({ length: between(0, 5) }, () => {
      time += between(5, 120) * MINUTE;
      const replier = pick(members);
      replier.numberOfReplies = (replier.numberOfReplies ?? 0) + 1;
      return {
        itemId: uuid(),
        spaceId,
        tenantId: TENANT_ID,
        content: pick(SENTENCES),
        creatorId: replier.userId,
        creationTime: time,
        modificationTime: time,
        Status: 'CREATED',
        numberOfLikes: 0,
        mentionedUsers: [],
      } satisfies SpaceItemDto;
    });
    return {
      subject: `${TOPICS[(index + t) % TOPICS.length]} (${name})`,
      pinned: t === 0,
      tags: [name.split(' ')[0]!.toLowerCase()],
      numberOfReplies: replies.length,
      lastContentCreationTime: replies[replies.length - 1]?.creationTime ?? spaceItem.creationTime,
      lastContentCreatorId: replies[replies.length - 1]?.creatorId ?? spaceItem.creatorId,
      spaceItem,
      replies,
    };
  });
  const lastTopic = topics[topics.length - 1]!;
  return {
    spaceId,
    name,
    description: `Space for ${name.toLowerCase()}`,
    type: index === 11 ? 'SECRET' : 'REGULAR',
    status: 'ACTIVE',
    accessModeType: index % 4 === 3 ? 'CLOSED' : 'OPEN',
    defaultRole: 'MEMBER',
    creatorId: creator.userId,
    ownerId: creator.userId,
    tenantId: TENANT_ID,
    creationTime,
    modificationTime: lastTopic.lastContentCreationTime! + index,
    lastContentCreationTime: lastTopic.lastContentCreationTime,
    lastContentCreatorId: lastTopic.lastContentCreatorId,
    numberOfParticipants: members.length,
    numberOfExternalParticipants: 0,
    numberOfTopics: topics.length,
    numberOfReplies: topics.reduce((sum, topic) => sum + topic.replies.length, 0),
    numberOfPinnedTopics: topics.filter((topic) => topic.pinned).length,
    tags: [name.split(' ')[0]!.toLowerCase(), 'example'],
    members,
    pending,
    topics,
  };
});

/** Likes per space item (user ids). */
export const spaceLikes = new Map<string, string[]>();
for (const space of spaces) {
  for (const topic of space.topics) {
    const likers = sample(space.members, between(0, space.members.length)).map((member) => member.userId);
    spaceLikes.set(topic.spaceItem.itemId, likers);
    topic.spaceItem.numberOfLikes = likers.length;
  }
}

/** Space items the demo user flagged, newest first when read BEFORE a time. */
export const flaggedSpaceItems: Array<Schemas['FlaggedItem'] & { flaggedTime: number }> = spaces.flatMap((space) =>
  space.topics.flatMap((topic, t) => [
    ...(t % 2 === 0 ? [{ item: topic.spaceItem, flaggedTime: topic.spaceItem.creationTime! + MINUTE }] : []),
    ...topic.replies
      .filter((_, r) => r % 2 === 1)
      .map((reply) => ({ item: reply, parentItem: topic.spaceItem, flaggedTime: reply.creationTime! + MINUTE })),
  ]),
);

export const recentSpaceSearches: SpacesSearchTerm[] = [
  { searchTerm: 'roadmap', scope: 'ALL', startTime: EPOCH, endTime: EPOCH + 90 * 24 * 60 * MINUTE },
  { searchTerm: 'security', scope: 'SPACES' },
  { searchTerm: 'onboarding', scope: 'FILES' },
];

// --- webhooks, calls, devices --------------------------------------------------------------------------------

const WEBHOOK_FILTERS = [
  ['CONVERSATION.CREATE'],
  ['CONVERSATION.ADD_ITEM', 'CONVERSATION.UPDATE_ITEM'],
  ['USER.USER_PRESENCE_CHANGE'],
  ['RTC.SESSION_STARTED', 'RTC.SESSION_TERMINATED'],
  ['USER.SUBMIT_FORM_DATA'],
];
export const webhooks: WebhookDto[] = WEBHOOK_FILTERS.map((filter, n) => ({
  id: uuid(),
  url: `https://hooks.example.com/circuit/${n + 1}`,
  type: n === 4 ? 'EXTENSION' : 'MANUAL',
  userId: profileUser.userId,
  filter,
  subscriptionIds: filter[0] === 'USER.USER_PRESENCE_CHANGE' ? users.slice(1, 6).map((u) => u.userId) : undefined,
  creationTime: EPOCH + n * 1440 * MINUTE,
}));

export const incomingWebhooks: IncomingWebhookDto[] = Array.from({ length: 30 }, (_, n) => {
  const conversation = conversations[4 + (n % 14)]!;
  const owner = n % 3 === 0 ? users[1]! : profileUser;
  return {
    webhookId: uuid(),
    name: `${['CI', 'Monitoring', 'Tickets', 'Deployments', 'Calendar'][n % 5]} bot ${n + 1}`,
    description: 'Posts automated messages into the conversation',
    url: `https://circuitsandbox.net/rest/v2/webhooks/incoming/${n + 1}`,
    status: n % 6 === 5 ? 'DISABLED' : 'ENABLED',
    conversationId: conversation.convId,
    userId: owner.userId,
    creatorId: owner.userId,
    tenantId: TENANT_ID,
    creationTime: EPOCH + n * 300 * MINUTE,
    modificationTime: EPOCH + n * 300 * MINUTE,
  };
});

export const rtcSessions: RtcSessionDto[] = [5, 9, 14].map((n, s) => {
  const conversation = conversations[n]!;
  return {
    rtcSessionId: uuid(),
    convId: conversation.convId,
    startTime: conversation.modificationTime! + 5 * MINUTE,
    mediaTypes: s === 1 ? ['AUDIO'] : ['AUDIO', 'VIDEO'],
    participants: conversation.participants!.slice(0, 3).map((userId) => ({
      userId,
      type: 'USER',
      displayName: users.find((u) => u.userId === userId)?.displayName,
    })),
  };
});

export const deviceInfos: Schemas['V2DistributedClientInfo'][] = [
  {
    clientId: uuid(),
    clientVersion: '1.2.9',
    deviceType: 'WEB',
    deviceSubtype: 'BROWSER',
    osVersion: 'Linux',
    homeNode: 'ams-1',
  },
  {
    clientId: uuid(),
    clientVersion: '1.2.7',
    deviceType: 'MOBILE',
    deviceSubtype: 'IOS',
    hardwareModel: 'iPhone15,2',
    manufacturer: 'Apple',
    osVersion: '17.5',
    homeNode: 'ams-1',
  },
].map((info) => ({ ...info, userId: profileUser.userId }));

export const TELEPHONY_CONVERSATION_ID = uuid();
/** The demo user's call journal: RTC items in its telephony conversation. */
export const journal: ConversationItemDto[] = Array.from({ length: 12 }, (_, n) => {
  const caller = others[n * 3]!;
  const time = EPOCH + (n + 1) * 733 * MINUTE;
  const missed = n % 4 === 1;
  return {
    itemId: uuid(),
    convId: TELEPHONY_CONVERSATION_ID,
    type: 'RTC',
    creatorId: n % 2 === 0 ? profileUser.userId : caller.userId,
    creationTime: time,
    modificationTime: time,
    includeInUnreadCount: missed,
    rtc: {
      type: missed ? 'MISSED' : 'ENDED',
      missed: missed ? 'true' : undefined,
      ended: missed ? undefined : { duration: 60 + n * 37, maxNumberOfAttendees: 2 },
      rtcParticipants: [
        { userId: caller.userId, displayName: caller.displayName, type: 'USER', phoneNumber: caller.phoneNumber },
      ],
    },
  };
});
