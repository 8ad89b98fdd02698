// Space writes (Circuit REST API v2, spec A) against bodies generated from the spec: every space administration,
// membership, space item and recent-search operation the gateway calls, with the caller's own token, and the
// reads that follow a write whose answer has no body.
import type { Gateway } from '../../src/gateway.js';
import { describeContract, type ContractEntry } from './support/contract.js';
import { generateBody, SPEC_VALID_VARIANTS } from './support/generate.js';
import type { JsonSchema } from './support/spec.js';
import { MESSAGING_REFUSALS, messagingContract } from './messaging-contract.js';

const SPACE_WRITE_OPERATIONS = [
  'POST /spaces/create',
  'PUT /spaces/{id}',
  'DELETE /spaces/{id}',
  'POST /spaces/{id}/join',
  'PUT /spaces/{spaceId}/welcomebox/{content}',
  'POST /spaces/{id}/labels/assign',
  'DELETE /spaces/{id}/labels/unassign',
  'POST /spaces/{id}/participant',
  'POST /spaces/{id}/participant/remove',
  'PUT /spaces/{spaceId}/participant',
  'POST /spaces/{spaceId}/participant/request',
  'POST /spaces/{spaceId}/participant/{participantId}/grant',
  'POST /spaces/{spaceId}/participant/{participantId}/deny',
  'PUT /spaces/flag/{itemId}',
  'PUT /spaces/unflag/{itemId}',
  'PUT /spaces/like/{itemId}',
  'PUT /spaces/unlike/{itemId}',
  'DELETE /spaces/item/{itemId}',
  'PUT /spaces/{topicId}/pin',
  'PUT /spaces/{topicId}/unpin',
  'PUT /spaces/{spaceId}/topic/{topicId}',
  'PUT /spaces/{spaceId}/topic/{topicId}/reply/{replyId}',
  'PUT /spaces/topic/{topicId}/updateTags',
  'PUT /spaces/search/add/recent',
  'PUT /spaces/search/cancel/{searchId}',
  // Read back after a write answered without a body, and the caller's labels the label writes name.
  'GET /spaces/ids',
  'GET /spaces/{spaceId}/topic/{topicId}',
  'GET /spaces/{spaceId}/topic/{topicId}/reply',
  'GET /spaces/search/recent',
  'GET /users/labels',
];

/** Writes go with the caller's own token: the contract's token arrives as the caller's header. */
async function sendAsCaller(gateway: Gateway, query: string, variables?: Record<string, unknown>) {
  return await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-messaging-token': 'contract-token' },
    body: JSON.stringify({ query, variables }),
  });
}

const space = '(spaceId: "s1")';
const topic = '(spaceId: "s1", topicId: "t1")';
const reply = '(spaceId: "s1", topicId: "t1", replyId: "r1")';
const entries: ContractEntry[] = [
  ['createMessagingSpace', '(input: { name: "n", tags: ["a"], description: "d" })'],
  ['updateMessagingSpace', '(spaceId: "s1", input: { name: "n", type: OPEN, ownerId: "u1" })'],
  ['deleteMessagingSpace', space],
  ['joinMessagingSpace', space],
  ['setMessagingSpaceWelcomeBox', '(spaceId: "s1", content: "Welcome", display: true)'],
  ['assignMessagingSpaceLabels', '(spaceId: "s1", labelIds: ["l1", "l2"])'],
  ['unassignMessagingSpaceLabels', '(spaceId: "s1", labelIds: ["l1"])'],
  ['addMessagingSpaceParticipants', '(spaceId: "s1", participants: ["u1", "u2"], role: READER)'],
  ['removeMessagingSpaceParticipants', '(spaceId: "s1", participants: ["u1"])'],
  ['updateMessagingSpaceParticipantRole', '(spaceId: "s1", participant: "u1", role: MODERATOR)'],
  ['requestMessagingSpaceAccess', '(spaceId: "s1", reason: "r")'],
  ['grantMessagingSpaceAccess', '(spaceId: "s1", participant: "u1")'],
  ['denyMessagingSpaceAccess', '(spaceId: "s1", participant: "u1", reason: "r")'],
  ['flagMessagingSpaceItem', reply],
  ['unflagMessagingSpaceItem', topic],
  // The topic's own item (one read of the topic) and a reply (the reply pages).
  ['likeMessagingSpaceItem', topic],
  ['unlikeMessagingSpaceItem', reply],
  ['deleteMessagingSpaceItem', reply],
  ['pinMessagingSpaceTopic', '(spaceId: "s1", topicId: "t1", position: 3)'],
  ['unpinMessagingSpaceTopic', topic],
  ['editMessagingSpaceTopic', '(spaceId: "s1", topicId: "t1", input: { subject: "s", tags: ["a"] })'],
  ['editMessagingSpaceReply', '(spaceId: "s1", topicId: "t1", replyId: "r1", input: { content: "c" })'],
  ['updateMessagingSpaceTopicTags', '(spaceId: "s1", topicId: "t1", tags: ["a", "b"])'],
  ['addMessagingRecentSpaceSearch', '(input: { searchTerm: "x", scope: TAGS, startTime: "2026-01-01T00:00:00Z" })'],
  ['cancelMessagingSpaceSearch', '(searchId: "q1")'],
].map(([field, args]) => ({
  field: field!,
  args,
  mutation: true,
  send: sendAsCaller,
  // A write answers its record, or a coded error saying it is done but could not be read back: never a null,
  // except a deleted item that Circuit no longer lists.
  ...(field === 'deleteMessagingSpaceItem' ? { nullMeans: 'null once Circuit no longer lists it' } : {}),
}));

const contract = messagingContract(entries, SPACE_WRITE_OPERATIONS, 1, [
  MESSAGING_REFUSALS.recordWithoutId,
  MESSAGING_REFUSALS.writeNotReadBack,
]);
const base = contract.reply;
describeContract({
  ...contract,
  reply: (context) => {
    const { operation, variant, generated, spec } = context;
    // `ParticipantSpaceWrapper` is an empty object in the spec, but a created space is only named by its answer:
    // Circuit wraps the new space (every variant of the spec's `Space`), which always carries its id.
    if (operation.method === 'POST' && operation.path === '/spaces/create') {
      if (!(SPEC_VALID_VARIANTS as readonly string[]).includes(variant)) return base?.(context);
      const schemas = (spec.document.components as { schemas: Record<string, JsonSchema> }).schemas;
      const created = generateBody(schemas.Space, variant, 7) as Record<string, unknown>;
      const body = generated && typeof generated === 'object' ? generated : {};
      return { status: operation.status, body: { ...body, space: { ...created, spaceId: 'k1' } } };
    }
    return base?.(context);
  },
});
