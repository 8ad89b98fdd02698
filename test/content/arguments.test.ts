// The spec's list arguments on `domains`: several `sort` properties (repeated parameter), `properties`, and
// HubSpot's own `before` token (as `beforeToken`: the connection's `before` is the gateway's cursor).
import { seedDomains } from '../../sandbox/content/index.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['content'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('content').recorder.reset());

const current = seedDomains().filter((domain) => !domain.archived);
const lastRequest = () => harness.sandbox.service('content').recorder.matching('GET', '/cms/v3/domains/').at(-1);
type Nodes = { content: { domains: { edges: Array<{ node: Record<string, unknown> }> } } };

test('several sort properties go upstream as a repeated parameter, and order the list in turn', async () => {
  const result = await harness.query<Nodes>(
    '{ content { domains(first: 100, sort: ["isResolving", "-id"]) { edges { node { id: upstreamId isResolving } } } } }',
  );
  expect(result.errors).toBeUndefined();
  expect(lastRequest()?.query.sort).toEqual(['isResolving', '-id']);
  const expected = [...current]
    .sort((a, b) => Number(a.isResolving) - Number(b.isResolving) || Number(b.id) - Number(a.id))
    .map((domain) => domain.id);
  expect(result.data!.content.domains.edges.map((edge) => edge.node.id)).toEqual(expected);
});

test('properties go upstream as a repeated parameter; the id always comes back', async () => {
  const result = await harness.query<Nodes>(
    '{ content { domains(first: 3, properties: ["domain"]) { edges { node { id: upstreamId domain isResolving } } } } }',
  );
  expect(result.errors).toBeUndefined();
  expect(lastRequest()?.query.properties).toBe('domain');
  const [first] = result.data!.content.domains.edges;
  expect(first?.node).toEqual({ id: current[0]!.id, domain: current[0]!.domain, isResolving: null });
});

test("beforeToken is sent as HubSpot's `before` and reads the page before it", async () => {
  // The sandbox's token for position 4 (as its `paging.next.after`).
  const before = Buffer.from('pos:4').toString('base64url');
  const result = await harness.query<Nodes>(
    `{ content { domains(first: 2, beforeToken: "${before}") { edges { node { id: upstreamId } } } } }`,
  );
  expect(result.errors).toBeUndefined();
  expect(lastRequest()?.query.before).toBe(before);
  expect(result.data!.content.domains.edges.map((edge) => edge.node.id)).toEqual([current[2]!.id, current[3]!.id]);
});

test.each([
  ['a sort list with a bad entry', '{ content { domains(sort: ["domain", "x;y"]) { totalCount } } }', 'sort'],
  ['a property that is not a name', '{ content { domains(properties: ["a b"]) { totalCount } } }', 'properties'],
  ['a before token with a slash', '{ content { domains(beforeToken: "a/b") { totalCount } } }', 'beforeToken'],
])('%s -> BAD_USER_INPUT, no upstream call', async (_label, query, argument) => {
  const result = await harness.query(query);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  expect(String(result.errors?.[0]?.extensions?.argument)).toMatch(new RegExp(`^${argument}`));
  expect(harness.sandbox.service('content').recorder.count()).toBe(0);
});
