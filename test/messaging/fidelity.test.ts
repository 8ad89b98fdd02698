// Answers the spec allows but the sandbox does not send on its own: records without the ids the spec leaves
// optional, the declared shapes of under-specified operations, fractional counts. Each is answered as data, or
// as an UPSTREAM_ERROR at the one record that cannot be read; the rest of the list answers.
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import { errorAt, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['messaging'] });
});
afterAll(() => harness.close());
afterEach(() => harness.sandbox.service('messaging').faults.clear());

/** The next answer of that path is this body, with a 200 (once). */
const answer = (path: string, body: unknown) =>
  harness.sandbox.service('messaging').faults.inject({ kind: 'status', status: 200, body }, { path, times: 1 });
const invalidAt = (result: Parameters<typeof errorAt>[0], path: Array<string | number>) =>
  errorAt(result, path)?.extensions;

test('a webhook without its id costs only its own item', async () => {
  answer('/webhooks', [
    { id: 'w1', url: 'https://example.org/1' },
    { url: 'https://example.org/2' },
    { id: 'w3', url: 'https://example.org/3' },
  ]);
  const result = await harness.query('{ messaging { webhooks { id: upstreamId url } } }');
  expect(result.data).toEqual({
    messaging: {
      webhooks: [{ id: 'w1', url: 'https://example.org/1' }, null, { id: 'w3', url: 'https://example.org/3' }],
    },
  });
  expect(invalidAt(result, ['messaging', 'webhooks', 1, 'id'])).toMatchObject({
    code: 'UPSTREAM_ERROR',
    reason: 'invalid-response',
  });
});

test('an item without its id nulls just its edge', async () => {
  answer('/conversations', [{ convId: 'c1', modificationTime: 1_600_000_000_000 }]);
  answer('/conversations/c1/items', [{ itemId: 'i1' }, { type: 'TEXT' }, { itemId: 'i3' }]);
  const result = await harness.query<{
    messaging: { conversations: { edges: Array<{ node: { items: { edges: unknown[] } } }> } };
  }>(
    '{ messaging { conversations(first: 1) { edges { node { id: upstreamId items(first: 3) { edges { node { id: upstreamId } } } } } } } }',
  );
  const edges = result.data!.messaging.conversations.edges[0]!.node.items.edges;
  expect(edges).toEqual([{ node: { id: 'i1' } }, null, { node: { id: 'i3' } }]);
  expect(
    invalidAt(result, ['messaging', 'conversations', 'edges', 0, 'node', 'items', 'edges', 1, 'node', 'id']),
  ).toMatchObject({ code: 'UPSTREAM_ERROR', reason: 'invalid-response' });
});

test('a conversation or user without an id is an error at its own place, not a lost list', async () => {
  // A Node cannot be identified without its upstream id, which the spec leaves optional.
  answer('/conversations', [
    { topic: 'no id', participants: ['u-missing'] },
    { convId: 'c2', topic: 'with id' },
  ]);
  answer('/users/list', [{ displayName: 'Nameless' }]);
  const result = await harness.query(
    '{ messaging { conversations(first: 2) { edges { node { id: upstreamId topic } } } } }',
  );
  expect(result.data).toEqual({
    messaging: { conversations: { edges: [null, { node: { id: 'c2', topic: 'with id' } }] } },
  });
  expect(invalidAt(result, ['messaging', 'conversations', 'edges', 0, 'node', 'id'])).toMatchObject({
    code: 'UPSTREAM_ERROR',
    reason: 'invalid-response',
  });
  const profile = await harness.query('{ messaging { profile { id: upstreamId displayName presence { userId } } } }');
  answer('/users/profile', { displayName: 'Nameless' });
  const nameless = await harness.query('{ messaging { profile { id displayName } } }');
  expect(profile.errors).toBeUndefined();
  expect(nameless.data).toEqual({ messaging: { profile: null } });
  expect(invalidAt(nameless, ['messaging', 'profile', 'id'])).toMatchObject({ code: 'UPSTREAM_ERROR' });
});

test('an id the request named fills what the answer leaves out', async () => {
  answer('/users/u-7/presence', { state: 'AVAILABLE' });
  answer('/webhooks/w-9', { url: 'https://example.org/hook' });
  const result = await harness.query(
    '{ messaging { userPresence(id: "u-7") { userId state } webhook(id: "w-9") { id: upstreamId url } } }',
  );
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    messaging: {
      userPresence: { userId: 'u-7', state: 'AVAILABLE' },
      webhook: { id: 'w-9', url: 'https://example.org/hook' },
    },
  });
});

test('rtc/sessions: the array Circuit sends, the Label object the spec declares, and a wrong shape', async () => {
  answer('/rtc/sessions', [{ rtcSessionId: 's1', convId: 'c1' }]);
  const array = await harness.query('{ messaging { rtcSessions { id: upstreamId } } }');
  expect(array.data).toEqual({ messaging: { rtcSessions: [{ id: 's1' }] } });

  answer('/rtc/sessions', { labelId: 'l1', value: 'a label' });
  const declared = await harness.query('{ messaging { rtcSessions { id: upstreamId } labels { id: upstreamId } } }');
  expect(declared.data).toMatchObject({ messaging: { rtcSessions: [null], labels: expect.any(Array) } });
  expect(invalidAt(declared, ['messaging', 'rtcSessions', 0, 'id'])).toMatchObject({ reason: 'invalid-response' });

  answer('/rtc/sessions', 'not a list');
  const wrong = await harness.query('{ messaging { rtcSessions { id: upstreamId } } }');
  expect(wrong.data).toEqual({ messaging: { rtcSessions: null } });
  expect(invalidAt(wrong, ['messaging', 'rtcSessions'])).toMatchObject({
    code: 'UPSTREAM_ERROR',
    reason: 'invalid-response',
  });
});

test('spaces: an array, the empty object the spec declares, and spaces wrapped as in DirectoryResult', async () => {
  answer('/spaces', {});
  const empty = await harness.query('{ messaging { spaces(first: 3) { edges { node { id: upstreamId } } } } }');
  expect(empty.data).toEqual({ messaging: { spaces: { edges: [] } } });
  answer('/spaces', { spaces: [{ spaceId: 's1' }] });
  const wrapped = await harness.query('{ messaging { spaces(first: 3) { edges { node { id: upstreamId } } } } }');
  expect(wrapped.data).toEqual({ messaging: { spaces: { edges: [{ node: { id: 's1' } }] } } });
  answer('/spaces', { spaces: 'not a list' });
  const wrong = await harness.query('{ messaging { spaces(first: 3) { edges { node { id: upstreamId } } } } }');
  expect(invalidAt(wrong, ['messaging', 'spaces'])).toMatchObject({ reason: 'invalid-response' });
});

test('counts the spec types as `number` keep their fraction; an epoch beyond any date pages no further', async () => {
  answer('/spaces', [{ spaceId: 's1', numberOfParticipants: 12.5, modificationTime: 2 ** 53 - 1 }]);
  const result = await harness.query(
    '{ messaging { spaces(first: 1) { edges { node { numberOfParticipants modifiedAt } } pageInfo { hasNextPage } } } }',
  );
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    messaging: {
      spaces: { edges: [{ node: { numberOfParticipants: 12.5, modifiedAt: null } }], pageInfo: { hasNextPage: false } },
    },
  });
});

test('favourites: only strings are conversation ids (the spec declares Java String objects)', async () => {
  answer('/conversations/favorite', [{ CASE_INSENSITIVE_ORDER: {} }, 'c1']);
  answer('/conversations/byIds', [{ convId: 'c1', topic: 'favourite' }]);
  const result = await harness.query('{ messaging { favoriteConversations { id: upstreamId topic } } }');
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({ messaging: { favoriteConversations: [{ id: 'c1', topic: 'favourite' }] } });
});

test('the sandbox answers an unknown route in Circuit error shape', async () => {
  const response = await fetch(`${harness.sandbox.service('messaging').baseUrl}/no/such/route`, {
    headers: { authorization: `Bearer ${MESSAGING_DEMO_TOKEN}` },
  });
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ errorCode: 'NOT_FOUND', errorDescription: 'The resource does not exist' });
});
