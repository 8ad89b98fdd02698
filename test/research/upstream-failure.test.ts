// One failing upstream call nulls its field only; JSON:API error bodies map to the gateway's codes.
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['research'] });
});
afterAll(() => harness.close());
afterEach(() => {
  harness.sandbox.service('research').faults.clear();
  harness.sandbox.service('research').recorder.reset();
});

const faults = () => harness.sandbox.service('research').faults;
const jsonApiError = (status: number, code?: string) => ({
  errors: [{ status: String(status), ...(code ? { code } : {}), detail: 'Injected failure.' }],
});

test('a failing batched relationship call nulls that relationship; the rest answers', async () => {
  faults().inject({ kind: 'status', status: 500, body: jsonApiError(500) }, { path: '/preprint_providers/' });
  const result = await harness.query<{
    research: { preprints: { edges: Array<{ node: { license: { name: string }; provider: null } }> } };
  }>('{ research { preprints(first: 3) { edges { node { title license { name } provider { name } } } } } }');
  const edges = result.data!.research.preprints.edges;
  expect(edges).toHaveLength(3);
  for (const { node } of edges) {
    expect(node.license.name).toEqual(expect.any(String));
    expect(node.provider).toBeNull();
  }
  expect(result.errors).toHaveLength(3);
  expect(result.errors?.[0]).toMatchObject({
    path: ['research', 'preprints', 'edges', 0, 'node', 'provider'],
    extensions: { code: 'UPSTREAM_UNAVAILABLE', service: 'research', status: 500 },
  });
});

test('one failing list leaves its sibling lists answering', async () => {
  faults().inject({ kind: 'status', status: 503, body: jsonApiError(503) }, { path: '/institutions/' });
  const result = await harness.query(
    '{ research { institutions(first: 2) { totalCount } licenses(first: 2) { totalCount } } }',
  );
  expect(result.data).toEqual({ research: { institutions: null, licenses: { totalCount: 6 } } });
  expect(result.errors?.[0]).toMatchObject({
    path: ['research', 'institutions'],
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
  });
});

test.each([
  [401, undefined, 'UNAUTHENTICATED'],
  [403, undefined, 'FORBIDDEN'],
  [429, 'throttled', 'RATE_LIMITED'],
  [400, 'invalid_filter', 'UPSTREAM_ERROR'],
  [410, 'gone', 'UPSTREAM_ERROR'],
])('a JSON:API error with status %s maps to its code', async (status, code, expected) => {
  faults().inject({ kind: 'status', status, body: jsonApiError(status, code) }, { path: '/taxonomies/' });
  const result = await harness.query('{ research { taxonomies(first: 1) { totalCount } } }');
  expect(result.data).toEqual({ research: { taxonomies: null } });
  expect(result.errors?.[0]?.extensions).toEqual({
    code: expected,
    service: 'research',
    status,
    ...(expected === 'UPSTREAM_ERROR' ? { reason: 'rejected' } : {}),
    ...(code ? { upstreamCode: code } : {}),
  });
});

test('an errors[] document under a 200 status is still a failure', async () => {
  faults().inject({ kind: 'status', status: 200, body: jsonApiError(404, 'not_found') }, { path: /^\/users\// });
  const result = await harness.query('{ research { users(first: 1) { totalCount } } }');
  expect(result.data).toEqual({ research: { users: null } });
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstreamCode: 'not_found' });
});

test('a malformed body -> UPSTREAM_ERROR; the root still answers', async () => {
  faults().inject({ kind: 'malformed' }, { path: '/addons/' });
  const result = await harness.query('{ research { addons(first: 1) { totalCount } root { version } } }');
  expect(result.data).toEqual({ research: { addons: null, root: { version: '2.20' } } });
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
});

test('a links.next that leaves the upstream is not followed', async () => {
  const recorder = harness.sandbox.service('research').recorder;
  const license = { id: 'l1', type: 'licenses', attributes: { name: 'CC0 1.0 Universal' } };
  faults().inject(
    {
      kind: 'status',
      status: 200,
      body: { data: [license], links: { next: 'https://elsewhere.example/v2/licenses/?page=2' }, meta: { total: 6 } },
    },
    { path: '/licenses/', times: 1 },
  );
  const result = await harness.query(
    '{ research { licenses(first: 3) { totalCount edges { node { name } } pageInfo { hasNextPage } } } }',
  );
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    research: {
      licenses: { totalCount: 6, edges: [{ node: { name: 'CC0 1.0 Universal' } }], pageInfo: { hasNextPage: false } },
    },
  });
  expect(recorder.count()).toBe(1);
});
