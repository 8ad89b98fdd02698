// Related lists selected on the records of a list come embedded in the list call (`embed=<relationship>`), so
// the contributors of 20 projects cost one upstream call, not 21; what is not selected is not embedded.
import { startHarness, type Harness } from '../support/harness.js';

const ADA = { 'x-research-token': 'osf-sandbox-token-ada' };
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['research'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('research').recorder.reset());

const recorder = () => harness.sandbox.service('research').recorder;
const embedsSent = () =>
  recorder()
    .matching('GET', '/nodes/')
    .map((call) => call.query.embed);

interface Contributors {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Array<{ node: { id: string; permission: string; user: { id: string; fullName: string } | null } }>;
}
type NodesResult = {
  research: { nodes: { edges: Array<{ node: { id: string; title: string; contributors: Contributors } }> } };
};

const contributorsQuery = (args: string, nodes = 20) => `query ($sort: ResearchNodeSort) { research {
  nodes(first: ${nodes}, sort: $sort) { edges { node { id: upstreamId title
    contributors${args} { totalCount pageInfo { hasNextPage endCursor } edges { node { id: upstreamId permission } } }
  } } } } }`;

/** The same contributors through each node's own endpoint: what an embedded page must agree with. */
async function contributorsOneByOne(nodeId: string, first: number) {
  const result = await harness.query<{ research: { node: { contributors: Contributors } } }>(
    `query ($id: String!) { research { node(id: $id) {
      contributors(first: ${first}) { totalCount edges { node { id: upstreamId permission } } } } } }`,
    { id: nodeId },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.research.node.contributors;
}

test('the contributors of 20 projects cost 1 upstream call (was 21), with the same answer as one by one', async () => {
  const result = await harness.query<NodesResult>(contributorsQuery(''));
  expect(result.errors).toBeUndefined();
  const edges = result.data!.research.nodes.edges;
  expect(edges).toHaveLength(20);
  expect(recorder().counts()).toEqual({ 'GET /nodes/': 1 });
  expect(embedsSent()).toEqual(['contributors']);

  for (const { node } of edges.slice(0, 3)) {
    const expected = await contributorsOneByOne(node.id, 10);
    expect(node.contributors.totalCount).toBe(expected.totalCount);
    expect(node.contributors.edges).toEqual(expected.edges);
  }
});

test('without a related list selected, no embed is sent', async () => {
  const result = await harness.query<NodesResult>(
    '{ research { nodes(first: 20) { edges { node { id: upstreamId title } } } } }',
  );
  expect(result.errors).toBeUndefined();
  expect(embedsSent()).toEqual([undefined]);
});

test('a filtered related list is not embedded: it needs its own call per record', async () => {
  const result = await harness.query<NodesResult>(
    '{ research { nodes(first: 3) { edges { node { id: upstreamId contributors(bibliographic: true) { totalCount } } } } } }',
  );
  expect(result.errors).toBeUndefined();
  expect(embedsSent()).toEqual([undefined]);
  expect(recorder().count('GET', /^\/nodes\/[^/]+\/contributors\/$/)).toBe(3);
  for (const { node } of result.data!.research.nodes.edges) expect(node.contributors.totalCount).toBe(2);
});

test('contributors and children together: both embedded in one call, contributors\u2019 users batched in one more', async () => {
  const result = await harness.query<{
    research: {
      nodes: {
        edges: Array<{
          node: {
            children: { edges: Array<{ node: { id: string } }> };
            contributors: { edges: Array<{ node: { user: { fullName: string } } }> };
          };
        }>;
      };
    };
  }>(`{ research { nodes(first: 20) { edges { node { id: upstreamId
    children { edges { node { id: upstreamId } } }
    contributors { edges { node { user { fullName } } } } } } } } }`);
  expect(result.errors).toBeUndefined();
  expect(recorder().counts()).toEqual({ 'GET /nodes/': 1, 'GET /users/': 1 });
  const [listCall] = recorder().matching('GET', '/nodes/');
  expect([listCall!.query.embed].flat().sort()).toEqual(['children', 'contributors']);
  const [usersCall] = recorder().matching('GET', '/users/');
  expect(usersCall!.query['filter[id]']).toEqual(expect.any(String));
  for (const { node } of result.data!.research.nodes.edges) {
    for (const contributor of node.contributors.edges)
      expect(contributor.node.user.fullName).toEqual(expect.any(String));
  }
  expect(result.data!.research.nodes.edges.some((edge) => edge.node.children.edges.length === 2)).toBe(true);
});

test('registrations and preprints embed their related lists too: one call each', async () => {
  const result = await harness.query<{
    research: {
      registrations: {
        edges: Array<{ node: { contributors: { totalCount: number }; children: { totalCount: number } } }>;
      };
      preprints: {
        edges: Array<{
          node: {
            contributors: { totalCount: number; edges: Array<{ node: { bibliographic: boolean } }> };
            bibliographicContributors: { totalCount: number };
          };
        }>;
      };
    };
  }>(`{ research {
    registrations(first: 10) { edges { node { contributors { totalCount } children { totalCount } } } }
    preprints(first: 20) { edges { node {
      contributors { totalCount edges { node { bibliographic } } } bibliographicContributors { totalCount } } } }
  } }`);
  expect(result.errors).toBeUndefined();
  expect(recorder().counts()).toEqual({ 'GET /registrations/': 1, 'GET /preprints/': 1 });
  expect([recorder().matching('GET', '/preprints/')[0]!.query.embed].flat().sort()).toEqual([
    'bibliographic_contributors',
    'contributors',
  ]);
  for (const { node } of result.data!.research.registrations.edges) expect(node.contributors.totalCount).toBe(3);
  for (const { node } of result.data!.research.preprints.edges) {
    const authors = node.contributors.edges.filter((edge) => edge.node.bibliographic).length;
    expect(node.bibliographicContributors.totalCount).toBe(authors);
  }
});

test('a related list of the embedded records is fetched per record: embeds do not nest', async () => {
  const result = await harness.query<{
    research: {
      nodes: {
        edges: Array<{ node: { children: { edges: Array<{ node: { contributors: { totalCount: number } } }> } } }>;
      };
    };
  }>(`{ research { nodes(first: 3, category: PROJECT) { edges { node {
    children { edges { node { contributors { totalCount } } } } } } } } }`);
  expect(result.errors).toBeUndefined();
  const children = result.data!.research.nodes.edges.flatMap((edge) => edge.node.children.edges);
  expect(children).toHaveLength(6);
  for (const child of children) expect(child.node.contributors.totalCount).toBe(3);
  // The list with children embedded, then each child's contributors.
  expect(recorder().count('GET', '/nodes/')).toBe(1);
  expect(recorder().count('GET', /^\/nodes\/[^/]+\/contributors\/$/)).toBe(6);
  expect(recorder().requests).toHaveLength(7);
});

describe('a team larger than the embedded page', () => {
  /** The last projects by creation date include the consortium with 14 contributors. */
  const sort = 'DATE_CREATED_DESC';
  let consortium: { id: string; contributors: Contributors };
  beforeAll(async () => {
    const result = await harness.query<NodesResult>(contributorsQuery(''), { sort });
    expect(result.errors).toBeUndefined();
    const node = result.data!.research.nodes.edges.find((edge) => edge.node.contributors.totalCount > 10)!.node;
    consortium = { id: node.id, contributors: node.contributors };
  });

  test('the embedded page answers `first` up to its size; more continues at its next link', async () => {
    expect(consortium.contributors.totalCount).toBe(14);
    expect(consortium.contributors.edges).toHaveLength(10);
    expect(consortium.contributors.pageInfo.hasNextPage).toBe(true);

    recorder().reset();
    const result = await harness.query<NodesResult>(contributorsQuery('(first: 14)', 5), { sort });
    expect(result.errors).toBeUndefined();
    const node = result.data!.research.nodes.edges.find((edge) => edge.node.id === consortium.id)!.node;
    expect(node.contributors.edges).toHaveLength(14);
    expect(node.contributors.pageInfo.hasNextPage).toBe(false);
    // The list call, plus page 2 of the one team the embedded page did not hold.
    const continuations = recorder().matching('GET', `/nodes/${consortium.id}/contributors/`);
    expect(continuations.map((call) => call.query.page)).toEqual(['2']);
    expect(recorder().requests.length).toBe(2);
    expect(node.contributors.edges).toEqual((await contributorsOneByOne(consortium.id, 14)).edges);
  });

  test('`after` resumes through the contributors endpoint, without duplicates or gaps', async () => {
    const result = await harness.query<{ research: { node: { contributors: Contributors } } }>(
      `query ($id: String!, $after: String) { research { node(id: $id) {
        contributors(first: 10, after: $after) { pageInfo { hasNextPage } edges { node { id: upstreamId } } } } } }`,
      { id: consortium.id, after: consortium.contributors.pageInfo.endCursor },
    );
    expect(result.errors).toBeUndefined();
    const rest = result.data!.research.node.contributors;
    expect(rest.edges).toHaveLength(4);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const all = [...consortium.contributors.edges, ...rest.edges].map((edge) => edge.node.id);
    expect(new Set(all).size).toBe(14);
    expect(all).toEqual((await contributorsOneByOne(consortium.id, 14)).edges.map((edge) => edge.node.id));
  });

  test('`after` on the embedded field itself is not served from the embed', async () => {
    const result = await harness.query<NodesResult>(
      `query ($sort: ResearchNodeSort, $after: String) { research { nodes(first: 3, sort: $sort) { edges { node { id: upstreamId
        contributors(first: 5, after: $after) { edges { node { id: upstreamId } } } } } } } }`,
      { sort, after: consortium.contributors.pageInfo.endCursor },
    );
    expect(embedsSent()).toEqual([undefined]);
    const edges = result.data!.research.nodes.edges;
    const index = edges.findIndex((edge) => edge.node.id === consortium.id);
    // The cursor is the consortium's: the other nodes' contributors refuse it rather than list the consortium's.
    expect(result.errors?.map((error) => [error.extensions?.code, error.path])).toEqual(
      edges
        .map((_edge, position) => position)
        .filter((position) => position !== index)
        .map((position) => ['BAD_USER_INPUT', ['research', 'nodes', 'edges', position, 'node', 'contributors']]),
    );
    const node = edges[index]!.node;
    expect(node.contributors.edges.map((edge) => edge.node.id)).toEqual(
      (await contributorsOneByOne(consortium.id, 14)).edges.slice(10).map((edge) => edge.node.id),
    );
  });
});

describe('private records in embeds', () => {
  type ChildrenResult = {
    research: {
      nodes: {
        edges: Array<{
          node: {
            id: string;
            public: boolean;
            children: { totalCount: number; edges: Array<{ node: { id: string; public: boolean } }> };
          };
        }>;
      };
    };
  };
  const query = `{ research { nodes(first: 100, category: PROJECT) { edges { node { id: upstreamId public
    children { totalCount edges { node { id: upstreamId public } } } } } } } }`;
  const childrenOf = (result: { data?: ChildrenResult | null }) =>
    result.data!.research.nodes.edges.flatMap((edge) => edge.node.children.edges.map((child) => child.node));

  test('a private component shows in its contributor\u2019s embed and never in an anonymous one', async () => {
    const withToken = await harness.query<ChildrenResult>(query, undefined, ADA);
    expect(withToken.errors).toBeUndefined();
    expect(recorder().counts()).toEqual({ 'GET /nodes/': 1 });
    const hidden = childrenOf(withToken).filter((child) => !child.public);
    expect(hidden.length).toBeGreaterThan(0);

    // Straight after, without a token: one call of its own, and the private component is in no embedded page.
    recorder().reset();
    const anonymous = await harness.query<ChildrenResult>(query);
    expect(anonymous.errors).toBeUndefined();
    expect(recorder().counts()).toEqual({ 'GET /nodes/': 1 });
    const seen = new Set(childrenOf(anonymous).map((child) => child.id));
    for (const child of hidden) expect(seen.has(child.id)).toBe(false);
    expect(childrenOf(anonymous).every((child) => child.public)).toBe(true);

    // A public project with a private component is listed to both; the anonymous total counts what it may see.
    const parentWith = withToken.data!.research.nodes.edges.find(
      (edge) => edge.node.public && edge.node.children.edges.some((child) => !child.node.public),
    )!.node;
    const parentWithout = anonymous.data!.research.nodes.edges.find((edge) => edge.node.id === parentWith.id)!.node;
    expect(parentWithout.children.totalCount).toBe(parentWith.children.totalCount - 1);
  });
});
