// A failing Content call nulls its own field with a coded error; the rest of the query still answers.
import { errorAt, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['content'], env: { CONTENT_TIMEOUT_MS: '400' } });
});
afterAll(() => harness.close());
afterEach(() => {
  harness.sandbox.service('content').faults.clear();
  harness.sandbox.service('content').recorder.reset();
});

const faults = () => harness.sandbox.service('content').faults;
const QUERY = '{ content { domains(first: 3) { totalCount } domain(domainId: "3210329704") { domain } } }';

test("HTTP 500 with HubSpot's error body -> UPSTREAM_UNAVAILABLE on the list only, its category as upstreamCode", async () => {
  faults().inject(
    {
      kind: 'status',
      status: 500,
      body: { status: 'error', category: 'INTERNAL_ERROR', correlationId: 'c0ffee', message: 'shard 12 down' },
    },
    { path: '/cms/v3/domains/' },
  );
  const result = await harness.query(QUERY);
  expect(result.data).toEqual({ content: { domains: null, domain: { domain: 'www.acme-outdoor.com' } } });
  expect(errorAt(result, ['content', 'domains'])?.extensions).toEqual({
    code: 'UPSTREAM_UNAVAILABLE',
    service: 'content',
    status: 500,
    upstreamCode: 'INTERNAL_ERROR',
  });
  expect(harness.responses.at(-1)).not.toContain('shard 12');
});

test('429 without Retry-After -> RATE_LIMITED; a hang -> UPSTREAM_TIMEOUT; a bad body -> UPSTREAM_ERROR', async () => {
  faults().inject({ kind: 'status', status: 429, body: { category: 'RATE_LIMITS' } }, { path: '/cms/v3/domains/' });
  faults().inject({ kind: 'hang' }, { path: '/cms/v3/domains/3210329704' });
  faults().inject({ kind: 'malformed' }, { path: '/cms/v3/domains/3211329707' });
  const result = await harness.query(`{ content {
    domains(first: 3) { totalCount }
    domain(domainId: "3210329704") { domain }
    other: domain(domainId: "3211329707") { domain }
    fine: domain(domainId: "3212329710") { domain }
  } }`);
  expect(result.data).toEqual({
    content: { domains: null, domain: null, other: null, fine: { domain: 'www.casa-aurora.com.br' } },
  });
  expect(errorAt(result, ['content', 'domains'])?.extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
  expect(errorAt(result, ['content', 'domain'])?.extensions).toMatchObject({ code: 'UPSTREAM_TIMEOUT' });
  expect(errorAt(result, ['content', 'other'])?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
});

test('a failure in the middle of a walk fails that page only; its cursor still works afterwards', async () => {
  const query = `query ($after: String) { content { domains(first: 10, after: $after) {
    pageInfo { endCursor } edges { node { id: upstreamId } }
  } } }`;
  type Data = { content: { domains: { pageInfo: { endCursor: string }; edges: Array<{ node: { id: string } }> } } };
  const first = await harness.query<Data>(query);
  const after = first.data!.content.domains.pageInfo.endCursor;
  faults().inject({ kind: 'reset' }, { path: '/cms/v3/domains/', times: 3 });
  const failed = await harness.query<Data>(query, { after });
  expect(failed.data).toEqual({ content: { domains: null } });
  expect(errorAt(failed, ['content', 'domains'])?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
  const resumed = await harness.query<Data>(query, { after });
  expect(resumed.errors).toBeUndefined();
  expect(resumed.data!.content.domains.edges).toHaveLength(10);
});
