// Messaging writes (Circuit REST API v2, spec A) against bodies generated from the spec: every write operation the
// gateway calls, with the caller's own token (writes never use a configured one), and the reads that follow a
// write whose answer has no body.
import type { Gateway } from '../../src/gateway.js';
import { describeContract, type ContractEntry } from './support/contract.js';
import { MESSAGING_REFUSALS, messagingContract } from './messaging-contract.js';

const WRITE_OPERATIONS = [
  'POST /conversations/{convId}/messages',
  'POST /conversations/{convId}/messages/{itemId}',
  'PUT /conversations/{convId}/messages/{itemId}',
  'DELETE /conversations/{convId}/messages/{itemId}',
  'POST /conversations/{convId}/messages/{itemId}/like',
  'DELETE /conversations/{convId}/messages/{itemId}/like',
  'POST /conversations/{convId}/messages/{itemId}/flag',
  'DELETE /conversations/{convId}/messages/{itemId}/flag',
  'POST /conversations/{convId}/pins/{itemId}',
  'DELETE /conversations/{convId}/pins/{itemId}',
  'POST /conversations/group',
  'POST /conversations/direct',
  'POST /conversations/group/{convId}/participants',
  'DELETE /conversations/group/{convId}/participants',
  'PUT /conversations/group/{convId}',
  'POST /conversations/community/{convId}/join',
  'POST /conversations/{convId}/archive',
  'DELETE /conversations/{convId}/archive',
  'POST /conversations/{convId}/favorite',
  'DELETE /conversations/{convId}/favorite',
  'POST /spaces/{spaceId}/topic',
  'POST /spaces/{spaceId}/topic/{topicId}/reply',
  'PUT /spaces/{id}/updateTimestamp',
  'POST /spaces/{id}/leave',
  'PUT /users/presence',
  // Read back after a write answered without a body.
  'GET /conversations/messages/{itemId}',
  'GET /conversations/{convId}',
  'GET /spaces/ids',
];

/** Writes go with the caller's own token: the contract's token arrives as the caller's header. */
async function sendAsCaller(gateway: Gateway, query: string, variables?: Record<string, unknown>) {
  return await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-messaging-token': 'contract-token' },
    body: JSON.stringify({ query, variables }),
  });
}

const item = '(conversationId: "c1", itemId: "i1")';
const entries: ContractEntry[] = [
  ['postMessagingMessage', '(conversationId: "c1", input: { content: "hi" })'],
  ['replyToMessagingMessage', '(conversationId: "c1", parentItemId: "i1", input: { content: "hi" })'],
  ['editMessagingMessage', '(conversationId: "c1", itemId: "i1", input: { content: "hi" })'],
  ['deleteMessagingMessage', item],
  ['likeMessagingMessage', item],
  ['unlikeMessagingMessage', item],
  ['flagMessagingMessage', item],
  ['unflagMessagingMessage', item],
  ['pinMessagingMessage', item],
  ['unpinMessagingMessage', item],
  ['createMessagingGroupConversation', '(participants: ["u1", "u2"], topic: "t")'],
  ['createMessagingDirectConversation', '(participant: "u1")'],
  ['addMessagingConversationParticipants', '(conversationId: "c1", participants: ["u1"])'],
  ['removeMessagingConversationParticipants', '(conversationId: "c1", participants: ["u1"])'],
  ['updateMessagingConversationTopic', '(conversationId: "c1", topic: "t")'],
  ['joinMessagingCommunity', '(conversationId: "c1")'],
  ['archiveMessagingConversation', '(conversationId: "c1")'],
  ['unarchiveMessagingConversation', '(conversationId: "c1")'],
  ['favoriteMessagingConversation', '(conversationId: "c1")'],
  ['unfavoriteMessagingConversation', '(conversationId: "c1")'],
  ['createMessagingSpaceTopic', '(spaceId: "s1", input: { subject: "s" })'],
  ['replyToMessagingSpaceTopic', '(spaceId: "s1", topicId: "t1", content: "c")'],
  ['markMessagingSpaceRead', '(spaceId: "s1")'],
  ['leaveMessagingSpace', '(spaceId: "s1")'],
  ['setMessagingPresence', '(input: { state: AVAILABLE })'],
].map(([field, args]) => ({
  field: field!,
  args,
  mutation: true,
  send: sendAsCaller,
  // A space left may no longer be visible to the caller: null says so; every other write answers or errs.
  ...(field === 'leaveMessagingSpace' ? { nullMeans: 'null when the caller, having left, may no longer see it' } : {}),
}));

const contract = messagingContract(entries, WRITE_OPERATIONS, 1, [
  MESSAGING_REFUSALS.recordWithoutId,
  MESSAGING_REFUSALS.writeNotReadBack,
]);
const base = contract.reply;
describeContract({
  ...contract,
  reply: (context) => {
    const { operation, variant, generated } = context;
    // The spec requires nothing, but the gateway cannot name a new item or a presence without its key: Circuit
    // always sends it (the item's id, the caller's user id), so spec-valid bodies here carry it.
    const keyOf: Record<string, string> = {
      'POST /conversations/{convId}/messages': 'itemId',
      'POST /conversations/{convId}/messages/{itemId}': 'itemId',
      'PUT /users/presence': 'userId',
    };
    const key = keyOf[`${operation.method} ${operation.path}`];
    const specValid = variant !== 'wrong-shape' && variant !== 'wrong-root';
    if (key && specValid && generated && typeof generated === 'object' && !Array.isArray(generated)) {
      const record = generated as Record<string, unknown>;
      const value = record[key];
      if (typeof value !== 'string' || value === '') {
        return { status: operation.status, body: { ...record, [key]: 'k1' } };
      }
    }
    return base?.(context);
  },
});
