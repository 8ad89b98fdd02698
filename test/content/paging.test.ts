// Walking the domains connection returns every domain exactly once, over HubSpot's own `after` tokens.
import { seedDomains } from '../../sandbox/content/index.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['content'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('content').recorder.reset());

const current = seedDomains().filter((domain) => !domain.archived);

interface Page {
  totalCount: number | null;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  edges: Array<{ node: { id: string } }>;
}

async function walk(first: number, args = '') {
  const seen: string[] = [];
  let after: string | null = null;
  for (let round = 0; round < 100; round += 1) {
    const result: { data?: { content: { domains: Page } } | null; errors?: unknown[] } = await harness.query(
      `query ($first: Int, $after: String) { content { domains(first: $first, after: $after${args}) {
        totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { node { id: upstreamId } }
      } } }`,
      { first, after },
    );
    expect(result.errors).toBeUndefined();
    const page = result.data!.content.domains;
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
    seen.push(...page.edges.map((edge) => edge.node.id));
    if (!page.pageInfo.hasNextPage) break;
    after = page.pageInfo.endCursor;
  }
  return seen;
}

test.each([1, 5, 10, 24, 100])('first=%i: every current domain exactly once, in order', async (first) => {
  const seen = await walk(first);
  expect(seen).toEqual(current.map((domain) => domain.id));
  expect(new Set(seen).size).toBe(current.length);
});

test('each page after the first is asked for with the upstream\'s own "after" token', async () => {
  await walk(10);
  const requests = harness.sandbox.service('content').recorder.matching('GET', '/cms/v3/domains/');
  expect(requests).toHaveLength(3);
  expect(requests[0]?.query.after).toBeUndefined();
  // Nothing is read twice: each call asks for one page of ten from where the last one ended.
  expect(requests.map((request) => request.query.limit)).toEqual(['10', '10', '10']);
  // Tokens come from paging.next.after of the previous answer, and never repeat.
  const tokens = requests.slice(1).map((request) => request.query.after);
  expect(tokens.every((token) => typeof token === 'string' && token.length > 0)).toBe(true);
  expect(new Set(tokens).size).toBe(tokens.length);
});

test('a filtered, sorted walk returns exactly the matching domains once', async () => {
  const cutoff = current[8]!.created!;
  const expected = current
    .filter((domain) => domain.created! > cutoff)
    .sort((a, b) => (a.domain! < b.domain! ? -1 : 1))
    .map((domain) => domain.id);
  const seen = await walk(4, `, createdAfter: "${new Date(cutoff).toISOString()}", sort: "domain"`);
  expect(seen).toEqual(expected);
});
