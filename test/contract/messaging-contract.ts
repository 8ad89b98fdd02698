// Messaging (Circuit REST API v2, spec A) against bodies generated from the spec: what both contract files share.
// The GET operations are split between two files (conversations and users; spaces) to keep each one quick.
import type { ContractEntry, ReplyContext, ServiceContract } from './support/contract.js';
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

/** `depth` 2 where each entry is one record, 1 where entries are lists (30 records each in long-arrays). */
export function messagingContract(entries: ContractEntry[], operations: string[], depth = 2): ServiceContract {
  return {
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
