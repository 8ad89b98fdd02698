// Write round trips against the stateful sandbox: upsert a collection and a job, read them back, patch, disable,
// run, delete. Each sandbox instance starts from the same seed.
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['scheduler'] });
});
afterAll(() => harness.close());

const KEY = `subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "ops-rg", jobCollectionName: "cleanup"`;
const JOB = `${KEY}, jobName: "purge-temp"`;

async function ok<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const result = await harness.query<T>(query, variables);
  expect(result.errors).toBeUndefined();
  return result.data as T;
}

test('collection and job: upsert, read back, patch, disable, run, delete', async () => {
  const created = await ok(`mutation {
    upsertJobCollection(${KEY}, input: {
      location: "westeurope", sku: STANDARD,
      quota: { maxJobCount: 10, maxRecurrence: { frequency: HOUR, interval: 1 } },
      tags: [{ name: "team", value: "ops" }]
    }) { name location sku state quota { maxJobCount maxRecurrence { frequency interval } } tags { name value } }
  }`);
  expect(created).toEqual({
    upsertJobCollection: {
      name: 'cleanup',
      location: 'westeurope',
      sku: 'STANDARD',
      state: 'ENABLED',
      quota: { maxJobCount: 10, maxRecurrence: { frequency: 'HOUR', interval: 1 } },
      tags: [{ name: 'team', value: 'ops' }],
    },
  });

  const job = await ok(`mutation {
    upsertJob(${JOB}, input: {
      startTime: "2026-02-01T03:00:00Z",
      action: {
        type: HTTPS,
        request: { uri: "https://ops.example.com/purge", method: "POST", body: "{}", headers: [{ name: "Content-Type", value: "application/json" }] },
        retryPolicy: { retryType: FIXED, retryInterval: "PT1M", retryCount: 3 },
        errorAction: {
          type: STORAGE_QUEUE,
          queueMessage: { storageAccount: "opsalerts", queueName: "failures", sasToken: "sv=2019&sig=queue-secret", message: "purge failed" }
        }
      },
      recurrence: { frequency: WEEK, interval: 1, count: 10, schedule: { weekDays: [MONDAY, THURSDAY], hours: [3], minutes: [0] } }
    }) {
      name state startTime jobCollectionName
      action {
        type request { uri method headers { name value } }
        retryPolicy { retryType retryInterval retryCount }
        errorAction { type queueMessage { storageAccount queueName message } }
      }
      recurrence { frequency interval count schedule { weekDays hours minutes } }
      status { executionCount }
    }
  }`);
  expect(job).toEqual({
    upsertJob: {
      name: 'purge-temp',
      state: 'ENABLED',
      startTime: '2026-02-01T03:00:00.000Z',
      jobCollectionName: 'cleanup',
      action: {
        type: 'HTTPS',
        request: {
          uri: 'https://ops.example.com/purge',
          method: 'POST',
          headers: [{ name: 'Content-Type', value: 'application/json' }],
        },
        retryPolicy: { retryType: 'FIXED', retryInterval: 'PT1M', retryCount: 3 },
        errorAction: {
          type: 'STORAGE_QUEUE',
          queueMessage: { storageAccount: 'opsalerts', queueName: 'failures', message: 'purge failed' },
        },
      },
      recurrence: {
        frequency: 'WEEK',
        interval: 1,
        count: 10,
        schedule: { weekDays: ['MONDAY', 'THURSDAY'], hours: [3], minutes: [0] },
      },
      status: { executionCount: 0 },
    },
  });
  // The write-only SAS token was sent upstream but never comes back.
  expect(harness.responses.join('\n')).not.toContain('queue-secret');

  // Read back through the queries: the collection lists the job.
  const readBack = await ok<{
    scheduler: {
      jobCollection: { sku: string; jobs: { edges: Array<{ node: { name: string } }> } };
      job: { name: string };
    };
  }>(`{ scheduler {
    jobCollection(${KEY}) { sku jobs { edges { node { name } } } }
    job(${JOB}) { name }
  } }`);
  expect(readBack.scheduler.jobCollection.jobs.edges.map((edge) => edge.node.name)).toEqual(['purge-temp']);
  expect(readBack.scheduler.job.name).toBe('purge-temp');

  // Patch both.
  const patched = await ok(`mutation {
    patchJobCollection(${KEY}, input: { sku: P10_PREMIUM, quota: { maxJobCount: 20 } }) { sku quota { maxJobCount } }
    patchJob(${JOB}, input: { recurrence: { frequency: DAY, interval: 2 } }) { recurrence { frequency interval } action { type } }
  }`);
  expect(patched).toEqual({
    patchJobCollection: { sku: 'P10_PREMIUM', quota: { maxJobCount: 20 } },
    patchJob: { recurrence: { frequency: 'DAY', interval: 2 }, action: { type: 'HTTPS' } },
  });

  // Disable: the collection and its jobs show disabled; enable flips them back.
  const disabled = await ok<{
    disableJobCollection: { state: string; jobs: { edges: Array<{ node: { state: string } }> } };
  }>(`mutation { disableJobCollection(${KEY}) { state jobs { edges { node { state } } } } }`);
  expect(disabled.disableJobCollection.state).toBe('DISABLED');
  expect(disabled.disableJobCollection.jobs.edges.map((edge) => edge.node.state)).toEqual(['DISABLED']);
  const afterDisable = await ok(`{ scheduler { job(${JOB}) { state } } }`);
  expect(afterDisable).toEqual({ scheduler: { job: { state: 'DISABLED' } } });
  const enabled = await ok(`mutation { enableJobCollection(${KEY}) { state } }`);
  expect(enabled).toEqual({ enableJobCollection: { state: 'ENABLED' } });

  // Run twice: the history grows by one entry per run.
  const run = await ok<{ runJob: { status: { executionCount: number }; history: { edges: unknown[] } } }>(
    `mutation { runJob(${JOB}) { status { executionCount } history { edges { node { status actionName } } } } }`,
  );
  expect(run.runJob.status.executionCount).toBe(1);
  expect(run.runJob.history.edges).toEqual([{ node: { status: 'COMPLETED', actionName: 'MAIN_ACTION' } }]);
  await ok(`mutation { runJob(${JOB}) { name } }`);
  const history = await ok<{ scheduler: { jobHistory: { edges: unknown[] } } }>(
    `{ scheduler { jobHistory(${JOB}) { edges { node { name } } } } }`,
  );
  expect(history.scheduler.jobHistory.edges).toHaveLength(2);

  // Delete the job, then the collection: both read back as null.
  const deleted = await ok(`mutation { deleteJob(${JOB}) deleteJobCollection(${KEY}) }`);
  expect(deleted).toEqual({ deleteJob: true, deleteJobCollection: true });
  const gone = await ok(`{ scheduler { job(${JOB}) { name } jobCollection(${KEY}) { name } } }`);
  expect(gone).toEqual({ scheduler: { job: null, jobCollection: null } });
});

test('mutations are sent as the API defines them', async () => {
  const recorder = harness.sandbox.service('scheduler').recorder;
  recorder.reset();
  const seeded = `subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg", jobCollectionName: "hourly"`;
  await ok(`mutation {
    upsertJob(${seeded}, jobName: "queue-ping", input: {
      action: { type: SERVICE_BUS_QUEUE, serviceBusQueueMessage: {
        namespace: "ops-bus-01", queueName: "pings", message: "ping",
        authentication: { sasKeyName: "send", sasKey: "bus-secret-key" } } }
    }) { action { type serviceBusQueueMessage { namespace queueName authentication { sasKeyName } } } }
  }`);
  const [put] = recorder.matching('PUT');
  expect(put?.path).toBe(
    `/subscriptions/${SCHEDULER_SUBSCRIPTION}/resourceGroups/jobs-rg/providers/Microsoft.Scheduler/jobCollections/hourly/jobs/queue-ping`,
  );
  expect(put?.query['api-version']).toBe('2016-03-01');
  expect(harness.responses[harness.responses.length - 1]).not.toContain('bus-secret-key');
});
