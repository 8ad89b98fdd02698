// One call per space mutation: a bad one (refused before any upstream call) and a well-formed one (it reaches the
// upstream, whatever the upstream then says). Shared by the space refusal tests and the check, in
// writes-refusals.test.ts, that every messaging mutation has a bad-input case.
import * as data from '../../sandbox/messaging/data.js';

// A space with replies that user 2 (whose token the refusal tests use) is not a member of.
const space = data.spaces.find(
  (s) =>
    s.type !== 'SECRET' &&
    s.topics.some((t) => t.replies.length > 0) &&
    !s.members.some((m) => m.userId === data.users[2]!.userId),
)!;
const topic = space.topics.find((t) => t.replies.length > 0)!;
const S = space.spaceId;
const T = topic.spaceItem.itemId;
const R = topic.replies[0]!.itemId;
const U = data.users[7]!.userId;
const L = data.labels[0]!.labelId;
const long = (n: number) => 'x'.repeat(n);
/** A global id of another type than the argument takes: a conversation's. */
const conversationGlobalId = Buffer.from(`messaging:Conversation:${data.conversations[0]!.convId}`).toString(
  'base64url',
);

export const SPACE_BAD_INPUT: Record<string, string> = {
  createMessagingSpace: `createMessagingSpace(input: { name: "" }) { id }`,
  updateMessagingSpace: `updateMessagingSpace(spaceId: "${S}", input: {}) { id }`,
  deleteMessagingSpace: `deleteMessagingSpace(spaceId: "../spaces")`,
  joinMessagingSpace: `joinMessagingSpace(spaceId: "${conversationGlobalId}") { id }`,
  setMessagingSpaceWelcomeBox: `setMessagingSpaceWelcomeBox(spaceId: "${S}", content: "${long(2049)}") { id }`,
  assignMessagingSpaceLabels: `assignMessagingSpaceLabels(spaceId: "${S}", labelIds: []) { id }`,
  unassignMessagingSpaceLabels: `unassignMessagingSpaceLabels(spaceId: "${S}", labelIds: ["a/b"]) { id }`,
  addMessagingSpaceParticipants: `addMessagingSpaceParticipants(spaceId: "${S}", participants: [${Array.from({ length: 101 }, (_, n) => `"u${n}"`).join(',')}]) { id }`,
  removeMessagingSpaceParticipants: `removeMessagingSpaceParticipants(spaceId: "${S}", participants: []) { id }`,
  updateMessagingSpaceParticipantRole: `updateMessagingSpaceParticipantRole(spaceId: "${S}", participant: "a b", role: READER) { id }`,
  requestMessagingSpaceAccess: `requestMessagingSpaceAccess(spaceId: "${S}", reason: "bad\\u0001reason") { id }`,
  grantMessagingSpaceAccess: `grantMessagingSpaceAccess(spaceId: "${S}", participant: "..") { id }`,
  denyMessagingSpaceAccess: `denyMessagingSpaceAccess(spaceId: "${S}", participant: "${U}", reason: "${long(2049)}") { id }`,
  flagMessagingSpaceItem: `flagMessagingSpaceItem(spaceId: "${S}", topicId: "%2F") { id }`,
  unflagMessagingSpaceItem: `unflagMessagingSpaceItem(spaceId: "", topicId: "${T}") { id }`,
  likeMessagingSpaceItem: `likeMessagingSpaceItem(spaceId: "${S}", topicId: "${T}", replyId: "a?b") { id }`,
  unlikeMessagingSpaceItem: `unlikeMessagingSpaceItem(spaceId: "${S}", topicId: "a#b") { id }`,
  deleteMessagingSpaceItem: `deleteMessagingSpaceItem(spaceId: "${S}", topicId: "${T}", replyId: "${long(257)}") { id }`,
  pinMessagingSpaceTopic: `pinMessagingSpaceTopic(spaceId: "${S}", topicId: "${T}", position: 256) { id }`,
  unpinMessagingSpaceTopic: `unpinMessagingSpaceTopic(spaceId: "${S}", topicId: "..") { id }`,
  editMessagingSpaceTopic: `editMessagingSpaceTopic(spaceId: "${S}", topicId: "${T}", input: { subject: "" }) { id }`,
  editMessagingSpaceReply: `editMessagingSpaceReply(spaceId: "${S}", topicId: "${T}", replyId: "${R}", input: { content: "  " }) { id }`,
  updateMessagingSpaceTopicTags: `updateMessagingSpaceTopicTags(spaceId: "${S}", topicId: "${T}", tags: []) { id }`,
  addMessagingRecentSpaceSearch: `addMessagingRecentSpaceSearch(input: { searchTerm: "x", scope: ALL, startTime: "2026-02-01T00:00:00Z", endTime: "2026-01-01T00:00:00Z" }) { searchTerm }`,
  cancelMessagingSpaceSearch: `cancelMessagingSpaceSearch(searchId: "a/b")`,
};

/** Well-formed calls: each reaches the upstream (which may refuse it: only what was sent matters here). */
export const SPACE_CALLS: Record<string, string> = {
  createMessagingSpace: `createMessagingSpace(input: { name: "Credentials ${Date.now()}" }) { id }`,
  updateMessagingSpace: `updateMessagingSpace(spaceId: "${S}", input: { description: "d" }) { id }`,
  deleteMessagingSpace: `deleteMessagingSpace(spaceId: "6f1c2a4e-0000-4000-a000-000000000000")`,
  joinMessagingSpace: `joinMessagingSpace(spaceId: "${S}") { id }`,
  setMessagingSpaceWelcomeBox: `setMessagingSpaceWelcomeBox(spaceId: "${S}", content: "Hi") { id }`,
  assignMessagingSpaceLabels: `assignMessagingSpaceLabels(spaceId: "${S}", labelIds: ["${L}"]) { id }`,
  unassignMessagingSpaceLabels: `unassignMessagingSpaceLabels(spaceId: "${S}", labelIds: ["${L}"]) { id }`,
  addMessagingSpaceParticipants: `addMessagingSpaceParticipants(spaceId: "${S}", participants: ["${U}"]) { id }`,
  removeMessagingSpaceParticipants: `removeMessagingSpaceParticipants(spaceId: "${S}", participants: ["${U}"]) { id }`,
  updateMessagingSpaceParticipantRole: `updateMessagingSpaceParticipantRole(spaceId: "${S}", participant: "${U}", role: READER) { id }`,
  requestMessagingSpaceAccess: `requestMessagingSpaceAccess(spaceId: "${S}") { id }`,
  grantMessagingSpaceAccess: `grantMessagingSpaceAccess(spaceId: "${S}", participant: "${U}") { id }`,
  denyMessagingSpaceAccess: `denyMessagingSpaceAccess(spaceId: "${S}", participant: "${U}") { id }`,
  flagMessagingSpaceItem: `flagMessagingSpaceItem(spaceId: "${S}", topicId: "${T}") { id }`,
  unflagMessagingSpaceItem: `unflagMessagingSpaceItem(spaceId: "${S}", topicId: "${T}") { id }`,
  likeMessagingSpaceItem: `likeMessagingSpaceItem(spaceId: "${S}", topicId: "${T}", replyId: "${R}") { id }`,
  unlikeMessagingSpaceItem: `unlikeMessagingSpaceItem(spaceId: "${S}", topicId: "${T}", replyId: "${R}") { id }`,
  deleteMessagingSpaceItem: `deleteMessagingSpaceItem(spaceId: "${S}", topicId: "${T}", replyId: "6f1c2a4e-0000-4000-a000-000000000000") { id }`,
  pinMessagingSpaceTopic: `pinMessagingSpaceTopic(spaceId: "${S}", topicId: "${T}") { id }`,
  unpinMessagingSpaceTopic: `unpinMessagingSpaceTopic(spaceId: "${S}", topicId: "${T}") { id }`,
  editMessagingSpaceTopic: `editMessagingSpaceTopic(spaceId: "${S}", topicId: "${T}", input: { tags: ["t"] }) { id }`,
  editMessagingSpaceReply: `editMessagingSpaceReply(spaceId: "${S}", topicId: "${T}", replyId: "${R}", input: { content: "c" }) { id }`,
  updateMessagingSpaceTopicTags: `updateMessagingSpaceTopicTags(spaceId: "${S}", topicId: "${T}", tags: ["t"]) { id }`,
  addMessagingRecentSpaceSearch: `addMessagingRecentSpaceSearch(input: { searchTerm: "x", scope: ALL }) { searchTerm }`,
  cancelMessagingSpaceSearch: `cancelMessagingSpaceSearch(searchId: "s-1")`,
};
