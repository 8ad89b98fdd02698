// Global object identification through the sandbox: a record's global id, found through its service's namespace,
// fetches the same record again through Query.node and Query.nodes, through the same loaders (one batch call for
// many messaging users); ids the gateway did not issue are BAD_USER_INPUT before any upstream call.
import { isObjectType } from 'graphql';
import type { ServiceKey } from '../../src/config/index.js';
import { schema } from '../../src/executable-schema.js';
import { users } from '../../sandbox/messaging/data.js';
import { FILE_STORAGE_SUBSCRIPTION } from '../../sandbox/fileStorage/index.js';
import { NODE_RECORDS, type NodeRecord } from './node-records.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const SERVICES: ServiceKey[] = ['messaging', 'fileStorage', 'scheduler', 'marketplace', 'research', 'automotive'];
const resetRecorders = () => {
  for (const service of [...SERVICES, 'content' as const]) harness.sandbox.service(service).recorder.reset();
};
const totalCalls = () =>
  [...SERVICES, 'content' as const].reduce((sum, key) => sum + harness.sandbox.service(key).recorder.count(), 0);

const NODE = `query ($id: ID!) { node(id: $id) { __typename id ...Raw } }`;
const RAW_FRAGMENTS = (typename: string) => `fragment Raw on ${typename} { upstreamId }`;

/** The Node types of the built schema: every one must have a record in NODE_RECORDS. */
const NODE_TYPES = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'))
  .map((type) => type.name)
  .sort();

function at(data: unknown, path: string): { id: string; upstreamId: string } {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data) as {
    id: string;
    upstreamId: string;
  };
}

async function recordOf({ query, path, headers }: NodeRecord) {
  const found = await harness.query(query, undefined, headers);
  expect(found.errors).toBeUndefined();
  const record = at(found.data, path);
  expect(record).toEqual({ id: expect.any(String), upstreamId: expect.any(String) });
  return record;
}

test('every Node type of the schema has a record to fetch again (and only those)', () => {
  expect(NODE_TYPES.length).toBeGreaterThan(40);
  expect(Object.keys(NODE_RECORDS).sort()).toEqual(NODE_TYPES);
});

describe.each(NODE_TYPES)('%s', (typename) => {
  test('node(id) fetches the record found through its service again, from its upstream', async () => {
    const entry = NODE_RECORDS[typename];
    if (!entry) throw new Error(`NODE_RECORDS has no record of ${typename}`);
    const record = await recordOf(entry);
    expect(record.id).not.toBe(record.upstreamId);
    resetRecorders();
    const result = await harness.query(`${NODE} ${RAW_FRAGMENTS(typename)}`, { id: record.id }, entry.headers);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ node: { __typename: typename, id: record.id, upstreamId: record.upstreamId } });
    expect(harness.sandbox.service(entry.service).recorder.count()).toBeGreaterThan(0);
  });
});

test("a space topic's own item is a SpaceItem that node(id) reads through its topic", async () => {
  const found = await recordOf({
    service: 'messaging',
    query:
      '{ messaging { spaces(first: 1) { edges { node { topics(first: 1) { edges { node { item { id upstreamId } } } } } } } } }',
    path: 'messaging.spaces.edges.0.node.topics.edges.0.node.item',
  });
  resetRecorders();
  const result = await harness.query(`${NODE} ${RAW_FRAGMENTS('SpaceItem')}`, { id: found.id });
  expect(result.data).toEqual({ node: { __typename: 'SpaceItem', id: found.id, upstreamId: found.upstreamId } });
  expect(harness.sandbox.service('messaging').recorder.count('GET', /\/topic\/[^/]+$/)).toBe(1);
});

test('nodes(ids) answers in the order asked, with null for a record that does not exist', async () => {
  const user = await recordOf(NODE_RECORDS.MessagingUser!);
  const dealer = await recordOf(NODE_RECORDS.Dealer!);
  const missing = Buffer.from('automotive:Dealer:987654').toString('base64url');
  const result = await harness.query('query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', {
    ids: [dealer.id, missing, user.id],
  });
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    nodes: [{ __typename: 'Dealer', id: dealer.id }, null, { __typename: 'MessagingUser', id: user.id }],
  });
});

test('nodes of 50 messaging users is one batch /users/list call', async () => {
  const ids = users
    .slice(0, 50)
    .map((user) => Buffer.from(`messaging:MessagingUser:${user.userId}`).toString('base64url'));
  resetRecorders();
  const result = await harness.query<{ nodes: Array<{ upstreamId: string } | null> }>(
    'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on MessagingUser { upstreamId displayName } } }',
    { ids },
  );
  expect(result.errors).toBeUndefined();
  expect(result.data?.nodes.map((node) => node?.upstreamId)).toEqual(users.slice(0, 50).map((user) => user.userId));
  const recorder = harness.sandbox.service('messaging').recorder;
  expect(recorder.count()).toBe(1);
  expect(recorder.count('GET', /\/users\/list$/)).toBe(1);
});

describe('ids the gateway did not issue are BAD_USER_INPUT with no upstream call', () => {
  const encode = (text: string) => Buffer.from(text).toString('base64url');
  test.each([
    ['not base64', 'not an id!'],
    ['empty', ''],
    ['plain text in base64', encode('hello')],
    ["Pothos' default format", encode('MessagingUser:abc')],
    ['an unknown type', encode('messaging:Secret:abc')],
    ["another service's type", encode('research:MessagingUser:abc')],
    ['a key the upstream would refuse', encode('messaging:MessagingUser:../users/profile')],
    ['an Azure key with a missing part', encode(`fileStorage:Volume:${FILE_STORAGE_SUBSCRIPTION}/storage-rg/acc`)],
    ['a non-numeric dealer', encode('automotive:Dealer:12a')],
    ['a topic key without its space', encode('messaging:SpaceTopic:t1')],
    ['a space item key with a dot segment', encode('messaging:SpaceItem:s1/../i1')],
    ['a contributor below a parent that has none', encode('research:Contributor:users/ad4l0/contributors/ad4l0')],
    ['a contributor key without its user', encode('research:Contributor:nodes/abc12/contributors')],
    ['a file version key with an extra segment', encode('research:ResearchFileVersion:files/f1/versions/1/x')],
    ['an addon account key below a project', encode('research:AddonAccount:nodes/abc12/addons/github/accounts/a1')],
    ['a schema block key below another collection', encode('research:SchemaBlock:schema_responses/r1/actions/b1')],
    [
      'a collected metadata key with a bad id',
      encode('research:CollectedMetadata:collections/c1/collected_metadata/%2e'),
    ],
    ['a tampered suffix', `${encode('automotive:Dealer:1001')}A`],
    ['too long', 'A'.repeat(5000)],
  ])('%s', async (_label, id) => {
    resetRecorders();
    const result = await harness.query('query ($id: ID!) { node(id: $id) { id } }', { id });
    expect(result.data).toEqual({ node: null });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(totalCalls()).toBe(0);
  });

  test('one bad id refuses the whole nodes call', async () => {
    resetRecorders();
    const good = encode(`messaging:MessagingUser:${users[0]!.userId}`);
    const result = await harness.query('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [good, encode('numbers:MessagingUser:x')],
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(totalCalls()).toBe(0);
  });

  test('more than 100 ids are refused', async () => {
    resetRecorders();
    const ids = Array.from({ length: 101 }, () => encode(`messaging:MessagingUser:${users[0]!.userId}`));
    const result = await harness.query('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'ids' });
    expect(totalCalls()).toBe(0);
  });
});
