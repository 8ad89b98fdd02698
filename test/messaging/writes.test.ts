// Each messaging write succeeds with the caller's own token, answers the changed object, and leaves the sandbox in
// the state later reads show (through the gateway's own queries where one exists).
import { MESSAGING_DEMO_TOKEN, messagingUserToken } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
const own = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
const me = data.profileUser.userId;
// A group conversation of the demo user, and a user who is not in it.
const group = data.conversations.find((c) => c.type === 'GROUP' && c.participants?.includes(me))!;
const outsider = data.users.find((u) => u.userId !== me && !group.participants!.includes(u.userId))!;
const space = data.spaces.find((s) => s.members.some((m) => m.userId === me))!;

beforeAll(async () => {
  harness = await startHarness({ services: ['messaging'] });
});
afterAll(() => harness.close());

async function write<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
  const result = await harness.query<T>(query, variables, own);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function post(content: string) {
  const answer = await write<{ postMessagingMessage: { id: string } }>(
    `mutation ($c: ID!, $content: String!) {
      postMessagingMessage(conversationId: $c, input: { content: $content, subject: "Hello" }) { id: upstreamId }
    }`,
    { c: group.convId, content },
  );
  return answer.postMessagingMessage.id;
}

const ITEM = 'id: upstreamId conversationId creatorId text { content subject state parentId likedUserIds }';

test('postMessagingMessage posts a text item that is listed afterwards', async () => {
  const answer = await write<{ postMessagingMessage: Record<string, unknown> }>(
    `mutation ($c: ID!) { postMessagingMessage(conversationId: $c, input: { content: "<b>Ship it</b>", subject: "Release" }) { ${ITEM} } }`,
    { c: group.convId },
  );
  expect(answer.postMessagingMessage).toMatchObject({
    conversationId: group.convId,
    creatorId: me,
    text: { content: '<b>Ship it</b>', subject: 'Release', state: 'CREATED', likedUserIds: [] },
  });
  const listed = await write<{ messaging: { conversation: { items: { edges: Array<{ node: { id: string } }> } } } }>(
    `query ($c: ID!) { messaging { conversation(id: $c) { items(first: 5) { edges { node { id: upstreamId } } } } } }`,
    { c: group.convId },
  );
  expect(listed.messaging.conversation.items.edges.map((edge) => edge.node.id)).toContain(
    answer.postMessagingMessage.id,
  );
  const [request] = harness.sandbox.service('messaging').recorder.matching('POST');
  expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
});

test('replyToMessagingMessage, editMessagingMessage and deleteMessagingMessage change the thread', async () => {
  const parent = await post('Question?');
  const reply = await write<{ replyToMessagingMessage: { id: string; text: { parentId: string } } }>(
    `mutation ($c: ID!, $p: ID!) { replyToMessagingMessage(conversationId: $c, parentItemId: $p, input: { content: "Answer" }) { id: upstreamId text { parentId } } }`,
    { c: group.convId, p: parent },
  );
  expect(reply.replyToMessagingMessage.text.parentId).toBe(parent);

  const edited = await write<{ editMessagingMessage: { text: { content: string; state: string } } }>(
    `mutation ($c: ID!, $i: ID!) { editMessagingMessage(conversationId: $c, itemId: $i, input: { content: "Better answer" }) { text { content state } } }`,
    { c: group.convId, i: reply.replyToMessagingMessage.id },
  );
  expect(edited.editMessagingMessage.text).toEqual({ content: 'Better answer', state: 'EDITED' });

  const deleted = await write<{ deleteMessagingMessage: { text: { state: string } } }>(
    `mutation ($c: ID!, $i: ID!) { deleteMessagingMessage(conversationId: $c, itemId: $i) { text { state } } }`,
    { c: group.convId, i: reply.replyToMessagingMessage.id },
  );
  expect(deleted.deleteMessagingMessage.text.state).toBe('DELETED');
  const read = await write<{ messaging: { conversationItem: { text: { state: string; content: string } } } }>(
    `query ($i: ID!) { messaging { conversationItem(id: $i) { text { state content } } } }`,
    { i: reply.replyToMessagingMessage.id },
  );
  expect(read.messaging.conversationItem.text).toEqual({ state: 'DELETED', content: '' });
});

test('like/unlike show in the item; flag/unflag in the flagged messages; pin/unpin in the pinned topics', async () => {
  const item = await post('Nice work');
  const vars = { c: group.convId, i: item };
  const liked = await write<{ likeMessagingMessage: { text: { likedUserIds: string[] } } }>(
    `mutation ($c: ID!, $i: ID!) { likeMessagingMessage(conversationId: $c, itemId: $i) { text { likedUserIds } } }`,
    vars,
  );
  expect(liked.likeMessagingMessage.text.likedUserIds).toEqual([me]);
  const unliked = await write<{ unlikeMessagingMessage: { text: { likedUserIds: string[] } } }>(
    `mutation ($c: ID!, $i: ID!) { unlikeMessagingMessage(conversationId: $c, itemId: $i) { text { likedUserIds } } }`,
    vars,
  );
  expect(unliked.unlikeMessagingMessage.text.likedUserIds).toEqual([]);

  const flagged = () =>
    write<{ messaging: { flaggedMessages: Array<{ id: string }> } }>(
      '{ messaging { flaggedMessages { id: upstreamId } } }',
    );
  await write(
    `mutation ($c: ID!, $i: ID!) { flagMessagingMessage(conversationId: $c, itemId: $i) { id: upstreamId } }`,
    vars,
  );
  expect((await flagged()).messaging.flaggedMessages.map((m) => m.id)).toContain(item);
  await write(
    `mutation ($c: ID!, $i: ID!) { unflagMessagingMessage(conversationId: $c, itemId: $i) { id: upstreamId } }`,
    vars,
  );
  expect((await flagged()).messaging.flaggedMessages.map((m) => m.id)).not.toContain(item);

  const pinned = await write<{ pinMessagingMessage: { id: string; pinnedTopics: Array<{ itemId: string }> } }>(
    `mutation ($c: ID!, $i: ID!) { pinMessagingMessage(conversationId: $c, itemId: $i) { id: upstreamId pinnedTopics { itemId } } }`,
    vars,
  );
  expect(pinned.pinMessagingMessage.pinnedTopics.map((pin) => pin.itemId)).toContain(item);
  const unpinned = await write<{ unpinMessagingMessage: { pinnedTopics: Array<{ itemId: string }> } }>(
    `mutation ($c: ID!, $i: ID!) { unpinMessagingMessage(conversationId: $c, itemId: $i) { pinnedTopics { itemId } } }`,
    vars,
  );
  expect(unpinned.unpinMessagingMessage.pinnedTopics.map((pin) => pin.itemId)).not.toContain(item);
});

test('group conversations: create, add and remove participants, change the topic', async () => {
  const [a, b] = data.users.slice(40, 42);
  const created = await write<{ createMessagingGroupConversation: { id: string; type: string; topic: string } }>(
    `mutation ($p: [ID!]!) { createMessagingGroupConversation(participants: $p, topic: "Launch") { id: upstreamId type topic participantIds } }`,
    { p: [a!.userId, b!.emailAddress] },
  );
  const id = created.createMessagingGroupConversation.id;
  expect(created.createMessagingGroupConversation).toMatchObject({
    type: 'GROUP',
    topic: 'Launch',
    participantIds: [me, a!.userId, b!.userId],
  });
  const added = await write<{ addMessagingConversationParticipants: { participantIds: string[] } }>(
    `mutation ($c: ID!, $p: [ID!]!) { addMessagingConversationParticipants(conversationId: $c, participants: $p) { participantIds } }`,
    { c: id, p: [outsider.userId] },
  );
  expect(added.addMessagingConversationParticipants.participantIds).toContain(outsider.userId);
  const removed = await write<{ removeMessagingConversationParticipants: { participantIds: string[] } }>(
    `mutation ($c: ID!, $p: [ID!]!) { removeMessagingConversationParticipants(conversationId: $c, participants: $p) { participantIds } }`,
    { c: id, p: [outsider.userId, a!.userId] },
  );
  expect(removed.removeMessagingConversationParticipants.participantIds).toEqual([me, b!.userId]);
  await write(
    `mutation ($c: ID!) { updateMessagingConversationTopic(conversationId: $c, topic: "Launch v2") { id: upstreamId } }`,
    {
      c: id,
    },
  );
  const read = await write<{ messaging: { conversation: { topic: string } } }>(
    `query ($c: ID!) { messaging { conversation(id: $c) { topic } } }`,
    { c: id },
  );
  expect(read.messaging.conversation.topic).toBe('Launch v2');
});

test('createMessagingDirectConversation creates one, and answers the existing one the second time', async () => {
  const other = data.users[45]!;
  const query = `mutation ($p: ID!) { createMessagingDirectConversation(participant: $p) { id: upstreamId type participantIds } }`;
  const first = await write<{ createMessagingDirectConversation: { id: string; type: string } }>(query, {
    p: other.userId,
  });
  expect(first.createMessagingDirectConversation).toMatchObject({ type: 'DIRECT', participantIds: [me, other.userId] });
  // Circuit answers 409 for an existing direct conversation: the gateway reads that one.
  const again = await write<{ createMessagingDirectConversation: { id: string } }>(query, { p: other.userId });
  expect(again.createMessagingDirectConversation.id).toBe(first.createMessagingDirectConversation.id);
});

test('joinMessagingCommunity, archive/unarchive and favorite/unfavorite', async () => {
  const community = data.conversations.find((c) => c.type === 'COMMUNITY' && !c.participants!.includes(me))!;
  const joined = await write<{ joinMessagingCommunity: { participantIds: string[] } }>(
    `mutation ($c: ID!) { joinMessagingCommunity(conversationId: $c) { participantIds } }`,
    { c: community.convId },
  );
  expect(joined.joinMessagingCommunity.participantIds).toContain(me);

  const notFavorite = data.conversations.find(
    (c) => c.participants!.includes(me) && !data.favoriteConversationIds.includes(c.convId),
  )!;
  const favorites = async () =>
    (
      await write<{ messaging: { favoriteConversations: Array<{ id: string }> } }>(
        '{ messaging { favoriteConversations { id: upstreamId } } }',
      )
    ).messaging.favoriteConversations.map((c) => c.id);
  await write(`mutation ($c: ID!) { favoriteMessagingConversation(conversationId: $c) { id: upstreamId } }`, {
    c: notFavorite.convId,
  });
  expect(await favorites()).toContain(notFavorite.convId);
  await write(`mutation ($c: ID!) { unfavoriteMessagingConversation(conversationId: $c) { id: upstreamId } }`, {
    c: notFavorite.convId,
  });
  expect(await favorites()).not.toContain(notFavorite.convId);

  const archived = await write<{ archiveMessagingConversation: { id: string } }>(
    `mutation ($c: ID!) { archiveMessagingConversation(conversationId: $c) { id: upstreamId } }`,
    { c: group.convId },
  );
  expect(archived.archiveMessagingConversation.id).toBe(group.convId);
  await write(`mutation ($c: ID!) { unarchiveMessagingConversation(conversationId: $c) { id: upstreamId } }`, {
    c: group.convId,
  });
  const recorder = harness.sandbox.service('messaging').recorder;
  expect(recorder.count('POST', `/conversations/${group.convId}/archive`)).toBe(1);
  expect(recorder.count('DELETE', `/conversations/${group.convId}/archive`)).toBe(1);
});

test('space topics and replies appear in the space; read mark; leaving a space', async () => {
  const topic = await write<{ createMessagingSpaceTopic: { id: string; subject: string; tags: string[] } }>(
    `mutation ($s: ID!) { createMessagingSpaceTopic(spaceId: $s, input: { subject: "Roadmap", content: "Q3 plans", tags: ["plan"] }) { id: upstreamId subject tags } }`,
    { s: space.spaceId },
  );
  expect(topic.createMessagingSpaceTopic).toMatchObject({ subject: 'Roadmap', tags: ['plan'] });
  const topicId = topic.createMessagingSpaceTopic.id;
  const reply = await write<{ replyToMessagingSpaceTopic: { id: string; content: string } }>(
    `mutation ($s: ID!, $t: ID!) { replyToMessagingSpaceTopic(spaceId: $s, topicId: $t, content: "Agreed") { id: upstreamId content } }`,
    { s: space.spaceId, t: topicId },
  );
  expect(reply.replyToMessagingSpaceTopic.content).toBe('Agreed');
  const read = await write<{
    messaging: { spaceTopic: { topic: { subject: string; numberOfReplies: number }; replies: Array<{ id: string }> } };
  }>(
    `query ($s: ID!, $t: ID!) { messaging { spaceTopic(spaceId: $s, topicId: $t) { topic { subject numberOfReplies } replies { id: upstreamId } } } }`,
    { s: space.spaceId, t: topicId },
  );
  expect(read.messaging.spaceTopic.topic).toEqual({ subject: 'Roadmap', numberOfReplies: 1 });
  expect(read.messaging.spaceTopic.replies.map((r) => r.id)).toEqual([reply.replyToMessagingSpaceTopic.id]);

  const marked = await write<{ markMessagingSpaceRead: { id: string } }>(
    `mutation ($s: ID!) { markMessagingSpaceRead(spaceId: $s, readUntil: "2026-01-02T03:04:05Z") { id: upstreamId } }`,
    { s: space.spaceId },
  );
  expect(marked.markMessagingSpaceRead.id).toBe(space.spaceId);
  const [mark] = harness.sandbox
    .service('messaging')
    .recorder.matching('PUT', `/spaces/${space.spaceId}/updateTimestamp`);
  expect(mark).toBeDefined();

  const before = space.members.length;
  const left = await write<{ leaveMessagingSpace: { numberOfParticipants: number } }>(
    `mutation ($s: ID!) { leaveMessagingSpace(spaceId: $s) { numberOfParticipants } }`,
    { s: space.spaceId },
  );
  expect(left.leaveMessagingSpace.numberOfParticipants).toBe(before - 1);
  expect(space.members.some((m) => m.userId === me)).toBe(false);
});

test('setMessagingPresence changes the presence others read', async () => {
  const caller = data.users[2]!;
  const result = await harness.query<{
    setMessagingPresence: { userId: string; state: string; statusMessage: string };
  }>(
    `mutation { setMessagingPresence(input: { state: AWAY, statusMessage: "Lunch" }) { userId state statusMessage } }`,
    undefined,
    { 'x-messaging-token': messagingUserToken(2) },
  );
  expect(result.data?.setMessagingPresence).toEqual({ userId: caller.userId, state: 'AWAY', statusMessage: 'Lunch' });
  const read = await write<{ messaging: { userPresence: { state: string } } }>(
    `query ($u: ID!) { messaging { userPresence(id: $u) { state } } }`,
    { u: caller.userId },
  );
  expect(read.messaging.userPresence.state).toBe('AWAY');
});

test('a conversation write answered without its convId is the conversation it wrote to', async () => {
  // The spec requires no member of a Conversation: an answer without `convId` is still the one at that id.
  harness.sandbox
    .service('messaging')
    .faults.inject(
      { kind: 'status', status: 200, body: { type: 'GROUP', topic: 'Renamed' } },
      { method: 'PUT', path: `/conversations/group/${group.convId}`, times: 1 },
    );
  const answer = await write<{ updateMessagingConversationTopic: { upstreamId: string; topic: string } }>(
    `mutation ($c: ID!) { updateMessagingConversationTopic(conversationId: $c, topic: "Renamed") { upstreamId topic } }`,
    { c: group.convId },
  );
  expect(answer.updateMessagingConversationTopic).toEqual({ upstreamId: group.convId, topic: 'Renamed' });
});
