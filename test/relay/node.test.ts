// Global object identification through the sandbox: a record's global id, found through its service's namespace,
// fetches the same record again through Query.node and Query.nodes, through the same loaders (one batch call for
// many messaging users); ids the gateway did not issue are BAD_USER_INPUT before any upstream call.
import type { ServiceKey } from '../../src/config.js';
import { users } from '../../sandbox/messaging-data.js';
import { FILE_STORAGE_SUBSCRIPTION } from '../../sandbox/fileStorage.js';
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
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

/** One record of each identifiable type: [service, typename, a query that returns it, the path to it]. */
const RECORDS: Array<[ServiceKey, string, string, string[]]> = [
  [
    'messaging',
    'MessagingUser',
    `{ messaging { usersByIds(ids: ["${users[3]!.userId}"]) { id upstreamId } } }`,
    ['messaging', 'usersByIds', '0'],
  ],
  [
    'messaging',
    'Conversation',
    '{ messaging { conversations(first: 1) { edges { node { id upstreamId } } } } }',
    ['messaging', 'conversations', 'edges', '0', 'node'],
  ],
  [
    'messaging',
    'Space',
    '{ messaging { spaces(first: 1) { edges { node { id upstreamId } } } } }',
    ['messaging', 'spaces', 'edges', '0', 'node'],
  ],
  ['messaging', 'Label', '{ messaging { labels { id upstreamId } } }', ['messaging', 'labels', '1']],
  [
    'fileStorage',
    'FileStorageAccount',
    `{ fileStorage { accounts(subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "storage-rg") { id upstreamId } } }`,
    ['fileStorage', 'accounts', '0'],
  ],
  [
    'fileStorage',
    'Volume',
    `{ fileStorage { accounts(subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "storage-rg") { capacityPools { volumes { id upstreamId } } } } }`,
    ['fileStorage', 'accounts', '0', 'capacityPools', '0', 'volumes', '0'],
  ],
  [
    'scheduler',
    'JobCollection',
    `{ scheduler { jobCollection(subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg", jobCollectionName: "nightly") { id upstreamId } } }`,
    ['scheduler', 'jobCollection'],
  ],
  [
    'scheduler',
    'Job',
    `{ scheduler { jobCollection(subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg", jobCollectionName: "nightly") { jobs(first: 1) { edges { node { id upstreamId } } } } } }`,
    ['scheduler', 'jobCollection', 'jobs', 'edges', '0', 'node'],
  ],
  [
    'marketplace',
    'Order',
    '{ marketplace { orders(first: 1) { edges { node { id upstreamId } } } } }',
    ['marketplace', 'orders', 'edges', '0', 'node'],
  ],
  [
    'marketplace',
    'Product',
    '{ marketplace { products(first: 1) { edges { node { id upstreamId } } } } }',
    ['marketplace', 'products', 'edges', '0', 'node'],
  ],
  [
    'research',
    'ResearchNode',
    '{ research { nodes(first: 1) { edges { node { id upstreamId } } } } }',
    ['research', 'nodes', 'edges', '0', 'node'],
  ],
  [
    'research',
    'ResearchUser',
    '{ research { users(first: 1) { edges { node { id upstreamId } } } } }',
    ['research', 'users', 'edges', '0', 'node'],
  ],
  ['automotive', 'Dealer', '{ automotive { dealer(id: 1001) { id upstreamId } } }', ['automotive', 'dealer']],
  [
    'content' as ServiceKey,
    'Domain',
    '{ content { domains(first: 1) { edges { node { id upstreamId } } } } }',
    ['content', 'domains', 'edges', '0', 'node'],
  ],
  // Lookups of another kind: a record found in its parent's list, a detail path with a list fallback, a batch.
  [
    'fileStorage',
    'MountTarget',
    `{ fileStorage { accounts(subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "storage-rg") { capacityPools { volumes { mountTargets { id upstreamId } } } } } }`,
    ['fileStorage', 'accounts', '0', 'capacityPools', '0', 'volumes', '0', 'mountTargets', '0'],
  ],
  [
    'fileStorage',
    'Snapshot',
    `{ fileStorage { accounts(subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "storage-rg") { capacityPools { volumes { snapshots { id upstreamId } } } } } }`,
    ['fileStorage', 'accounts', '0', 'capacityPools', '0', 'volumes', '0', 'snapshots', '0'],
  ],
  ['messaging', 'Webhook', '{ messaging { webhooks { id upstreamId } } }', ['messaging', 'webhooks', '0']],
  [
    'research',
    'License',
    '{ research { licenses(first: 1) { edges { node { id upstreamId } } } } }',
    ['research', 'licenses', 'edges', '0', 'node'],
  ],
  [
    'research',
    'Addon',
    '{ research { addons(first: 1) { edges { node { id upstreamId } } } } }',
    ['research', 'addons', 'edges', '0', 'node'],
  ],
];

function at(data: unknown, path: string[]): { id: string; upstreamId: string } {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data) as {
    id: string;
    upstreamId: string;
  };
}

async function recordOf(query: string, path: string[]) {
  const found = await harness.query(query);
  expect(found.errors).toBeUndefined();
  return at(found.data, path);
}

describe.each(RECORDS)('%s %s', (service, typename, query, path) => {
  test('node(id) fetches the record again from its upstream', async () => {
    const record = await recordOf(query, path);
    expect(record.id).not.toBe(record.upstreamId);
    resetRecorders();
    const result = await harness.query(`${NODE} ${RAW_FRAGMENTS(typename)}`, { id: record.id });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ node: { __typename: typename, id: record.id, upstreamId: record.upstreamId } });
    expect(harness.sandbox.service(service).recorder.count()).toBeGreaterThan(0);
  });
});

test('nodes(ids) answers in the order asked, with null for a record that does not exist', async () => {
  const user = await recordOf(RECORDS[0]![2], RECORDS[0]![3]);
  const dealer = await recordOf(RECORDS[12]![2], RECORDS[12]![3]);
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
