// Two namespaces, two credentials: one failing or unauthenticated namespace never takes the other down, and
// each upstream sees only its own bearer token, which appears in no response and no log line.
import { FILE_STORAGE_DEMO_TOKEN, FILE_STORAGE_SUBSCRIPTION } from '../../sandbox/fileStorage/index.js';
import { SCHEDULER_DEMO_TOKEN, SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import type { GatewayConfig, ServiceKey } from '../../src/config/index.js';
import { errorAt, startHarness } from '../support/harness.js';

const FILE_TOKEN = 'fs-token-4c1d9e7a';
const SCHEDULER_TOKEN = 'sch-token-8b2f6a0c';

const QUERY = `{
  fileStorage { account(subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "storage-rg", accountName: "contoso-files") { name } }
  scheduler { jobCollection(subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg", jobCollectionName: "nightly") { name } }
}`;
const BOTH_ANSWER = {
  fileStorage: { account: { name: 'contoso-files' } },
  scheduler: { jobCollection: { name: 'nightly' } },
};

const withoutSecret = (key: ServiceKey) => (config: GatewayConfig) => ({
  ...config,
  services: {
    ...config.services,
    [key]: { ...config.services[key], credential: { ...config.services[key].credential, secret: undefined } },
  },
});

test('each upstream gets only its own bearer token; none leaks into responses or logs', async () => {
  const harness = await startHarness({
    services: ['fileStorage', 'scheduler'],
    env: { FILE_STORAGE_TOKEN: FILE_TOKEN, SCHEDULER_TOKEN: SCHEDULER_TOKEN },
  });
  try {
    const result = await harness.query(QUERY);
    expect(result).toEqual({ data: BOTH_ANSWER });
    const files = harness.sandbox.service('fileStorage').recorder;
    const scheduler = harness.sandbox.service('scheduler').recorder;
    expect(files.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${FILE_TOKEN}`]);
    expect(scheduler.requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${SCHEDULER_TOKEN}`]);
    expect(files.sawValue(SCHEDULER_TOKEN)).toBe(false);
    expect(scheduler.sawValue(FILE_TOKEN)).toBe(false);
    // Failures too: a rejected token and a server error.
    harness.sandbox.service('fileStorage').faults.inject({ kind: 'status', status: 401 });
    harness.sandbox.service('scheduler').faults.inject({ kind: 'status', status: 500 });
    await harness.query(QUERY);
    const logs = harness.logs.join('\n');
    const responses = harness.responses.join('\n');
    for (const secret of [FILE_TOKEN, SCHEDULER_TOKEN]) {
      expect(logs).not.toContain(secret);
      expect(responses).not.toContain(secret);
    }
  } finally {
    await harness.close();
  }
});

test('no file storage credential -> UNAUTHENTICATED there only, no call; the scheduler answers', async () => {
  const harness = await startHarness({ services: ['fileStorage', 'scheduler'], adjust: withoutSecret('fileStorage') });
  try {
    const result = await harness.query(QUERY);
    expect(result.data).toEqual({ ...BOTH_ANSWER, fileStorage: { account: null } });
    expect(errorAt(result, ['fileStorage', 'account'])?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      service: 'fileStorage',
    });
    expect(result.errors).toHaveLength(1);
    expect(harness.sandbox.service('fileStorage').recorder.count()).toBe(0);
  } finally {
    await harness.close();
  }
});

test("a caller's own token from its header is used; a wrong one is UNAUTHENTICATED with Azure's code", async () => {
  const harness = await startHarness({ services: ['fileStorage', 'scheduler'], adjust: withoutSecret('scheduler') });
  try {
    const own = await harness.query(QUERY, undefined, { 'x-scheduler-token': SCHEDULER_DEMO_TOKEN });
    expect(own).toEqual({ data: BOTH_ANSWER });
    expect(harness.sandbox.service('scheduler').recorder.requests[0]?.headers.authorization).toBe(
      `Bearer ${SCHEDULER_DEMO_TOKEN}`,
    );
    // The scheduler token header does not reach the file storage upstream.
    expect(harness.sandbox.service('fileStorage').recorder.sawValue(SCHEDULER_DEMO_TOKEN)).toBe(false);

    const wrong = await harness.query(QUERY, undefined, { 'x-scheduler-token': 'Bearer not-the-token' });
    expect(wrong.data).toEqual({ ...BOTH_ANSWER, scheduler: { jobCollection: null } });
    expect(errorAt(wrong, ['scheduler', 'jobCollection'])?.extensions).toEqual({
      code: 'UNAUTHENTICATED',
      service: 'scheduler',
      status: 401,
      upstreamCode: 'AuthenticationFailed',
    });
    expect(harness.responses.join('\n')).not.toContain('not-the-token');
    expect(harness.logs.join('\n')).not.toContain('not-the-token');
  } finally {
    await harness.close();
  }
});

test.each([
  ['fileStorage', ['fileStorage', 'account'], ['scheduler', 'jobCollection']],
  ['scheduler', ['scheduler', 'jobCollection'], ['fileStorage', 'account']],
] as const)(
  '%s down -> its field is null with UPSTREAM_UNAVAILABLE, the other answers',
  async (down, failed, answered) => {
    const harness = await startHarness({ services: ['fileStorage', 'scheduler'] });
    try {
      harness.sandbox.service(down).faults.inject({
        kind: 'status',
        status: 500,
        body: { error: { code: 'InternalServerError', message: 'upstream-internal-detail' } },
      });
      const result = await harness.query(QUERY);
      expect(result.errors).toHaveLength(1);
      expect(errorAt(result, [...failed])?.extensions).toEqual({
        code: 'UPSTREAM_UNAVAILABLE',
        service: down,
        status: 500,
        upstreamCode: 'InternalServerError',
      });
      const data = result.data as Record<string, Record<string, unknown>>;
      expect(data[failed[0]]![failed[1]]).toBeNull();
      expect(data[answered[0]]![answered[1]]).not.toBeNull();
      expect(harness.responses.join('\n')).not.toContain('upstream-internal-detail');
    } finally {
      await harness.close();
    }
  },
);

test('404 is null for lookups but an error for a list under a missing parent', async () => {
  const harness = await startHarness({ services: ['scheduler'] });
  try {
    const result = await harness.query(`{ scheduler {
      job(subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg", jobCollectionName: "nightly", jobName: "no-such-job") { name }
      jobs(subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg", jobCollectionName: "no-such-collection") { edges { cursor } }
    } }`);
    expect(result.data).toEqual({ scheduler: { job: null, jobs: null } });
    expect(result.errors).toHaveLength(1);
    expect(errorAt(result, ['scheduler', 'jobs'])?.extensions).toEqual({
      code: 'NOT_FOUND',
      service: 'scheduler',
      status: 404,
      upstreamCode: 'ResourceNotFound',
    });
  } finally {
    await harness.close();
  }
});

test('the sandboxes behave like ARM: bearer and api-version are required', async () => {
  const harness = await startHarness({ services: ['fileStorage', 'scheduler'] });
  try {
    const files = harness.sandbox.service('fileStorage').baseUrl;
    const operations = `${files}/providers/Microsoft.NetApp/operations`;
    const noToken = await fetch(`${operations}?api-version=2019-05-01`);
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ error: { code: 'AuthenticationFailed' } });
    const headers = { authorization: `Bearer ${FILE_STORAGE_DEMO_TOKEN}` };
    const noVersion = await fetch(operations, { headers });
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({ error: { code: 'MissingApiVersionParameter' } });
    const jobs = `${harness.sandbox.service('scheduler').baseUrl}/subscriptions/${SCHEDULER_SUBSCRIPTION}/providers/Microsoft.Scheduler/jobCollections`;
    const wrongVersion = await fetch(`${jobs}?api-version=2014-08-01-preview`, {
      headers: { authorization: `Bearer ${SCHEDULER_DEMO_TOKEN}` },
    });
    expect(wrongVersion.status).toBe(400);
    expect(await wrongVersion.json()).toMatchObject({ error: { code: 'InvalidApiVersionParameter' } });
  } finally {
    await harness.close();
  }
});
