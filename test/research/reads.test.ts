// The twelve reads of the research namespace answer with typed data, each list is a Relay connection and each
// record is also fetchable by id; walking `nodes` page by page returns every node exactly once.
import { startHarness, type GraphQLResponse, type Harness } from '../support/harness.js';

const ADA = { 'x-research-token': 'osf-sandbox-token-ada' };
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['research'] });
});
afterAll(() => harness.close());

interface Edges<T> {
  totalCount: number;
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

test('the root, and the user a token belongs to', async () => {
  const anonymous = await harness.query('{ research { root { version message currentUser { id: upstreamId } } } }');
  expect(anonymous.data).toEqual({
    research: { root: { version: '2.20', message: 'Welcome to the OSF API.', currentUser: null } },
  });
  const signedIn = await harness.query(
    '{ research { root { currentUser { id: upstreamId fullName } } } }',
    undefined,
    ADA,
  );
  expect(signedIn.data).toEqual({ research: { root: { currentUser: { id: 'ad4l0', fullName: 'Ada Lovelace' } } } });
});

test('every list answers with typed records and a total, and each record again by id', async () => {
  const result = await harness.query<{ research: Record<string, Edges<Record<string, unknown>>> }>(
    `{ research {
        nodes(first: 2) { totalCount edges { node { id: upstreamId title category categoryRaw public dateCreated tags } } }
        users(first: 2) { totalCount edges { node { id: upstreamId fullName givenName familyName dateRegistered active } } }
        addons(first: 2) { totalCount edges { node { id: upstreamId name categories url } } }
        actions(first: 2) { totalCount edges { node { id: upstreamId trigger triggerRaw fromState toState dateCreated } } }
        licenses(first: 2) { totalCount edges { node { id: upstreamId name url requiredFields } } }
        preprints(first: 2) { totalCount edges { node { id: upstreamId title datePublished isPublished reviewsState } } }
        taxonomies(first: 2) { totalCount edges { node { id: upstreamId text childCount path } } }
        collections(first: 2) { totalCount edges { node { id: upstreamId title isPublic statusChoices } } }
        institutions(first: 2) { totalCount edges { node { id: upstreamId name rorIri } } }
        registrations(first: 2) { totalCount edges { node { id: upstreamId title dateRegistered withdrawn registeredMeta } } }
        preprintProviders(first: 2) { totalCount edges { node { id: upstreamId name preprintWord } } }
      } }`,
    undefined,
    ADA,
  );
  expect(result.errors).toBeUndefined();
  const lists = result.data!.research;
  for (const [name, list] of Object.entries(lists)) {
    expect([name, list.edges.length]).toEqual([name, 2]);
    expect(list.totalCount).toBeGreaterThanOrEqual(2);
  }
  expect(lists.users!.totalCount).toBe(20);
  expect(lists.nodes!.edges[0]!.node).toMatchObject({
    category: 'PROJECT',
    categoryRaw: 'project',
    public: true,
    dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect(lists.actions!.edges[0]!.node).toMatchObject({ trigger: 'SUBMIT', fromState: 'initial', toState: 'pending' });
  expect(lists.registrations!.edges[0]!.node.registeredMeta).toEqual({ summary: { value: expect.any(String) } });

  const ids = Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, list.edges[0]!.node.id]));
  const byId = await harness.query<{ research: Record<string, { id: string } | null> }>(
    `query ($node: String!, $user: String!, $addon: String!, $action: String!, $license: String!, $preprint: String!,
            $taxonomy: String!, $collection: String!, $institution: String!, $registration: String!, $provider: String!) {
      research {
        node(id: $node) { id: upstreamId } user(id: $user) { id: upstreamId } addon(id: $addon) { id: upstreamId } action(id: $action) { id: upstreamId }
        license(id: $license) { id: upstreamId } preprint(id: $preprint) { id: upstreamId } taxonomy(id: $taxonomy) { id: upstreamId }
        collection(id: $collection) { id: upstreamId } institution(id: $institution) { id: upstreamId }
        registration(id: $registration) { id: upstreamId } preprintProvider(id: $provider) { id: upstreamId }
      } }`,
    {
      node: ids.nodes,
      user: ids.users,
      addon: ids.addons,
      action: ids.actions,
      license: ids.licenses,
      preprint: ids.preprints,
      taxonomy: ids.taxonomies,
      collection: ids.collections,
      institution: ids.institutions,
      registration: ids.registrations,
      provider: ids.preprintProviders,
    },
    ADA,
  );
  expect(byId.errors).toBeUndefined();
  expect(Object.values(byId.data!.research).map((record) => record?.id)).toEqual([
    ids.nodes,
    ids.users,
    ids.addons,
    ids.actions,
    ids.licenses,
    ids.preprints,
    ids.taxonomies,
    ids.collections,
    ids.institutions,
    ids.registrations,
    ids.preprintProviders,
  ]);
});

test('a log by id, with the project and the user behind it', async () => {
  const logs = await harness.query<{ research: { nodes: Edges<{ logs: Edges<{ id: string; action: string }> }> } }>(
    '{ research { nodes(first: 1) { edges { node { logs(first: 5) { totalCount edges { node { id: upstreamId action } } } } } } } }',
  );
  const log = logs.data!.research.nodes.edges[0]!.node.logs.edges[0]!.node;
  const result = await harness.query(
    'query ($id: String!) { research { log(id: $id) { id: upstreamId action date params node { title } user { fullName } } } }',
    {
      id: log.id,
    },
  );
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    research: {
      log: {
        id: log.id,
        action: log.action,
        date: expect.any(String),
        params: expect.objectContaining({ node: expect.any(String) }),
        node: { title: expect.any(String) },
        user: { fullName: expect.any(String) },
      },
    },
  });
});

test('an id nobody has is null, without an error', async () => {
  const result = await harness.query(
    '{ research { node(id: "zzzzz") { id: upstreamId } license(id: "000000000000000000000000") { id: upstreamId } } }',
  );
  expect(result).toEqual({ data: { research: { node: null, license: null } } });
});

test('walking nodes with first/after returns every node exactly once', async () => {
  const walk = async (first: number) => {
    const seen: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (let page = 0; page < 50; page += 1) {
      const result: GraphQLResponse<{ research: { nodes: Edges<{ id: string }> } }> = await harness.query(
        'query ($first: Int, $after: String) { research { nodes(first: $first, after: $after) { totalCount edges { cursor node { id: upstreamId } } pageInfo { hasNextPage endCursor } } } }',
        { first, after },
      );
      expect(result.errors).toBeUndefined();
      const nodes: Edges<{ id: string }> = result.data!.research.nodes;
      total = nodes.totalCount;
      seen.push(...nodes.edges.map((edge) => edge.node.id));
      if (!nodes.pageInfo.hasNextPage) break;
      after = nodes.pageInfo.endCursor;
    }
    return { seen, total };
  };
  const { seen, total } = await walk(30);
  expect(total).toBe(105); // 120 seeded nodes + 1 fork, minus the 16 private ones
  expect(seen).toHaveLength(total);
  expect(new Set(seen).size).toBe(total);
  const all = await walk(100);
  expect(all.seen).toEqual(seen);
  // Pages after the first follow the upstream's own links.next.
  expect(
    harness.sandbox
      .service('research')
      .recorder.matching('GET', '/nodes/')
      .some((call) => call.query.page === '2'),
  ).toBe(true);
});

test('filters and sorting reach the upstream as filter[...] and sort', async () => {
  const recorder = harness.sandbox.service('research').recorder;
  recorder.reset();
  const result = await harness.query<{
    research: { nodes: Edges<{ title: string; categoryRaw: string; public: boolean }> };
  }>(
    `{ research { nodes(first: 50, category: DATA, title: "replication", public: true, createdFrom: "2021-01-01T00:00:00Z", sort: TITLE_DESC) {
        totalCount edges { node { title categoryRaw public } } } } }`,
  );
  expect(result.errors).toBeUndefined();
  const nodes = result.data!.research.nodes;
  expect(nodes.totalCount).toBeGreaterThan(0);
  for (const { node } of nodes.edges) {
    expect(node).toMatchObject({ categoryRaw: 'data', public: true });
    expect(node.title.toLowerCase()).toContain('replication');
  }
  const titles = nodes.edges.map((edge) => edge.node.title);
  expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a)));
  expect(recorder.matching('GET', '/nodes/')[0]!.query).toMatchObject({
    'filter[category]': 'data',
    'filter[title]': 'replication',
    'filter[public]': 'true',
    'filter[date_created][gte]': '2021-01-01T00:00:00.000Z',
    sort: '-title',
  });
});
