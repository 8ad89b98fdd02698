// Scheduler (Azure Scheduler 2016-03-01, spec E) against bodies generated from the spec, under the real API's
// names (the contract upstream answers the spec's paths only): all 15 operations, reads and mutations.
import { describeContract } from './support/contract.js';

const SUBSCRIPTION = '5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31';
const GROUP = '/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}';
const COLLECTION = `${GROUP}/providers/Microsoft.Scheduler/jobCollections/{jobCollectionName}`;
const JOB = `${COLLECTION}/jobs/{jobName}`;

const KEY = `subscriptionId: "${SUBSCRIPTION}", resourceGroupName: "ops-rg", jobCollectionName: "cleanup"`;
const JOB_KEY = `${KEY}, jobName: "purge-temp"`;
const JOB_INPUT = `{
  startTime: "2026-02-01T03:00:00Z",
  action: {
    type: HTTPS,
    request: { uri: "https://ops.example.com/purge", method: "POST", headers: [{ name: "Content-Type", value: "application/json" }] },
    retryPolicy: { retryType: FIXED, retryInterval: "PT1M", retryCount: 3 }
  },
  recurrence: { frequency: WEEK, interval: 1, schedule: { weekDays: [MONDAY], hours: [3], minutes: [0] } }
}`;

describeContract({
  service: 'scheduler',
  spec: 'E-azure-scheduler.yaml',
  env: { SCHEDULER_TOKEN: 'contract-token', SCHEDULER_PROVIDER_NAMESPACE: 'Microsoft.Scheduler' },
  // The one refusal of a spec-valid answer kept (docs/services/scheduler.md, "Errors"); any other fails the suite.
  allowedRefusals: [
    {
      name: 'collection-without-resource-group',
      reason: 'invalid-response',
      detail: 'a job collection without a resource group in its id',
      why:
        'a collection listed under a whole subscription names its resource group only in its id (any string in the ' +
        'spec); every read and write of it, its jobs and its global id need the group, which is not guessed',
    },
  ],
  // The spec declares no security scheme; Azure management takes the bearer token the gateway is configured with.
  authorize: (request) =>
    request.headers.authorization === 'Bearer contract-token' && request.query.get('api-version') === '2016-03-01',
  operations: [
    'GET /subscriptions/{subscriptionId}/providers/Microsoft.Scheduler/jobCollections',
    `GET ${GROUP}/providers/Microsoft.Scheduler/jobCollections`,
    `GET ${COLLECTION}`,
    `PUT ${COLLECTION}`,
    `PATCH ${COLLECTION}`,
    `DELETE ${COLLECTION}`,
    `POST ${COLLECTION}/enable`,
    `POST ${COLLECTION}/disable`,
    `GET ${COLLECTION}/jobs`,
    `GET ${JOB}`,
    `PUT ${JOB}`,
    `PATCH ${JOB}`,
    `DELETE ${JOB}`,
    `POST ${JOB}/run`,
    `GET ${JOB}/history`,
  ],
  // Deep enough for a job's error action's request's authentication; pages kept short so that 30-item pages do not
  // fan out to hundreds of history reads.
  depth: 4,
  fieldArgs: { 'JobCollection.jobs': '(first: 2)', 'Job.history': '(first: 2)' },
  entries: [
    { field: 'scheduler.jobCollections', args: `(subscriptionId: "${SUBSCRIPTION}", first: 3)` },
    {
      field: 'scheduler.jobCollections',
      args: `(subscriptionId: "${SUBSCRIPTION}", resourceGroupName: "ops-rg", first: 2)`,
    },
    { field: 'scheduler.jobCollection', args: `(${KEY})` },
    { field: 'scheduler.jobs', args: `(${KEY}, first: 3)` },
    { field: 'scheduler.job', args: `(${JOB_KEY})` },
    { field: 'scheduler.jobHistory', args: `(${JOB_KEY})` },
    {
      field: 'upsertJobCollection',
      mutation: true,
      args: `(${KEY}, input: { location: "westeurope", sku: STANDARD, quota: { maxJobCount: 10 } })`,
    },
    { field: 'patchJobCollection', mutation: true, args: `(${KEY}, input: { sku: P10_PREMIUM })` },
    { field: 'enableJobCollection', mutation: true, args: `(${KEY})` },
    { field: 'disableJobCollection', mutation: true, args: `(${KEY})` },
    { field: 'deleteJobCollection', mutation: true, args: `(${KEY})` },
    { field: 'upsertJob', mutation: true, args: `(${JOB_KEY}, input: ${JOB_INPUT})` },
    { field: 'patchJob', mutation: true, args: `(${JOB_KEY}, input: { state: DISABLED })` },
    { field: 'runJob', mutation: true, args: `(${JOB_KEY})` },
    { field: 'deleteJob', mutation: true, args: `(${JOB_KEY})` },
  ],
});
