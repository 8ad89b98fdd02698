// Answers shaped as the OSF specs' examples, where they differ from the specs' schemas, are read: a contributor's
// `user` or `users`, one record where a list is declared (and the reverse), the v2.0 `links.meta.total`, a
// preprint's bibliographic contributors. Paging follows `links.next` only along the list and never twice, and a
// later page that fails keeps the pages read. What is still refused writes one `upstream answer unusable` line.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { startHarness, type Harness } from '../support/harness.js';

let upstream: Server;
let harness: Harness;
let base = '';
/** Bodies by path (query aside); a path without one is a 404 in the OSF's error shape. */
const answers = new Map<string, unknown>();
/** Paths answered with a 502 instead. */
const failing = new Set<string>();
const calls: string[] = [];

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream.test');
    calls.push(`${url.pathname}${url.search}`);
    response.setHeader('content-type', 'application/vnd.api+json');
    const page = url.searchParams.get('page');
    const key = page ? `${url.pathname}?page=${page}` : url.pathname;
    if (failing.has(key)) {
      response.statusCode = 502;
      response.end(JSON.stringify({ errors: [{ status: '502', detail: 'Bad gateway' }] }));
      return;
    }
    const body = answers.get(key);
    if (body === undefined) response.statusCode = 404;
    response.end(JSON.stringify(body ?? { errors: [{ status: '404', detail: 'Not found.' }] }));
  }).listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  base = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  harness = await startHarness({ services: ['numbers'], env: { RESEARCH_BASE_URL: base } });
});

afterAll(async () => {
  await harness.close();
  upstream.close();
});

beforeEach(() => {
  answers.clear();
  failing.clear();
  calls.length = 0;
  harness.logs.length = 0;
});

const unusableLines = () =>
  harness.logs.map((line) => JSON.parse(line)).filter((line) => line.msg === 'upstream answer unusable');
const globalId = (type: string, key: string) => Buffer.from(`research:${type}:${key}`).toString('base64url');
const user = (id: string, name: string) => ({ id, type: 'users', attributes: { full_name: name } });

/** A contributorship as the examples send it, its user under `relationship`. */
function contributor(parent: string, userId: string, relationship: 'user' | 'users') {
  return {
    id: `${parent}-${userId}`,
    type: 'contributors',
    attributes: { index: 0, bibliographic: true, permission: 'admin' },
    relationships: {
      [relationship]: {
        links: { related: { href: `${base}/users/${userId}/`, meta: {} } },
        data: { id: userId, type: 'users' },
      },
    },
  };
}

test("a contributor's user is read under `user` (the schema's name) as under `users` (the examples')", async () => {
  answers.set('/nodes/abc12/', { data: { id: 'abc12', type: 'nodes', attributes: { title: 'P' } } });
  answers.set('/nodes/abc12/contributors/', {
    data: [contributor('abc12', 'us1', 'user'), contributor('abc12', 'us2', 'users')],
    links: { next: null },
    meta: { total: 2 },
  });
  answers.set('/users/', { data: [user('us1', 'Ada'), user('us2', 'Grace')], links: { next: null } });
  const result = await harness.query(
    '{ research { node(id: "abc12") { contributors(first: 5) { edges { node { upstreamId user { fullName } } } } } } }',
  );
  expect(result).toEqual({
    data: {
      research: {
        node: {
          contributors: {
            edges: [
              { node: { upstreamId: 'abc12-us1', user: { fullName: 'Ada' } } },
              { node: { upstreamId: 'abc12-us2', user: { fullName: 'Grace' } } },
            ],
          },
        },
      },
    },
  });
});

test("a preprint's bibliographic contributors have the global id of the preprint's contributor", async () => {
  answers.set('/preprints/bg8v7/', { data: { id: 'bg8v7', type: 'preprints', attributes: { title: 'P' } } });
  answers.set('/preprints/bg8v7/bibliographic_contributors/', {
    data: [contributor('bg8v7', 'fgvc6', 'users')],
    links: { next: null, meta: { total: 1 } },
  });
  const result = await harness.query<{
    research: { preprint: { bibliographicContributors: { edges: Array<{ node: { id: string } }> } } };
  }>('{ research { preprint(id: "bg8v7") { bibliographicContributors { edges { node { id upstreamId } } } } } }');
  expect(result.errors).toBeUndefined();
  const id = globalId('Contributor', 'preprints/bg8v7/contributors/fgvc6');
  expect(result.data!.research.preprint.bibliographicContributors.edges).toEqual([
    { node: { id, upstreamId: 'bg8v7-fgvc6' } },
  ]);

  // The id loads the record again at the contributor detail path.
  answers.set('/preprints/bg8v7/contributors/fgvc6/', { data: contributor('bg8v7', 'fgvc6', 'users') });
  const again = await harness.query(`{ node(id: "${id}") { id } }`);
  expect(again).toEqual({ data: { node: { id } } });
});

test('a detail path answered with a list of one is that record; a list path answered with one record is a list of one', async () => {
  answers.set('/institutions/cos/', {
    data: [{ id: 'cos', type: 'institutions', attributes: { name: 'Center for Open Science' } }],
  });
  answers.set('/licenses/', {
    data: { id: 'lic1', type: 'licenses', attributes: { name: 'CC0 1.0 Universal' } },
    links: { next: null },
  });
  const result = await harness.query(
    '{ research { institution(id: "cos") { upstreamId name } licenses { edges { node { upstreamId name } } } } }',
  );
  expect(result).toEqual({
    data: {
      research: {
        institution: { upstreamId: 'cos', name: 'Center for Open Science' },
        licenses: { edges: [{ node: { upstreamId: 'lic1', name: 'CC0 1.0 Universal' } }] },
      },
    },
  });
  expect(unusableLines()).toEqual([]);
});

test('a batch lookup answered with one record (not a list) answers that id', async () => {
  answers.set('/addons/', { data: { id: 'github', type: 'addons', attributes: { name: 'GitHub' } } });
  const result = await harness.query('{ research { addon(id: "github") { upstreamId name } } }');
  expect(result).toEqual({ data: { research: { addon: { upstreamId: 'github', name: 'GitHub' } } } });
});

test('the total of an OSF v2.0 list is read from links.meta.total', async () => {
  answers.set('/institutions/', {
    data: [{ id: 'cos', type: 'institutions', attributes: { name: 'COS' } }],
    links: { first: null, last: null, prev: null, next: null, meta: { total: 19536, per_page: 10 } },
  });
  const result = await harness.query('{ research { institutions(first: 1) { totalCount } } }');
  expect(result).toEqual({ data: { research: { institutions: { totalCount: 19536 } } } });
});

const institution = (id: string) => ({ id, type: 'institutions', attributes: { name: id } });

test('links.next to another path of the upstream is not followed: the list ends, with a warning', async () => {
  answers.set('/institutions/', {
    data: [institution('i1')],
    links: { next: `${base}/users/?page=2` },
  });
  const result = await harness.query(
    '{ research { institutions(first: 5) { edges { node { upstreamId } } pageInfo { hasNextPage } } } }',
  );
  expect(result).toEqual({
    data: { research: { institutions: { edges: [{ node: { upstreamId: 'i1' } }], pageInfo: { hasNextPage: false } } } },
  });
  expect(calls).toEqual([expect.stringMatching(/^\/institutions\/\?/)]);
  expect(harness.logs.join('\n')).toContain('links.next leaves the list');
});

test('links.next back to a page already read is not followed twice', async () => {
  answers.set('/institutions/', { data: [institution('i1')], links: { next: `${base}/institutions/?page=2` } });
  answers.set('/institutions/?page=2', {
    data: [institution('i2')],
    links: { next: `${base}/institutions/?page=3` },
  });
  answers.set('/institutions/?page=3', {
    data: [institution('i3')],
    links: { next: `${base}/institutions/?page=2` },
  });
  const result = await harness.query<{ research: { institutions: { edges: unknown[] } } }>(
    '{ research { institutions(first: 10) { edges { node { upstreamId } } } } }',
  );
  expect(result.errors).toBeUndefined();
  expect(result.data!.research.institutions.edges).toEqual(
    ['i1', 'i2', 'i3'].map((upstreamId) => ({ node: { upstreamId } })),
  );
  expect(calls).toHaveLength(3);
});

test('a page after the first that fails keeps the pages read, with the failure at the edge that would follow', async () => {
  answers.set('/institutions/', { data: [institution('i1')], links: { next: `${base}/institutions/?page=2` } });
  failing.add('/institutions/?page=2');
  const result = await harness.query<{
    research: {
      institutions: {
        edges: Array<{ node: { upstreamId: string } } | null>;
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
  }>('{ research { institutions(first: 5) { edges { node { upstreamId } } pageInfo { hasNextPage endCursor } } } }');
  expect(result.data!.research.institutions.edges).toEqual([{ node: { upstreamId: 'i1' } }, null]);
  expect(result.data!.research.institutions.pageInfo.hasNextPage).toBe(true);
  expect(result.errors).toEqual([
    expect.objectContaining({
      path: ['research', 'institutions', 'edges', 1],
      extensions: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE', service: 'research', status: 502 }),
    }),
  ]);

  // The end cursor resumes at the page that failed.
  failing.clear();
  answers.set('/institutions/?page=2', { data: [institution('i2')], links: { next: null } });
  const after = result.data!.research.institutions.pageInfo.endCursor;
  const rest = await harness.query(
    `{ research { institutions(first: 5, after: "${after}") { edges { node { upstreamId } } } } }`,
  );
  expect(rest).toEqual({ data: { research: { institutions: { edges: [{ node: { upstreamId: 'i2' } }] } } } });
});

test('a first page that fails is the whole field’s error', async () => {
  failing.add('/institutions/');
  const result = await harness.query('{ research { institutions(first: 5) { edges { node { upstreamId } } } } }');
  expect(result.data).toEqual({ research: { institutions: null } });
});

test('a list answered with neither a list nor a record: one log line with service, operation, call and reason', async () => {
  answers.set('/institutions/', { data: 'not records', links: { next: null } });
  const result = await harness.query('query Institutions { research { institutions { totalCount } } }');
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', reason: 'invalid-response' });
  expect(unusableLines()).toEqual([
    expect.objectContaining({
      service: 'research',
      operation: 'query Institutions',
      field: 'research.institutions',
      call: 'GET /institutions/',
      reason: 'invalid-response',
      detail: 'expected data to be a list, got a string',
    }),
  ]);
  expect(harness.logs.join('\n')).not.toContain('not records');
});

test('a record whose id does not match its pattern is logged as such, not as a record without an id', async () => {
  answers.set('/nodes/abc12/', { data: { id: 'abc12', type: 'nodes', attributes: { title: 'P' } } });
  answers.set('/nodes/abc12/contributors/', {
    data: [{ id: 'abc12-not a user id', type: 'contributors', attributes: { index: 0 } }],
    links: { next: null },
  });
  const result = await harness.query(
    'query Contributors { research { node(id: "abc12") { contributors { edges { node { id } } } } } }',
  );
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', reason: 'invalid-response' });
  expect(unusableLines()).toEqual([
    expect.objectContaining({
      service: 'research',
      operation: 'query Contributors',
      detail: "a record id that does not match its type's id pattern",
    }),
  ]);
});

test('a listed record without an id takes it from its own self link; one below a parent is not named by its link', async () => {
  answers.set('/nodes/', {
    data: [
      { type: 'nodes', attributes: { title: 'A' }, links: { self: `${base}/v2/nodes/abc12/` } },
      { type: 'nodes', attributes: { title: 'B' } },
    ],
    links: { next: null },
  });
  answers.set('/nodes/abc12/', { data: { id: 'abc12', type: 'nodes', attributes: { title: 'P' } } });
  answers.set('/nodes/abc12/contributors/', {
    // A contributor's self link ends with its user's id, which is not the contributor's id (`abc12-us1`).
    data: [{ type: 'contributors', attributes: {}, links: { self: `${base}/v2/nodes/abc12/contributors/us1/` } }],
    links: { next: null },
  });
  const result = await harness.query(
    '{ research { nodes(first: 2) { edges { node { id upstreamId title } } } ' +
      'node(id: "abc12") { contributors(first: 1) { edges { node { upstreamId } } } } } }',
  );
  expect(result.data).toEqual({
    research: {
      nodes: { edges: [{ node: { id: globalId('ResearchNode', 'abc12'), upstreamId: 'abc12', title: 'A' } }, null] },
      node: { contributors: { edges: [null] } },
    },
  });
  // Each record without an id is the error at its own path (whichever of its identity fields reports it).
  expect(result.errors?.map((error) => [error.path?.slice(0, -1).join('.'), error.extensions?.reason])).toEqual([
    ['research.nodes.edges.1.node', 'invalid-response'],
    ['research.node.contributors.edges.0.node', 'invalid-response'],
  ]);
});

test('a contributor read at its detail path has the key of that path, whatever its body names', async () => {
  answers.set('/preprints/bg8v7/', { data: { id: 'bg8v7', type: 'preprints', attributes: { title: 'P' } } });
  // The spec types the users relationship as any string and does not require the id to be `{preprint}-{user}`.
  answers.set('/preprints/bg8v7/contributors/fgvc6/', {
    data: { id: 'c1', type: 'contributors', attributes: {}, relationships: { users: 'not a link' } },
  });
  const result = await harness.query('{ research { preprint(id: "bg8v7") { contributor(userId: "fgvc6") { id } } } }');
  expect(result).toEqual({
    data: {
      research: {
        preprint: { contributor: { id: globalId('Contributor', 'preprints/bg8v7/contributors/fgvc6') } },
      },
    },
  });
});
