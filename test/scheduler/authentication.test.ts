// HTTP action authentication and Service Bus message properties: what is written reads back, secrets are
// write-only (never in a response or a log line), and wrong combinations are refused before any upstream call.
import { readFileSync } from 'node:fs';
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['scheduler'] });
});
afterAll(() => harness.close());

const recorder = () => harness.sandbox.service('scheduler').recorder;
const COLLECTION = {
  subscriptionId: SCHEDULER_SUBSCRIPTION,
  resourceGroupName: 'jobs-rg',
  jobCollectionName: 'hourly',
};

/** A certificate-only PFX of a self-signed certificate, base64-encoded as the API takes it. */
const PFX = readFileSync(new URL('./fixtures/client-certificate.pfx.b64', import.meta.url), 'utf8').trim();
const CERTIFICATE = {
  certificateThumbprint: '29E27C3BA5FEA50D6DBD83C29CF8A6FB27661525',
  certificateSubjectName: 'CN=jobs-client.example.com, O=Example Jobs',
  certificateExpirationDate: '2036-11-20T11:40:30.000Z',
};

const UPSERT = `mutation Upsert($subscriptionId: String!, $resourceGroupName: String!, $jobCollectionName: String!,
    $jobName: String!, $input: JobInput!) {
  upsertJob(subscriptionId: $subscriptionId, resourceGroupName: $resourceGroupName,
    jobCollectionName: $jobCollectionName, jobName: $jobName, input: $input) { name }
}`;
const AUTHENTICATION_FIELDS = `authentication {
  type typeRaw username tenant audience clientId certificateThumbprint certificateSubjectName certificateExpirationDate
}`;
const READ_HTTP = `query Read($subscriptionId: String!, $resourceGroupName: String!, $jobCollectionName: String!,
    $jobName: String!) {
  scheduler { job(subscriptionId: $subscriptionId, resourceGroupName: $resourceGroupName,
      jobCollectionName: $jobCollectionName, jobName: $jobName) {
    action {
      request { uri ${AUTHENTICATION_FIELDS} }
      errorAction { request { uri ${AUTHENTICATION_FIELDS} } }
    }
  } }
}`;

const NO_AUTHENTICATION = {
  username: null,
  tenant: null,
  audience: null,
  clientId: null,
  certificateThumbprint: null,
  certificateSubjectName: null,
  certificateExpirationDate: null,
};

const httpsAction = (authentication: Record<string, unknown>) => ({
  type: 'HTTPS',
  request: { uri: 'https://hooks.example.com/run', method: 'POST', authentication },
});

describe.each([
  {
    label: 'client certificate',
    jobName: 'auth-certificate',
    input: { type: 'CLIENT_CERTIFICATE', pfx: PFX, password: 'pfx-password-4711' },
    secrets: ['pfx-password-4711', PFX.slice(40, 120)],
    expected: { ...NO_AUTHENTICATION, type: 'CLIENT_CERTIFICATE', typeRaw: 'ClientCertificate', ...CERTIFICATE },
  },
  {
    label: 'basic',
    jobName: 'auth-basic',
    input: { type: 'BASIC', username: 'job-runner', password: 'basic-password-4711' },
    secrets: ['basic-password-4711'],
    expected: { ...NO_AUTHENTICATION, type: 'BASIC', typeRaw: 'Basic', username: 'job-runner' },
  },
  {
    label: 'Active Directory OAuth',
    jobName: 'auth-oauth',
    input: {
      type: 'ACTIVE_DIRECTORY_OAUTH',
      tenant: 'contoso.onmicrosoft.com',
      audience: 'https://management.core.windows.net/',
      clientId: '3f1c9a2e-7b4d-4e5f-9a8b-1c2d3e4f5a6b',
      secret: 'oauth-client-secret-4711',
    },
    secrets: ['oauth-client-secret-4711'],
    expected: {
      ...NO_AUTHENTICATION,
      type: 'ACTIVE_DIRECTORY_OAUTH',
      typeRaw: 'ActiveDirectoryOAuth',
      tenant: 'contoso.onmicrosoft.com',
      audience: 'https://management.core.windows.net/',
      clientId: '3f1c9a2e-7b4d-4e5f-9a8b-1c2d3e4f5a6b',
    },
  },
])('$label authentication', ({ jobName, input, secrets, expected }) => {
  test('round trip: upsert, then read back only the non-secret parts', async () => {
    const variables = { ...COLLECTION, jobName };
    const written = await harness.query(UPSERT, {
      ...variables,
      input: {
        action: { ...httpsAction(input), errorAction: httpsAction(input) },
        recurrence: { frequency: 'HOUR', interval: 1 },
      },
    });
    expect(written).toEqual({ data: { upsertJob: { name: jobName } } });

    const read = await harness.query(READ_HTTP, variables);
    expect(read.errors).toBeUndefined();
    const request = { uri: 'https://hooks.example.com/run', authentication: expected };
    expect(read.data).toEqual({ scheduler: { job: { action: { request, errorAction: { request } } } } });
  });

  test('the secrets never appear in a response or a log line', () => {
    // The sandbox refuses an authentication without its secrets, so the write above proves they went upstream.
    const responses = harness.responses.join('\n');
    const logs = harness.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      expect(responses).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
  });
});

test('the job list shows the authentication without secrets too', async () => {
  const result = await harness.query<{
    scheduler: { jobs: { edges: Array<{ node: { name: string; action: { request: { authentication: unknown } } } }> } };
  }>(
    `query($subscriptionId: String!, $resourceGroupName: String!, $jobCollectionName: String!) {
      scheduler { jobs(subscriptionId: $subscriptionId, resourceGroupName: $resourceGroupName,
        jobCollectionName: $jobCollectionName, first: 20) {
        edges { node { name action { request { authentication { type username } } } } }
      } }
    }`,
    COLLECTION,
  );
  expect(result.errors).toBeUndefined();
  const byName = Object.fromEntries(
    result.data!.scheduler.jobs.edges.map(({ node }) => [node.name, node.action.request?.authentication ?? null]),
  );
  expect(byName).toMatchObject({
    'auth-basic': { type: 'BASIC', username: 'job-runner' },
    'auth-oauth': { type: 'ACTIVE_DIRECTORY_OAUTH', username: null },
    'hourly-job-01': null,
  });
  expect(harness.responses.at(-1)).not.toContain('basic-password-4711');
});

const SERVICE_BUS_FIELDS = `namespace queueName topicPath message transportType transportTypeRaw
  authentication { type typeRaw sasKeyName }
  brokeredMessageProperties {
    contentType correlationId forcePersistence label messageId partitionKey replyTo replyToSessionId
    scheduledEnqueueTimeUtc sessionId timeToLive to viaPartitionKey
  }
  customMessageProperties { name value }`;

test('Service Bus queue and topic messages: brokered and custom properties round trip, the SAS key does not', async () => {
  const brokered = {
    contentType: 'application/json',
    correlationId: 'order-42',
    forcePersistence: true,
    label: 'nightly-report',
    messageId: 'msg-0001',
    partitionKey: 'reports',
    replyTo: 'replies',
    replyToSessionId: 'session-r',
    scheduledEnqueueTimeUtc: '2026-03-01T06:00:00.000Z',
    sessionId: 'session-1',
    timeToLive: 'PT1H',
    to: 'reporting',
    viaPartitionKey: 'via-reports',
  };
  const queueMessage = {
    namespace: 'ops-bus-01',
    queueName: 'reports',
    message: '{"report":"daily"}',
    transportType: 'AMQP',
    authentication: { type: 'SHARED_ACCESS_KEY', sasKeyName: 'send-only', sasKey: 'bus-sas-key-4711' },
    brokeredMessageProperties: brokered,
    customMessageProperties: [
      { name: 'tenant', value: 'contoso' },
      { name: 'priority', value: 'high' },
    ],
  };
  const topicMessage = {
    namespace: 'ops-bus-01',
    topicPath: 'alerts/failures',
    message: 'report failed',
    authentication: { sasKeyName: 'alerts-send', sasKey: 'topic-sas-key-4711' },
    brokeredMessageProperties: { label: 'failure' },
  };
  const variables = { ...COLLECTION, jobName: 'bus-report' };
  const written = await harness.query(UPSERT, {
    ...variables,
    input: {
      action: {
        type: 'SERVICE_BUS_QUEUE',
        serviceBusQueueMessage: queueMessage,
        errorAction: { type: 'SERVICE_BUS_TOPIC', serviceBusTopicMessage: topicMessage },
      },
    },
  });
  expect(written).toEqual({ data: { upsertJob: { name: 'bus-report' } } });

  const read = await harness.query(
    `query($subscriptionId: String!, $resourceGroupName: String!, $jobCollectionName: String!, $jobName: String!) {
      scheduler { job(subscriptionId: $subscriptionId, resourceGroupName: $resourceGroupName,
          jobCollectionName: $jobCollectionName, jobName: $jobName) {
        action {
          serviceBusQueueMessage { ${SERVICE_BUS_FIELDS} }
          errorAction { serviceBusTopicMessage { ${SERVICE_BUS_FIELDS} } }
        }
      } }
    }`,
    variables,
  );
  expect(read.errors).toBeUndefined();
  const noBrokered = Object.fromEntries(Object.keys(brokered).map((key) => [key, null]));
  expect(read.data).toEqual({
    scheduler: {
      job: {
        action: {
          serviceBusQueueMessage: {
            namespace: 'ops-bus-01',
            queueName: 'reports',
            topicPath: null,
            message: '{"report":"daily"}',
            transportType: 'AMQP',
            transportTypeRaw: 'AMQP',
            authentication: { type: 'SHARED_ACCESS_KEY', typeRaw: 'SharedAccessKey', sasKeyName: 'send-only' },
            brokeredMessageProperties: brokered,
            customMessageProperties: [
              { name: 'tenant', value: 'contoso' },
              { name: 'priority', value: 'high' },
            ],
          },
          errorAction: {
            serviceBusTopicMessage: {
              namespace: 'ops-bus-01',
              queueName: null,
              topicPath: 'alerts/failures',
              message: 'report failed',
              transportType: 'NET_MESSAGING',
              transportTypeRaw: 'NetMessaging',
              authentication: { type: 'SHARED_ACCESS_KEY', typeRaw: 'SharedAccessKey', sasKeyName: 'alerts-send' },
              brokeredMessageProperties: { ...noBrokered, label: 'failure' },
              customMessageProperties: [],
            },
          },
        },
      },
    },
  });
  for (const secret of ['bus-sas-key-4711', 'topic-sas-key-4711']) {
    expect(harness.responses.join('\n')).not.toContain(secret);
    expect(harness.logs.join('\n')).not.toContain(secret);
  }
});

describe('invalid combinations are refused before any upstream call', () => {
  const https = (authentication: string) =>
    `action: { type: HTTPS, request: { uri: "https://hooks.example.com/run", method: "POST", authentication: { ${authentication} } } }`;
  const bus = (fields: string) =>
    `action: { type: SERVICE_BUS_QUEUE, serviceBusQueueMessage: { namespace: "ops-bus-01", queueName: "jobs", ${fields} } }`;
  const upsert = (input: string) =>
    `mutation { upsertJob(subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg",
      jobCollectionName: "hourly", jobName: "refused", input: { ${input} }) { name } }`;
  const AUTH = 'input.action.request.authentication';
  const SAS = 'authentication: { sasKeyName: "send", sasKey: "refused-sas-key" }';

  test.each([
    ['basic without a password', https('type: BASIC, username: "u"'), `${AUTH}.password`],
    [
      'basic with a client secret',
      https('type: BASIC, username: "u", password: "refused-password", secret: "refused-secret"'),
      `${AUTH}.secret`,
    ],
    [
      'OAuth without a tenant',
      https('type: ACTIVE_DIRECTORY_OAUTH, audience: "https://a.example.com", clientId: "c", secret: "refused-secret"'),
      `${AUTH}.tenant`,
    ],
    [
      'a client certificate with a username',
      https(`type: CLIENT_CERTIFICATE, pfx: "${PFX}", username: "u"`),
      `${AUTH}.username`,
    ],
    [
      'a client certificate without its pfx',
      https('type: CLIENT_CERTIFICATE, password: "refused-password"'),
      `${AUTH}.pfx`,
    ],
    ['a pfx that is not base64', https('type: CLIENT_CERTIFICATE, pfx: "not base64!"'), `${AUTH}.pfx`],
    ['NOT_SPECIFIED with a password', https('type: NOT_SPECIFIED, password: "refused-password"'), `${AUTH}.password`],
    [
      'an error action with incomplete authentication',
      `action: { type: HTTP, request: { uri: "http://a.example.com", method: "GET" }, errorAction: { type: HTTP,
        request: { uri: "http://b.example.com", method: "GET", authentication: { type: BASIC, password: "refused-password" } } } }`,
      'input.action.errorAction.request.authentication.username',
    ],
    [
      'a shared access key without the key',
      bus('authentication: { sasKeyName: "send" }'),
      'input.action.serviceBusQueueMessage.authentication.sasKey',
    ],
    [
      'NOT_SPECIFIED Service Bus authentication with a key',
      bus('authentication: { type: NOT_SPECIFIED, sasKey: "refused-sas-key" }'),
      'input.action.serviceBusQueueMessage.authentication.sasKey',
    ],
    [
      'a time to live that is not a duration',
      bus(`${SAS}, brokeredMessageProperties: { timeToLive: "1 hour" }`),
      'input.action.serviceBusQueueMessage.brokeredMessageProperties.timeToLive',
    ],
    [
      'a repeated custom property name',
      bus(`${SAS}, customMessageProperties: [{ name: "Tenant", value: "a" }, { name: "tenant", value: "b" }]`),
      'input.action.serviceBusQueueMessage.customMessageProperties.1.name',
    ],
    [
      'a custom property name with a space',
      bus(`${SAS}, customMessageProperties: [{ name: "my tenant", value: "a" }]`),
      'input.action.serviceBusQueueMessage.customMessageProperties.0.name',
    ],
  ])('%s', async (_label, input, argument) => {
    recorder().reset();
    const result = await harness.query(upsert(input));
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
    expect(recorder().count()).toBe(0);
    const echoed = harness.responses.at(-1)!;
    for (const secret of ['refused-password', 'refused-secret', 'refused-sas-key']) {
      expect(echoed).not.toContain(secret);
    }
  });
});

test('an authentication can be replaced with a PATCH', async () => {
  const variables = { ...COLLECTION, jobName: 'auth-basic' };
  const patched = await harness.query(
    `mutation($subscriptionId: String!, $resourceGroupName: String!, $jobCollectionName: String!, $jobName: String!,
        $input: JobPatchInput!) {
      patchJob(subscriptionId: $subscriptionId, resourceGroupName: $resourceGroupName,
        jobCollectionName: $jobCollectionName, jobName: $jobName, input: $input) {
        action { request { authentication { type username tenant clientId } } }
      }
    }`,
    {
      ...variables,
      input: {
        action: httpsAction({
          type: 'ACTIVE_DIRECTORY_OAUTH',
          tenant: 'fabrikam.onmicrosoft.com',
          audience: 'https://fabrikam.example.com',
          clientId: 'jobs-client',
          secret: 'patched-secret-4711',
        }),
      },
    },
  );
  expect(patched).toEqual({
    data: {
      patchJob: {
        action: {
          request: {
            authentication: {
              type: 'ACTIVE_DIRECTORY_OAUTH',
              username: null,
              tenant: 'fabrikam.onmicrosoft.com',
              clientId: 'jobs-client',
            },
          },
        },
      },
    },
  });
  expect(harness.responses.join('\n')).not.toContain('patched-secret-4711');
});

test('the upstream refusing a certificate that is not PKCS #12 is an error naming its code', async () => {
  recorder().reset();
  const result = await harness.query(UPSERT, {
    ...COLLECTION,
    jobName: 'auth-bad-certificate',
    // Valid base64, but "hello world" rather than a PKCS #12 structure.
    input: { action: httpsAction({ type: 'CLIENT_CERTIFICATE', pfx: 'aGVsbG8gd29ybGQ=' }) },
  });
  expect(result.data).toEqual({ upsertJob: null });
  expect(result.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 'InvalidRequestContent' });
  expect(recorder().count('PUT')).toBe(1);
});

test('secrets an upstream sends back anyway are still not shown, and unknown kinds keep their raw name', async () => {
  const jobId = `/subscriptions/${SCHEDULER_SUBSCRIPTION}/resourceGroups/jobs-rg/providers/Microsoft.Scheduler/jobCollections/hourly/jobs/leaky`;
  harness.sandbox.service('scheduler').faults.inject(
    {
      kind: 'status',
      status: 200,
      body: {
        id: jobId,
        name: 'hourly/leaky',
        properties: {
          action: {
            type: 'Https',
            request: {
              uri: 'https://hooks.example.com/run',
              method: 'GET',
              authentication: { type: 'Digest', username: 'u', password: 'leaked-password', secret: 'leaked-secret' },
            },
            errorAction: {
              type: 'ServiceBusTopic',
              serviceBusTopicMessage: {
                namespace: 'ops-bus-01',
                topicPath: 'alerts',
                transportType: 'Sbmp',
                authentication: { type: 'ManagedIdentity', sasKeyName: 'send', sasKey: 'leaked-sas-key' },
                customMessageProperties: { source: 'scheduler' },
              },
            },
          },
        },
      },
    },
    { method: 'GET', path: /\/jobs\/leaky$/, times: 1 },
  );
  const result = await harness.query(
    `{ scheduler { job(subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "jobs-rg",
        jobCollectionName: "hourly", jobName: "leaky") {
      action {
        request { ${AUTHENTICATION_FIELDS} }
        errorAction { serviceBusTopicMessage {
          transportType transportTypeRaw authentication { type typeRaw sasKeyName } customMessageProperties { name value }
        } }
      }
    } } }`,
  );
  expect(result).toEqual({
    data: {
      scheduler: {
        job: {
          action: {
            request: { authentication: { ...NO_AUTHENTICATION, type: 'UNKNOWN', typeRaw: 'Digest', username: 'u' } },
            errorAction: {
              serviceBusTopicMessage: {
                transportType: 'UNKNOWN',
                transportTypeRaw: 'Sbmp',
                authentication: { type: 'UNKNOWN', typeRaw: 'ManagedIdentity', sasKeyName: 'send' },
                customMessageProperties: [{ name: 'source', value: 'scheduler' }],
              },
            },
          },
        },
      },
    },
  });
  for (const secret of ['leaked-password', 'leaked-secret', 'leaked-sas-key']) {
    expect(harness.responses.at(-1)).not.toContain(secret);
    expect(harness.logs.join('\n')).not.toContain(secret);
  }
});
