// Relationships load through Circuit's batch endpoints: upstream call counts from the sandbox recorder.
import { MESSAGING_BATCH_LIMIT } from '../../src/datasources/messaging/index.js';
import { conversations, profileUser, users } from '../../sandbox/messaging/data.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['messaging'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('messaging').recorder.reset());

const recorder = () => harness.sandbox.service('messaging').recorder;
/** The ids one recorded batch call asked for. */
const idsOf = (request: { query: Record<string, unknown> }, name: string) => String(request.query[name]).split(',');

interface ConversationNode {
  id: string;
  participants: Array<{ id: string; displayName: string } | null>;
  creator: { id: string; displayName: string } | null;
}

test('20 conversations with participants and creators cost exactly 2 upstream calls', async () => {
  const result = await harness.query<{
    messaging: { conversations: { edges: Array<{ node: ConversationNode }> } };
  }>(`{
    messaging {
      conversations(first: 20) {
        edges { node { id: upstreamId participants { id: upstreamId displayName } creator { id: upstreamId displayName } } }
      }
    }
  }`);
  expect(result.errors).toBeUndefined();
  const nodes = result.data!.messaging.conversations.edges.map((edge) => edge.node);
  expect(nodes).toHaveLength(20);
  for (const node of nodes) {
    const expected = conversations.find((conversation) => conversation.convId === node.id)!;
    expect(node.participants.map((participant) => participant?.id)).toEqual(expected.participants);
    expect(node.participants.every((participant) => participant && participant.displayName.length > 0)).toBe(true);
    expect(node.creator?.id).toBe(expected.creatorId);
  }
  expect(recorder().counts()).toEqual({ 'GET /conversations': 1, 'GET /users/list': 1 });
  // Each user is asked for once, although most take part in several conversations.
  const asked = idsOf(recorder().matching('GET', '/users/list')[0]!, 'name');
  expect(new Set(asked).size).toBe(asked.length);
  const everyone = new Set(nodes.flatMap((node) => [...node.participants.map((p) => p!.id), node.creator!.id]));
  expect(new Set(asked)).toEqual(everyone);
});

test('a user asked for twice in one query is fetched once', async () => {
  const id = users[7]!.userId;
  const result = await harness.query(
    `query ($ids: [ID!]!) { messaging { a: usersByIds(ids: $ids) { displayName } b: usersByIds(ids: $ids) { id: upstreamId } } }`,
    { ids: [id, id, profileUser.userId] },
  );
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    messaging: {
      a: [
        { displayName: users[7]!.displayName },
        { displayName: users[7]!.displayName },
        { displayName: profileUser.displayName },
      ],
      b: [{ id }, { id }, { id: profileUser.userId }],
    },
  });
  expect(recorder().count('GET', '/users/list')).toBe(1);
  expect(idsOf(recorder().requests[0]!, 'name').sort()).toEqual([id, profileUser.userId].sort());
});

test('the same user by id twice is one GET /users/{id}', async () => {
  const id = users[3]!.userId;
  const result = await harness.query(
    `{ messaging { a: user(id: "${id}") { id: upstreamId } b: user(id: "${id}") { displayName } } }`,
  );
  expect(result.data).toEqual({ messaging: { a: { id }, b: { displayName: users[3]!.displayName } } });
  expect(recorder().count()).toBe(1);
});

test('a batch over the per-call limit splits into the fewest calls, results aligned to the ids', async () => {
  const known = users.map((user) => user.userId);
  const unknown = Array.from({ length: MESSAGING_BATCH_LIMIT + 50 - known.length }, (_, n) => `no-such-user-${n}`);
  const ids = [...unknown.slice(0, 30), ...known, ...unknown.slice(30)];
  expect(ids.length).toBe(MESSAGING_BATCH_LIMIT + 50);
  const result = await harness.query<{ messaging: { usersByIds: Array<{ id: string } | null> } }>(
    'query ($ids: [ID!]!) { messaging { usersByIds(ids: $ids) { id: upstreamId } } }',
    { ids },
  );
  expect(result.errors).toBeUndefined();
  expect(result.data!.messaging.usersByIds.map((user) => user?.id ?? null)).toEqual(
    ids.map((id) => (known.includes(id) ? id : null)),
  );
  const calls = recorder().matching('GET', '/users/list');
  expect(calls).toHaveLength(2);
  expect(calls.map((call) => idsOf(call, 'name').length).sort((a, b) => a - b)).toEqual([50, MESSAGING_BATCH_LIMIT]);
});

test('spaces with creators, flagged items with their spaces and users with presence batch per level', async () => {
  const result = await harness.query<{
    messaging: {
      spaces: {
        edges: Array<{ node: { creator: { id: string } | null; owner: { presence: { state: string } | null } } }>;
      };
      flaggedItems: {
        edges: Array<{ node: { item: { creator: { id: string } | null }; space: { id: string } | null } }>;
      };
    };
  }>(`{
    messaging {
      spaces(first: 12) { edges { node { creator { id: upstreamId } owner { presence { state } } } } }
      flaggedItems(first: 10) { edges { node { item { creator { id: upstreamId } } space { id: upstreamId name } } } }
    }
  }`);
  expect(result.errors).toBeUndefined();
  expect(result.data!.messaging.spaces.edges).toHaveLength(12);
  expect(result.data!.messaging.spaces.edges.every((edge) => edge.node.creator !== null)).toBe(true);
  expect(result.data!.messaging.spaces.edges.every((edge) => edge.node.owner.presence !== null)).toBe(true);
  expect(result.data!.messaging.flaggedItems.edges.every((edge) => edge.node.space !== null)).toBe(true);
  expect(recorder().counts()).toEqual({
    'GET /spaces': 1,
    'GET /spaces/flagged': 1,
    'GET /spaces/ids': 1,
    // Space creators and flagged-item creators sit at different depths: one batch per level.
    'GET /users/list': 2,
    'GET /users/presence': 1,
  });
});

test('presence of several users is one call; an unknown id among them falls back to one call per user', async () => {
  const ids = [users[1]!.userId, users[2]!.userId];
  const known = await harness.query<{ messaging: { presence: Array<{ userId: string } | null> } }>(
    'query ($ids: [ID!]!) { messaging { presence(userIds: $ids) { userId } } }',
    { ids },
  );
  expect(known.data!.messaging.presence.map((p) => p?.userId)).toEqual(ids);
  expect(recorder().counts()).toEqual({ 'GET /users/presence': 1 });

  recorder().reset();
  const mixed = await harness.query<{ messaging: { presence: Array<{ userId: string } | null> } }>(
    'query ($ids: [ID!]!) { messaging { presence(userIds: $ids) { userId } } }',
    { ids: [...ids, 'no-such-user'] },
  );
  expect(mixed.errors).toBeUndefined();
  expect(mixed.data!.messaging.presence.map((p) => p?.userId ?? null)).toEqual([...ids, null]);
  expect(recorder().count('GET', '/users/presence')).toBe(1);
  expect(recorder().count('GET', /^\/users\/[^/]+\/presence$/)).toBe(3);
});
