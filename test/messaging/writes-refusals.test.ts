// Messaging writes that must not happen: bad input (refused before any upstream call), upstream refusals mapped
// to their codes, writes without the caller's own token, and the retry rule (a POST is never sent twice).
import { MESSAGING_DEMO_TOKEN, messagingUserToken } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { CACHE_POLICY } from '../../src/plugins/response-cache/policy.js';
import { startHarness, type Harness } from '../support/harness.js';
import { MANAGEMENT_BAD_INPUT, MANAGEMENT_WITHOUT_INPUT } from './management-cases.js';
import { SPACE_BAD_INPUT } from './spaces-write-cases.js';

const CONFIGURED = 'configured-circuit-token-9f2c41';
let harness: Harness;
const own = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
const me = data.profileUser.userId;
const group = data.conversations.find((c) => c.type === 'GROUP' && c.participants?.includes(me))!;
const item = data.items.find((i) => i.convId === group.convId && i.type === 'TEXT' && i.creatorId === me)!;
const space = data.spaces.find((s) => s.members.some((m) => m.userId === me))!;
const C = group.convId;
const I = item.itemId;
const long = (n: number) => 'x'.repeat(n);

beforeAll(async () => {
  harness = await startHarness({ services: ['messaging', 'numbers'], env: { MESSAGING_TOKEN: CONFIGURED } });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.sandbox.service('messaging').recorder.reset();
  harness.sandbox.service('messaging').faults.clear();
});

/** One invalid call per mutation: each is refused as BAD_USER_INPUT with nothing sent upstream. */
const BAD_INPUT: Record<string, string> = {
  postMessagingMessage: `postMessagingMessage(conversationId: "${C}", input: { content: "${long(16_385)}" }) { id: upstreamId }`,
  replyToMessagingMessage: `replyToMessagingMessage(conversationId: "${C}", parentItemId: "${I}", input: { subject: "no content" }) { id: upstreamId }`,
  editMessagingMessage: `editMessagingMessage(conversationId: "${C}", itemId: "${I}", input: {}) { id: upstreamId }`,
  deleteMessagingMessage: `deleteMessagingMessage(conversationId: "../users", itemId: "${I}") { id: upstreamId }`,
  likeMessagingMessage: `likeMessagingMessage(conversationId: "${C}", itemId: "a/b") { id: upstreamId }`,
  unlikeMessagingMessage: `unlikeMessagingMessage(conversationId: "${C}", itemId: "") { id: upstreamId }`,
  flagMessagingMessage: `flagMessagingMessage(conversationId: "${C}", itemId: "${I}", parentItemId: "x y") { id: upstreamId }`,
  unflagMessagingMessage: `unflagMessagingMessage(conversationId: "..", itemId: "${I}") { id: upstreamId }`,
  pinMessagingMessage: `pinMessagingMessage(conversationId: "${C}", itemId: "%2F") { id: upstreamId }`,
  unpinMessagingMessage: `unpinMessagingMessage(conversationId: "${long(257)}", itemId: "${I}") { id: upstreamId }`,
  createMessagingGroupConversation: `createMessagingGroupConversation(participants: []) { id: upstreamId }`,
  createMessagingDirectConversation: `createMessagingDirectConversation(participant: "a?b") { id: upstreamId }`,
  addMessagingConversationParticipants: `addMessagingConversationParticipants(conversationId: "${C}", participants: [${Array.from({ length: 101 }, (_, n) => `"u${n}"`).join(',')}]) { id: upstreamId }`,
  removeMessagingConversationParticipants: `removeMessagingConversationParticipants(conversationId: "${C}", participants: ["a,b"]) { id: upstreamId }`,
  updateMessagingConversationTopic: `updateMessagingConversationTopic(conversationId: "${C}", topic: "bad\\u0001topic") { id: upstreamId }`,
  joinMessagingCommunity: `joinMessagingCommunity(conversationId: "a b") { id: upstreamId }`,
  archiveMessagingConversation: `archiveMessagingConversation(conversationId: "a/b") { id: upstreamId }`,
  unarchiveMessagingConversation: `unarchiveMessagingConversation(conversationId: "") { id: upstreamId }`,
  favoriteMessagingConversation: `favoriteMessagingConversation(conversationId: "..") { id: upstreamId }`,
  unfavoriteMessagingConversation: `unfavoriteMessagingConversation(conversationId: "a#b") { id: upstreamId }`,
  createMessagingSpaceTopic: `createMessagingSpaceTopic(spaceId: "${space.spaceId}", input: { subject: "" }) { id: upstreamId }`,
  replyToMessagingSpaceTopic: `replyToMessagingSpaceTopic(spaceId: "${space.spaceId}", topicId: "t", content: "   ") { id: upstreamId }`,
  markMessagingSpaceRead: `markMessagingSpaceRead(spaceId: "a/b") { id: upstreamId }`,
  leaveMessagingSpace: `leaveMessagingSpace(spaceId: "") { id: upstreamId }`,
  setMessagingPresence: `setMessagingPresence(input: { state: DND }) { userId }`,
};

test('every messaging mutation has a bad-input case (here, in management-cases.ts or spaces-write-cases.ts) or takes no input', () => {
  const cases = { ...BAD_INPUT, ...MANAGEMENT_BAD_INPUT, ...SPACE_BAD_INPUT };
  expect([...Object.keys(cases), ...MANAGEMENT_WITHOUT_INPUT].sort()).toEqual(
    [...CACHE_POLICY.messaging.mutations].sort(),
  );
});

test.each(Object.entries(BAD_INPUT))('%s: bad input is BAD_USER_INPUT, no upstream call', async (_name, field) => {
  const result = await harness.query(`mutation { ${field} }`, undefined, own);
  expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  expect(harness.sandbox.service('messaging').recorder.count()).toBe(0);
});

test('the spec limits: subject 255, space content 200000, presence UNKNOWN, dndUntil in the past', async () => {
  const cases = [
    `postMessagingMessage(conversationId: "${C}", input: { content: "ok", subject: "${long(256)}" }) { id: upstreamId }`,
    `createMessagingSpaceTopic(spaceId: "${space.spaceId}", input: { subject: "s", content: "${long(200_001)}" }) { id: upstreamId }`,
    `setMessagingPresence(input: { state: UNKNOWN }) { userId }`,
    `setMessagingPresence(input: { state: DND, dndUntil: "2001-01-01T00:00:00Z" }) { userId }`,
  ];
  for (const field of cases) {
    const result = await harness.query(`mutation { ${field} }`, undefined, own);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  }
  expect(harness.sandbox.service('messaging').recorder.count()).toBe(0);
});

test('a write without the caller’s own token is UNAUTHENTICATED: the configured token is never used', async () => {
  const result = await harness.query(
    `mutation { postMessagingMessage(conversationId: "${C}", input: { content: "hi" }) { id: upstreamId } }`,
  );
  expect(result.errors?.map((error) => [error.extensions?.code, error.extensions?.service])).toEqual([
    ['UNAUTHENTICATED', 'messaging'],
  ]);
  expect(harness.sandbox.service('messaging').recorder.count()).toBe(0);
  // The same gateway reads with the configured token: the rule is for writes only.
  const read = await harness.query('{ messaging { profile { id: upstreamId } } }');
  expect(read.data).toEqual({ messaging: { profile: { id: me } } });
});

test('a write carries only the caller’s token, to the messaging upstream only', async () => {
  const token = messagingUserToken(1);
  const caller = data.users[1]!;
  const conversation = data.conversations.find((c) => c.type === 'GROUP' && c.participants!.includes(caller.userId))!;
  const result = await harness.query<{ postMessagingMessage: { creatorId: string } }>(
    `mutation ($c: ID!) { postMessagingMessage(conversationId: $c, input: { content: "from user 1" }) { creatorId } numbers: __typename }`,
    { c: conversation.convId },
    { 'x-messaging-token': token },
  );
  expect(result.data?.postMessagingMessage.creatorId).toBe(caller.userId);
  const messaging = harness.sandbox.service('messaging').recorder;
  expect(messaging.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${token}`]);
  expect(messaging.sawValue(CONFIGURED)).toBe(false);
  expect(harness.sandbox.service('numbers').recorder.sawValue(token)).toBe(false);
  expect(harness.logs.join('')).not.toContain(token);
  expect(harness.responses.join('')).not.toContain(token);
});

test('upstream refusals: 403 FORBIDDEN, 400 UPSTREAM_ERROR, 404 NOT_FOUND, 401 UNAUTHENTICATED', async () => {
  const outsiderToken = messagingUserToken(3);
  const outsider = data.users[3]!;
  const foreign = data.conversations.find((c) => c.type === 'GROUP' && !c.participants!.includes(outsider.userId))!;
  const codeOf = async (field: string, headers = own) => {
    const result = await harness.query(`mutation { ${field} }`, undefined, headers);
    return [result.errors?.[0]?.extensions?.code, result.errors?.[0]?.extensions?.status];
  };
  // Not a participant of the conversation.
  expect(
    await codeOf(
      `postMessagingMessage(conversationId: "${foreign.convId}", input: { content: "x" }) { id: upstreamId }`,
      {
        'x-messaging-token': outsiderToken,
      },
    ),
  ).toEqual(['FORBIDDEN', 403]);
  // Someone else's item.
  const theirs = data.items.find((i) => i.convId === C && i.type === 'TEXT' && i.creatorId !== me)!;
  expect(
    await codeOf(
      `editMessagingMessage(conversationId: "${C}", itemId: "${theirs.itemId}", input: { content: "x" }) { id: upstreamId }`,
    ),
  ).toEqual(['FORBIDDEN', 403]);
  // Circuit's 400 for a conversation that does not exist.
  expect(
    await codeOf(
      `postMessagingMessage(conversationId: "6f1c2a4e-0000-4000-a000-000000000000", input: { content: "x" }) { id: upstreamId }`,
    ),
  ).toEqual(['UPSTREAM_ERROR', 400]);
  expect(
    await codeOf(
      `createMessagingSpaceTopic(spaceId: "6f1c2a4e-0000-4000-a000-000000000000", input: { subject: "x" }) { id: upstreamId }`,
    ),
  ).toEqual(['NOT_FOUND', 404]);
  expect(
    await codeOf(`archiveMessagingConversation(conversationId: "${C}") { id: upstreamId }`, {
      'x-messaging-token': 'not-a-token',
    }),
  ).toEqual(['UNAUTHENTICATED', 401]);
});

test('a POST is never retried; an idempotent PUT is', async () => {
  const { faults, recorder } = harness.sandbox.service('messaging');
  faults.inject({ kind: 'status', status: 503 }, { method: 'POST', times: 1 });
  const posted = await harness.query(
    `mutation { postMessagingMessage(conversationId: "${C}", input: { content: "once" }) { id: upstreamId } }`,
    undefined,
    own,
  );
  expect(posted.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(recorder.count('POST')).toBe(1);
  expect(data.items.some((i) => i.text?.content === 'once')).toBe(false);

  faults.inject({ kind: 'status', status: 503 }, { method: 'PUT', times: 1 });
  const edited = await harness.query<{ editMessagingMessage: { text: { content: string } } }>(
    `mutation { editMessagingMessage(conversationId: "${C}", itemId: "${I}", input: { content: "twice" }) { text { content } } }`,
    undefined,
    own,
  );
  expect(edited.data?.editMessagingMessage.text.content).toBe('twice');
  expect(recorder.count('PUT')).toBe(2);
});
