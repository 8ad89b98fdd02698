// Bad input is refused with BAD_USER_INPUT naming the argument, before any upstream call.
import { conversations } from '../../sandbox/messaging/data.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['messaging'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('messaging').recorder.reset());

const recorder = () => harness.sandbox.service('messaging').recorder;
const upstreamCalls = () => recorder().count();

const BAD_IDS: Array<[string, string]> = [
  ['a slash', 'abc/def'],
  ['a dot-dot segment', '..'],
  ['an encoded slash', 'abc%2Fdef'],
  ['a newline', 'abc\ndef'],
  ['a NUL byte', 'abc\u0000'],
  ['a tab', '\tabc'],
  ['an empty id', ''],
];

test.each(BAD_IDS)('user(id) with %s', async (_label, id) => {
  const result = await harness.query('query ($id: ID!) { messaging { user(id: $id) { id: upstreamId } } }', { id });
  expect(result.data).toEqual({ messaging: { user: null } });
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'id' });
  expect(upstreamCalls()).toBe(0);
});

test.each([
  ['webhook(id)', 'query ($id: ID!) { messaging { webhook(id: $id) { id: upstreamId } } }', 'id'],
  ['conversation(id)', 'query ($id: ID!) { messaging { conversation(id: $id) { id: upstreamId } } }', 'id'],
  ['conversationItem(id)', 'query ($id: ID!) { messaging { conversationItem(id: $id) { id: upstreamId } } }', 'id'],
  [
    'incomingWebhooks(userId)',
    'query ($id: ID!) { messaging { incomingWebhooks(userId: $id) { edges { cursor } } } }',
    'userId',
  ],
  [
    'conversationsByLabel(labelId)',
    'query ($id: ID!) { messaging { conversationsByLabel(labelId: $id) { edges { cursor } } } }',
    'labelId',
  ],
])('%s refuses a path-climbing id', async (_label, query, argument) => {
  for (const id of ['../users/profile', '%2e%2e', 'a/b']) {
    const result = await harness.query(query, { id });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  }
  expect(upstreamCalls()).toBe(0);
});

test('one bad id in a batch list refuses the list, naming the argument', async () => {
  const result = await harness.query(
    'query ($ids: [ID!]!) { messaging { usersByIds(ids: $ids) { id: upstreamId } } }',
    {
      ids: ['ok-id', 'bad/id'],
    },
  );
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'ids.1' });
  expect(upstreamCalls()).toBe(0);
});

test.each([
  ['first: -1', 'conversations(first: $first)', -1],
  ['first: 0', 'conversations(first: $first)', 0],
  ['first: 10000', 'conversations(first: $first)', 10_000],
  [
    'first above the items page limit (100)',
    `conversation(id: "${conversations[0]!.convId}") { items(first: $first)`,
    101,
  ],
  [
    'first above the participants page limit (25)',
    `conversation(id: "${conversations[0]!.convId}") { participantList(first: $first)`,
    26,
  ],
  ['first above the communities page limit (100)', 'communities(first: $first)', 1000],
])('%s', async (_label, field, first) => {
  const closing = field.includes('{') ? '} }' : '}';
  const result = await harness.query(`query ($first: Int) { messaging { ${field} { edges { cursor } ${closing} } }`, {
    first,
  });
  const error = result.errors?.find((candidate) => candidate.extensions?.code === 'BAD_USER_INPUT');
  expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'first' });
  // The conversation lookup may run, but never the paged call.
  expect(recorder().count('GET', /\/(items|participants|community)$|^\/conversations$/)).toBe(0);
});

test('a literal first: 10000 is refused by the query cost limit before execution, as BAD_USER_INPUT', async () => {
  const result = await harness.query('{ messaging { conversations(first: 10000) { edges { cursor } } } }');
  expect(result.data).toBeUndefined();
  expect(result.errors?.[0]?.message).toMatch(/cost limit/i);
  expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', limit: 'cost' });
  expect(upstreamCalls()).toBe(0);
});

test.each([
  ['a search term with control characters', '{ messaging { users(name: "ab\\u0007c") { id: upstreamId } } }', 'name'],
  ['an empty search term', '{ messaging { searchConversations(term: "") { conversationId } } }', 'term'],
  ['an email that is not one', '{ messaging { userByEmail(email: "nobody") { id: upstreamId } } }', 'email'],
  [
    'too many replies',
    '{ messaging { spaceTopic(spaceId: "s", topicId: "t", numberOfReplies: 999) { topic { id: upstreamId } } } }',
    'numberOfReplies',
  ],
  [
    'an unknown enum value',
    '{ messaging { conversations(first: 1, direction: SIDEWAYS) { edges { cursor } } } }',
    'direction',
  ],
])('%s', async (_label, query, argument) => {
  const result = await harness.query(query);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  expect(upstreamCalls()).toBe(0);
});

test('one bad field does not stop the good ones', async () => {
  const result = await harness.query('{ messaging { user(id: "a/b") { id: upstreamId } labels { value } } }');
  expect(result.data).toMatchObject({ messaging: { user: null, labels: expect.any(Array) } });
  expect(upstreamCalls()).toBe(1);
});

test('a space name that is a dot segment is refused', async () => {
  const result = await harness.query('{ messaging { spaceNameExists(name: "..") } }');
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'name' });
  expect(upstreamCalls()).toBe(0);
});

test('a space name with a slash is sent as one encoded path segment', async () => {
  const result = await harness.query('{ messaging { spaceNameExists(name: "Sales/EMEA") } }');
  expect(result.data).toEqual({ messaging: { spaceNameExists: false } });
  expect(recorder().requests.map((request) => request.path)).toEqual(['/spaces/exists/Sales%2FEMEA']);
});
