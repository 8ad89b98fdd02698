// Bad input is refused with BAD_USER_INPUT naming the argument, before any upstream call.
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['scheduler'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('scheduler').recorder.reset());

const KEY = `subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg", jobCollectionName: "nightly"`;
const JOB = `${KEY}, jobName: "new-job"`;
const HTTPS_ACTION = 'type: HTTPS, request: { uri: "https://example.com/hook", method: "POST" }';
const upsertJob = (input: string) => `mutation { upsertJob(${JOB}, input: { ${input} }) { name } }`;

test.each([
  [
    'a subscription id that is not a GUID',
    `{ scheduler { jobCollection(subscriptionId: "abc", resourceGroupName: "g", jobCollectionName: "c") { name } } }`,
    'subscriptionId',
  ],
  [
    'a collection name with a slash',
    `{ scheduler { jobCollection(subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "g", jobCollectionName: "a/b") { name } } }`,
    'jobCollectionName',
  ],
  [
    'a resource group with a space',
    `{ scheduler { jobs(subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "my group", jobCollectionName: "c") { edges { cursor } } } }`,
    'resourceGroupName',
  ],
  ['a job name that is too long', `{ scheduler { job(${KEY}, jobName: "${'j'.repeat(101)}") { name } } }`, 'jobName'],
  ['more jobs than the upstream pages', `{ scheduler { jobs(${KEY}, first: 500) { edges { cursor } } } }`, 'first'],
  ['an UNKNOWN state filter', `{ scheduler { jobs(${KEY}, state: UNKNOWN) { edges { cursor } } } }`, 'state'],
  ['an HTTPS action without a request', upsertJob('action: { type: HTTPS }'), 'input.action.request'],
  [
    'an HTTPS action to an http URL',
    upsertJob('action: { type: HTTPS, request: { uri: "http://example.com", method: "GET" } }'),
    'input.action.request.uri',
  ],
  [
    'a storage queue action with an HTTP request too',
    upsertJob(
      `action: { type: STORAGE_QUEUE, queueMessage: { storageAccount: "acct123", queueName: "jobs", sasToken: "x" }, request: { uri: "https://e.com", method: "GET" } }`,
    ),
    'input.action.request',
  ],
  [
    'an unknown HTTP method',
    upsertJob('action: { type: HTTP, request: { uri: "http://example.com", method: "FETCH" } }'),
    'input.action.request.method',
  ],
  [
    'a retry interval that is not a duration',
    upsertJob(`action: { ${HTTPS_ACTION}, retryPolicy: { retryType: FIXED, retryInterval: "30 seconds" } }`),
    'input.action.retryPolicy.retryInterval',
  ],
  [
    'a retry count with no retries',
    upsertJob(`action: { ${HTTPS_ACTION}, retryPolicy: { retryType: NONE, retryCount: 3 } }`),
    'input.action.retryPolicy.retryType',
  ],
  [
    'a zero recurrence interval',
    upsertJob(`action: { ${HTTPS_ACTION} }, recurrence: { frequency: DAY, interval: 0 }`),
    'input.recurrence.interval',
  ],
  [
    'hour 24 in a schedule',
    upsertJob(`action: { ${HTTPS_ACTION} }, recurrence: { frequency: DAY, schedule: { hours: [24] } }`),
    'input.recurrence.schedule.hours.0',
  ],
  [
    'week days on a daily recurrence',
    upsertJob(`action: { ${HTTPS_ACTION} }, recurrence: { frequency: DAY, schedule: { weekDays: [MONDAY] } }`),
    'input.recurrence.schedule.weekDays',
  ],
  [
    'a month day of 0',
    upsertJob(`action: { ${HTTPS_ACTION} }, recurrence: { frequency: MONTH, schedule: { monthDays: [0] } }`),
    'input.recurrence.schedule.monthDays.0',
  ],
  [
    'an error action of the wrong shape',
    upsertJob(`action: { ${HTTPS_ACTION}, errorAction: { type: SERVICE_BUS_TOPIC } }`),
    'input.action.errorAction.serviceBusTopicMessage',
  ],
  [
    'a quota of zero jobs',
    `mutation { upsertJobCollection(${KEY}, input: { location: "westeurope", sku: FREE, quota: { maxJobCount: 0 } }) { name } }`,
    'input.quota.maxJobCount',
  ],
  [
    'a location with capitals and spaces',
    `mutation { upsertJobCollection(${KEY}, input: { location: "West Europe", sku: FREE }) { name } }`,
    'input.location',
  ],
])('%s', async (_label, query, argument) => {
  const result = await harness.query(query);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  expect(harness.sandbox.service('scheduler').recorder.count()).toBe(0);
});

test.each([
  ['an unknown action type', upsertJob('action: { type: FTP }'), 'JobActionTypeInput', 'FTP'],
  // UNKNOWN is an output-only member: the input enums do not have it, so GraphQL validation refuses it.
  [
    'an UNKNOWN sku',
    `mutation { patchJobCollection(${KEY}, input: { sku: UNKNOWN }) { name } }`,
    'SchedulerSkuInput',
    'UNKNOWN',
  ],
  [
    'an UNKNOWN authentication type',
    upsertJob(
      'action: { type: HTTPS, request: { uri: "https://example.com", method: "GET", authentication: { type: UNKNOWN } } }',
    ),
    'HttpAuthenticationTypeInput',
    'UNKNOWN',
  ],
])('%s is refused by GraphQL validation itself, naming the argument', async (_label, query, enumType, value) => {
  const result = await harness.query(query);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input' });
  expect(result.errors?.[0]?.message).toContain(enumType);
  expect(result.errors?.[0]?.message).toContain(value);
  expect(harness.sandbox.service('scheduler').recorder.count()).toBe(0);
});

test('no input enum offers UNKNOWN; every output enum that the scheduler sends back keeps it', async () => {
  const result = await harness.query<{
    __schema: { types: Array<{ name: string; enumValues: Array<{ name: string }> | null }> };
  }>('{ __schema { types { name enumValues { name } } } }');
  const enums = result.data!.__schema.types.filter((type) => type.enumValues);
  const values = (name: string) => enums.find((type) => type.name === name)?.enumValues?.map((value) => value.name);
  expect(values('SchedulerSkuInput')?.sort()).toEqual(['FREE', 'P10_PREMIUM', 'P20_PREMIUM', 'STANDARD']);
  expect(values('SchedulerSku')).toContain('UNKNOWN');
  expect(enums.filter((type) => type.name.endsWith('Input')).length).toBeGreaterThan(10);
  for (const type of enums.filter((type) => type.name.endsWith('Input'))) {
    expect(type.enumValues!.map((value) => value.name)).not.toContain('UNKNOWN');
  }
});
