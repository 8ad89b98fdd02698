// The gateway as a Federation v2 subgraph (FEDERATION=true): what it publishes in `_service { sdl }`, and
// `_entities` resolved through the same loaders and checks as `Query.node`: 50 messaging users are one
// `/users/list` call, ids the gateway did not issue are BAD_USER_INPUT with no upstream call.
import { users } from '../../sandbox/messaging/data.js';
import { startHarness, type Harness } from '../support/harness.js';
import { startGatewaySubgraph, type GatewaySubgraph } from './subgraphs.js';

const encode = (text: string) => Buffer.from(text).toString('base64url');
const userId = (key: string) => encode(`messaging:MessagingUser:${key}`);
const ENTITIES = `query ($representations: [_Any!]!) {
  _entities(representations: $representations) { __typename ... on MessagingUser { id upstreamId displayName } }
}`;

let subgraph: GatewaySubgraph;
beforeAll(async () => {
  subgraph = await startGatewaySubgraph({ services: ['messaging', 'marketplace'] });
});
afterAll(() => subgraph.close());

const messaging = () => subgraph.harness.sandbox.service('messaging').recorder;
const totalCalls = () => messaging().count() + subgraph.harness.sandbox.service('marketplace').recorder.count();
beforeEach(() => {
  messaging().reset();
  subgraph.harness.sandbox.service('marketplace').recorder.reset();
});

describe('the published subgraph SDL', () => {
  test('links the federation v2 spec', () => {
    expect(subgraph.sdl).toMatch(/extend schema\s+@link\(url: "https:\/\/specs\.apollo\.dev\/federation\/v2\.\d+"/);
  });

  test('every Node type is an entity keyed by its global id', () => {
    const nodeTypes = [...subgraph.sdl.matchAll(/^type (\w+) implements [^{]*\bNode\b[^{]*\{/gm)].map((m) => m[0]);
    expect(nodeTypes.length).toBeGreaterThan(40);
    for (const declaration of nodeTypes) expect(declaration).toContain('@key(fields: "id")');
  });

  test('the service namespaces and their Query fields are shareable', () => {
    for (const namespace of ['MessagingQuery', 'MarketplaceQuery', 'ResearchQuery', 'NumbersQuery']) {
      expect(subgraph.sdl).toMatch(new RegExp(`^type ${namespace}\\s+@shareable`, 'm'));
    }
    expect(subgraph.sdl).toMatch(/^ {2}messaging: MessagingQuery! @shareable$/m);
  });

  test('keeps the descriptions of the standalone schema', () => {
    expect(subgraph.sdl).toContain('"""A page of AddonAccount records (Relay cursor connection)."""');
  });
});

test('_entities of 50 messaging users is one batch /users/list call', async () => {
  const chosen = users.slice(0, 50);
  const representations = chosen.map((user) => ({ __typename: 'MessagingUser', id: userId(user.userId) }));
  const result = await subgraph.harness.query<{ _entities: Array<{ upstreamId: string; id: string } | null> }>(
    ENTITIES,
    { representations },
  );
  expect(result.errors).toBeUndefined();
  expect(result.data?._entities.map((user) => user?.upstreamId)).toEqual(chosen.map((user) => user.userId));
  expect(result.data?._entities.map((user) => user?.id)).toEqual(representations.map((r) => r.id));
  expect(messaging().count()).toBe(1);
  expect(messaging().count('GET', /\/users\/list$/)).toBe(1);
});

test('an entity that does not exist is null, without an error', async () => {
  const result = await subgraph.harness.query(ENTITIES, {
    representations: [{ __typename: 'MessagingUser', id: userId('00000000-0000-4000-8000-000000000000') }],
  });
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({ _entities: [null] });
});

describe('representations the gateway did not issue are BAD_USER_INPUT with no upstream call', () => {
  test.each([
    ['not base64', 'MessagingUser', 'not an id!'],
    ['plain text in base64', 'MessagingUser', encode('hello')],
    ["another service's type", 'MessagingUser', encode('research:MessagingUser:abc')],
    ['a key the upstream would refuse', 'MessagingUser', encode('messaging:MessagingUser:../users/profile')],
    ['the id of another type', 'MessagingUser', encode(`messaging:Conversation:${users[0]!.userId}`)],
    ['a tampered suffix', 'MessagingUser', `${userId(users[0]!.userId)}A`],
    ['no id at all', 'MessagingUser', undefined],
    ['a number for an id', 'MessagingUser', 42],
  ])('%s', async (_label, typename, id) => {
    const result = await subgraph.harness.query(ENTITIES, { representations: [{ __typename: typename, id }] });
    expect(result.data).toEqual({ _entities: [null] });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({ path: ['_entities', 0], extensions: { code: 'BAD_USER_INPUT' } });
    expect(totalCalls()).toBe(0);
  });

  test('a bad representation costs only its own place', async () => {
    const good = { __typename: 'MessagingUser', id: userId(users[1]!.userId) };
    const result = await subgraph.harness.query<{ _entities: Array<{ upstreamId: string } | null> }>(ENTITIES, {
      representations: [good, { __typename: 'MessagingUser', id: encode('numbers:MessagingUser:x') }],
    });
    expect(result.data?._entities[0]?.upstreamId).toBe(users[1]!.userId);
    expect(result.data?._entities[1]).toBeNull();
    expect(result.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
      [['_entities', 1], 'BAD_USER_INPUT'],
    ]);
    expect(messaging().count()).toBe(1);
  });
});

describe('without FEDERATION', () => {
  let standalone: Harness;
  beforeAll(async () => {
    standalone = await startHarness({ services: ['messaging'] });
  });
  afterAll(() => standalone.close());

  test('the gateway serves no subgraph fields', async () => {
    const result = await standalone.query('{ _service { sdl } }');
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field "_service" on type "Query"/);
    const entities = await standalone.query('{ _entities(representations: []) { __typename } }');
    expect(entities.errors?.[0]?.message).toMatch(/Cannot query field "_entities" on type "Query"/);
  });
});
