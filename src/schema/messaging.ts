// Shapes of the messaging service (Circuit REST API v2, spec A): pure mapping of upstream JSON to GraphQL types.
// Relationship fields (participants, creators, items, presence...) are behaviour and live in resolvers/messaging.ts.
import type {
  AttachmentDto,
  BridgeNumberDto,
  ConversationDetailsDto,
  ConversationDto,
  ConversationItemDto,
  ConversationMatchDto,
  ConversationParticipantDto,
  DetailedSearchResultDto,
  DeviceInfoDto,
  FlaggedItemDto,
  IncomingWebhookDto,
  LabelDto,
  LikeDto,
  ParticipantImportDto,
  ParticipantToAddDto,
  PinnedTopicDto,
  PresenceDto,
  PreviewDto,
  RtcItemDto,
  RtcParticipantDto,
  RtcSessionDto,
  SpaceAttachmentDto,
  SpaceDto,
  SpaceItemDto,
  SpaceParticipantDto,
  SpaceParticipantMatchDto,
  SpaceReplyDto,
  SpacePinnedTopicDto,
  SpacesSearchTermDto,
  SpaceTopicDto,
  SpaceTopicWithRepliesDto,
  SupportInfoDto,
  SystemItemDto,
  TextItemDto,
  UserDto,
  WebhookDto,
} from '../datasources/messaging.js';
import { expectList, isRecord, required, text } from '../datasources/boundary.js';
import { builder, defineNamespace } from './builder.js';
import { openEnum } from './enums.js';
import { toDateTime } from './scalars.js';

export const MessagingQuery = defineNamespace(
  'MessagingQuery',
  'messaging',
  'Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller.',
);

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

const time = (value: number | string | undefined) => toDateTime(value);
/**
 * The identity of a record in a list: nothing in the spec is required, but a record without its id cannot be
 * told apart or followed, so it is an UPSTREAM_ERROR at its own item (list items are nullable for this).
 */
const identity = (value: unknown, what: string) => required('messaging', text(value), what);
/** Lists of records that carry an identity: one record without it costs only its own item. */
export const ITEMS_NULLABLE = { list: true, items: true } as const;

// --- users ---------------------------------------------------------------------------------------------------

export const UserEmailAddress = builder
  .objectRef<{ address?: string; type?: string }>('UserEmailAddress')
  .implement({ fields: (t) => ({ address: t.exposeString('address'), type: t.exposeString('type') }) });
export const UserPhoneNumber = builder
  .objectRef<{ phoneNumber?: string; type?: string }>('UserPhoneNumber')
  .implement({ fields: (t) => ({ phoneNumber: t.exposeString('phoneNumber'), type: t.exposeString('type') }) });

export const MessagingUser = builder.objectRef<UserDto>('MessagingUser').implement({
  description: 'A Circuit user.',
  fields: (t) => ({
    displayName: t.exposeString('displayName'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    emailAddress: t.exposeString('emailAddress'),
    emailAddresses: t.field({ type: [UserEmailAddress], resolve: (user) => user.emailAddresses ?? [] }),
    secondaryEmailAddress: t.exposeString('secondaryEmailAddress'),
    phoneNumber: t.exposeString('phoneNumber'),
    phoneNumbers: t.field({ type: [UserPhoneNumber], resolve: (user) => user.phoneNumbers ?? [] }),
    company: t.exposeString('company'),
    department: t.exposeString('department'),
    jobTitle: t.exposeString('jobTitle'),
    locale: t.exposeString('locale'),
    avatar: t.exposeString('avatar', { description: 'URL of the small avatar picture.' }),
    avatarLarge: t.exposeString('avatarLarge'),
    primaryTenantId: t.exposeString('primaryTenantId'),
    secondaryTenantId: t.exposeString('secondaryTenantId'),
    state: t.exposeString('userState', { description: 'e.g. ACTIVE or DELETED.' }),
    type: t.exposeString('userType', { description: 'e.g. REGULAR or BOT.' }),
  }),
});

export const Label = builder.objectRef<LabelDto>('Label').implement({
  description: 'A label of the caller, assigned to conversations.',
  fields: (t) => ({
    value: t.exposeString('value'),
  }),
});

export const Presence = builder.objectRef<PresenceDto>('Presence').implement({
  fields: (t) => ({
    userId: t.id({ nullable: false, resolve: (p) => identity(p.userId, 'userId') }),
    state: t.field({ type: PresenceState.type, resolve: (p) => PresenceState.from(p.state) }),
    stateRaw: t.exposeString('state'),
    statusMessage: t.exposeString('statusMessage'),
    dndUntil: t.field({ type: 'DateTime', resolve: (p) => time(p.dndUntil) }),
    isOptedOut: t.exposeBoolean('isOptedOut'),
    mobile: t.exposeBoolean('mobile'),
    poor: t.exposeBoolean('poor'),
    locationText: t.exposeString('locationText'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    timeZoneOffset: t.exposeFloat('timeZoneOffset', { description: 'Minutes from UTC.' }),
  }),
});

export const SupportInfo = builder.objectRef<SupportInfoDto>('SupportInfo').implement({
  fields: (t) => ({
    supportEmailAddress: t.exposeString('supportEmailAddress'),
    supportType: t.string({ resolve: (info) => text(info.supportType) }),
  }),
});

// --- conversations -------------------------------------------------------------------------------------------

export const Conversation = builder.objectRef<ConversationDto>('Conversation').implement({
  description: 'A conversation the caller participates in (or a community it may join).',
  fields: (t) => ({
    type: t.field({ type: ConversationType.type, resolve: (c) => ConversationType.from(c.type) }),
    typeRaw: t.exposeString('type'),
    topic: t.exposeString('topic', { description: 'The title; DIRECT conversations have none.' }),
    topicPlaceholder: t.exposeString('topicPlaceholder'),
    description: t.exposeString('description'),
    creatorId: t.exposeID('creatorId'),
    creatorTenantId: t.exposeString('creatorTenantId'),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => time(c.creationTime) }),
    modifiedAt: t.field({ type: 'DateTime', resolve: (c) => time(c.modificationTime) }),
    participantIds: t.idList({ nullable: false, resolve: (c) => c.participants ?? [] }),
    avatar: t.exposeString('avatar'),
    avatarLarge: t.exposeString('avatarLarge'),
    isModerated: t.exposeBoolean('isModerated'),
    isGuestAccessDisabled: t.exposeBoolean('isGuestAccessDisabled'),
  }),
});

export const Attachment = builder.objectRef<AttachmentDto>('Attachment').implement({
  fields: (t) => ({
    fileId: t.exposeID('fileId'),
    fileName: t.exposeString('fileName'),
    mimeType: t.exposeString('mimeType'),
    size: t.exposeFloat('size', { description: 'Bytes.' }),
    url: t.exposeString('url'),
    deleteUrl: t.exposeString('deleteUrl'),
    itemId: t.exposeID('itemId'),
    creatorId: t.exposeID('creatorId'),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => time(a.creationTime) }),
    modifiedAt: t.field({ type: 'DateTime', resolve: (a) => time(a.modificationTime) }),
  }),
});

export const LinkPreview = builder.objectRef<PreviewDto>('LinkPreview').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    title: t.exposeString('title'),
    sourceUrl: t.exposeString('srcURL'),
    imageUri: t.exposeString('imageURI'),
  }),
});

export const TextItem = builder.objectRef<TextItemDto>('TextItem').implement({
  fields: (t) => ({
    content: t.exposeString('content'),
    contentType: t.field({ type: TextContentType.type, resolve: (i) => TextContentType.from(i.contentType) }),
    subject: t.exposeString('subject'),
    state: t.exposeString('state', { description: 'CREATED, EDITED or DELETED.' }),
    parentId: t.exposeID('parentId', { description: 'The item this one replies to, in a thread.' }),
    likedUserIds: t.idList({ nullable: false, resolve: (i) => i.likedUserIds ?? [] }),
    isWebhookMessage: t.exposeBoolean('isWebhookMessage'),
    formMetaData: t.exposeString('formMetaData'),
    preview: t.field({ type: LinkPreview, resolve: (i) => i.preview ?? null }),
  }),
});

export const SystemItem = builder.objectRef<SystemItemDto>('SystemItem').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    affectedParticipantIds: t.idList({ nullable: false, resolve: (i) => i.affectedParticipants ?? [] }),
    oldTopic: t.exposeString('oldTopic'),
    newTopic: t.exposeString('newTopic'),
  }),
});

export const RtcParticipant = builder.objectRef<RtcParticipantDto>('RtcParticipant').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    displayName: t.exposeString('displayName'),
    type: t.exposeString('type'),
    phoneNumber: t.exposeString('phoneNumber'),
    fullyQualifiedNumber: t.exposeString('fullyQualifiedNumber'),
  }),
});

export const RtcItem = builder.objectRef<RtcItemDto>('RtcItem').implement({
  description: 'A call recorded in a conversation.',
  fields: (t) => ({
    type: t.exposeString('type'),
    missed: t.boolean({ resolve: (i) => (i.missed === undefined ? null : i.missed === 'true') }),
    durationSeconds: t.float({ resolve: (i) => i.ended?.duration ?? null }),
    maxNumberOfAttendees: t.float({ resolve: (i) => i.ended?.maxNumberOfAttendees ?? null }),
    movedConversationId: t.id({ resolve: (i) => i.moved?.conversationId ?? null }),
    movedDirection: t.string({ resolve: (i) => i.moved?.direction ?? null }),
    participants: t.field({ type: [RtcParticipant], nullable: false, resolve: (i) => i.rtcParticipants ?? [] }),
  }),
});

export const ConversationItem = builder.objectRef<ConversationItemDto>('ConversationItem').implement({
  description: 'A message, system event or call in a conversation.',
  fields: (t) => ({
    conversationId: t.exposeID('convId'),
    type: t.field({ type: ConversationItemType.type, resolve: (i) => ConversationItemType.from(i.type) }),
    typeRaw: t.exposeString('type'),
    creatorId: t.exposeID('creatorId'),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => time(i.creationTime) }),
    modifiedAt: t.field({ type: 'DateTime', resolve: (i) => time(i.modificationTime) }),
    includeInUnreadCount: t.exposeBoolean('includeInUnreadCount'),
    attachments: t.field({ type: [Attachment], nullable: false, resolve: (i) => i.attachments ?? [] }),
    text: t.field({ type: TextItem, resolve: (i) => i.text ?? null }),
    system: t.field({ type: SystemItem, resolve: (i) => i.system ?? null }),
    rtc: t.field({ type: RtcItem, resolve: (i) => i.rtc ?? null }),
  }),
});

export const BridgeNumber = builder.objectRef<BridgeNumberDto>('BridgeNumber').implement({
  fields: (t) => ({
    number: t.exposeString('bridgeNumber'),
    country: t.exposeString('country'),
    locale: t.exposeString('locale'),
    name: t.exposeString('name'),
    type: t.exposeString('type', { description: 'Billing of the call, e.g. TOLL.' }),
    isMostUsed: t.exposeBoolean('isMostUsed'),
  }),
});

export const ConversationDetails = builder.objectRef<ConversationDetailsDto>('ConversationDetails').implement({
  description: 'How to join the conference of a conversation: link, PIN and dial-in numbers.',
  fields: (t) => ({
    conversationId: t.id({ nullable: false, resolve: (d) => identity(d.convId, 'convId') }),
    creatorId: t.exposeID('conversationCreatorId'),
    link: t.exposeString('link'),
    pin: t.exposeString('pin'),
    bridgeNumbers: t.field({ type: [BridgeNumber], nullable: false, resolve: (d) => d.bridgeNumbers ?? [] }),
    isModerationAllowed: t.exposeBoolean('isModerationAllowed'),
    isRecordingAllowed: t.exposeBoolean('isRecordingAllowed'),
  }),
});

export const ConversationParticipant = builder
  .objectRef<ConversationParticipantDto>('ConversationParticipant')
  .implement({
    fields: (t) => ({
      userId: t.id({ nullable: false, resolve: (p) => identity(p.userId, 'userId') }),
      displayName: t.exposeString('displayName'),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      type: t.exposeString('type'),
      isDeleted: t.exposeBoolean('isDeleted'),
      smallImageUri: t.exposeString('smallImageUri'),
      largeImageUri: t.exposeString('largeImageUri'),
    }),
  });

export const PinnedTopic = builder.objectRef<PinnedTopicDto>('PinnedTopic').implement({
  fields: (t) => ({
    conversationId: t.exposeID('conversationId'),
    itemId: t.exposeID('conversationItemId'),
    pinnedAt: t.field({ type: 'DateTime', resolve: (p) => time(p.pinnedTime) }),
  }),
});

export const ConversationSearchMatch = builder.objectRef<ConversationMatchDto>('ConversationSearchMatch').implement({
  fields: (t) => ({
    conversationId: t.id({ nullable: false, resolve: (m) => identity(m.convId, 'convId') }),
    itemIds: t.idList({ nullable: false, resolve: (m) => m.itemIds ?? [] }),
  }),
});

// --- spaces --------------------------------------------------------------------------------------------------

export const Space = builder.objectRef<SpaceDto>('Space').implement({
  description: 'A space: topics and replies around a subject, with its own participants.',
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    type: t.exposeString('type'),
    status: t.exposeString('status'),
    accessModeType: t.exposeString('accessModeType'),
    defaultRole: t.exposeString('defaultRole'),
    creatorId: t.exposeID('creatorId'),
    ownerId: t.exposeID('ownerId'),
    tenantId: t.exposeString('tenantId'),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => time(s.creationTime) }),
    modifiedAt: t.field({ type: 'DateTime', resolve: (s) => time(s.modificationTime) }),
    lastContentAt: t.field({ type: 'DateTime', resolve: (s) => time(s.lastContentCreationTime) }),
    lastContentCreatorId: t.exposeID('lastContentCreatorId'),
    numberOfParticipants: t.exposeFloat('numberOfParticipants'),
    numberOfExternalParticipants: t.exposeFloat('numberOfExternalParticipants'),
    numberOfTopics: t.exposeFloat('numberOfTopics'),
    numberOfReplies: t.exposeFloat('numberOfReplies'),
    numberOfPinnedTopics: t.exposeFloat('numberOfPinnedTopics'),
    tags: t.stringList({ nullable: false, resolve: (s) => s.tags ?? [] }),
    smallPictureId: t.exposeString('smallPictureId'),
    largePictureId: t.exposeString('largePictureId'),
  }),
});

export const SpaceAttachment = builder.objectRef<SpaceAttachmentDto>('SpaceAttachment').implement({
  fields: (t) => ({
    fileId: t.exposeID('fileId'),
    fileName: t.exposeString('fileName'),
    mimeType: t.exposeString('mimeType'),
    size: t.exposeFloat('size'),
    thumbnailId: t.exposeString('thumbnailId'),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => time(a.creationTime) }),
  }),
});

/** The item with the topic it belongs to (its own id for a topic's item), unless it already names one. */
export const inTopic = (item: SpaceItemDto, topicId: unknown): SpaceItemDto =>
  isRecord(item) && item.parentTopicId === undefined && typeof topicId === 'string'
    ? { ...item, parentTopicId: topicId }
    : item;

export const SpaceItem = builder.objectRef<SpaceItemDto>('SpaceItem').implement({
  description: 'A topic or a reply in a space.',
  fields: (t) => ({
    upstreamId: t.id({
      nullable: false,
      description: "Circuit's id of the item.",
      resolve: (item) => identity(item.itemId, 'itemId'),
    }),
    spaceId: t.exposeID('spaceId'),
    content: t.exposeString('content'),
    creatorId: t.exposeID('creatorId'),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => time(i.creationTime) }),
    modifiedAt: t.field({ type: 'DateTime', resolve: (i) => time(i.modificationTime) }),
    status: t.exposeString('Status'),
    numberOfLikes: t.exposeFloat('numberOfLikes'),
    mentionedUserIds: t.idList({ nullable: false, resolve: (i) => i.mentionedUsers ?? [] }),
    deletedBy: t.exposeID('deletedBy'),
    attachments: t.field({ type: [SpaceAttachment], nullable: false, resolve: (i) => i.attachments ?? [] }),
  }),
});

export const FlaggedItem = builder.objectRef<FlaggedItemDto>('FlaggedItem').implement({
  description: 'A space item the caller flagged, with the topic it replies to.',
  fields: (t) => ({
    // A flagged topic comes without a parent item; a flagged reply with its topic's.
    item: t.field({
      type: SpaceItem,
      resolve: (f) => (f.item ? inTopic(f.item, f.parentItem ? f.parentItem.itemId : f.item.itemId) : null),
    }),
    parentItem: t.field({
      type: SpaceItem,
      resolve: (f) => (f.parentItem ? inTopic(f.parentItem, f.parentItem.itemId) : null),
    }),
  }),
});

export const SpaceTopic = builder.objectRef<SpaceTopicDto>('SpaceTopic').implement({
  fields: (t) => ({
    upstreamId: t.id({
      nullable: false,
      description: "Circuit's id of the topic's item.",
      resolve: (topic) => identity(topic.spaceItem?.itemId, 'itemId'),
    }),
    subject: t.exposeString('subject'),
    pinned: t.exposeBoolean('pinned'),
    tags: t.stringList({ nullable: false, resolve: (topic) => topic.tags ?? [] }),
    numberOfReplies: t.exposeFloat('numberOfReplies'),
    lastContentAt: t.field({ type: 'DateTime', resolve: (topic) => time(topic.lastContentCreationTime) }),
    lastContentCreatorId: t.exposeID('lastContentCreatorId'),
    item: t.field({
      type: SpaceItem,
      resolve: (topic) => (topic.spaceItem ? inTopic(topic.spaceItem, topic.spaceItem.itemId) : null),
    }),
  }),
});

/** A topic with its first replies, as GET /spaces/{spaceId}/topic/{topicId} answers. */
export const SpaceTopicWithReplies = builder.objectRef<SpaceTopicWithRepliesDto>('SpaceTopicWithReplies').implement({
  fields: (t) => ({
    topic: t.field({ type: SpaceTopic, resolve: (result) => result.topic ?? null }),
    replies: t.field({
      type: [SpaceItem],
      nullable: false,
      resolve: (result) =>
        expectList<SpaceReplyDto>('messaging', result.replies, 'replies').flatMap((reply) =>
          isRecord(reply) && reply.spaceItem
            ? [inTopic(reply.spaceItem, reply.parentTopicId ?? result.topic?.spaceItem?.itemId)]
            : [],
        ),
    }),
  }),
});

export const SpacePinnedTopic = builder.objectRef<SpacePinnedTopicDto>('SpacePinnedTopic').implement({
  fields: (t) => ({
    topicId: t.id({ nullable: false, resolve: (p) => identity(p.topicId, 'topicId') }),
    subject: t.exposeString('subject'),
    position: t.exposeFloat('position'),
  }),
});

export const SpaceParticipant = builder.objectRef<SpaceParticipantDto>('SpaceParticipant').implement({
  fields: (t) => ({
    userId: t.id({ nullable: false, resolve: (p) => identity(p.userId, 'userId') }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.exposeString('role'),
    state: t.exposeString('state'),
    tenantId: t.exposeString('tenantId'),
    smallImageUri: t.exposeString('smallImageUri'),
    joinedAt: t.field({ type: 'DateTime', resolve: (p) => time(p.creationTime) }),
    modifiedAt: t.field({ type: 'DateTime', resolve: (p) => time(p.modificationTime) }),
    numberOfTopics: t.exposeFloat('numberOfTopics'),
    numberOfReplies: t.exposeFloat('numberOfReplies'),
  }),
});

export const SpaceParticipantMatch = builder.objectRef<SpaceParticipantMatchDto>('SpaceParticipantMatch').implement({
  fields: (t) => ({
    userId: t.id({ nullable: false, resolve: (p) => identity(p.userId, 'userId') }),
    spaceId: t.exposeID('spaceId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.exposeString('role'),
    state: t.exposeString('state'),
    department: t.exposeString('department'),
    jobDescription: t.exposeString('jobDescription'),
    isMember: t.exposeBoolean('isMember'),
    numberOfTopics: t.exposeFloat('numberOfTopics'),
    numberOfReplies: t.exposeFloat('numberOfReplies'),
  }),
});

export const ParticipantToAdd = builder.objectRef<ParticipantToAddDto>('ParticipantToAdd').implement({
  fields: (t) => ({
    userId: t.id({ nullable: false, resolve: (p) => identity(p.userId, 'userId') }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    department: t.exposeString('department'),
    jobTitle: t.exposeString('jobTitle'),
    isMember: t.exposeBoolean('isMember'),
    tenantId: t.exposeString('tenantId'),
    smallImageUri: t.exposeString('smallImageUri'),
  }),
});

export const SpaceLike = builder.objectRef<LikeDto>('SpaceLike').implement({
  fields: (t) => ({
    userId: t.id({ nullable: false, resolve: (p) => identity(p.userId, 'userId') }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    smallImageUri: t.exposeString('smallImageUri'),
    largeImageUri: t.exposeString('largeImageUri'),
  }),
});

export const ParticipantImport = builder.objectRef<ParticipantImportDto>('ParticipantImport').implement({
  description: 'State of the last bulk import of participants into a space.',
  fields: (t) => ({
    status: t.exposeString('importStatus'),
    progress: t.exposeFloat('importProgress', { description: 'Percent.' }),
    fileId: t.exposeString('importFileId'),
    fileName: t.exposeString('importFileName'),
    resultFileId: t.exposeString('resultFileId'),
    resultFileName: t.exposeString('resultFileName'),
    startedAt: t.field({ type: 'DateTime', resolve: (i) => time(i.importStartDate) }),
    endedAt: t.field({ type: 'DateTime', resolve: (i) => time(i.importEndDate) }),
    estimatedDurationMs: t.exposeFloat('estimatedImportDuration'),
    plannedParticipants: t.exposeFloat('plannedNumberOfImportedParticipants'),
    importedParticipants: t.exposeFloat('actualNumberOfImportedParticipants'),
  }),
});

export const SpaceSearchTerm = builder.objectRef<SpacesSearchTermDto>('SpaceSearchTerm').implement({
  fields: (t) => ({
    searchTerm: t.exposeString('searchTerm'),
    scope: t.exposeString('scope'),
    startTime: t.field({ type: 'DateTime', resolve: (s) => time(s.startTime) }),
    endTime: t.field({ type: 'DateTime', resolve: (s) => time(s.endTime) }),
  }),
});

export const SpaceSearchResult = builder
  .objectRef<{ status?: string; spaces?: SpaceDto[] }>('SpaceSearchResult')
  .implement({
    fields: (t) => ({
      status: t.exposeString('status', { description: 'e.g. NORESULT, ERROR, TIMEOUT, MORERESULT.' }),
      spaces: t.field({ type: [Space], nullable: { list: false, items: true }, resolve: (r) => r.spaces ?? [] }),
    }),
  });

export const SpaceItemSearchResult = builder.objectRef<DetailedSearchResultDto>('SpaceItemSearchResult').implement({
  fields: (t) => ({
    spaceId: t.exposeID('spaceId'),
    status: t.exposeString('status'),
    itemIds: t.idList({ nullable: false, resolve: (r) => r.itemIds ?? [] }),
    fileIds: t.idList({ nullable: false, resolve: (r) => r.fileIds ?? [] }),
  }),
});

// --- webhooks, calls, devices --------------------------------------------------------------------------------

export const Webhook = builder.objectRef<WebhookDto>('Webhook').implement({
  description: 'A registered webhook: Circuit posts the filtered events to its URL.',
  fields: (t) => ({
    url: t.exposeString('url'),
    type: t.field({ type: WebhookType.type, resolve: (w) => WebhookType.from(w.type) }),
    typeRaw: t.exposeString('type'),
    userId: t.exposeID('userId'),
    filter: t.stringList({ nullable: false, resolve: (w) => w.filter ?? [] }),
    subscriptionIds: t.idList({ nullable: false, resolve: (w) => w.subscriptionIds ?? [] }),
    createdAt: t.field({ type: 'DateTime', resolve: (w) => time(w.creationTime) }),
  }),
});

export const IncomingWebhook = builder.objectRef<IncomingWebhookDto>('IncomingWebhook').implement({
  description: 'A URL that posts messages into a conversation.',
  fields: (t) => ({
    upstreamId: t.id({
      nullable: false,
      description: "Circuit's id of the incoming webhook.",
      resolve: (w) => identity(w.webhookId, 'webhookId'),
    }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    url: t.exposeString('url'),
    status: t.field({ type: IncomingWebhookStatus.type, resolve: (w) => IncomingWebhookStatus.from(w.status) }),
    statusRaw: t.exposeString('status'),
    conversationId: t.exposeID('conversationId'),
    userId: t.exposeID('userId'),
    creatorId: t.exposeID('creatorId'),
    tenantId: t.exposeString('tenantId'),
    createdAt: t.field({ type: 'DateTime', resolve: (w) => time(w.creationTime) }),
    modifiedAt: t.field({ type: 'DateTime', resolve: (w) => time(w.modificationTime) }),
  }),
});

export const RtcSession = builder.objectRef<RtcSessionDto>('RtcSession').implement({
  description: 'A call in progress.',
  fields: (t) => ({
    upstreamId: t.id({
      nullable: false,
      description: "Circuit's id of the call session.",
      resolve: (s) => identity(s.rtcSessionId, 'rtcSessionId'),
    }),
    conversationId: t.exposeID('convId'),
    startedAt: t.field({ type: 'DateTime', resolve: (s) => time(s.startTime) }),
    mediaTypes: t.stringList({ nullable: false, resolve: (s) => s.mediaTypes ?? [] }),
    participants: t.field({ type: [RtcParticipant], nullable: false, resolve: (s) => s.participants ?? [] }),
  }),
});

export const DeviceInfo = builder.objectRef<DeviceInfoDto>('DeviceInfo').implement({
  description: 'A client device of the caller.',
  fields: (t) => ({
    clientId: t.exposeID('clientId'),
    clientVersion: t.exposeString('clientVersion'),
    deviceType: t.exposeString('deviceType'),
    deviceSubtype: t.exposeString('deviceSubtype'),
    hardwareModel: t.exposeString('hardwareModel'),
    manufacturer: t.exposeString('manufacturer'),
    osVersion: t.exposeString('osVersion'),
    homeNode: t.exposeString('homeNode'),
    userId: t.exposeID('userId'),
  }),
});
