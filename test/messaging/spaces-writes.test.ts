// Space writes succeed with the caller's own token, answer the changed record (a Node where one exists), and leave
// the sandbox in the state the gateway's own space reads show afterwards.
import { MESSAGING_DEMO_TOKEN, messagingUserToken } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { cancelledSpaceSearches, spaceLabels, spaceWelcomeBoxes } from '../../sandbox/messaging/spaces-writes.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
const own = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
const asUser = (n: number) => ({ 'x-messaging-token': messagingUserToken(n) });
const me = data.profileUser.userId;
// The demo user moderates every seed space; the last seed space is secret, the others open or closed.
const [space, other] = data.spaces.filter((s) => s.topics.some((t) => t.replies.length > 0));
const outsiders = data.users.slice(4).filter((u) => !space!.members.some((m) => m.userId === u.userId));

beforeAll(async () => {
  harness = await startHarness({ services: ['messaging'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('messaging').recorder.reset());

async function write<T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = own,
) {
  const result = await harness.query<T>(query, variables, headers);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const SPACE = 'id upstreamId name description type status accessModeType defaultRole ownerId tags numberOfParticipants';
type SpaceRecord = Record<string, unknown> & { id: string; upstreamId: string };

async function createSpace(name: string, extra = '', headers = own) {
  const answer = await write<{ createMessagingSpace: SpaceRecord }>(
    `mutation ($name: String!) { createMessagingSpace(input: { name: $name ${extra} }) { ${SPACE} } }`,
    { name },
    headers,
  );
  return answer.createMessagingSpace;
}

async function participantsOf(spaceId: string) {
  const read = await write<{
    messaging: {
      space: {
        participants: { edges: Array<{ node: { userId: string; role: string } }> };
        pendingParticipants: { edges: Array<{ node: { userId: string } }> };
      };
    };
  }>(
    `query ($s: ID!) { messaging { space(id: $s) {
      participants(first: 100) { edges { node { userId role } } }
      pendingParticipants(first: 100) { edges { node { userId } } } } } }`,
    { s: spaceId },
  );
  return {
    roles: Object.fromEntries(read.messaging.space.participants.edges.map(({ node }) => [node.userId, node.role])),
    pending: read.messaging.space.pendingParticipants.edges.map(({ node }) => node.userId),
  };
}

test('createMessagingSpace, updateMessagingSpace and deleteMessagingSpace: the space is read, changed, then gone', async () => {
  const created = await createSpace('Release Train', 'type: OPEN, description: "Trains", tags: ["release"]');
  expect(created).toMatchObject({
    name: 'Release Train',
    description: 'Trains',
    type: 'OPEN',
    status: 'ENABLED',
    accessModeType: 'INTERNAL_ONLY',
    defaultRole: 'AUTHOR',
    ownerId: me,
    tags: ['release'],
    numberOfParticipants: 1,
  });
  const [request] = harness.sandbox.service('messaging').recorder.matching('POST', '/spaces/create');
  expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  const read = await write<{ node: { name: string } }>('query ($id: ID!) { node(id: $id) { ... on Space { name } } }', {
    id: created.id,
  });
  expect(read.node).toEqual({ name: 'Release Train' });
  const exists = await write<{ messaging: { spaceNameExists: boolean } }>(
    '{ messaging { spaceNameExists(name: "release train") } }',
  );
  expect(exists.messaging.spaceNameExists).toBe(true);

  // The owner hands the space to user 1 (added by email address first), who alone may delete it then.
  const next = data.users[1]!;
  await write(`mutation ($s: ID!, $u: ID!) { addMessagingSpaceParticipants(spaceId: $s, participants: [$u]) { id } }`, {
    s: created.id,
    u: next.emailAddress,
  });
  const updated = await write<{ updateMessagingSpace: SpaceRecord }>(
    `mutation ($s: ID!, $u: ID!) { updateMessagingSpace(spaceId: $s, input: {
      name: "Release Trains", type: CLOSED, defaultRole: READER, ownerId: $u, tags: ["release", "trains"] }) { ${SPACE} } }`,
    { s: created.upstreamId, u: next.userId },
  );
  expect(updated.updateMessagingSpace).toMatchObject({
    id: created.id,
    name: 'Release Trains',
    description: 'Trains',
    type: 'CLOSED',
    defaultRole: 'READER',
    ownerId: next.userId,
    tags: ['release', 'trains'],
  });
  expect((await participantsOf(created.upstreamId)).roles).toEqual({ [me]: 'MODERATOR', [next.userId]: 'OWNER' });

  const refused = await harness.query(
    `mutation ($s: ID!) { deleteMessagingSpace(spaceId: $s) }`,
    { s: created.id },
    own,
  );
  expect(refused.errors?.map((e) => [e.extensions?.code, e.extensions?.status])).toEqual([['FORBIDDEN', 403]]);
  const deleted = await write<{ deleteMessagingSpace: string }>(
    `mutation ($s: ID!) { deleteMessagingSpace(spaceId: $s) }`,
    { s: created.id },
    asUser(1),
  );
  expect(deleted.deleteMessagingSpace).toBe(created.id);
  const gone = await write<{ node: unknown; messaging: { space: unknown } }>(
    'query ($id: ID!, $s: ID!) { node(id: $id) { id } messaging { space(id: $s) { id } } }',
    { id: created.id, s: created.upstreamId },
  );
  expect(gone).toEqual({ node: null, messaging: { space: null } });
});

test('joinMessagingSpace joins an open space; a closed one is requested, then granted or denied', async () => {
  const open = await createSpace('Open Doors', 'type: OPEN');
  const joined = await write<{ joinMessagingSpace: SpaceRecord }>(
    `mutation ($s: ID!) { joinMessagingSpace(spaceId: $s) { ${SPACE} } }`,
    { s: open.id },
    asUser(2),
  );
  expect(joined.joinMessagingSpace).toMatchObject({ id: open.id, numberOfParticipants: 2 });
  expect((await participantsOf(open.upstreamId)).roles[data.users[2]!.userId]).toBe('AUTHOR');

  const closed = await createSpace('Closed Doors', 'type: CLOSED, defaultRole: PARTICIPANT');
  const knocked = await harness.query(
    `mutation ($s: ID!) { joinMessagingSpace(spaceId: $s) { id } }`,
    { s: closed.id },
    asUser(2),
  );
  expect(knocked.errors?.map((e) => [e.extensions?.code, e.extensions?.service])).toEqual([['FORBIDDEN', 'messaging']]);
  for (const n of [2, 3]) {
    await write(
      `mutation ($s: ID!) { requestMessagingSpaceAccess(spaceId: $s, reason: "I work on this") { id } }`,
      { s: closed.id },
      asUser(n),
    );
  }
  const [two, three] = [data.users[2]!.userId, data.users[3]!.userId];
  expect((await participantsOf(closed.upstreamId)).pending.sort()).toEqual([two, three].sort());

  const granted = await write<{ grantMessagingSpaceAccess: SpaceRecord }>(
    `mutation ($s: ID!, $u: ID!) { grantMessagingSpaceAccess(spaceId: $s, participant: $u) { ${SPACE} } }`,
    { s: closed.id, u: two },
  );
  expect(granted.grantMessagingSpaceAccess.numberOfParticipants).toBe(2);
  await write(
    `mutation ($s: ID!, $u: ID!) { denyMessagingSpaceAccess(spaceId: $s, participant: $u, reason: "Not this one") { id } }`,
    { s: closed.id, u: three },
  );
  expect(await participantsOf(closed.upstreamId)).toEqual({
    roles: { [me]: 'OWNER', [two]: 'PARTICIPANT' },
    pending: [],
  });
  // A request that no longer exists is Circuit's 400.
  const again = await harness.query(
    `mutation ($s: ID!, $u: ID!) { grantMessagingSpaceAccess(spaceId: $s, participant: $u) { id } }`,
    { s: closed.id, u: three },
    own,
  );
  expect(again.errors?.map((e) => [e.extensions?.code, e.extensions?.status])).toEqual([['UPSTREAM_ERROR', 400]]);
});

test('add, re-role and remove participants; the participant list shows each step', async () => {
  const team = await createSpace('Team Room', 'type: CLOSED');
  const [a, b] = outsiders;
  await write(
    `mutation ($s: ID!, $u: [ID!]!) { addMessagingSpaceParticipants(spaceId: $s, participants: $u, role: READER) { id } }`,
    { s: team.id, u: [a!.userId, b!.emailAddress] },
  );
  expect((await participantsOf(team.upstreamId)).roles).toEqual({
    [me]: 'OWNER',
    [a!.userId]: 'READER',
    [b!.userId]: 'READER',
  });
  await write(
    `mutation ($s: ID!, $u: ID!) { updateMessagingSpaceParticipantRole(spaceId: $s, participant: $u, role: MODERATOR) { id } }`,
    { s: team.id, u: a!.userId },
  );
  const removed = await write<{ removeMessagingSpaceParticipants: SpaceRecord }>(
    `mutation ($s: ID!, $u: [ID!]!) { removeMessagingSpaceParticipants(spaceId: $s, participants: $u) { ${SPACE} } }`,
    { s: team.id, u: [b!.userId] },
  );
  expect(removed.removeMessagingSpaceParticipants.numberOfParticipants).toBe(2);
  expect((await participantsOf(team.upstreamId)).roles).toEqual({ [me]: 'OWNER', [a!.userId]: 'MODERATOR' });
  const [add] = harness.sandbox
    .service('messaging')
    .recorder.matching('POST', `/spaces/${team.upstreamId}/participant`);
  expect(add?.headers.authorization).toBe(`Bearer ${MESSAGING_DEMO_TOKEN}`);
});

test('the welcome box and the labels of a space', async () => {
  const box = await write<{ setMessagingSpaceWelcomeBox: { id: string } }>(
    `mutation ($s: ID!) { setMessagingSpaceWelcomeBox(spaceId: $s, content: "Welcome / read the FAQ?", display: true) { id } }`,
    { s: space!.spaceId },
  );
  expect(box.setMessagingSpaceWelcomeBox.id).toBeTruthy();
  expect(spaceWelcomeBoxes.get(space!.spaceId)).toEqual({ content: 'Welcome / read the FAQ?', display: true });

  const [first, second, third] = data.labels;
  type Labels = Array<{ upstreamId: string; value: string } | null>;
  const assigned = await write<{ assignMessagingSpaceLabels: Labels }>(
    `mutation ($s: ID!, $l: [ID!]!) { assignMessagingSpaceLabels(spaceId: $s, labelIds: $l) { upstreamId value } }`,
    { s: space!.spaceId, l: [first!.labelId, second!.labelId, third!.labelId] },
  );
  expect(assigned.assignMessagingSpaceLabels).toEqual(
    [first, second, third].map((label) => ({ upstreamId: label!.labelId, value: label!.value })),
  );
  const unassigned = await write<{ unassignMessagingSpaceLabels: Labels }>(
    `mutation ($s: ID!, $l: [ID!]!) { unassignMessagingSpaceLabels(spaceId: $s, labelIds: $l) { upstreamId value } }`,
    { s: space!.spaceId, l: [second!.labelId] },
  );
  expect(unassigned.unassignMessagingSpaceLabels.map((label) => label?.upstreamId)).toEqual([
    first!.labelId,
    third!.labelId,
  ]);
  expect(spaceLabels.get(space!.spaceId)).toEqual([first!.labelId, third!.labelId]);
  // The unassign sends its label ids as a form body of the DELETE, as the spec declares.
  expect(
    harness.sandbox.service('messaging').recorder.count('DELETE', `/spaces/${space!.spaceId}/labels/unassign`),
  ).toBe(1);
});

const ITEM =
  'id upstreamId spaceId status content numberOfLikes deletedBy likes(first: 50) { edges { node { userId } } }';
type ItemRecord = { id: string; upstreamId: string; status: string; numberOfLikes: number; content: string };

test('like, unlike, flag, unflag and delete a reply; the item and the flagged list show each step', async () => {
  const topic = space!.topics.find((t) => t.replies.length > 0)!;
  const reply = topic.replies[0]!;
  const args = { s: space!.spaceId, t: topic.spaceItem.itemId, r: reply.itemId };
  const before = reply.numberOfLikes ?? 0;
  const liked = await write<{ likeMessagingSpaceItem: ItemRecord }>(
    `mutation ($s: ID!, $t: ID!, $r: ID!) { likeMessagingSpaceItem(spaceId: $s, topicId: $t, replyId: $r) { ${ITEM} } }`,
    args,
  );
  expect(liked.likeMessagingSpaceItem).toMatchObject({ upstreamId: reply.itemId, numberOfLikes: before + 1 });
  // The returned id reads the same reply again.
  const again = await write<{ node: { upstreamId: string; numberOfLikes: number } }>(
    'query ($id: ID!) { node(id: $id) { ... on SpaceItem { upstreamId numberOfLikes } } }',
    { id: liked.likeMessagingSpaceItem.id },
  );
  expect(again.node).toEqual({ upstreamId: reply.itemId, numberOfLikes: before + 1 });
  const unliked = await write<{ unlikeMessagingSpaceItem: ItemRecord }>(
    `mutation ($s: ID!, $t: ID!, $r: ID!) { unlikeMessagingSpaceItem(spaceId: $s, topicId: $t, replyId: $r) { ${ITEM} } }`,
    { ...args, r: liked.likeMessagingSpaceItem.id },
  );
  expect(unliked.unlikeMessagingSpaceItem.numberOfLikes).toBe(before);

  const flaggedIds = async () => {
    const read = await write<{
      messaging: { flaggedItems: { edges: Array<{ node: { item: { upstreamId: string } } }> } };
    }>('{ messaging { flaggedItems(first: 255) { edges { node { item { upstreamId } } } } } }');
    return read.messaging.flaggedItems.edges.map((edge) => edge.node.item.upstreamId);
  };
  const unflaggedReply = topic.replies.find((r) => !data.flaggedSpaceItems.some((f) => f.item?.itemId === r.itemId));
  const target = { ...args, r: (unflaggedReply ?? reply).itemId };
  await write(
    `mutation ($s: ID!, $t: ID!, $r: ID!) { flagMessagingSpaceItem(spaceId: $s, topicId: $t, replyId: $r) { id } }`,
    target,
  );
  expect(await flaggedIds()).toContain(target.r);
  await write(
    `mutation ($s: ID!, $t: ID!, $r: ID!) { unflagMessagingSpaceItem(spaceId: $s, topicId: $t, replyId: $r) { id } }`,
    target,
  );
  expect(await flaggedIds()).not.toContain(target.r);

  const deleted = await write<{ deleteMessagingSpaceItem: ItemRecord & { deletedBy: string } }>(
    `mutation ($s: ID!, $t: ID!, $r: ID!) { deleteMessagingSpaceItem(spaceId: $s, topicId: $t, replyId: $r) { ${ITEM} } }`,
    args,
  );
  expect(deleted.deleteMessagingSpaceItem).toMatchObject({ status: 'DELETED', content: '', deletedBy: me });
});

test('a topic: like its own item, pin it first, edit it, re-tag it, edit a reply, unpin it', async () => {
  const topic = other!.topics.find((t) => !t.pinned && t.replies.some((r) => r.creatorId !== me))!;
  const t = topic.spaceItem.itemId;
  const s = other!.spaceId;
  const liked = await write<{ likeMessagingSpaceItem: ItemRecord }>(
    `mutation ($s: ID!, $t: ID!) { likeMessagingSpaceItem(spaceId: $s, topicId: $t) { ${ITEM} } }`,
    { s, t },
  );
  expect(liked.likeMessagingSpaceItem.upstreamId).toBe(t);

  const TOPIC = 'id upstreamId subject pinned tags item { content status }';
  const pinned = await write<{ pinMessagingSpaceTopic: { id: string; pinned: boolean } }>(
    `mutation ($s: ID!, $t: ID!) { pinMessagingSpaceTopic(spaceId: $s, topicId: $t, position: 0) { ${TOPIC} } }`,
    { s, t },
  );
  expect(pinned.pinMessagingSpaceTopic.pinned).toBe(true);
  const pins = async () => {
    const read = await write<{ messaging: { space: { pinnedTopics: Array<{ topicId: string; position: number }> } } }>(
      'query ($s: ID!) { messaging { space(id: $s) { pinnedTopics { topicId position } } } }',
      { s },
    );
    return read.messaging.space.pinnedTopics;
  };
  expect((await pins())[0]).toEqual({ topicId: t, position: 0 });

  const edited = await write<{ editMessagingSpaceTopic: Record<string, unknown> }>(
    `mutation ($s: ID!, $t: ID!) { editMessagingSpaceTopic(spaceId: $s, topicId: $t, input: { subject: "Renamed", content: "New text" }) { ${TOPIC} } }`,
    { s, t: pinned.pinMessagingSpaceTopic.id },
  );
  expect(edited.editMessagingSpaceTopic).toMatchObject({
    subject: 'Renamed',
    item: { content: 'New text', status: 'EDITED' },
  });
  const tagged = await write<{ updateMessagingSpaceTopicTags: { tags: string[] } }>(
    `mutation ($s: ID!, $t: ID!) { updateMessagingSpaceTopicTags(spaceId: $s, topicId: $t, tags: ["urgent", "q3"]) { tags } }`,
    { s, t },
  );
  expect(tagged.updateMessagingSpaceTopicTags.tags).toEqual(['urgent', 'q3']);
  const read = await write<{ messaging: { spaceTopic: { topic: { subject: string; tags: string[] } } } }>(
    'query ($s: ID!, $t: ID!) { messaging { spaceTopic(spaceId: $s, topicId: $t) { topic { subject tags } } } }',
    { s, t },
  );
  expect(read.messaging.spaceTopic.topic).toEqual({ subject: 'Renamed', tags: ['urgent', 'q3'] });

  // A reply is changed by its creator only: user n of the seed answers with that user's token when it has one.
  const mine = await write<{ replyToMessagingSpaceTopic: { upstreamId: string } }>(
    `mutation ($s: ID!, $t: ID!) { replyToMessagingSpaceTopic(spaceId: $s, topicId: $t, content: "First draft") { upstreamId } }`,
    { s, t },
  );
  const reply = await write<{ editMessagingSpaceReply: ItemRecord }>(
    `mutation ($s: ID!, $t: ID!, $r: ID!) { editMessagingSpaceReply(spaceId: $s, topicId: $t, replyId: $r, input: { content: "Final" }) { ${ITEM} } }`,
    { s, t, r: mine.replyToMessagingSpaceTopic.upstreamId },
  );
  expect(reply.editMessagingSpaceReply).toMatchObject({
    upstreamId: mine.replyToMessagingSpaceTopic.upstreamId,
    content: 'Final',
    status: 'EDITED',
  });
  const theirs = topic.replies.find((r) => r.creatorId !== me)!;
  const refused = await harness.query(
    `mutation ($s: ID!, $t: ID!, $r: ID!) { editMessagingSpaceReply(spaceId: $s, topicId: $t, replyId: $r, input: { content: "x" }) { id } }`,
    { s, t, r: theirs.itemId },
    own,
  );
  expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);

  const unpinned = await write<{ unpinMessagingSpaceTopic: { pinned: boolean } }>(
    `mutation ($s: ID!, $t: ID!) { unpinMessagingSpaceTopic(spaceId: $s, topicId: $t) { pinned } }`,
    { s, t },
  );
  expect(unpinned.unpinMessagingSpaceTopic.pinned).toBe(false);
  expect((await pins()).map((pin) => pin.topicId)).not.toContain(t);
});

test('a recent space search is listed first; a space search is cancelled by its id', async () => {
  const recent = await write<{
    addMessagingRecentSpaceSearch: Array<{ searchTerm: string; scope: string; startTime: string }>;
  }>(
    `mutation { addMessagingRecentSpaceSearch(input: { searchTerm: "budget", scope: FILES, startTime: "2026-01-01T00:00:00Z" }) {
      searchTerm scope startTime } }`,
  );
  expect(recent.addMessagingRecentSpaceSearch[0]).toEqual({
    searchTerm: 'budget',
    scope: 'FILES',
    startTime: '2026-01-01T00:00:00.000Z',
  });
  const listed = await write<{ messaging: { recentSpaceSearches: Array<{ searchTerm: string }> } }>(
    '{ messaging { recentSpaceSearches { searchTerm } } }',
  );
  expect(listed.messaging.recentSpaceSearches[0]).toEqual({ searchTerm: 'budget' });

  const cancelled = await write<{ cancelMessagingSpaceSearch: boolean }>(
    'mutation { cancelMessagingSpaceSearch(searchId: "search-42") }',
  );
  expect(cancelled.cancelMessagingSpaceSearch).toBe(true);
  expect(cancelledSpaceSearches.has('search-42')).toBe(true);
});

test('a space POST is never retried; an idempotent space PUT is', async () => {
  const { faults, recorder } = harness.sandbox.service('messaging');
  faults.inject({ kind: 'status', status: 503 }, { method: 'POST', times: 1 });
  const created = await harness.query(
    'mutation { createMessagingSpace(input: { name: "Once" }) { id } }',
    undefined,
    own,
  );
  expect(created.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(recorder.count('POST', '/spaces/create')).toBe(1);
  expect(data.spaces.some((s) => s.name === 'Once')).toBe(false);

  faults.inject({ kind: 'status', status: 503 }, { method: 'PUT', times: 1 });
  const topic = space!.topics[0]!;
  const liked = await harness.query<{ likeMessagingSpaceItem: { upstreamId: string } }>(
    'mutation ($s: ID!, $t: ID!) { likeMessagingSpaceItem(spaceId: $s, topicId: $t) { upstreamId } }',
    { s: space!.spaceId, t: topic.spaceItem.itemId },
    own,
  );
  expect(liked.data?.likeMessagingSpaceItem.upstreamId).toBe(topic.spaceItem.itemId);
  expect(recorder.count('PUT', `/spaces/like/${topic.spaceItem.itemId}`)).toBe(2);
  faults.clear();
});
