// ARM `id` and `name` are read-only and optional in the spec: a job's history is read below the collection the job
// was read from, not at a path parsed from the job's id.
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['scheduler'] });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.sandbox.service('scheduler').recorder.reset();
  harness.sandbox.service('scheduler').faults.clear();
});

const KEY = `subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg", jobCollectionName: "nightly"`;
const COLLECTION = `/subscriptions/${SCHEDULER_SUBSCRIPTION}/resourceGroups/jobs-rg/providers/Microsoft.Scheduler/jobCollections/nightly`;

function answer(path: RegExp, body: unknown) {
  harness.sandbox.service('scheduler').faults.inject({ kind: 'status', status: 200, body }, { method: 'GET', path });
}

test('a job read by name whose body has no id: its history answers', async () => {
  answer(/\/jobs\/nightly-job-01$/, { properties: { state: 'Enabled' } });
  const result = await harness.query(`{ scheduler { job(${KEY}, jobName: "nightly-job-01") {
    id: upstreamId name jobCollectionName state history(first: 1) { edges { node { status } } }
  } } }`);
  expect(result).toEqual({
    data: {
      scheduler: {
        job: {
          id: `${COLLECTION}/jobs/nightly-job-01`,
          name: 'nightly-job-01',
          jobCollectionName: 'nightly',
          state: 'ENABLED',
          history: { edges: [{ node: { status: expect.any(String) } }] },
        },
      },
    },
  });
});

test('listed jobs with a name but no id read their history; one with neither is an error at its edge', async () => {
  answer(/\/jobs$/, {
    value: [{ name: 'nightly/nightly-job-02', properties: { state: 'Enabled' } }, { properties: {} }],
  });
  const result = await harness.query<{ scheduler: { jobs: { edges: Array<unknown> } } }>(`{ scheduler { jobs(${KEY}) {
    edges { node { name history(first: 1) { edges { node { status } } } } }
  } } }`);
  expect(result.data?.scheduler.jobs.edges).toEqual([
    { node: { name: 'nightly-job-02', history: { edges: [{ node: { status: expect.any(String) } }] } } },
    null,
  ]);
  expect(result.errors).toEqual([
    expect.objectContaining({
      path: ['scheduler', 'jobs', 'edges', 1, 'node', 'name'],
      extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR', reason: 'invalid-response' }),
    }),
  ]);
  expect(harness.sandbox.service('scheduler').recorder.count('GET', `${COLLECTION}/jobs/nightly-job-02/history`)).toBe(
    1,
  );
});

test('collections listed under a subscription without a resource group in their id are errors at their edge', async () => {
  answer(/\/subscriptions\/[^/]+\/providers\/Microsoft\.Scheduler\/jobCollections$/, {
    value: [{ id: `${COLLECTION}`, name: 'nightly' }, { name: 'orphan' }],
  });
  const result = await harness.query<{ scheduler: { jobCollections: { edges: Array<unknown> } } }>(`{ scheduler {
    jobCollections(subscriptionId: "${SCHEDULER_SUBSCRIPTION}") { edges { node { name resourceGroupName } } }
  } }`);
  expect(result.data?.scheduler.jobCollections.edges).toEqual([
    { node: { name: 'nightly', resourceGroupName: 'jobs-rg' } },
    null,
  ]);
  expect(result.errors).toEqual([
    expect.objectContaining({
      path: ['scheduler', 'jobCollections', 'edges', 1, 'node'],
      extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR', reason: 'invalid-response' }),
    }),
  ]);
});
