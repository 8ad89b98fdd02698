// Shapes of messaging conversations and their items (Circuit REST API v2, spec A): pure mapping of upstream JSON to
// GraphQL types. Relationship fields are behaviour and live in resolvers/messaging/.
import type {
  AttachmentDto,
  BridgeNumberDto,
  ConversationDetailsDto,
  ConversationDto,
  ConversationItemDto,
  ConversationMatchDto,
  ConversationParticipantDto,
  PinnedTopicDto,
  PreviewDto,
  RtcItemDto,
  RtcParticipantDto,
  SystemItemDto,
  TextItemDto,
} from '../../datasources/messaging/index.js';
import { time, identity } from './fields.js';
import { ConversationType, ConversationItemType, TextContentType } from './enums.js';
import { builder } from '../builder.js';

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
