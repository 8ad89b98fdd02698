// compose.yaml's one sandbox for every replica, run as far as this machine allows without a container engine:
// `npm run sandbox` as its own process with compose's settings on fixed free ports of 127.0.0.1 (SANDBOX_HOST,
// SANDBOX_PORT), each service answering on the port src/config/sandbox.ts documents, and two gateway processes
// configured as compose configures its replicas (its environment, `sandbox:<port>` read as that loopback port): every
// service answers through each, a write through one is read through the other, and a message posted through one
// reaches a subscriber of the other, as the sandbox delivers its webhook to the subscriber's callback URL. Bad
// SANDBOX_* values and a port in use stop it with one line.
import { MESSAGING_DEMO_TOKEN } from '../../sandbox/messaging/index.js';
import * as data from '../../sandbox/messaging/data.js';
import { SANDBOXES } from '../../sandbox/index.js';
import { SCHEDULER_SUBSCRIPTION } from '../../sandbox/scheduler.js';
import { ENV_PREFIX, SERVICE_KEYS, sandboxPorts } from '../../src/config/index.js';
import { DEFAULT_GRAPHIQL_QUERY } from '../../src/plugins/graphiql.js';
import { subscribeSse, type Subscriber } from '../messaging/live-support.js';
import { multipartBody } from '../unpacker/multipart.js';
import { composeEnv } from '../support/compose.js';
import {
  freePort,
  freePortRange,
  spawnGateway,
  spawnSandbox,
  type GatewayProcess,
  type SandboxProcess,
} from '../support/gateway-process.js';

/** compose's `sandbox` service's environment, on 127.0.0.1 from `base` on. */
const sandboxEnv = (base: number) => ({
  ...composeEnv('sandbox'),
  SANDBOX_HOST: '127.0.0.1',
  SANDBOX_PORT: String(base),
});

/**
 * compose's replica environment on this machine: `http://sandbox:<port>` is the same service's port of the sandbox
 * started from `base`; no Redis, Jaeger or metrics port (two processes could not share one), and no response cache,
 * which without Redis is each process's own (compose shares it through Redis: docs/scaling.md).
 */
function replicaEnv(base: number, port: number): Record<string, string> {
  const composeBase = Number(composeEnv('sandbox').SANDBOX_PORT);
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(composeEnv('gateway'))) {
    if (/^(REDIS_|OTEL_|METRICS_PORT$)/.test(name)) continue;
    env[name] = value.replace(
      /^http:\/\/sandbox:(\d+)/,
      (_match, servicePort: string) => `http://127.0.0.1:${Number(servicePort) - composeBase + base}`,
    );
  }
  // The messaging sandbox calls back this gateway, by a host name other than the sandbox's own address.
  return {
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    MESSAGING_WEBHOOK_BASE_URL: `http://localhost:${port}`,
    RESPONSE_CACHE: 'false',
    LOG_LEVEL: 'info',
  };
}

let base: number;
let sandbox: SandboxProcess;
let printed: Record<string, string>;
let gateways: Array<{ process: GatewayProcess; url: string }>;

beforeAll(async () => {
  base = await freePortRange(SERVICE_KEYS.length);
  sandbox = spawnSandbox(sandboxEnv(base));
  printed = await sandbox.ready();
  const ports = [await freePort(), await freePort()];
  gateways = await Promise.all(
    ports.map(async (port) => {
      const gateway = spawnGateway({ env: replicaEnv(base, port) });
      await gateway.ready();
      return { process: gateway, url: `http://127.0.0.1:${port}` };
    }),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all((gateways ?? []).map((gateway) => gateway.process.stop()));
  await sandbox?.stop();
});

async function graphql(url: string, query: string, variables?: Record<string, unknown>, headers = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

test('`npm run sandbox` with SANDBOX_PORT: each service on its documented port, as the lines it prints say', async () => {
  const ports = sandboxPorts(base);
  expect(printed).toEqual(
    Object.fromEntries(
      SERVICE_KEYS.map((key) => [
        `${ENV_PREFIX[key]}_BASE_URL`,
        `http://127.0.0.1:${ports[key]}${SANDBOXES[key]!.basePath}`,
      ]),
    ),
  );
  // Each port answers HTTP, as its service (a request without a credential or to no route: a 4xx of its own).
  for (const key of SERVICE_KEYS) {
    const response = await fetch(`http://127.0.0.1:${ports[key]}${SANDBOXES[key]!.basePath}/`);
    expect({ key, status: response.status }).toEqual({ key, status: expect.any(Number) });
    await response.body?.cancel();
  }
});

test('two gateways configured as compose’s replicas: every service answers through each', async () => {
  const PULL = `mutation { pullDrivingLicenceCertificate(input: {
    licenceNumber: "DL0420110012345", fullName: "Sunil Kumar", dateOfBirth: "31-12-1980", aadhaarNumber: "123412341234"
  }) { licence { licenceNumber } } }`;
  const SCHEDULER = `{ scheduler { jobCollections(subscriptionId: "${SCHEDULER_SUBSCRIPTION}") { edges { node { name } } } } }`;
  const bytes = Buffer.from('a file for the unpacker of the shared sandbox');
  const upload = multipartBody(
    'mutation ($file: File!) { generatePartialYaraRules(file: $file) { meta { sha256 } } }',
    { file: null },
    [{ path: 'variables.file', fileName: 'sample.bin', bytes }],
  );
  for (const { url } of gateways) {
    // GraphiQL's opening query: messaging, numbers, fileStorage, marketplace, research, automotive, content.
    expect(await graphql(url, DEFAULT_GRAPHIQL_QUERY)).not.toHaveProperty('errors');
    expect(await graphql(url, SCHEDULER)).not.toHaveProperty('errors');
    expect(await graphql(url, PULL)).not.toHaveProperty('errors');
    const uploaded = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': upload.contentType, 'x-graphql-yoga-csrf': '1' },
      body: new Uint8Array(upload.body),
    });
    expect(await uploaded.json()).not.toHaveProperty('errors');
  }
}, 60_000);

test('a write through one gateway is read through the other: one sandbox, as one upstream', async () => {
  const collection = `subscriptionId: "${SCHEDULER_SUBSCRIPTION}", resourceGroupName: "shared-sandbox-rg", jobCollectionName: "shared"`;
  const write = (url: string, maxJobCount: number) =>
    graphql(
      url,
      `mutation { upsertJobCollection(${collection}, input: { location: "westeurope", sku: STANDARD, quota: { maxJobCount: ${maxJobCount} } }) { name } }`,
    );
  const read = async (url: string) =>
    (await graphql(url, `{ scheduler { jobCollection(${collection}) { quota { maxJobCount } } } }`)).data?.scheduler
      .jobCollection?.quota.maxJobCount;
  const [first, second] = gateways.map((gateway) => gateway.url) as [string, string];
  expect(await write(first, 7)).not.toHaveProperty('errors');
  expect(await read(second)).toBe(7);
  expect(await write(second, 9)).not.toHaveProperty('errors');
  expect(await read(first)).toBe(9);
});

test('a message posted through one gateway reaches a subscriber of the other: the sandbox calls its webhook back', async () => {
  const me = data.profileUser.userId;
  const own = { 'x-messaging-token': MESSAGING_DEMO_TOKEN };
  const group = data.conversations.find((c) => c.type === 'GROUP' && c.participants?.includes(me))!;
  const [first, second] = gateways.map((gateway) => gateway.url) as [string, string];
  let subscriber: Subscriber | undefined;
  try {
    subscriber = await subscribeSse(
      first,
      `subscription ($c: ID) { messagingItemAdded(conversationId: $c) { id: upstreamId text { content } } }`,
      { c: group.convId },
      own,
    );
    // Registered upstream, read back through the other gateway: the sandbox they share holds it.
    const callback = `http://localhost:${new URL(first).port}/webhooks/messaging/`;
    for (let attempt = 0; ; attempt += 1) {
      const webhooks = (await graphql(second, '{ messaging { webhooks { url } } }', undefined, own)).data?.messaging
        .webhooks as Array<{ url: string }> | undefined;
      if (webhooks?.some((webhook) => webhook.url.startsWith(callback))) break;
      if (attempt > 200) throw new Error(`no webhook to ${callback} registered`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const posted = await graphql(
      second,
      `
        mutation ($c: ID!) {
          postMessagingMessage(conversationId: $c, input: { content: "through the other gateway" }) {
            id: upstreamId
          }
        }
      `,
      { c: group.convId },
      own,
    );
    expect(posted).not.toHaveProperty('errors');
    expect(await subscriber.nextWithin(10_000)).toEqual({
      data: {
        messagingItemAdded: {
          id: posted.data!.postMessagingMessage.id,
          text: { content: 'through the other gateway' },
        },
      },
    });
  } finally {
    await subscriber?.close();
  }
}, 60_000);

test.each([
  ['SANDBOX_PORT', 'forty-one hundred', 'must be a port number from 1 to 65526'],
  ['SANDBOX_PORT', '0', 'must be a port number from 1 to 65526'],
  ['SANDBOX_PORT', '65530', 'must be a port number from 1 to 65526'],
  ['SANDBOX_HOST', 'http://0.0.0.0', 'must be an IP address or a host name'],
])('%s=%s stops `npm run sandbox` with one line naming the variable', async (variable, value, problem) => {
  const refused = spawnSandbox({ ...sandboxEnv(base), [variable]: value });
  expect((await refused.exited).code).toBe(1);
  expect(refused.stderr().trim().split('\n')).toEqual([
    expect.stringMatching(new RegExp(`^Invalid configuration: ${variable} ${problem}`)),
  ]);
  expect(refused.stdout()).not.toContain('_BASE_URL=');
});

test('a port already in use stops `npm run sandbox` with one line naming it, and what to set', async () => {
  // Half of its ports are the running sandbox's.
  const refused = spawnSandbox(sandboxEnv(base - SERVICE_KEYS.length / 2));
  expect((await refused.exited).code).toBe(1);
  expect(refused.stderr().trim().split('\n')).toEqual([
    expect.stringMatching(
      /^Cannot start the sandbox: the \w+ sandbox cannot listen: port \d+ on 127\.0\.0\.1 is already in use \(set SANDBOX_PORT or SANDBOX_HOST to another\)$/,
    ),
  ]);
});
