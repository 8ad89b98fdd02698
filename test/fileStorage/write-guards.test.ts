// What stands between a file storage write and the upstream: input rules (BAD_USER_INPUT, no call), the operation
// URL rule (never followed off the configured upstream), the retry rule (PATCH never repeated; PUT may be), the
// polling bounds of a subscription, the write scope, and the token going to the file storage upstream only.
import { createHmac } from 'node:crypto';
import { loadConfig } from '../../src/config/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { FILE_STORAGE_DEMO_TOKEN } from '../../sandbox/fileStorage/index.js';
import { CACHE_POLICY } from '../../src/plugins/response-cache/policy.js';
import { allEvents, ACCOUNT_PATH, SCOPE, SUBNET, subscribe } from './lro-support.js';
import { errorAt, startHarness, type GraphQLResponse, type Harness } from '../support/harness.js';

const KEY_SECRET = 'write-guards-store-key-secret';
const HOME = `${SCOPE}, accountName: "contoso-files", poolName: "premium-pool", volumeName: "home"`;
const FOLLOW = 'subscription($id: ID!) { fileStorageOperation(operationId: $id) { state } }';
const SNAPSHOT = (name: string) => `mutation {
  createFileStorageSnapshot(${HOME}, snapshotName: "${name}", input: { location: "westeurope" }) {
    snapshot { name provisioningState } operation { operationId }
  }
}`;

const ACCOUNT = `${SCOPE}, accountName: "contoso-files"`;
const VOLUME_INPUT = {
  location: 'westeurope',
  creationToken: 'v-path',
  usageThreshold: 107374182400,
  subnetId: SUBNET,
};

/** One invalid call per mutation: each is BAD_USER_INPUT with nothing sent upstream. */
const BAD_INPUT: Record<string, [string, Record<string, unknown>?]> = {
  createFileStorageAccount: [
    `mutation { createFileStorageAccount(${SCOPE}, accountName: "a/b", input: { location: "westeurope" }) { operation { state } } }`,
  ],
  updateFileStorageAccount: [`mutation { updateFileStorageAccount(${ACCOUNT}, input: {}) { operation { state } } }`],
  deleteFileStorageAccount: [
    `mutation { deleteFileStorageAccount(subscriptionId: "not-a-guid", resourceGroupName: "storage-rg", accountName: "contoso-files") { existed } }`,
  ],
  createFileStorageCapacityPool: [
    `mutation { createFileStorageCapacityPool(${ACCOUNT}, poolName: "p1", input: { location: "west europe!", serviceLevel: PREMIUM, size: 4398046511104 }) { operation { state } } }`,
  ],
  updateFileStorageCapacityPool: [
    `mutation { updateFileStorageCapacityPool(${ACCOUNT}, poolName: "premium-pool", input: { size: 1 }) { operation { state } } }`,
  ],
  deleteFileStorageCapacityPool: [`mutation { deleteFileStorageCapacityPool(${ACCOUNT}, poolName: "..") { existed } }`],
  createFileStorageVolume: [
    `mutation($input: VolumeInput!) { createFileStorageVolume(${ACCOUNT}, poolName: "premium-pool", volumeName: "v", input: $input) { operation { state } } }`,
    { input: { ...VOLUME_INPUT, exportPolicyRules: [{ ruleIndex: 6, allowedClients: '10.0.0.0/24' }] } },
  ],
  updateFileStorageVolume: [
    `mutation { updateFileStorageVolume(${HOME}, input: { usageThreshold: 1 }) { operation { state } } }`,
  ],
  deleteFileStorageVolume: [
    `mutation { deleteFileStorageVolume(${ACCOUNT}, poolName: "premium-pool", volumeName: "home%2F..") { existed } }`,
  ],
  createFileStorageSnapshot: [
    `mutation { createFileStorageSnapshot(${HOME}, snapshotName: "s1", input: { location: "" }) { operation { state } } }`,
  ],
  updateFileStorageSnapshot: [
    `mutation($tags: [FileStorageTagInput!]!) { updateFileStorageSnapshot(${HOME}, snapshotName: "home-daily-1", input: { tags: $tags }) { operation { state } } }`,
    { tags: Array.from({ length: 51 }, (_, index) => ({ name: `t${index}`, value: 'v' })) },
  ],
  deleteFileStorageSnapshot: [
    `mutation { deleteFileStorageSnapshot(${HOME}, snapshotName: "${'s'.repeat(300)}") { existed } }`,
  ],
};

test('every file storage mutation has a bad-input case here', () => {
  expect(Object.keys(BAD_INPUT).sort()).toEqual([...CACHE_POLICY.fileStorage.mutations].sort());
});

describe('on the sandbox', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({
      services: ['fileStorage', 'marketplace'],
      env: {
        FILE_STORAGE_OPERATION_POLL_MS: '5',
        FILE_STORAGE_OPERATION_MAX_POLLS: '3',
        STORE_KEY_SECRET: KEY_SECRET,
      },
    });
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.sandbox.service('fileStorage').recorder.reset());
  afterEach(() => harness.sandbox.service('fileStorage').faults.clear());
  const recorder = () => harness.sandbox.service('fileStorage').recorder;
  const faults = () => harness.sandbox.service('fileStorage').faults;

  test.each(Object.entries(BAD_INPUT))(
    '%s: bad input is BAD_USER_INPUT, no upstream call',
    async (_name, [query, variables]) => {
      const result = await harness.query(query, variables);
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      expect(recorder().count()).toBe(0);
    },
  );

  const POOL = `${SCOPE}, accountName: "contoso-files", poolName: "p1"`;
  test.each([
    [
      'a pool size that is not a multiple of 4 TiB',
      `mutation { createFileStorageCapacityPool(${POOL}, input: { location: "westeurope", serviceLevel: PREMIUM, size: 5000000000000 }) { operation { state } } }`,
      {},
      'input.size',
    ],
    [
      'a volume quota under 100 GiB',
      `mutation($input: VolumeInput!) { createFileStorageVolume(${POOL}, volumeName: "v", input: $input) { operation { state } } }`,
      { input: { location: 'westeurope', creationToken: 'v-path', usageThreshold: 1024, subnetId: SUBNET } },
      'input.usageThreshold',
    ],
    [
      'a subnet id that is not a subnet',
      `mutation($input: VolumeInput!) { createFileStorageVolume(${POOL}, volumeName: "v", input: $input) { operation { state } } }`,
      {
        input: {
          location: 'westeurope',
          creationToken: 'v-path',
          usageThreshold: 107374182400,
          subnetId: '/subscriptions/x',
        },
      },
      'input.subnetId',
    ],
    [
      'more than 50 tags',
      `mutation($tags: [FileStorageTagInput!]) { updateFileStorageAccount(${SCOPE}, accountName: "contoso-files", input: { tags: $tags }) { operation { state } } }`,
      { tags: Array.from({ length: 51 }, (_, index) => ({ name: `t${index}`, value: 'v' })) },
      'input.tags',
    ],
    [
      'a PATCH that changes nothing',
      `mutation { updateFileStorageVolume(${HOME}, input: {}) { operation { state } } }`,
      {},
      'input',
    ],
    [
      'a resource name with a slash',
      'mutation { deleteFileStorageSnapshot(' + HOME + ', snapshotName: "../x") { existed } }',
      {},
      'snapshotName',
    ],
    [
      'an operation id this gateway did not issue',
      'query { fileStorage { operation(operationId: "bm90LWFuLWlk") { state } } }',
      {},
      'operationId',
    ],
  ])('%s -> BAD_USER_INPUT naming the argument, no upstream call', async (_what, query, variables, argument) => {
    const result = await harness.query(query, variables);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
    expect(recorder().count()).toBe(0);
  });

  const READ_OPERATION = 'query($id: ID!) { fileStorage { operation(operationId: $id) { state } } }';
  const issuedId = async (name: string) => {
    const created = await harness.query(SNAPSHOT(name));
    return (created.data as { createFileStorageSnapshot: { operation: { operationId: string } } })
      .createFileStorageSnapshot.operation.operationId;
  };
  const signed = (payload: string) =>
    `${payload}.${createHmac('sha256', KEY_SECRET).update(`fileStorage.operation\u0000${payload}`).digest('base64url')}`;
  const payloadOf = (kind: string, path: string) => Buffer.from(JSON.stringify([kind, path, {}])).toString('base64url');

  test('forged, altered or garbled operation ids are BAD_USER_INPUT before any call, by query or subscription', async () => {
    const issued = await issuedId('signed-op');
    const [payload, signature] = issued.split('.') as [string, string];
    // This test signs as the gateway does: the ids it signs below fail on their path, not on their signature.
    expect(signed(payload)).toBe(issued);
    const otherPath = payloadOf('async', `${ACCOUNT_PATH.slice(1)}/contoso-files`);
    const forged = [
      // The unsigned form, naming another path of the upstream.
      otherPath,
      // The issued payload with a changed signature, and another payload under the issued signature.
      `${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `${otherPath}.${signature}`,
      `${payload}.${signature}.${signature}`,
      '%%%',
      'bm90LWFuLWlk.',
      // Signed with the deployment's secret, but not an operation path of the provider.
      signed(otherPath),
      signed(payloadOf('async', `subscriptions/s/providers/Microsoft.NetApp/locations/../operationResults/1`)),
      signed(Buffer.from('not json').toString('base64url')),
    ];
    recorder().reset();
    for (const id of forged) {
      const read = await harness.query(READ_OPERATION, { id });
      expect([id, read.errors?.map((error) => error.extensions)]).toEqual([
        id,
        [expect.objectContaining({ code: 'BAD_USER_INPUT', argument: 'operationId' })],
      ]);
      const events = await allEvents(harness, FOLLOW, { id });
      expect(events.map((event) => event.data.errors?.[0]?.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    }
    expect(recorder().count()).toBe(0);
    // The issued id itself is read.
    expect((await harness.query(READ_OPERATION, { id: issued })).errors).toBeUndefined();
    expect(recorder().count('GET', /operationResults/)).toBe(1);
  });

  test.each([
    [
      'another host',
      'http://attacker.example/subscriptions/s/providers/Microsoft.NetApp/locations/westeurope/operationResults/1',
    ],
    ['a non-operation path of the same upstream', 'SAME_HOST/subscriptions/s/resourceGroups/g/providers/x/y/z'],
  ])(
    'an Azure-AsyncOperation URL on %s is not followed: the resource answers, the operation is an error',
    async (_what, url) => {
      const base = harness.sandbox.service('fileStorage').baseUrl;
      faults().inject(
        {
          kind: 'status',
          status: 201,
          body: { name: 'contoso-files/premium-pool/home/forged', properties: { provisioningState: 'Creating' } },
          headers: { 'azure-asyncoperation': url.replace('SAME_HOST', base), 'content-type': 'application/json' },
        },
        { method: 'PUT', times: 1 },
      );
      const result = await harness.query(SNAPSHOT('forged'));
      expect(result.data).toEqual({
        createFileStorageSnapshot: { snapshot: { name: 'forged', provisioningState: 'Creating' }, operation: null },
      });
      expect(errorAt(result, ['createFileStorageSnapshot', 'operation'])?.extensions).toMatchObject({
        code: 'UPSTREAM_ERROR',
        reason: 'invalid-response',
      });
      expect(recorder().counts()).toEqual({
        [`PUT ${ACCOUNT_PATH}/contoso-files/capacityPools/premium-pool/volumes/home/snapshots/forged`]: 1,
      });
      expect(harness.logs.join('\n')).not.toContain('attacker.example');
    },
  );

  test('one 503 on a PATCH: exactly one call and UPSTREAM_UNAVAILABLE; one 503 on a PUT: retried', async () => {
    faults().inject({ kind: 'status', status: 503 }, { method: 'PATCH', times: 1 });
    const patched = await harness.query(`mutation {
      updateFileStorageSnapshot(${HOME}, snapshotName: "home-daily-1", input: { tags: [{ name: "keep", value: "yes" }] }) {
        snapshot { name } }
    }`);
    expect(errorAt(patched, ['updateFileStorageSnapshot'])?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      status: 503,
    });
    expect(recorder().count('PATCH')).toBe(1);

    faults().inject({ kind: 'status', status: 503 }, { method: 'PUT', times: 1 });
    const created = await harness.query(SNAPSHOT('after-retry'));
    expect(created.errors).toBeUndefined();
    expect(recorder().count('PUT')).toBe(2);
  });

  test('a subscription stops after FILE_STORAGE_OPERATION_MAX_POLLS polls of an operation that never ends', async () => {
    const created = await harness.query(SNAPSHOT('never-ends'));
    const id = (created.data as { createFileStorageSnapshot: { operation: { operationId: string } } })
      .createFileStorageSnapshot.operation.operationId;
    faults().inject(
      { kind: 'status', status: 200, body: { status: 'InProgress' } },
      { method: 'GET', path: /operationResults/ },
    );
    recorder().reset();
    const events = await allEvents(harness, FOLLOW, { id });
    expect(events.map((event) => event.data.data)).toEqual(
      Array.from({ length: 3 }, () => ({ fileStorageOperation: { state: 'IN_PROGRESS' } })),
    );
    expect(recorder().count('GET', /operationResults/)).toBe(3);
  });

  test('a subscription stops polling when the client goes away', async () => {
    const created = await harness.query(SNAPSHOT('client-leaves'));
    const id = (created.data as { createFileStorageSnapshot: { operation: { operationId: string } } })
      .createFileStorageSnapshot.operation.operationId;
    faults().inject(
      { kind: 'status', status: 200, body: { status: 'InProgress' } },
      { method: 'GET', path: /operationResults/ },
    );
    recorder().reset();
    const controller = new AbortController();
    const stream = await subscribe(harness, FOLLOW, { id }, controller.signal);
    const first = await stream.next();
    expect(first.value?.data.data).toEqual({ fileStorageOperation: { state: 'IN_PROGRESS' } });
    controller.abort();
    await stream.return(undefined).catch(() => undefined);
    // However long we wait, no poll beyond the one under way when the client left.
    const seen = recorder().count('GET', /operationResults/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(recorder().count('GET', /operationResults/)).toBeLessThanOrEqual(Math.min(seen + 1, 2));
  });

  test('the sandbox token reaches only the file storage upstream, and never a response or a log line', async () => {
    const marketplace = harness.sandbox.service('marketplace').recorder;
    marketplace.reset();
    const result = await harness.query(SNAPSHOT('isolated'));
    await harness.query('{ marketplace { product(skuSellerId: "CA-0001") { title } } }');
    expect(result.errors).toBeUndefined();
    for (const request of recorder().requests) {
      expect(request.headers.authorization).toBe(`Bearer ${FILE_STORAGE_DEMO_TOKEN}`);
    }
    expect(marketplace.count()).toBeGreaterThan(0);
    expect(marketplace.sawValue(FILE_STORAGE_DEMO_TOKEN)).toBe(false);
    expect(harness.responses.join('\n')).not.toContain(FILE_STORAGE_DEMO_TOKEN);
    expect(harness.logs.join('\n')).not.toContain(FILE_STORAGE_DEMO_TOKEN);
  });
});

describe('the write scope, with a configured token (not sandboxed)', () => {
  const READ_KEY = 'storage-reader-0123456789';
  const WRITE_KEY = 'storage-writer-0123456789';
  let upstreams: Harness;
  let gateway: Gateway;
  beforeAll(async () => {
    upstreams = await startHarness({ services: ['fileStorage'] });
    gateway = createGateway(
      loadConfig({
        LOG_LEVEL: 'silent',
        FILE_STORAGE_BASE_URL: upstreams.sandbox.service('fileStorage').baseUrl,
        FILE_STORAGE_TOKEN: FILE_STORAGE_DEMO_TOKEN,
        GATEWAY_API_KEYS: `${READ_KEY}:fileStorage;${WRITE_KEY}:fileStorage:write`,
      }),
      { logger: createLogger('silent') },
    );
  });
  afterAll(async () => {
    await gateway.dispose();
    await upstreams.close();
  });
  beforeEach(() => upstreams.sandbox.service('fileStorage').recorder.reset());
  const recorder = () => upstreams.sandbox.service('fileStorage').recorder;
  async function post(query: string, headers: Record<string, string>): Promise<GraphQLResponse> {
    const response = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as GraphQLResponse;
  }

  test('the read scope alone: FORBIDDEN (missing-scope) on writes, with no upstream call', async () => {
    const result = await post(SNAPSHOT('scoped'), { 'x-api-key': READ_KEY });
    expect(errorAt(result, ['createFileStorageSnapshot'])?.extensions).toEqual({
      code: 'FORBIDDEN',
      service: 'fileStorage',
      reason: 'missing-scope',
    });
    expect(recorder().count()).toBe(0);
  });

  test('fileStorage:write may write, and read', async () => {
    const result = await post(SNAPSHOT('scoped'), { 'x-api-key': WRITE_KEY });
    expect(result.errors).toBeUndefined();
    const read = await post(`{ fileStorage { volume(${HOME}) { name } } }`, { 'x-api-key': WRITE_KEY });
    expect(read).toEqual({ data: { fileStorage: { volume: { name: 'home' } } } });
  });

  test("a caller's own token needs no scope: it alone reaches the upstream", async () => {
    const result = await post(SNAPSHOT('own-token'), { 'x-file-storage-token': 'callers-own-token' });
    // The sandbox accepts only its token: the caller's reached it (401), the gateway's did not.
    expect(errorAt(result, ['createFileStorageSnapshot'])?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
    });
    expect(recorder().requests.map((request) => request.headers.authorization)).toEqual(['Bearer callers-own-token']);
  });
});
