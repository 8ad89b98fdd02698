// Jobs, history and job collections are Relay connections over the upstream's $top/$skip/nextLink paging.
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['scheduler'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('scheduler').recorder.reset());

const COLLECTION = `subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg", jobCollectionName: "nightly"`;
const recorder = () => harness.sandbox.service('scheduler').recorder;

interface Page {
  edges: Array<{ node: { name: string } }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** Walks a connection page by page; `select` picks the connection out of the response. */
async function walk(field: string, first: number, select: (data: Record<string, unknown>) => Page) {
  const names: string[] = [];
  let after: string | null = null;
  for (let round = 0; round < 50; round += 1) {
    const result = await harness.query<Record<string, unknown>>(
      `query ($first: Int!, $after: String) { scheduler { ${field}, first: $first, after: $after) {
        edges { node { name } } pageInfo { hasNextPage endCursor } } } }`,
      { first, after },
    );
    expect(result.errors).toBeUndefined();
    const page = select(result.data!);
    names.push(...page.edges.map((edge) => edge.node.name));
    if (!page.pageInfo.hasNextPage) return names;
    after = page.pageInfo.endCursor;
  }
  throw new Error('paging did not end');
}
const scheduler = (data: Record<string, unknown>) => data.scheduler as Record<string, Page>;

const JOBS = Array.from({ length: 7 }, (_, index) => `nightly-job-0${index + 1}`);

test.each([1, 2, 3, 7, 10])('jobs with first=%i: every job exactly once, in order', async (first) => {
  const names = await walk(`jobs(${COLLECTION}`, first, (data) => scheduler(data).jobs!);
  expect(names).toEqual(JOBS);
  // The upstream was asked for pages with $top and continued through its own nextLink ($skip).
  const calls = recorder().matching('GET', /\/jobs$/);
  expect(calls[0]?.query.$top).toBe(String(Math.min(first, 100)));
  expect(calls.some((call) => call.query.$skip !== undefined)).toBe(true);
});

test('history over several upstream pages: every entry exactly once', async () => {
  const field = `jobHistory(${COLLECTION}, jobName: "nightly-job-01"`;
  const all = await harness.query(`{ scheduler { ${field}, first: 100) { edges { node { name status } } } } }`);
  expect(all.errors).toBeUndefined();
  const everything = (all.data as { scheduler: { jobHistory: { edges: Array<{ node: { name: string } }> } } }).scheduler
    .jobHistory.edges;
  expect(everything).toHaveLength(12);
  const names = await walk(field, 5, (data) => scheduler(data).jobHistory!);
  expect(names).toEqual(everything.map((edge) => edge.node.name));
  expect(new Set(names).size).toBe(12);
});

test('filters are typed: jobs by state, history by status', async () => {
  const result = await harness.query(`{ scheduler {
    disabled: jobs(${COLLECTION}, state: DISABLED) { edges { node { name state } } }
    failed: jobHistory(${COLLECTION}, jobName: "nightly-job-03", status: FAILED, first: 50) {
      edges { node { status statusRaw actionName } }
    }
  } }`);
  expect(result.errors).toBeUndefined();
  const data = result.data as {
    scheduler: {
      disabled: { edges: Array<{ node: { name: string; state: string } }> };
      failed: { edges: Array<{ node: { status: string; statusRaw: string } }> };
    };
  };
  expect(data.scheduler.disabled.edges.map((edge) => edge.node)).toEqual([
    { name: 'nightly-job-05', state: 'DISABLED' },
  ]);
  expect(data.scheduler.failed.edges.length).toBeGreaterThan(0);
  expect(data.scheduler.failed.edges.every((edge) => edge.node.status === 'FAILED')).toBe(true);
  expect(recorder().matching('GET', /\/jobs$/)[0]?.query.$filter).toBe("state eq 'Disabled'");
  expect(recorder().matching('GET', /\/history$/)[0]?.query.$filter).toBe("status eq 'Failed'");
});

test('job collections of a subscription follow nextLink across upstream pages', async () => {
  const names = await walk(
    `jobCollections(subscriptionId: "${SCHEDULER_SUBSCRIPTION}"`,
    10,
    (data) => scheduler(data).jobCollections!,
  );
  expect(names).toEqual(['nightly', 'hourly', 'reports']);
  // The sandbox pages collections two at a time: the second page came from its nextLink.
  expect(
    recorder().count('GET', `/subscriptions/${SCHEDULER_SUBSCRIPTION}/providers/Microsoft.Scheduler/jobCollections`),
  ).toBe(2);
  const byGroup = await walk(
    `jobCollections(subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "reporting-rg"`,
    10,
    (data) => scheduler(data).jobCollections!,
  );
  expect(byGroup).toEqual(['reports']);
});

test('a nextLink that leaves the configured upstream is not followed; the warning omits the URL', async () => {
  const evil = 'https://attacker.example/steal?token=abc';
  harness.sandbox.service('scheduler').faults.inject(
    {
      kind: 'status',
      status: 200,
      body: {
        value: [{ id: '/subscriptions/x/resourceGroups/g/providers/P/jobCollections/c/jobs/only', name: 'c/only' }],
        nextLink: evil,
      },
    },
    { method: 'GET', path: /\/jobs$/, times: 1 },
  );
  const result = await harness.query(`{ scheduler { jobs(${COLLECTION}, first: 5) {
    edges { node { name } } pageInfo { hasNextPage } } } }`);
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    scheduler: { jobs: { edges: [{ node: { name: 'only' } }], pageInfo: { hasNextPage: false } } },
  });
  expect(recorder().count()).toBe(1);
  const logs = harness.logs.join('\n');
  expect(logs).toContain('nextLink leaves the configured upstream');
  expect(logs).not.toContain('attacker.example');
});

test('a cursor is opaque and checked: a forged one is BAD_USER_INPUT without an upstream call', async () => {
  const result = await harness.query(
    `{ scheduler { jobs(${COLLECTION}, first: 2, after: "bogus") { edges { node { name } } } } }`,
  );
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'after' });
  expect(recorder().count()).toBe(0);
});
