// Calls of the messaging management mutations (communities, moderation, labels, profile, webhooks) shared by their
// refusal tests: one invalid call each (refused before any upstream call) and one valid call each.
import * as data from '../../sandbox/messaging/data.js';

const me = data.profileUser.userId;
const community = data.conversations.find((c) => c.type === 'COMMUNITY' && c.participants?.includes(me))!;
const group = data.conversations.find((c) => c.type === 'GROUP' && c.participants?.includes(me))!;
const webhook = data.webhooks.find((w) => !w.filter?.includes('USER.USER_PRESENCE_CHANGE'))!;
const presenceWebhook = data.webhooks.find((w) => w.filter?.includes('USER.USER_PRESENCE_CHANGE'))!;
const incoming = data.incomingWebhooks.find((w) => w.userId === me)!;
const C = community.convId;
const G = group.convId;
const long = (n: number) => 'x'.repeat(n);

/** Mutations that take no input, so none can be bad. */
export const MANAGEMENT_WITHOUT_INPUT = ['deleteAllMessagingWebhooks'];

/** One invalid call per mutation that takes input. */
export const MANAGEMENT_BAD_INPUT: Record<string, string> = {
  createMessagingCommunity: `createMessagingCommunity(input: { topic: "   " }) { id }`,
  updateMessagingCommunity: `updateMessagingCommunity(conversationId: "${C}", input: {}) { id }`,
  addMessagingCommunityParticipants: `addMessagingCommunityParticipants(conversationId: "${C}", participants: []) { id }`,
  removeMessagingCommunityParticipants: `removeMessagingCommunityParticipants(conversationId: "a/b", participants: ["${me}"]) { id }`,
  moderateMessagingConversation: `moderateMessagingConversation(conversationId: "..") { id }`,
  unmoderateMessagingConversation: `unmoderateMessagingConversation(conversationId: "") { id }`,
  addMessagingConversationModerators: `addMessagingConversationModerators(conversationId: "${G}", moderators: ["a b"]) { id }`,
  removeMessagingConversationModerators: `removeMessagingConversationModerators(conversationId: "${G}", moderators: []) { id }`,
  addMessagingConversationLabel: `addMessagingConversationLabel(conversationId: "${G}", label: "${long(2049)}") { id }`,
  removeMessagingConversationLabel: `removeMessagingConversationLabel(conversationId: "${G}", labelId: "%2F") { id }`,
  createMessagingLabel: `createMessagingLabel(value: "bad\\u0001label") { id }`,
  deleteMessagingLabel: `deleteMessagingLabel(labelId: "a?b") { id }`,
  updateMessagingProfile: `updateMessagingProfile(input: { firstName: "${long(129)}" }) { id }`,
  updateMessagingWebhook: `updateMessagingWebhook(id: "${webhook.id}", input: { url: "ftp://example.org/hook" }) { id }`,
  updateMessagingPresenceWebhook: `updateMessagingPresenceWebhook(id: "${presenceWebhook.id}", input: {}) { id }`,
  createMessagingIncomingWebhook: `createMessagingIncomingWebhook(conversationId: "${G}", input: { userId: "x y" }) { upstreamId }`,
  deleteMessagingIncomingWebhook: `deleteMessagingIncomingWebhook(webhookId: "../x")`,
  postMessagingIncomingWebhookMessage: `postMessagingIncomingWebhookMessage(webhookId: "${incoming.webhookId}", input: { subject: "no text" })`,
};

/** One valid call per mutation (none of them reaches the upstream without the caller's token). */
export const MANAGEMENT_VALID: Record<string, string> = {
  createMessagingCommunity: `createMessagingCommunity(input: { topic: "Open" }) { id }`,
  updateMessagingCommunity: `updateMessagingCommunity(conversationId: "${C}", input: { topic: "t" }) { id }`,
  addMessagingCommunityParticipants: `addMessagingCommunityParticipants(conversationId: "${C}", participants: ["${me}"]) { id }`,
  removeMessagingCommunityParticipants: `removeMessagingCommunityParticipants(conversationId: "${C}", participants: ["${me}"]) { id }`,
  moderateMessagingConversation: `moderateMessagingConversation(conversationId: "${G}") { id }`,
  unmoderateMessagingConversation: `unmoderateMessagingConversation(conversationId: "${G}") { id }`,
  addMessagingConversationModerators: `addMessagingConversationModerators(conversationId: "${G}", moderators: ["${me}"]) { id }`,
  removeMessagingConversationModerators: `removeMessagingConversationModerators(conversationId: "${G}", moderators: ["${me}"]) { id }`,
  addMessagingConversationLabel: `addMessagingConversationLabel(conversationId: "${G}", label: "Urgent") { id }`,
  removeMessagingConversationLabel: `removeMessagingConversationLabel(conversationId: "${G}", labelId: "${data.labels[0]!.labelId}") { id }`,
  createMessagingLabel: `createMessagingLabel(value: "Later") { id }`,
  deleteMessagingLabel: `deleteMessagingLabel(labelId: "${data.labels[0]!.labelId}") { id }`,
  updateMessagingProfile: `updateMessagingProfile(input: { jobTitle: "Engineer" }) { id }`,
  deleteAllMessagingWebhooks: `deleteAllMessagingWebhooks { id }`,
  updateMessagingWebhook: `updateMessagingWebhook(id: "${webhook.id}", input: { url: "https://example.org/hook" }) { id }`,
  updateMessagingPresenceWebhook: `updateMessagingPresenceWebhook(id: "${presenceWebhook.id}", input: { userIds: ["${me}"] }) { id }`,
  createMessagingIncomingWebhook: `createMessagingIncomingWebhook(conversationId: "${G}") { upstreamId }`,
  deleteMessagingIncomingWebhook: `deleteMessagingIncomingWebhook(webhookId: "${incoming.webhookId}")`,
  postMessagingIncomingWebhookMessage: `postMessagingIncomingWebhookMessage(webhookId: "${incoming.webhookId}", input: { text: "hi" })`,
};
