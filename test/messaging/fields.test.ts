// Every GET operation of the Circuit spec answers through the graph with typed data from the sandbox.
import * as data from '../../sandbox/messaging/data.js';
import { errorAt, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['messaging'] });
});
afterAll(() => harness.close());

const recorder = () => harness.sandbox.service('messaging').recorder;
const { conversations, users, profileUser, spaces, labels, webhooks } = data;

/** The 51 GET operations of the spec, as path templates. */
const GET_OPERATIONS = [
  '/conversations',
  '/conversations/byIds',
  '/conversations/community',
  '/conversations/conversationdetails',
  '/conversations/direct',
  '/conversations/favorite',
  '/conversations/label/{labelId}',
  '/conversations/messages/flag',
  '/conversations/messages/{itemId}',
  '/conversations/resolveinvitetoken',
  '/conversations/search',
  '/conversations/{convId}',
  '/conversations/{convId}/conversationdetails',
  '/conversations/{convId}/items',
  '/conversations/{convId}/messages/flag',
  '/conversations/{convId}/participants',
  '/conversations/{convId}/pins',
  '/rtc/sessions',
  '/spaces',
  '/spaces/directory',
  '/spaces/exists/{name}',
  '/spaces/flagged',
  '/spaces/ids',
  '/spaces/likes/{itemId}',
  '/spaces/search/recent',
  '/spaces/search/startBasic',
  '/spaces/search/startDetailed',
  '/spaces/{id}/participants',
  '/spaces/{id}/participants/pending',
  '/spaces/{id}/pinnedTopics',
  '/spaces/{id}/searchParticipantsToAdd',
  '/spaces/{id}/searchSpaceParticipants',
  '/spaces/{spaceId}/participant/import/',
  '/spaces/{spaceId}/topic/{topicId}',
  '/spaces/{spaceId}/topic/{topicId}/reply',
  '/spaces/{spaceId}/topics',
  '/telephony/deviceInfos',
  '/telephony/telephonyConversationId',
  '/telephony/{telephonyConversationId}/journal',
  '/users',
  '/users/labels',
  '/users/list',
  '/users/presence',
  '/users/profile',
  '/users/supportinfo',
  '/users/{emailAddress}/getUserByEmail',
  '/users/{id}',
  '/users/{id}/presence',
  '/webhooks',
  '/webhooks/incoming/user/{userId}',
  '/webhooks/{id}',
];
const STATIC = new Set(GET_OPERATIONS.filter((template) => !template.includes('{')));
/** The template a recorded path was served by (static paths win over parameters, as in the upstream's router). */
function templateOf(path: string): string | undefined {
  if (STATIC.has(path)) return path;
  const segments = path.split('/');
  return GET_OPERATIONS.find((template) => {
    const parts = template.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) =>
        part.startsWith('{')
          ? segments[i] !== '' && !STATIC.has(segments.slice(0, i + 1).join('/'))
          : part === segments[i],
      )
    );
  });
}

const direct = conversations.find((c) => c.type === 'DIRECT')!;
const busySpace = spaces.find((space) => space.pending.length > 0 && space.topics.some((t) => t.replies.length > 1))!;
const topic = busySpace.topics.find((t) => t.replies.length > 1)!;
const labelled = labels.find((label) =>
  [...data.conversationLabels.values()].some((ids) => ids.includes(label.labelId)),
)!;
const pinned = conversations.find((c) => (data.pinnedItems.get(c.convId) ?? []).length > 0)!;
const [inviteToken, invited] = [...data.inviteTokens.entries()][0]!;

test('the brief’s twelve reads answer with typed data', async () => {
  const result = await harness.query<{ messaging: Record<string, unknown> }>(
    `query ($ids: [ID!]!, $spaceIds: [ID!]!, $user: ID!, $webhook: ID!) {
      messaging {
        users(name: "${users[4]!.lastName}") { id: upstreamId displayName emailAddress }
        usersByIds(ids: $ids) { id: upstreamId firstName lastName company emailAddresses { address type } phoneNumbers { phoneNumber } }
        user(id: $user) { id: upstreamId displayName jobTitle department locale avatar state type }
        profile { id: upstreamId displayName emailAddress primaryTenantId }
        labels { id: upstreamId value }
        spaces(first: 3) { edges { node { id: upstreamId name tags createdAt numberOfParticipants creator { displayName } } } pageInfo { hasNextPage } }
        spacesByIds(ids: $spaceIds) { id: upstreamId name }
        flaggedItems(first: 2) { edges { node { item { id: upstreamId content creator { id: upstreamId } } parentItem { id: upstreamId } space { name } } } }
        webhooks { id: upstreamId url type typeRaw filter createdAt user { id: upstreamId } }
        webhook(id: $webhook) { id: upstreamId url }
        rtcSessions { id: upstreamId startedAt mediaTypes participants { userId user { displayName } } conversation { id: upstreamId type } }
        conversations(first: 2) { edges { node { id: upstreamId type typeRaw topic createdAt modifiedAt participantIds } } pageInfo { hasNextPage } }
      }
    }`,
    {
      ids: [users[1]!.userId, 'no-such-user', users[2]!.userId],
      spaceIds: [spaces[2]!.spaceId, 'no-such-space'],
      user: users[5]!.userId,
      webhook: webhooks[1]!.id,
    },
  );
  expect(result.errors).toBeUndefined();
  const m = result.data!.messaging;
  expect(m.users).toEqual(expect.arrayContaining([expect.objectContaining({ id: users[4]!.userId })]));
  expect(m.usersByIds).toEqual([
    expect.objectContaining({ id: users[1]!.userId, lastName: users[1]!.lastName, company: 'Example GmbH' }),
    null,
    expect.objectContaining({
      id: users[2]!.userId,
      emailAddresses: [{ address: users[2]!.emailAddress, type: 'WORK' }],
    }),
  ]);
  expect(m.user).toEqual(
    expect.objectContaining({ id: users[5]!.userId, displayName: users[5]!.displayName, state: 'ACTIVE' }),
  );
  expect(m.profile).toEqual(
    expect.objectContaining({ id: profileUser.userId, emailAddress: profileUser.emailAddress }),
  );
  expect(m.labels).toEqual(labels.map((label) => ({ id: label.labelId, value: label.value })));
  const spacePage = m.spaces as {
    edges: Array<{ node: { createdAt: string; creator: { displayName: string } } }>;
    pageInfo: { hasNextPage: boolean };
  };
  expect(spacePage.edges).toHaveLength(3);
  expect(spacePage.pageInfo.hasNextPage).toBe(true);
  expect(spacePage.edges[0]!.node.createdAt).toMatch(/^2025-\d\d-\d\dT/);
  expect(spacePage.edges[0]!.node.creator.displayName).toEqual(expect.any(String));
  expect(m.spacesByIds).toEqual([{ id: spaces[2]!.spaceId, name: spaces[2]!.name }, null]);
  expect((m.flaggedItems as { edges: unknown[] }).edges).toHaveLength(2);
  expect(m.webhooks).toHaveLength(webhooks.length);
  expect((m.webhooks as Array<{ type: string; typeRaw: string }>)[4]).toMatchObject({
    type: 'EXTENSION',
    typeRaw: 'EXTENSION',
  });
  expect(m.webhook).toEqual({ id: webhooks[1]!.id, url: webhooks[1]!.url });
  const sessions = m.rtcSessions as Array<{
    participants: Array<{ user: { displayName: string } }>;
    conversation: { id: string };
  }>;
  expect(sessions).toHaveLength(data.rtcSessions.length);
  expect(sessions[0]!.conversation.id).toBe(data.rtcSessions[0]!.convId);
  expect(sessions[0]!.participants[0]!.user.displayName).toEqual(expect.any(String));
  const page = m.conversations as { edges: Array<{ node: { modifiedAt: string; participantIds: string[] } }> };
  expect(page.edges).toHaveLength(2);
  expect(page.edges[0]!.node.participantIds).toContain(profileUser.userId);
  expect(Date.parse(page.edges[0]!.node.modifiedAt)).toBeGreaterThan(Date.parse(page.edges[1]!.node.modifiedAt));
});

test('lookups of things that do not exist are null without an error', async () => {
  const result = await harness.query(`{
    messaging {
      user(id: "00000000-0000-4000-a000-000000000000") { id: upstreamId }
      userByEmail(email: "nobody@example.com") { id: upstreamId }
      webhook(id: "00000000-0000-4000-a000-000000000001") { id: upstreamId }
      conversation(id: "00000000-0000-4000-a000-000000000002") { id: upstreamId }
      conversationItem(id: "00000000-0000-4000-a000-000000000003") { id: upstreamId }
      space(id: "00000000-0000-4000-a000-000000000004") { id: upstreamId }
      users(name: "zzz-nobody") { id: upstreamId }
    }
  }`);
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    messaging: {
      user: null,
      userByEmail: null,
      webhook: null,
      conversation: null,
      conversationItem: null,
      space: null,
      users: [],
    },
  });
});

test('conversation reads: one conversation with its items, participants, details, pins and flags', async () => {
  const result = await harness.query<{ messaging: Record<string, unknown> }>(`{
    messaging {
      conversation(id: "${pinned.convId}") {
        id: upstreamId type creator { displayName } details { link pin bridgeNumbers { number country } }
        items(first: 5) { edges { node { id: upstreamId type typeRaw createdAt creator { displayName } conversation { id: upstreamId }
          attachments { fileName mimeType size } text { content contentType likedBy { id: upstreamId } } system { type } rtc { type participants { userId } } } } }
        flaggedItems { id: upstreamId }
        participantList(first: 3) { edges { node { userId displayName type } } }
        pinnedTopics { itemId pinnedAt item { id: upstreamId text { content } } }
      }
      conversationsByIds(ids: ["${conversations[1]!.convId}", "missing-id"]) { id: upstreamId }
      communities(first: 10, includeOwn: true, sort: RECENT_ACTIVITY) { edges { node { id: upstreamId type description } } }
      conversationDetails(conversationId: "${conversations[2]!.convId}") { conversationId pin isRecordingAllowed }
      conversationDetailsByIds(conversationIds: ["${conversations[2]!.convId}", "${conversations[3]!.convId}"]) { conversationId }
      directConversation(participant: "${direct.participants![1]}") { id: upstreamId type }
      favoriteConversations { id: upstreamId }
      conversationsByLabel(labelId: "${labelled.labelId}", first: 50) { edges { node { id: upstreamId } } }
      flaggedMessages { id: upstreamId text { content } }
      conversationItem(id: "${data.items[3]!.itemId}") { id: upstreamId conversationId }
      conversationByInviteToken(token: "${inviteToken}") { id: upstreamId }
      searchConversations(term: "build", includeItemIds: true) { conversationId itemIds conversation { id: upstreamId } }
    }
  }`);
  expect(result.errors).toBeUndefined();
  const m = result.data!.messaging;
  const conversation = m.conversation as Record<string, unknown> & {
    items: { edges: unknown[] };
    pinnedTopics: Array<{ item: { id: string } }>;
  };
  expect(conversation.id).toBe(pinned.convId);
  expect(conversation.details).toMatchObject({
    link: expect.stringContaining(pinned.convId),
    bridgeNumbers: expect.any(Array),
  });
  expect(conversation.items.edges).toHaveLength(5);
  expect(conversation.pinnedTopics.map((pin) => pin.item.id)).toEqual(
    data.pinnedItems.get(pinned.convId)!.map((pin) => pin.itemId),
  );
  expect(m.conversationsByIds).toEqual([{ id: conversations[1]!.convId }, null]);
  expect((m.communities as { edges: unknown[] }).edges).toHaveLength(
    conversations.filter((c) => c.type === 'COMMUNITY').length,
  );
  expect(m.conversationDetails).toMatchObject({ conversationId: conversations[2]!.convId });
  expect(m.conversationDetailsByIds).toHaveLength(2);
  expect(m.directConversation).toEqual({ id: direct.convId, type: 'DIRECT' });
  expect((m.favoriteConversations as Array<{ id: string }>).map((c) => c.id)).toEqual(data.favoriteConversationIds);
  expect((m.conversationsByLabel as { edges: unknown[] }).edges.length).toBeGreaterThan(0);
  expect((m.flaggedMessages as unknown[]).length).toBe(data.flaggedItemIds.size);
  expect(m.conversationItem).toEqual({ id: data.items[3]!.itemId, conversationId: data.items[3]!.convId });
  expect(m.conversationByInviteToken).toEqual({ id: invited });
  const matches = m.searchConversations as Array<{ itemIds: string[]; conversation: { id: string } }>;
  expect(matches.length).toBeGreaterThan(0);
  expect(matches.every((match) => match.conversation !== null)).toBe(true);
});

test('space reads: directory, search, one space with participants, topics, replies and likes', async () => {
  const result = await harness.query<{ messaging: Record<string, unknown> }>(`{
    messaging {
      spaceDirectory(first: 4, filter: OPEN, sortBy: NAME) { edges { node { id: upstreamId name accessModeType } } }
      spaceNameExists(name: "${spaces[0]!.name}")
      missingName: spaceNameExists(name: "No such space name")
      recentSpaceSearches { searchTerm scope startTime }
      searchSpaces(scope: ALL, searchTerm: "${busySpace.name!.split(' ')[0]}") { status spaces { id: upstreamId } }
      searchSpace(spaceId: "${busySpace.spaceId}", scope: ALL, searchTerm: "the") { spaceId status itemIds }
      space(id: "${busySpace.spaceId}") {
        id: upstreamId name owner { id: upstreamId }
        participants(first: 50) { edges { node { userId role user { displayName } } } }
        pendingParticipants { edges { node { userId state } } }
        pinnedTopics { topicId subject position }
        participantsToAdd(query: "a") { userId isMember }
        searchParticipants(query: "${busySpace.members[0]!.firstName}") { userId isMember }
        participantImport { status progress importedParticipants }
        topics(first: 10) { edges { node { id: upstreamId subject item { content creator { id: upstreamId } likes { edges { node { userId } } } }
          replies(first: 10) { edges { node { id: upstreamId content } } } space { id: upstreamId } } } }
      }
      spaceTopic(spaceId: "${busySpace.spaceId}", topicId: "${topic.spaceItem.itemId}", numberOfReplies: 1) {
        topic { id: upstreamId subject } replies { id: upstreamId }
      }
    }
  }`);
  expect(result.errors).toBeUndefined();
  const m = result.data!.messaging;
  const directory = (m.spaceDirectory as { edges: Array<{ node: { accessModeType: string } }> }).edges;
  expect(directory.length).toBeGreaterThan(0);
  expect(directory.every((edge) => edge.node.accessModeType === 'OPEN')).toBe(true);
  expect(m.spaceNameExists).toBe(true);
  expect(m.missingName).toBe(false);
  expect(m.recentSpaceSearches).toHaveLength(data.recentSpaceSearches.length);
  expect((m.searchSpaces as { spaces: Array<{ id: string }> }).spaces.map((s) => s.id)).toContain(busySpace.spaceId);
  expect(m.searchSpace).toEqual([expect.objectContaining({ spaceId: busySpace.spaceId })]);
  const space = m.space as {
    participants: { edges: unknown[] };
    pendingParticipants: { edges: Array<{ node: { state: string } }> };
    topics: { edges: Array<{ node: { id: string; replies: { edges: unknown[] }; space: { id: string } } }> };
    participantImport: { status: string };
  };
  expect(space.participants.edges).toHaveLength(busySpace.members.length);
  expect(space.pendingParticipants.edges.map((edge) => edge.node.state)).toEqual(
    busySpace.pending.map(() => 'PENDING'),
  );
  expect(space.participantImport.status).toBe('FINISHED');
  const withReplies = space.topics.edges.find((edge) => edge.node.id === topic.spaceItem.itemId)!;
  expect(withReplies.node.replies.edges).toHaveLength(topic.replies.length);
  expect(withReplies.node.space.id).toBe(busySpace.spaceId);
  expect(m.spaceTopic).toEqual({
    topic: { id: topic.spaceItem.itemId, subject: topic.subject },
    replies: [{ id: topic.replies[0]!.itemId }],
  });
});

test('user, presence, webhook, telephony reads', async () => {
  const result = await harness.query<{ messaging: Record<string, unknown> }>(`{
    messaging {
      userByEmail(email: "${users[9]!.emailAddress}") { id: upstreamId }
      presence(userIds: ["${users[1]!.userId}", "${users[2]!.userId}"]) { userId state stateRaw mobile }
      userPresence(id: "${profileUser.userId}") { userId state }
      profile { presence { state } }
      supportInfo { supportEmailAddress supportType }
      incomingWebhooks(userId: "${profileUser.userId}", first: 100) { edges { node { id: upstreamId name status conversation { id: upstreamId } } } }
      deviceInfos { clientId deviceType }
      telephonyConversationId
      callJournal(telephonyConversationId: "${data.TELEPHONY_CONVERSATION_ID}", first: 5, filter: MISSED) {
        edges { node { id: upstreamId type rtc { type missed participants { displayName } } } }
      }
    }
  }`);
  expect(result.errors).toBeUndefined();
  const m = result.data!.messaging;
  expect(m.userByEmail).toEqual({ id: users[9]!.userId });
  expect((m.presence as Array<{ userId: string }>).map((p) => p.userId)).toEqual([users[1]!.userId, users[2]!.userId]);
  expect(m.userPresence).toEqual({ userId: profileUser.userId, state: 'AVAILABLE' });
  expect(m.profile).toEqual({ presence: { state: 'AVAILABLE' } });
  expect(m.supportInfo).toEqual({ supportEmailAddress: 'support@example.com', supportType: '1' });
  const hooks = (m.incomingWebhooks as { edges: Array<{ node: { conversation: { id: string } } }> }).edges;
  expect(hooks).toHaveLength(data.incomingWebhooks.filter((hook) => hook.userId === profileUser.userId).length);
  expect(hooks.every((edge) => edge.node.conversation !== null)).toBe(true);
  expect(m.deviceInfos).toHaveLength(2);
  expect(m.telephonyConversationId).toBe(data.TELEPHONY_CONVERSATION_ID);
  const journal = (m.callJournal as { edges: Array<{ node: { rtc: { type: string; missed: boolean } } }> }).edges;
  expect(journal.length).toBeGreaterThan(0);
  expect(journal.every((edge) => edge.node.rtc.type === 'MISSED' && edge.node.rtc.missed)).toBe(true);
});

test('an upstream value the schema does not know maps to UNKNOWN, with the raw value kept', async () => {
  harness.sandbox
    .service('messaging')
    .faults.inject(
      { kind: 'status', status: 200, body: [{ ...webhooks[0], type: 'PERMANENT_V3' }] },
      { path: '/webhooks', times: 1 },
    );
  const result = await harness.query('{ messaging { webhooks { type typeRaw } } }');
  expect(result.data).toEqual({ messaging: { webhooks: [{ type: 'UNKNOWN', typeRaw: 'PERMANENT_V3' }] } });
  expect(errorAt(result, ['messaging', 'webhooks'])).toBeUndefined();
});

test('the fields above exercised all 51 GET operations of the spec', () => {
  const served = new Set(recorder().requests.map((request) => templateOf(request.path)));
  expect(GET_OPERATIONS).toHaveLength(51);
  expect(GET_OPERATIONS.filter((template) => !served.has(template))).toEqual([]);
});

test('the call journal around a point in time (direction BOTH) is one page of entries on both sides', async () => {
  const middle = data.journal[6]!.modificationTime!;
  const result = await harness.query<{
    messaging: { callJournal: { edges: Array<{ node: { createdAt: string } }>; pageInfo: { hasNextPage: boolean } } };
  }>(`{
    messaging {
      callJournal(telephonyConversationId: "${data.TELEPHONY_CONVERSATION_ID}", first: 4, direction: BOTH,
                  since: "${new Date(middle).toISOString()}") {
        edges { node { createdAt } } pageInfo { hasNextPage }
      }
    }
  }`);
  expect(result.errors).toBeUndefined();
  const times = result.data!.messaging.callJournal.edges.map((edge) => Date.parse(edge.node.createdAt));
  expect(times).toEqual(data.journal.slice(4, 8).map((entry) => entry.creationTime));
  expect(result.data!.messaging.callJournal.pageInfo.hasNextPage).toBe(false);
});
