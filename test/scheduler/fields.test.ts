// Every scheduler type answers from the sandbox with typed data; enums survive values they do not know.
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['scheduler'] });
});
afterAll(() => harness.close());
afterEach(() => {
  harness.sandbox.service('scheduler').faults.clear();
  harness.sandbox.service('scheduler').recorder.reset();
});

const KEY = `subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg", jobCollectionName: "nightly"`;

test('a seeded collection, job and history entry with their typed fields', async () => {
  const result = await harness.query(`{ scheduler {
    jobCollection(${KEY}) {
      id: upstreamId name location type subscriptionId resourceGroupName tags { name value } sku skuRaw state
      quota { maxJobCount maxRecurrence { frequency interval } }
    }
    job(${KEY}, jobName: "nightly-job-02") {
      name jobCollectionName state startTime
      action { type request { uri method } retryPolicy { retryType retryInterval retryCount } errorAction { type } }
      recurrence { frequency interval count endTime schedule { hours } }
      status { executionCount failureCount faultedCount lastExecutionTime nextExecutionTime }
      history(first: 1) { edges { node { name status actionName startTime endTime message retryCount repeatCount } } }
    }
  } }`);
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    scheduler: {
      jobCollection: {
        id: `/subscriptions/${SCHEDULER_SUBSCRIPTION}/resourceGroups/jobs-rg/providers/Microsoft.Scheduler/jobCollections/nightly`,
        name: 'nightly',
        location: 'westeurope',
        type: 'Microsoft.Scheduler/jobCollections',
        subscriptionId: SCHEDULER_SUBSCRIPTION,
        resourceGroupName: 'jobs-rg',
        tags: [{ name: 'team', value: 'platform' }],
        sku: 'STANDARD',
        skuRaw: 'Standard',
        state: 'ENABLED',
        quota: { maxJobCount: 50, maxRecurrence: { frequency: 'MINUTE', interval: 1 } },
      },
      job: {
        name: 'nightly-job-02',
        jobCollectionName: 'nightly',
        state: 'ENABLED',
        startTime: '2026-01-05T00:00:00.000Z',
        action: {
          type: 'HTTPS',
          request: { uri: 'https://jobs.example.com/nightly/2', method: 'POST' },
          retryPolicy: { retryType: 'FIXED', retryInterval: 'PT30S', retryCount: 4 },
          errorAction: null,
        },
        recurrence: { frequency: 'DAY', interval: 1, count: null, endTime: null, schedule: null },
        status: {
          executionCount: 12,
          failureCount: 3,
          faultedCount: 0,
          lastExecutionTime: '2026-01-07T11:00:01.500Z',
          nextExecutionTime: '2026-02-04T00:00:00.000Z',
        },
        history: {
          edges: [
            {
              node: {
                name: expect.any(String),
                status: 'COMPLETED',
                actionName: 'MAIN_ACTION',
                startTime: '2026-01-07T00:00:00.000Z',
                endTime: '2026-01-07T00:00:01.500Z',
                message: 'Http Action - Response from host: OK',
                retryCount: 0,
                repeatCount: 0,
              },
            },
          ],
        },
      },
    },
  });
});

test('values the schema does not know become UNKNOWN, with the raw string kept', async () => {
  harness.sandbox.service('scheduler').faults.inject(
    {
      kind: 'status',
      status: 200,
      body: {
        id: `/subscriptions/${SCHEDULER_SUBSCRIPTION}/resourceGroups/jobs-rg/providers/Microsoft.Scheduler/jobCollections/nightly`,
        name: 'nightly',
        properties: { sku: { name: 'P30Premium' }, state: 'Hibernating' },
      },
    },
    { method: 'GET', path: /\/jobCollections\/nightly$/ },
  );
  const result = await harness.query(`{ scheduler { jobCollection(${KEY}) { sku skuRaw state stateRaw } } }`);
  expect(result).toEqual({
    data: {
      scheduler: { jobCollection: { sku: 'UNKNOWN', skuRaw: 'P30Premium', state: 'UNKNOWN', stateRaw: 'Hibernating' } },
    },
  });
});

test('a collection lists its jobs through its own id (one call per collection)', async () => {
  const result = await harness.query(`{ scheduler {
    jobCollections(subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg") {
      edges { node { name jobs(first: 2) { edges { node { name } } pageInfo { hasNextPage } } } }
    }
  } }`);
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    scheduler: {
      jobCollections: {
        edges: [
          {
            node: {
              name: 'nightly',
              jobs: {
                edges: [{ node: { name: 'nightly-job-01' } }, { node: { name: 'nightly-job-02' } }],
                pageInfo: { hasNextPage: true },
              },
            },
          },
          {
            node: {
              name: 'hourly',
              jobs: {
                edges: [{ node: { name: 'hourly-job-01' } }, { node: { name: 'hourly-job-02' } }],
                pageInfo: { hasNextPage: true },
              },
            },
          },
        ],
      },
    },
  });
  const counts = harness.sandbox.service('scheduler').recorder.counts();
  expect(Object.values(counts)).toEqual([1, 1, 1]);
});
