// Where Circuit REST API v2 departs from its spec (A-circuit.yaml). Every other shape the gateway reads and the
// sandbox answers with is the spec's own (`components['schemas']` of ../messaging.d.ts); these are the answers the
// spec leaves untyped, declares as an empty object, or declares as a schema that cannot hold them.
import type { components } from '../messaging.js';

type Schemas = components['schemas'];

/** `#/definitions/ConversationsPage` gives `hasMore` no type; Circuit sends a boolean. */
export type ConversationsPage = Omit<Schemas['ConversationsPage'], 'hasMore'> & { hasMore?: boolean };

/** `#/definitions/SupportInfo` gives `supportType` no type; Circuit sends a number (an enum name is read too). */
export type SupportInfo = Omit<Schemas['SupportInfo'], 'supportType'> & { supportType?: number | string };

/**
 * `#/definitions/SpacesSearchTerm` gives `startTime` and `endTime` no type; Circuit sends epoch milliseconds, or
 * the text the search was started with.
 */
export type SpacesSearchTerm = Omit<Schemas['SpacesSearchTerm'], 'startTime' | 'endTime'> & {
  startTime?: number | string;
  endTime?: number | string;
};

/** `#/definitions/SpacesSearchTermResult` (`GET /spaces/search/recent`), its terms as above. */
export interface SpacesSearchTermResult {
  resList?: SpacesSearchTerm[];
}

/**
 * `#/definitions/GetSpacesResult` (`GET /spaces`, `GET /spaces/ids`) is an empty object; Circuit answers a JSON array
 * of `Space`. An object wrapping `spaces` (the shape of `DirectoryResult`) is read too.
 */
export type GetSpacesResult = Schemas['Space'][] | Pick<Schemas['DirectoryResult'], 'spaces'>;

/**
 * `#/definitions/ParticipantSpaceWrapper` (the answer of creating, updating and joining a space) is an empty
 * object; Circuit wraps the space with the caller's participant record. A bare `Space` is read too.
 */
export interface ParticipantSpaceWrapper {
  space?: Schemas['Space'];
  participant?: Schemas['Participant'];
}

/**
 * `GET /rtc/sessions` declares one `#/definitions/Label`, which cannot describe a call; Circuit answers an array
 * of active sessions: the conversation of the call, its session id, start time, media and the participants in
 * the shape of `RtcParticipant`.
 */
export interface RtcSession {
  rtcSessionId?: string;
  convId?: string;
  startTime?: number;
  mediaTypes?: string[];
  participants?: Schemas['RtcParticipant'][];
}

/**
 * `GET /conversations/favorite` declares an array of `#/definitions/String` (Java's `String`, with its
 * `CASE_INSENSITIVE_ORDER`); Circuit answers an array of conversation ids.
 */
export type FavoriteConversationIds = string[];

/** `GET /spaces/{spaceId}/topic/{topicId}/reply` declares one `#/definitions/SpaceReply`; Circuit answers a list. */
export type SpaceReplies = Schemas['SpaceReply'][];
