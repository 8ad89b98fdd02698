// Circuit REST v2 (spec A) JSON shapes the messaging sandbox answers with: the sandbox's own copy of the spec's
// response bodies (the gateway keeps its own in src/datasources/messaging/dto.ts).

/**
 * Ids per batch call. The spec states no limit for the array parameters; 100 is the largest count it allows
 * anywhere (`results`, `pageSize`), and the sandbox refuses more with a 400 as a strict upstream would.
 */
export const MESSAGING_BATCH_LIMIT = 100;

export interface UserEmailAddressDto {
  address?: string;
  type?: string;
}
export interface UserPhoneNumberDto {
  phoneNumber?: string;
  type?: string;
}
export interface UserDto {
  userId?: string;
  displayName?: string;
  firstName?: string;
  lastName?: string;
  emailAddress?: string;
  emailAddresses?: UserEmailAddressDto[];
  secondaryEmailAddress?: string;
  phoneNumber?: string;
  phoneNumbers?: UserPhoneNumberDto[];
  company?: string;
  department?: string;
  jobTitle?: string;
  locale?: string;
  avatar?: string;
  avatarLarge?: string;
  primaryTenantId?: string;
  secondaryTenantId?: string;
  userState?: string;
  userType?: string;
}
export interface LabelDto {
  labelId?: string;
  value?: string;
}
export interface PresenceDto {
  userId?: string;
  state?: string;
  statusMessage?: string;
  dndUntil?: number;
  isOptedOut?: boolean;
  mobile?: boolean;
  poor?: boolean;
  locationText?: string;
  latitude?: number;
  longitude?: number;
  timeZoneOffset?: number;
}
export interface SupportInfoDto {
  supportEmailAddress?: string;
  supportType?: number | string;
}
export interface ConversationDto {
  convId?: string;
  type?: string;
  topic?: string;
  topicPlaceholder?: string;
  description?: string;
  creatorId?: string;
  creatorTenantId?: string;
  creationTime?: number;
  modificationTime?: number;
  participants?: string[];
  avatar?: string;
  avatarLarge?: string;
  isModerated?: boolean;
  isGuestAccessDisabled?: boolean;
}
export interface AttachmentDto {
  fileId?: string;
  fileName?: string;
  mimeType?: string;
  size?: number;
  url?: string;
  deleteUrl?: string;
  itemId?: string;
  creatorId?: string;
  creationTime?: number;
  modificationTime?: number;
}
export interface PreviewDto {
  type?: string;
  title?: string;
  srcURL?: string;
  imageURI?: string;
}
export interface TextItemDto {
  content?: string;
  contentType?: string;
  subject?: string;
  state?: string;
  parentId?: string;
  likedUserIds?: string[];
  isWebhookMessage?: boolean;
  formMetaData?: string;
  preview?: PreviewDto;
}
export interface SystemItemDto {
  type?: string;
  affectedParticipants?: string[];
  oldTopic?: string;
  newTopic?: string;
}
export interface RtcParticipantDto {
  userId?: string;
  displayName?: string;
  type?: string;
  phoneNumber?: string;
  fullyQualifiedNumber?: string;
}
export interface RtcItemDto {
  type?: string;
  missed?: string;
  rtcParticipants?: RtcParticipantDto[];
  ended?: { duration?: number; maxNumberOfAttendees?: number; pickFromParticipant?: string };
  moved?: { conversationId?: string; direction?: string };
}
export interface ConversationItemDto {
  itemId?: string;
  convId?: string;
  type?: string;
  creatorId?: string;
  creationTime?: number;
  modificationTime?: number;
  includeInUnreadCount?: boolean;
  attachments?: AttachmentDto[];
  text?: TextItemDto;
  system?: SystemItemDto;
  rtc?: RtcItemDto;
}
export interface ConversationsPageDto {
  conversationList?: ConversationDto[];
  hasMore?: boolean;
  nextPagePointer?: string;
}
export interface BridgeNumberDto {
  bridgeNumber?: string;
  country?: string;
  isMostUsed?: boolean;
  locale?: string;
  name?: string;
  type?: string;
}
export interface ConversationDetailsDto {
  convId?: string;
  conversationCreatorId?: string;
  link?: string;
  pin?: string;
  bridgeNumbers?: BridgeNumberDto[];
  isModerationAllowed?: boolean;
  isRecordingAllowed?: boolean;
}
export interface ConversationParticipantDto {
  userId?: string;
  displayName?: string;
  firstName?: string;
  lastName?: string;
  type?: string;
  isDeleted?: boolean;
  smallImageUri?: string;
  largeImageUri?: string;
}
export interface ConversationParticipantsListDto {
  participantList?: ConversationParticipantDto[];
  hasMore?: boolean;
  searchPointer?: string;
}
export interface PinnedTopicDto {
  conversationId?: string;
  conversationItemId?: string;
  pinnedTime?: number;
}
export interface ConversationMatchDto {
  convId?: string;
  itemIds?: string[];
}
export interface ConversationSearchResultDto {
  matchingConversations?: ConversationMatchDto[];
}
export interface SpaceDto {
  spaceId?: string;
  name?: string;
  description?: string;
  type?: string;
  status?: string;
  accessModeType?: string;
  defaultRole?: string;
  creatorId?: string;
  ownerId?: string;
  tenantId?: string;
  creationTime?: number;
  modificationTime?: number;
  lastContentCreationTime?: number;
  lastContentCreatorId?: string;
  numberOfParticipants?: number;
  numberOfExternalParticipants?: number;
  numberOfTopics?: number;
  numberOfReplies?: number;
  numberOfPinnedTopics?: number;
  tags?: string[];
  smallPictureId?: string;
  largePictureId?: string;
}
/**
 * `/spaces` and `/spaces/ids` declare an empty `GetSpacesResult`. Circuit answers a JSON array of `Space`; an
 * object wrapping `spaces` (the shape of `DirectoryResult`) is read too.
 */
export type GetSpacesResultDto = SpaceDto[] | { spaces?: unknown };

export interface SpaceAttachmentDto {
  fileId?: string;
  fileName?: string;
  mimeType?: string;
  size?: number;
  itemId?: string;
  spaceId?: string;
  creatorId?: string;
  creationTime?: number;
  modificationTime?: number;
  thumbnailId?: string;
}
export interface SpaceItemDto {
  itemId?: string;
  spaceId?: string;
  tenantId?: string;
  content?: string;
  creatorId?: string;
  creationTime?: number;
  modificationTime?: number;
  Status?: string;
  numberOfLikes?: number;
  mentionedUsers?: string[];
  deletedBy?: string;
  attachments?: SpaceAttachmentDto[];
}
export interface FlaggedItemDto {
  item?: SpaceItemDto;
  parentItem?: SpaceItemDto;
}
export interface FlaggedItemsResultDto {
  flaggedItems?: FlaggedItemDto[];
  hasMore?: boolean;
  searchPointer?: string;
}
export interface DirectoryResultDto {
  spaces?: SpaceDto[];
  hasMore?: boolean;
  searchPointer?: string;
}
export interface SpaceParticipantDto {
  userId?: string;
  firstName?: string;
  lastName?: string;
  role?: string;
  state?: string;
  tenantId?: string;
  smallImageUri?: string;
  creationTime?: number;
  modificationTime?: number;
  numberOfTopics?: number;
  numberOfReplies?: number;
}
export interface SpaceParticipantsResultDto {
  participants?: SpaceParticipantDto[];
  hasMore?: boolean;
  searchPointer?: string;
}
export interface SpaceParticipantMatchDto extends SpaceParticipantDto {
  spaceId?: string;
  department?: string;
  jobDescription?: string;
  isMember?: boolean;
  lastContentCreationTime?: number;
}
export interface SpaceParticipantMatchesDto {
  participants?: SpaceParticipantMatchDto[];
  hasMore?: boolean;
  searchPointer?: string;
}
export interface ParticipantToAddDto {
  userId?: string;
  firstName?: string;
  lastName?: string;
  department?: string;
  jobTitle?: string;
  isMember?: boolean;
  tenantId?: string;
  smallImageUri?: string;
}
export interface LikeDto {
  userId?: string;
  firstName?: string;
  lastName?: string;
  smallImageUri?: string;
  largeImageUri?: string;
}
export interface LikesResultDto {
  participants?: LikeDto[];
  hasMore?: boolean;
  searchPointer?: string;
}
export interface SpacePinnedTopicDto {
  topicId?: string;
  subject?: string;
  position?: number;
}
export interface SpaceTopicDto {
  subject?: string;
  pinned?: boolean;
  tags?: string[];
  numberOfReplies?: number;
  lastContentCreationTime?: number;
  lastContentCreatorId?: string;
  spaceItem?: SpaceItemDto;
}
export interface SpaceReplyDto {
  parentTopicId?: string;
  spaceItem?: SpaceItemDto;
}
export interface SpaceTopicWithRepliesDto {
  topic?: SpaceTopicDto;
  replies?: SpaceReplyDto[];
}
export interface ParticipantImportDto {
  importStatus?: string;
  importProgress?: number;
  importFileId?: string;
  importFileName?: string;
  resultFileId?: string;
  resultFileName?: string;
  importStartDate?: number;
  importEndDate?: number;
  estimatedImportDuration?: number;
  plannedNumberOfImportedParticipants?: number;
  actualNumberOfImportedParticipants?: number;
}
export interface SpacesSearchTermDto {
  searchTerm?: string;
  scope?: string;
  startTime?: number | string;
  endTime?: number | string;
}
export interface BasicSearchResultDto {
  status?: string;
  spaces?: SpaceDto[];
}
export interface DetailedSearchResultDto {
  spaceId?: string;
  status?: string;
  itemIds?: string[];
  fileIds?: string[];
}
export interface WebhookDto {
  id?: string;
  url?: string;
  type?: string;
  userId?: string;
  filter?: string[];
  subscriptionIds?: string[];
  creationTime?: number;
}
export interface IncomingWebhookDto {
  webhookId?: string;
  name?: string;
  description?: string;
  url?: string;
  status?: string;
  conversationId?: string;
  userId?: string;
  creatorId?: string;
  tenantId?: string;
  creationTime?: number;
  modificationTime?: number;
}
/**
 * `/rtc/sessions` declares a `Label` as its answer, which cannot describe a call. Circuit answers an array of
 * active sessions: the conversation of the call, its session id, start time and the participants in the shape
 * of the spec's `RtcParticipant`.
 */
export interface RtcSessionDto {
  rtcSessionId?: string;
  convId?: string;
  startTime?: number;
  mediaTypes?: string[];
  participants?: RtcParticipantDto[];
}
export interface DeviceInfoDto {
  clientId?: string;
  clientVersion?: string;
  deviceType?: string;
  deviceSubtype?: string;
  hardwareModel?: string;
  manufacturer?: string;
  osVersion?: string;
  homeNode?: string;
  userId?: string;
}
