// Shapes of messaging spaces, their topics, items and participants (Circuit REST API v2, spec A): pure mapping of
// upstream JSON to GraphQL types. Relationship fields are behaviour and live in resolvers/messaging/.
import type {
  DetailedSearchResultDto,
  FlaggedItemDto,
  LikeDto,
  ParticipantImportDto,
  ParticipantToAddDto,
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
} from '../../datasources/messaging/index.js';
import { isRecord, optionalList } from '../../http/boundary.js';
import { time, identity } from './fields.js';
import { builder } from '../builder.js';

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
        optionalList<SpaceReplyDto>('messaging', result.replies, 'replies').flatMap((reply) =>
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
