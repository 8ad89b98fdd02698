// Messaging (Circuit REST API v2, spec A) against bodies generated from the spec: what both contract files share.
// The GET operations are split between two files (conversations and users; spaces) to keep each one quick.
import type { AllowedRefusal, ContractEntry, ReplyContext, ServiceContract } from './support/contract.js';
import type { ContractReply } from './support/upstream.js';

/** Every GET operation of the spec: the gateway calls all of them. */
export const MESSAGING_OPERATIONS = [
  'GET /conversations',
  'GET /conversations/byIds',
  'GET /conversations/community',
  'GET /conversations/conversationdetails',
  'GET /conversations/direct',
  'GET /conversations/favorite',
  'GET /conversations/label/{labelId}',
  'GET /conversations/messages/flag',
  'GET /conversations/messages/{itemId}',
  'GET /conversations/resolveinvitetoken',
  'GET /conversations/search',
  'GET /conversations/{convId}',
  'GET /conversations/{convId}/conversationdetails',
  'GET /conversations/{convId}/items',
  'GET /conversations/{convId}/messages/flag',
  'GET /conversations/{convId}/participants',
  'GET /conversations/{convId}/pins',
  'GET /rtc/sessions',
  'GET /spaces',
  'GET /spaces/directory',
  'GET /spaces/exists/{name}',
  'GET /spaces/flagged',
  'GET /spaces/ids',
  'GET /spaces/likes/{itemId}',
  'GET /spaces/search/recent',
  'GET /spaces/search/startBasic',
  'GET /spaces/search/startDetailed',
  'GET /spaces/{id}/participants',
  'GET /spaces/{id}/participants/pending',
  'GET /spaces/{id}/pinnedTopics',
  'GET /spaces/{id}/searchParticipantsToAdd',
  'GET /spaces/{id}/searchSpaceParticipants',
  'GET /spaces/{spaceId}/participant/import/',
  'GET /spaces/{spaceId}/topic/{topicId}',
  'GET /spaces/{spaceId}/topic/{topicId}/reply',
  'GET /spaces/{spaceId}/topics',
  'GET /telephony/deviceInfos',
  'GET /telephony/telephonyConversationId',
  'GET /telephony/{telephonyConversationId}/journal',
  'GET /users',
  'GET /users/labels',
  'GET /users/list',
  'GET /users/presence',
  'GET /users/profile',
  'GET /users/supportinfo',
  'GET /users/{emailAddress}/getUserByEmail',
  'GET /users/{id}',
  'GET /users/{id}/presence',
  'GET /webhooks',
  'GET /webhooks/incoming/user/{userId}',
  'GET /webhooks/{id}',
];

/** Operations reached by the single-record entries (messaging.test.ts). */
export const SINGLE_RECORD_OPERATIONS = [
  'GET /conversations/byIds',
  'GET /conversations/conversationdetails',
  'GET /conversations/label/{labelId}',
  'GET /conversations/messages/{itemId}',
  'GET /conversations/{convId}',
  'GET /conversations/{convId}/conversationdetails',
  'GET /conversations/{convId}/items',
  'GET /conversations/{convId}/messages/flag',
  'GET /conversations/{convId}/participants',
  'GET /conversations/{convId}/pins',
  'GET /rtc/sessions',
  'GET /telephony/{telephonyConversationId}/journal',
  'GET /users/list',
  'GET /users/presence',
  'GET /users/profile',
  'GET /users/{emailAddress}/getUserByEmail',
  'GET /users/{id}',
  'GET /users/{id}/presence',
  'GET /webhooks/incoming/user/{userId}',
  'GET /webhooks/{id}',
];

/** Operations reached by the list entries (messaging-lists.test.ts). */
export const LIST_OPERATIONS = [
  'GET /conversations',
  'GET /conversations/byIds',
  'GET /conversations/community',
  'GET /conversations/conversationdetails',
  'GET /conversations/direct',
  'GET /conversations/favorite',
  'GET /conversations/label/{labelId}',
  'GET /conversations/messages/flag',
  'GET /conversations/resolveinvitetoken',
  'GET /conversations/search',
  'GET /conversations/{convId}/items',
  'GET /conversations/{convId}/messages/flag',
  'GET /conversations/{convId}/participants',
  'GET /conversations/{convId}/pins',
  'GET /spaces/search/startBasic',
  'GET /telephony/deviceInfos',
  'GET /telephony/telephonyConversationId',
  'GET /users',
  'GET /users/labels',
  'GET /users/list',
  'GET /users/presence',
  'GET /users/supportinfo',
  'GET /webhooks',
];

/** Operations reached by the space entries (messaging-spaces.test.ts). */
export const SPACE_OPERATIONS = MESSAGING_OPERATIONS.filter(
  // The basic search answers a list of spaces: it is a list entry.
  (operation) => operation.startsWith('GET /spaces') && operation !== 'GET /spaces/search/startBasic',
);

/**
 * Two operations declare no body at all; Circuit answers a JSON boolean and a JSON string. Spec-valid variants get
 * that; the wrong-shape ones keep the generated body (an object or a string where a boolean belongs).
 */
function reply({ operation, variant }: ReplyContext): ContractReply | undefined {
  if (variant === 'wrong-shape' || variant === 'wrong-root') return undefined;
  if (operation.path === '/spaces/exists/{name}') return { body: variant !== 'edges-low' };
  if (operation.path === '/telephony/telephonyConversationId') {
    return { body: JSON.stringify(variant === 'edges-high' ? 'a'.repeat(256) : 'telephony-conversation-1') };
  }
  return undefined;
}

/**
 * The refusals of spec-valid Circuit answers the gateway keeps (docs/services/messaging.md, "Answers refused"): each
 * suite lists those its entries meet.
 */
export const MESSAGING_REFUSALS = {
  /** required-only, nulls: Circuit's spec makes every record's own id optional. */
  recordWithoutId: {
    name: 'record-without-id',
    reason: 'invalid-response',
    detail: /^a record has no (id|userId|convId|itemId|topicId|labelId|webhookId|spaceId)$/,
    why:
      'a record without its own id (userId, convId, itemId, ...) cannot be a Node or be read again: the record ' +
      '(one item of its list, or the lookup) is the error, the rest answers',
  },
  /** Every variant: `GET /rtc/sessions` declares a `Label`, which names no call. */
  rtcSessionWithoutId: {
    name: 'rtc-session-without-id',
    reason: 'invalid-response',
    detail: 'a record has no rtcSessionId',
    why:
      'the spec declares a Label as the answer of GET /rtc/sessions; an object that names no rtcSessionId is not a ' +
      'call in progress, and is refused at its item rather than shown as a call with nothing known of it',
  },
  /** A write the spec answers with nothing, or an empty object, and whose read-back holds no such record. */
  writeNotReadBack: {
    name: 'write-not-read-back',
    reason: 'write-result-unreadable',
    detail: /^the (space|topic|item) written could not be read back$/,
    why:
      "the write's answer is empty in the spec (ParticipantSpaceWrapper, or no body) and the read-back it names " +
      '(GetSpacesResult, an empty object in the spec; a topic or reply page without the item) holds no such ' +
      'record: the mutation says the write happened and its result could not be read',
  },
} satisfies Record<string, AllowedRefusal>;

/**
 * `depth` 2 where each entry is one record, 1 where entries are lists (30 records each in long-arrays);
 * `allowedRefusals` the causes of refusal of spec-valid answers the suite meets (MESSAGING_REFUSALS).
 */
export function messagingContract(
  entries: ContractEntry[],
  operations: string[],
  depth = 2,
  allowedRefusals: AllowedRefusal[] = [],
): ServiceContract {
  return {
    allowedRefusals,
    service: 'messaging',
    spec: 'A-circuit.yaml',
    env: { MESSAGING_TOKEN: 'contract-token' },
    // The spec declares OAuth2: the access token travels as a bearer token.
    authorize: (request) => request.headers.authorization === 'Bearer contract-token',
    operations,
    entries,
    reply,
    depth,
    // Nested connections read two records: every field is still selected, and a long-arrays body (30 records per
    // list) does not fan out into hundreds of calls per entry.
    fieldArgs: {
      'Space.participantsToAdd': '(query: "ann")',
      'Space.searchParticipants': '(query: "ann")',
      'Space.participants': '(first: 2)',
      'Space.pendingParticipants': '(first: 2)',
      'Space.topics': '(first: 2)',
      'SpaceTopic.replies': '(first: 2)',
      'SpaceItem.likes': '(first: 2)',
      'Conversation.items': '(first: 2)',
      'Conversation.participantList': '(first: 2)',
      'Label.conversations': '(first: 2)',
    },
  };
}
