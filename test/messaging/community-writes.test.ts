// The messaging management writes over real HTTP to the Circuit sandbox, each with the caller's own token: the
// answer is the changed record, and the gateway's own reads (and `node(id:)`) show the change afterwards.
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
const own = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
const me = data.profileUser.userId;
const group = data.conversations.find((c) => c.type === 'GROUP' && c.participants?.includes(me) && !c.isModerated)!;
const others = data.users.filter((u) => u.userId !== me).slice(0, 3);

beforeAll(async () => {
  harness = await startHarness({ services: ['messaging'] });
});
afterAll(() => harness.close());

async function write<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
  const result = await harness.query<T>(query, variables, own);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

interface ConversationView {
  id: string;
  upstreamId: string;
  topic: string;
  description: string | null;
  type: string;
  participantIds: string[];
  isModerated: boolean | null;
}
const CONVERSATION = 'id upstreamId topic description type participantIds isModerated';

test('createMessagingCommunity, updateMessagingCommunity and its participants: the communities list shows them', async () => {
  const created = await write<{ createMessagingCommunity: ConversationView }>(
    `mutation ($p: [ID!]) { createMessagingCommunity(input: { topic: "Gardening", description: "Plants", participants: $p }) { ${CONVERSATION} } }`,
    { p: [others[0]!.emailAddress] },
  );
  const community = created.createMessagingCommunity;
  expect(community).toMatchObject({ topic: 'Gardening', description: 'Plants', type: 'COMMUNITY', isModerated: false });
  expect(community.participantIds).toEqual([me, others[0]!.userId]);
  const [request] = harness.sandbox.service('messaging').recorder.matching('POST', '/conversations/community');
  expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');

  const listed = await write<{ messaging: { communities: { edges: Array<{ node: { upstreamId: string } }> } } }>(
    '{ messaging { communities(includeOwn: true, first: 50) { edges { node { upstreamId } } } } }',
  );
  expect(listed.messaging.communities.edges.map((edge) => edge.node.upstreamId)).toContain(community.upstreamId);

  const node = await write<{ node: { topic: string } }>(
    'query ($id: ID!) { node(id: $id) { ... on Conversation { topic } } }',
    { id: community.id },
  );
  expect(node.node).toEqual({ topic: 'Gardening' });

  const vars = { c: community.id };
  const updated = await write<{ updateMessagingCommunity: ConversationView }>(
    `mutation ($c: ID!) { updateMessagingCommunity(conversationId: $c, input: { description: "Plants and trees" }) { ${CONVERSATION} } }`,
    vars,
  );
  expect(updated.updateMessagingCommunity).toMatchObject({ topic: 'Gardening', description: 'Plants and trees' });

  const added = await write<{ addMessagingCommunityParticipants: ConversationView }>(
    `mutation ($c: ID!, $p: [ID!]!) { addMessagingCommunityParticipants(conversationId: $c, participants: $p) { participantIds } }`,
    { ...vars, p: [others[1]!.userId, others[2]!.userId] },
  );
  expect(added.addMessagingCommunityParticipants.participantIds).toEqual([me, ...others.map((u) => u.userId)]);
  const removed = await write<{ removeMessagingCommunityParticipants: ConversationView }>(
    `mutation ($c: ID!, $p: [ID!]!) { removeMessagingCommunityParticipants(conversationId: $c, participants: $p) { participantIds } }`,
    { ...vars, p: [others[1]!.userId] },
  );
  expect(removed.removeMessagingCommunityParticipants.participantIds).toEqual([
    me,
    others[0]!.userId,
    others[2]!.userId,
  ]);
  const [removal] = harness.sandbox.service('messaging').recorder.matching('DELETE');
  expect(removal?.query).toEqual({ participants: others[1]!.userId });
});

test('moderation: moderate, add and remove moderators (MODERATOR participants), unmoderate', async () => {
  const moderatorsOf = async () => {
    const read = await write<{
      messaging: {
        conversation: { isModerated: boolean; participantList: { edges: Array<{ node: { userId: string } }> } };
      };
    }>(
      `query ($c: ID!) { messaging { conversation(id: $c) { isModerated participantList(type: MODERATOR, first: 25) { edges { node { userId } } } } } }`,
      { c: group.convId },
    );
    const conversation = read.messaging.conversation;
    return { isModerated: conversation.isModerated, ids: conversation.participantList.edges.map((e) => e.node.userId) };
  };
  const other = group.participants!.find((id) => id !== me)!;
  const moderated = await write<{ moderateMessagingConversation: ConversationView }>(
    `mutation ($c: ID!) { moderateMessagingConversation(conversationId: $c) { upstreamId isModerated } }`,
    { c: group.convId },
  );
  expect(moderated.moderateMessagingConversation).toEqual({ upstreamId: group.convId, isModerated: true });
  expect(await moderatorsOf()).toEqual({ isModerated: true, ids: [me] });

  await write(
    `mutation ($c: ID!, $m: [ID!]!) { addMessagingConversationModerators(conversationId: $c, moderators: $m) { id } }`,
    { c: group.convId, m: [other] },
  );
  expect((await moderatorsOf()).ids.sort()).toEqual([me, other].sort());
  await write(
    `mutation ($c: ID!, $m: [ID!]!) { removeMessagingConversationModerators(conversationId: $c, moderators: $m) { id } }`,
    { c: group.convId, m: [other] },
  );
  expect(await moderatorsOf()).toEqual({ isModerated: true, ids: [me] });
  const [removal] = harness.sandbox.service('messaging').recorder.matching('DELETE', /moderators$/);
  expect(removal?.headers['content-type']).toBe('application/x-www-form-urlencoded');

  const unmoderated = await write<{ unmoderateMessagingConversation: ConversationView }>(
    `mutation ($c: ID!) { unmoderateMessagingConversation(conversationId: $c) { isModerated } }`,
    { c: group.convId },
  );
  expect(unmoderated.unmoderateMessagingConversation.isModerated).toBe(false);
  expect(await moderatorsOf()).toEqual({ isModerated: false, ids: [] });
});

test('labels: create one, put it on a conversation and take it off, delete it; node(id:) reads it back', async () => {
  const created = await write<{ createMessagingLabel: { id: string; upstreamId: string; value: string } }>(
    'mutation { createMessagingLabel(value: "Budget 2027") { id upstreamId value } }',
  );
  const label = created.createMessagingLabel;
  expect(label.value).toBe('Budget 2027');
  const node = await write<{ node: { value: string } }>(
    'query ($id: ID!) { node(id: $id) { ... on Label { value } } }',
    {
      id: label.id,
    },
  );
  expect(node.node).toEqual({ value: 'Budget 2027' });

  const conversationsOf = async () => {
    const read = await write<{ node: { conversations: { edges: Array<{ node: { upstreamId: string } }> } } }>(
      'query ($id: ID!) { node(id: $id) { ... on Label { conversations(first: 25) { edges { node { upstreamId } } } } } }',
      { id: label.id },
    );
    return read.node.conversations.edges.map((edge) => edge.node.upstreamId);
  };
  const assigned = await write<{ addMessagingConversationLabel: { upstreamId: string } }>(
    'mutation ($c: ID!) { addMessagingConversationLabel(conversationId: $c, label: "Budget 2027") { upstreamId } }',
    { c: group.convId },
  );
  // The same text is the same label.
  expect(assigned.addMessagingConversationLabel.upstreamId).toBe(label.upstreamId);
  expect(await conversationsOf()).toEqual([group.convId]);
  const unassigned = await write<{ removeMessagingConversationLabel: { value: string } }>(
    'mutation ($c: ID!, $l: ID!) { removeMessagingConversationLabel(conversationId: $c, labelId: $l) { value } }',
    { c: group.convId, l: label.id },
  );
  expect(unassigned.removeMessagingConversationLabel.value).toBe('Budget 2027');
  expect(await conversationsOf()).toEqual([]);

  const deleted = await write<{ deleteMessagingLabel: { upstreamId: string } }>(
    'mutation ($l: ID!) { deleteMessagingLabel(labelId: $l) { upstreamId } }',
    { l: label.upstreamId },
  );
  expect(deleted.deleteMessagingLabel.upstreamId).toBe(label.upstreamId);
  const labels = await write<{ messaging: { labels: Array<{ value: string }> } }>('{ messaging { labels { value } } }');
  expect(labels.messaging.labels.map((l) => l.value)).not.toContain('Budget 2027');
});

test('updateMessagingProfile changes the caller’s profile; the profile query shows it', async () => {
  const updated = await write<{ updateMessagingProfile: Record<string, string> }>(
    'mutation { updateMessagingProfile(input: { firstName: "Ada", lastName: "Byron", jobTitle: "Analyst", locale: EN_GB }) { upstreamId firstName lastName displayName jobTitle locale } }',
  );
  expect(updated.updateMessagingProfile).toEqual({
    upstreamId: me,
    firstName: 'Ada',
    lastName: 'Byron',
    displayName: 'Ada Byron',
    jobTitle: 'Analyst',
    locale: 'EN_GB',
  });
  const profile = await write<{ messaging: { profile: { displayName: string } } }>(
    '{ messaging { profile { displayName } } }',
  );
  expect(profile.messaging.profile.displayName).toBe('Ada Byron');
  const [request] = harness.sandbox.service('messaging').recorder.matching('PUT', '/users/profile');
  expect(request).toBeDefined();
});

test('incoming webhooks: create one, post through it (listed as an item), delete it', async () => {
  const created = await write<{
    createMessagingIncomingWebhook: { upstreamId: string; name: string; status: string; conversationId: string };
  }>(
    'mutation ($c: ID!) { createMessagingIncomingWebhook(conversationId: $c, input: { name: "CI", description: "Builds" }) { upstreamId name status conversationId } }',
    { c: group.convId },
  );
  const hook = created.createMessagingIncomingWebhook;
  expect(hook).toMatchObject({ name: 'CI', status: 'ENABLED', conversationId: group.convId });
  const listed = async () => {
    const read = await write<{ messaging: { incomingWebhooks: { edges: Array<{ node: { upstreamId: string } }> } } }>(
      'query ($u: ID!) { messaging { incomingWebhooks(userId: $u, first: 50) { edges { node { upstreamId } } } } }',
      { u: me },
    );
    return read.messaging.incomingWebhooks.edges.map((edge) => edge.node.upstreamId);
  };
  expect(await listed()).toContain(hook.upstreamId);

  const posted = await write<{ postMessagingIncomingWebhookMessage: boolean }>(
    'mutation ($w: ID!) { postMessagingIncomingWebhookMessage(webhookId: $w, input: { text: "Build *green*", subject: "CI" }) }',
    { w: hook.upstreamId },
  );
  expect(posted.postMessagingIncomingWebhookMessage).toBe(true);
  const items = await write<{
    messaging: { conversation: { items: { edges: Array<{ node: { text: { content: string } | null } }> } } };
  }>(
    'query ($c: ID!) { messaging { conversation(id: $c) { items(first: 1) { edges { node { text { content } } } } } } }',
    {
      c: group.convId,
    },
  );
  expect(items.messaging.conversation.items.edges[0]?.node.text?.content).toBe('Build *green*');

  const deleted = await write<{ deleteMessagingIncomingWebhook: boolean }>(
    'mutation ($w: ID!) { deleteMessagingIncomingWebhook(webhookId: $w) }',
    { w: hook.upstreamId },
  );
  expect(deleted.deleteMessagingIncomingWebhook).toBe(true);
  expect(await listed()).not.toContain(hook.upstreamId);
});

test('outgoing webhooks: change one, change a presence one, then remove them all', async () => {
  const webhook = data.webhooks.find((w) => w.filter?.includes('CONVERSATION.CREATE'))!;
  const presence = data.webhooks.find((w) => w.filter?.includes('USER.USER_PRESENCE_CHANGE'))!;
  const updated = await write<{ updateMessagingWebhook: { id: string; url: string; filter: string[] } }>(
    'mutation ($id: ID!) { updateMessagingWebhook(id: $id, input: { url: "https://hooks.example.org/new", filter: [CONVERSATION_ADD_ITEM, USER_INCOMING_CALL] }) { id url filter } }',
    { id: webhook.id },
  );
  expect(updated.updateMessagingWebhook).toMatchObject({
    url: 'https://hooks.example.org/new',
    filter: ['CONVERSATION.ADD_ITEM', 'USER.INCOMING_CALL'],
  });
  const node = await write<{ node: { url: string } }>('query ($id: ID!) { node(id: $id) { ... on Webhook { url } } }', {
    id: updated.updateMessagingWebhook.id,
  });
  expect(node.node.url).toBe('https://hooks.example.org/new');

  const followed = await write<{ updateMessagingPresenceWebhook: { subscriptionIds: string[] } }>(
    'mutation ($id: ID!, $u: [ID!]) { updateMessagingPresenceWebhook(id: $id, input: { userIds: $u }) { subscriptionIds } }',
    { id: presence.id, u: [others[0]!.emailAddress, others[1]!.userId] },
  );
  expect(followed.updateMessagingPresenceWebhook.subscriptionIds).toEqual([others[0]!.userId, others[1]!.userId]);

  const left = await write<{ deleteAllMessagingWebhooks: unknown[] }>('mutation { deleteAllMessagingWebhooks { id } }');
  expect(left.deleteAllMessagingWebhooks).toEqual([]);
  const listed = await write<{ messaging: { webhooks: unknown[] } }>('{ messaging { webhooks { id } } }');
  expect(listed.messaging.webhooks).toEqual([]);
});
