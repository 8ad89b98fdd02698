// Messaging management writes (Circuit REST API v2, spec A) against bodies generated from the spec: communities,
// moderation, conversation and user labels, the profile, webhook changes and incoming webhooks, each with the
// caller's own token (writes never use a configured one), and the reads that follow a write without an answer body.
import type { Gateway } from '../../src/gateway.js';
import { describeContract, type ContractEntry } from './support/contract.js';
import { MESSAGING_REFUSALS, messagingContract } from './messaging-contract.js';

const OPERATIONS = [
  'POST /conversations/community',
  'PUT /conversations/community/{convId}',
  'POST /conversations/community/{convId}/participants',
  'DELETE /conversations/community/{convId}/participants',
  'POST /conversations/moderate/{convId}',
  'POST /conversations/unmoderate/{convId}',
  'POST /conversations/{convId}/moderators',
  'DELETE /conversations/{convId}/moderators',
  'POST /conversations/{convId}/label',
  'DELETE /conversations/{convId}/label/{labelId}',
  'POST /users/labels',
  'DELETE /users/labels/{labelId}',
  'PUT /users/profile',
  'DELETE /webhooks',
  'PUT /webhooks/{id}',
  'PUT /webhooks/presence/{id}',
  'POST /webhooks/incoming/create/{conversationId}',
  'DELETE /webhooks/incoming/{webhookId}',
  'POST /webhooks/incoming/{webhookId}',
  // Read again after a write answered without a body.
  'GET /conversations/{convId}',
  'GET /webhooks',
];

/** Writes go with the caller's own token: the contract's token arrives as the caller's header. */
async function sendAsCaller(gateway: Gateway, query: string, variables?: Record<string, unknown>) {
  return await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-messaging-token': 'contract-token' },
    body: JSON.stringify({ query, variables }),
  });
}

const conversation = '(conversationId: "c1")';
const entries: ContractEntry[] = [
  ['createMessagingCommunity', '(input: { topic: "t", description: "d", participants: ["u1"] })'],
  ['updateMessagingCommunity', '(conversationId: "c1", input: { topic: "t", description: "d" })'],
  ['addMessagingCommunityParticipants', '(conversationId: "c1", participants: ["u1"])'],
  ['removeMessagingCommunityParticipants', '(conversationId: "c1", participants: ["u1"])'],
  ['moderateMessagingConversation', conversation],
  ['unmoderateMessagingConversation', conversation],
  ['addMessagingConversationModerators', '(conversationId: "c1", moderators: ["u1"])'],
  ['removeMessagingConversationModerators', '(conversationId: "c1", moderators: ["u1"])'],
  ['addMessagingConversationLabel', '(conversationId: "c1", label: "l")'],
  ['removeMessagingConversationLabel', '(conversationId: "c1", labelId: "l1")'],
  ['createMessagingLabel', '(value: "l")'],
  ['deleteMessagingLabel', '(labelId: "l1")'],
  ['updateMessagingProfile', '(input: { firstName: "A", lastName: "B", jobTitle: "C", locale: EN_US })'],
  ['deleteAllMessagingWebhooks', ''],
  ['updateMessagingWebhook', '(id: "w1", input: { url: "https://example.org/h", filter: [CONVERSATION_CREATE] })'],
  ['updateMessagingPresenceWebhook', '(id: "w1", input: { url: "https://example.org/h", userIds: ["u1"] })'],
  ['createMessagingIncomingWebhook', '(conversationId: "c1", input: { name: "n", description: "d", userId: "u1" })'],
  ['deleteMessagingIncomingWebhook', '(webhookId: "w1")'],
  ['postMessagingIncomingWebhookMessage', '(webhookId: "w1", input: { text: "t", subject: "s", markdown: true })'],
].map(([field, args]) => ({ field: field!, args: args || undefined, mutation: true, send: sendAsCaller }));

/**
 * The spec requires nothing of an answer, but a created record cannot be named without its key, which Circuit
 * always sends (the new conversation's, label's or webhook's id, the caller's user id): spec-valid bodies of these
 * writes carry it. Writes that name their record in the request fill a missing key from it.
 */
const KEY_OF: Record<string, string> = {
  'POST /conversations/community': 'convId',
  'POST /conversations/{convId}/label': 'labelId',
  'POST /users/labels': 'labelId',
  'PUT /users/profile': 'userId',
  'POST /webhooks/incoming/create/{conversationId}': 'webhookId',
};

const contract = messagingContract(entries, OPERATIONS, 1, [MESSAGING_REFUSALS.recordWithoutId]);
const base = contract.reply;
describeContract({
  ...contract,
  reply: (context) => {
    const { operation, variant, generated } = context;
    const key = KEY_OF[`${operation.method} ${operation.path}`];
    const specValid = variant !== 'wrong-shape' && variant !== 'wrong-root';
    if (key && specValid && generated && typeof generated === 'object' && !Array.isArray(generated)) {
      const record = generated as Record<string, unknown>;
      if (typeof record[key] !== 'string' || record[key] === '') {
        return { status: operation.status, body: { ...record, [key]: 'k1' } };
      }
    }
    return base?.(context);
  },
});
