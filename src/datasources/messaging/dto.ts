// The upstream's shapes: Circuit REST API v2 (spec A), generated from the spec with the overlay of what the real API
// sends, under the names the data source uses. The spec requires no field, so every field is optional.
import type { components, operations } from '@gateway/upstream-types/messaging';
import type * as Circuit from '@gateway/upstream-types/overlays/messaging';

type Schemas = components['schemas'];

export type UserEmailAddressDto = Schemas['UserEmailAddress'];
export type UserPhoneNumberDto = Schemas['UserPhoneNumber'];
export type UserDto = Schemas['User'];
export type LabelDto = Schemas['Label'];
export type PresenceDto = Schemas['Presence'];
export type SupportInfoDto = Circuit.SupportInfo;
export type ConversationDto = Schemas['Conversation'];
export type AttachmentDto = Schemas['Attachment'];
export type PreviewDto = Schemas['Preview'];
export type TextItemDto = Schemas['ConversationTextItem'];
export type SystemItemDto = Schemas['SystemItem'];
export type RtcParticipantDto = Schemas['RtcParticipant'];
export type RtcItemDto = Schemas['RtcItem'];
export type ConversationItemDto = Schemas['ConversationItem'];
export type ConversationsPageDto = Circuit.ConversationsPage;
export type BridgeNumberDto = Schemas['BridgeNumber'];
export type ConversationDetailsDto = Schemas['ConversationDetails'];
export type ConversationParticipantDto = Schemas['ConversationParticipant'];
export type ConversationParticipantsListDto = Schemas['ConversationParticipantsList'];
export type PinnedTopicDto = Schemas['PinnedTopic'];
export type ConversationMatchDto = Schemas['ConversationSearchResultItem'];
export type ConversationSearchResultDto = Schemas['ConversationSearchResult'];
export type SpaceDto = Schemas['Space'];
export type GetSpacesResultDto = Circuit.GetSpacesResult;
export type ParticipantSpaceWrapperDto = Circuit.ParticipantSpaceWrapper;
export type LabelIdsDto = Schemas['LabelIds'];
export type SpaceAttachmentDto = Schemas['SpaceAttachment'];
/**
 * A space item as the gateway hands it on: Circuit's item does not carry `parentTopicId`; the gateway fills it from
 * the path or answer that returned the item, since a reply is read again only through its topic.
 */
export type SpaceItemDto = Schemas['SpaceItem'] & { parentTopicId?: string };
export type FlaggedItemDto = Schemas['FlaggedItem'];
export type FlaggedItemsResultDto = Schemas['FlaggedItemsResult'];
export type DirectoryResultDto = Schemas['DirectoryResult'];
export type SpaceParticipantDto = Schemas['ParticipantSearchResult'];
export type SpaceParticipantsResultDto = Schemas['ParticipantsSearchResult'];
export type SpaceParticipantMatchDto = Schemas['ParticipantSearchResultLarge'];
export type SpaceParticipantMatchesDto = Schemas['ParticipantsSearchResultLarge'];
export type ParticipantToAddDto = Schemas['AddParticipantsSearchResult'];
export type LikeDto = Schemas['ParticipantsLike'];
export type LikesResultDto = Schemas['ParticipantsLikeResult'];
export type SpacePinnedTopicDto = Schemas['SpacePinnedTopic'];
export type SpaceTopicDto = Schemas['SpaceTopic'];
export type SpaceReplyDto = Schemas['SpaceReply'];
export type SpaceTopicWithRepliesDto = Schemas['SpaceTopicWithReplies'];
export type ParticipantImportDto = Schemas['ParticipantsImportDataResult'];
export type SpacesSearchTermDto = Circuit.SpacesSearchTerm;
export type SpacesSearchTermResultDto = Circuit.SpacesSearchTermResult;
export type BasicSearchResultDto = Schemas['BasicSearchResult'];
export type DetailedSearchResultDto = Schemas['SpaceSearchResultDetailed'];
export type WebhookDto = Schemas['WebHook'];
export type IncomingWebhookDto = Schemas['IncomingWebhook'];
export type RtcSessionDto = Circuit.RtcSession;
export type DeviceInfoDto = Schemas['V2DistributedClientInfo'];

/** The form body of a spec operation (`application/x-www-form-urlencoded`). */
export type FormOf<Operation extends keyof operations> =
  NonNullable<operations[Operation]['requestBody']> extends {
    content: { 'application/x-www-form-urlencoded': infer Form };
  }
    ? Form
    : never;

/** A form's fields as the gateway fills them from GraphQL arguments: each may be absent or null, lists read-only. */
export type FieldsOf<Form> = {
  [Name in keyof Form]?: (NonNullable<Form[Name]> extends Array<infer Entry> ? readonly Entry[] : Form[Name]) | null;
};

/** The query parameters of a spec operation. */
export type QueryOf<Operation extends keyof operations> = NonNullable<operations[Operation]['parameters']['query']>;

/** The paging direction of the spec's `direction` parameter (`GET /conversations` and the item lists). */
export type Direction = NonNullable<NonNullable<operations['getConversations']['parameters']['query']>['direction']>;

/** A page read with a Circuit search pointer. */
export interface PointerPage<T> {
  items: T[];
  next?: string;
}
