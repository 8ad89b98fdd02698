// Where the gateway and the sandbox follow the OSF specs: the paths they name, the error body of a path the API
// does not have, and what a record the specs let the upstream send without its id becomes.
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['research'] });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.sandbox.service('research').recorder.reset();
  harness.sandbox.service('research').faults.clear();
});

const service = () => harness.sandbox.service('research');

/** The id of the first record of a list, read through the gateway (then the recorder starts afresh). */
async function firstId(list: string): Promise<string> {
  const result = await harness.query<{ research: Record<string, { edges: Array<{ node: { id: string } }> }> }>(
    `{ research { ${list}(first: 1) { edges { node { id: upstreamId } } } } }`,
  );
  service().recorder.reset();
  return result.data!.research[list]!.edges[0]!.node.id;
}

test('a license by id is read at /license/{license_id}/, the path both specs name', async () => {
  const id = await firstId('licenses');
  const result = await harness.query<{ research: { license: { id: string; name: string } | null } }>(
    `{ research { license(id: "${id}") { id: upstreamId name } } }`,
  );
  expect(result.errors).toBeUndefined();
  expect(result.data!.research.license).toEqual({ id, name: expect.any(String) });
  expect(service().recorder.counts()).toEqual({ [`GET /license/${id}/`]: 1 });
});

test('a host without /license/{license_id}/ (404) is asked for the license list filtered by id', async () => {
  const id = await firstId('licenses');
  service().faults.inject(
    { kind: 'status', status: 404, body: { errors: [{ detail: 'Not found.' }] } },
    { path: `/license/${id}/` },
  );
  const result = await harness.query(`{ research { license(id: "${id}") { id: upstreamId name } } }`);
  expect(result).toEqual({ data: { research: { license: { id, name: expect.any(String) } } } });
  expect(service().recorder.counts()).toEqual({ [`GET /license/${id}/`]: 1, 'GET /licenses/': 1 });
  expect(service().recorder.matching('GET', '/licenses/')[0]!.query['filter[id]']).toBe(id);
});

test("a collection's projects are read at /collections/{id}/linked_nodes, without the trailing slash", async () => {
  const id = await firstId('collections');
  const result = await harness.query(
    `{ research { collection(id: "${id}") { linkedNodes(first: 1) { totalCount } } } }`,
  );
  expect(result.errors).toBeUndefined();
  expect(service().recorder.counts()).toEqual({
    [`GET /collections/${id}/`]: 1,
    [`GET /collections/${id}/linked_nodes`]: 1,
  });
});

test('a path the API does not have answers with the OSF error document, not the framework 404', async () => {
  const response = await fetch(`${service().baseUrl}/no_such_endpoint/`);
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    errors: [{ status: '404', detail: 'Not found.' }],
    meta: { version: '2.20' },
  });
});

test('a lookup whose record comes without an id (the specs do not require it) has the id it was asked by', async () => {
  service().faults.inject(
    {
      kind: 'status',
      status: 200,
      body: { data: { type: 'nodes', attributes: { title: 'No id', category: 'data' } } },
    },
    { path: '/nodes/abc12/' },
  );
  const result = await harness.query('{ research { node(id: "abc12") { id: upstreamId title category } } }');
  expect(result).toEqual({ data: { research: { node: { id: 'abc12', title: 'No id', category: 'DATA' } } } });
});

test('a list item without an id is an error at that item; the rest of the list answers', async () => {
  const node = (id?: string) => ({ ...(id ? { id } : {}), type: 'nodes', attributes: { title: `t ${id}` } });
  service().faults.inject(
    {
      kind: 'status',
      status: 200,
      body: { data: [node('a1'), node(), 'not a record', node('a4')], links: { next: null }, meta: { total: 4 } },
    },
    { path: '/nodes/' },
  );
  const result = await harness.query<{ research: { nodes: { edges: Array<{ node: { id: string } } | null> } } }>(
    '{ research { nodes(first: 4) { edges { node { id: upstreamId title } } } } }',
  );
  expect(result.data!.research.nodes.edges.map((edge) => edge?.node.id ?? null)).toEqual(['a1', null, null, 'a4']);
  expect(result.errors?.map((error) => [error.path, error.extensions?.code, error.extensions?.reason])).toEqual([
    [['research', 'nodes', 'edges', 1, 'node', 'id'], 'UPSTREAM_ERROR', 'invalid-response'],
    [['research', 'nodes', 'edges', 2, 'node', 'id'], 'UPSTREAM_ERROR', 'invalid-response'],
  ]);
});

test('a list body that is neither a list nor one record is an UPSTREAM_ERROR on that field, never an internal error', async () => {
  // One record is read as a list of one (test/research/both-shapes.test.ts); a string is no list.
  service().faults.inject({ kind: 'status', status: 200, body: { data: 'nodes' } }, { path: '/nodes/' });
  const result = await harness.query(
    '{ research { nodes(first: 2) { totalCount } licenses(first: 1) { totalCount } } }',
  );
  expect(result.errors?.map((error) => [error.path, error.extensions?.code, error.extensions?.reason])).toEqual([
    [['research', 'nodes'], 'UPSTREAM_ERROR', 'invalid-response'],
  ]);
  expect(result.data).toEqual({ research: { nodes: null, licenses: { totalCount: 6 } } });
});

test('a lookup answered with a list of several, or a document that is not an object, is an UPSTREAM_ERROR on that field', async () => {
  // A list of one is that record (test/research/both-shapes.test.ts); of two, no record is the one asked for.
  service().faults.inject(
    {
      kind: 'status',
      status: 200,
      body: {
        data: [
          { id: 'abc12', type: 'nodes' },
          { id: 'abc13', type: 'nodes' },
        ],
      },
    },
    { path: '/nodes/abc12/' },
  );
  service().faults.inject({ kind: 'status', status: 200, body: ['not', 'a', 'document'] }, { path: '/users/us3r1/' });
  const result = await harness.query(
    '{ research { node(id: "abc12") { id: upstreamId } user(id: "us3r1") { id: upstreamId } } }',
  );
  expect(result.data).toEqual({ research: { node: null, user: null } });
  expect(result.errors?.map((error) => [error.path, error.extensions?.code, error.extensions?.reason])).toEqual([
    [['research', 'node'], 'UPSTREAM_ERROR', 'invalid-response'],
    [['research', 'user'], 'UPSTREAM_ERROR', 'invalid-response'],
  ]);
});
