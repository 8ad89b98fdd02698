// File storage writes against the sandbox's ARM long-running operations: the mutation answers at once with the
// provisioning state, the operation is followed to its end by query or subscription, and the tree changes then.
import { allEvents, SCOPE, SUBNET } from './lro-support.js';
import { errorAt, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['fileStorage'], env: { FILE_STORAGE_OPERATION_POLL_MS: '5' } });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('fileStorage').recorder.reset());

const recorder = () => harness.sandbox.service('fileStorage').recorder;
const FOLLOW =
  'subscription($id: ID!) { fileStorageOperation(operationId: $id) { state done percentComplete errorCode } }';
const HOME = `${SCOPE}, accountName: "contoso-files", poolName: "premium-pool", volumeName: "home"`;
const operationIdOf = (data: unknown, field: string) =>
  (data as Record<string, { operation: { operationId: string } }>)[field]!.operation.operationId;

test('a snapshot: Creating at once, followed over SSE to SUCCEEDED, listed only afterwards', async () => {
  const created = await harness.query(`mutation {
    createFileStorageSnapshot(${HOME}, snapshotName: "before-upgrade", input: { location: "westeurope" }) {
      snapshot { name provisioningState } operation { operationId state done }
    }
  }`);
  expect(created.errors).toBeUndefined();
  expect(created.data).toMatchObject({
    createFileStorageSnapshot: {
      snapshot: { name: 'before-upgrade', provisioningState: 'Creating' },
      operation: { state: 'IN_PROGRESS', done: false },
    },
  });
  const listed = async () =>
    (
      (await harness.query(`{ fileStorage { snapshots(${HOME}) { name provisioningState } } }`)).data as {
        fileStorage: { snapshots: Array<{ name: string }> };
      }
    ).fileStorage.snapshots.map((snapshot) => snapshot.name);
  expect(await listed()).not.toContain('before-upgrade');

  recorder().reset();
  const events = await allEvents(harness, FOLLOW, { id: operationIdOf(created.data, 'createFileStorageSnapshot') });
  expect(events.map((event) => event.data.data)).toEqual([
    { fileStorageOperation: { state: 'IN_PROGRESS', done: false, percentComplete: 50, errorCode: null } },
    { fileStorageOperation: { state: 'SUCCEEDED', done: true, percentComplete: null, errorCode: null } },
  ]);
  // Two polls of the operation URL, nothing else.
  expect(recorder().count('GET', /\/locations\/westeurope\/operationResults\/[^/]+$/)).toBe(2);
  expect(recorder().count()).toBe(2);
  expect(await listed()).toContain('before-upgrade');
});

test('an account: created, read by operation id until SUCCEEDED, updated, then deleted to nothing', async () => {
  const created = await harness.query(`mutation {
    createFileStorageAccount(${SCOPE}, accountName: "northwind-files",
      input: { location: "westeurope", tags: [{ name: "team", value: "data" }] }) {
      account { name provisioningState tags { name value } location } operation { operationId }
    }
  }`);
  expect(created.errors).toBeUndefined();
  expect(created.data).toMatchObject({
    createFileStorageAccount: {
      account: {
        name: 'northwind-files',
        provisioningState: 'Creating',
        tags: [{ name: 'team', value: 'data' }],
        location: 'westeurope',
      },
    },
  });
  const id = operationIdOf(created.data, 'createFileStorageAccount');
  const read = async () =>
    (await harness.query('query($id: ID!) { fileStorage { operation(operationId: $id) { state done } } }', { id }))
      .data;
  expect(await read()).toEqual({ fileStorage: { operation: { state: 'IN_PROGRESS', done: false } } });
  expect(await read()).toEqual({ fileStorage: { operation: { state: 'SUCCEEDED', done: true } } });

  const updated = await harness.query(`mutation {
    updateFileStorageAccount(${SCOPE}, accountName: "northwind-files", input: { tags: [{ name: "team", value: "ops" }] }) {
      account { provisioningState tags { name value } } operation { state }
    }
  }`);
  expect(updated.data).toEqual({
    updateFileStorageAccount: {
      account: { provisioningState: 'Succeeded', tags: [{ name: 'team', value: 'ops' }] },
      operation: null,
    },
  });

  const removed = await harness.query(`mutation {
    deleteFileStorageAccount(${SCOPE}, accountName: "northwind-files") { id: upstreamId existed operation { operationId state } }
  }`);
  expect(removed.errors).toBeUndefined();
  expect(removed.data).toMatchObject({
    deleteFileStorageAccount: { existed: true, operation: { state: 'IN_PROGRESS' } },
  });
  const events = await allEvents(harness, FOLLOW, { id: operationIdOf(removed.data, 'deleteFileStorageAccount') });
  expect(events.at(-1)?.data.data).toMatchObject({ fileStorageOperation: { state: 'SUCCEEDED' } });
  const gone = await harness.query(`{ fileStorage { account(${SCOPE}, accountName: "northwind-files") { name } } }`);
  expect(gone.data).toEqual({ fileStorage: { account: null } });

  const again = await harness.query(`mutation {
    deleteFileStorageAccount(${SCOPE}, accountName: "northwind-files") { existed operation { state } }
  }`);
  expect(again.data).toEqual({ deleteFileStorageAccount: { existed: false, operation: null } });
});

test('a pool and a volume: created and resized; a volume beyond the pool fails while provisioning', async () => {
  const POOL = `${SCOPE}, accountName: "fabrikam-files", poolName: "extra-pool"`;
  const pool = await harness.query(`mutation {
    createFileStorageCapacityPool(${POOL}, input: { location: "northeurope", serviceLevel: STANDARD, size: 4398046511104 }) {
      capacityPool { name provisioningState serviceLevel size } operation { operationId }
    }
  }`);
  expect(pool.data).toMatchObject({
    createFileStorageCapacityPool: {
      capacityPool: {
        name: 'extra-pool',
        provisioningState: 'Creating',
        serviceLevel: 'STANDARD',
        size: 4398046511104,
      },
    },
  });
  await allEvents(harness, FOLLOW, { id: operationIdOf(pool.data, 'createFileStorageCapacityPool') });

  const resized = await harness.query(`mutation {
    updateFileStorageCapacityPool(${POOL}, input: { size: 8796093022208 }) { capacityPool { size provisioningState } operation { state } }
  }`);
  expect(resized.data).toEqual({
    updateFileStorageCapacityPool: {
      capacityPool: { size: 8796093022208, provisioningState: 'Succeeded' },
      operation: null,
    },
  });

  const volume = (name: string, token: string, bytes: number) =>
    harness.query(
      `mutation($input: VolumeInput!) {
        createFileStorageVolume(${POOL}, volumeName: "${name}", input: $input) {
          volume { name provisioningState usageThreshold creationToken serviceLevel protocolTypes exportPolicyRules { ruleIndex allowedClients } }
          operation { operationId }
        }
      }`,
      {
        input: {
          location: 'northeurope',
          creationToken: token,
          usageThreshold: bytes,
          subnetId: SUBNET,
          protocolTypes: ['NFSV3'],
          exportPolicyRules: [{ ruleIndex: 1, allowedClients: '10.0.0.0/24', unixReadWrite: true, nfsv3: true }],
        },
      },
    );
  const fits = await volume('reports', 'monthly-reports', 107374182400);
  expect(fits.errors).toBeUndefined();
  expect(fits.data).toMatchObject({
    createFileStorageVolume: {
      volume: {
        name: 'reports',
        provisioningState: 'Creating',
        creationToken: 'monthly-reports',
        serviceLevel: 'STANDARD',
        protocolTypes: ['NFSv3'],
        exportPolicyRules: [{ ruleIndex: 1, allowedClients: '10.0.0.0/24' }],
      },
    },
  });
  const done = await allEvents(harness, FOLLOW, { id: operationIdOf(fits.data, 'createFileStorageVolume') });
  expect(done.at(-1)?.data.data).toMatchObject({ fileStorageOperation: { state: 'SUCCEEDED' } });

  const tooBig = await volume('huge', 'huge-volume', 9 * 1024 ** 4);
  const failed = await allEvents(harness, FOLLOW, { id: operationIdOf(tooBig.data, 'createFileStorageVolume') });
  expect(failed.at(-1)?.data.data).toEqual({
    fileStorageOperation: { state: 'FAILED', done: true, percentComplete: null, errorCode: 'PoolSizeExceeded' },
  });
  const read = await harness.query(`{ fileStorage { volume(${POOL}, volumeName: "huge") { provisioningState } } }`);
  expect(read.data).toEqual({ fileStorage: { volume: { provisioningState: 'Failed' } } });
});

test('upstream refusals keep their codes: a missing parent is NOT_FOUND, a conflict UPSTREAM_ERROR 409', async () => {
  const result = await harness.query(`mutation {
    missing: createFileStorageSnapshot(${SCOPE}, accountName: "contoso-files", poolName: "premium-pool",
      volumeName: "no-such-volume", snapshotName: "s1", input: { location: "westeurope" }) { snapshot { name } }
    taken: createFileStorageSnapshot(${HOME}, snapshotName: "home-daily-1", input: { location: "westeurope" }) {
      snapshot { name } }
    busy: deleteFileStorageCapacityPool(${SCOPE}, accountName: "contoso-files", poolName: "premium-pool") { existed }
  }`);
  expect(result.data).toEqual({ missing: null, taken: null, busy: null });
  expect(errorAt(result, ['missing'])?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  expect(errorAt(result, ['taken'])?.extensions).toMatchObject({
    code: 'UPSTREAM_ERROR',
    status: 409,
    upstreamCode: 'Conflict',
  });
  expect(errorAt(result, ['busy'])?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 409 });
});

test('a snapshot deleted: gone once the operation completes', async () => {
  const removed = await harness.query(`mutation {
    deleteFileStorageSnapshot(${HOME}, snapshotName: "home-daily-2") { id: upstreamId existed operation { operationId } }
  }`);
  expect(removed.data).toMatchObject({ deleteFileStorageSnapshot: { existed: true } });
  expect((removed.data as { deleteFileStorageSnapshot: { id: string } }).deleteFileStorageSnapshot.id).toMatch(
    /\/capacityPools\/premium-pool\/volumes\/home\/snapshots\/home-daily-2$/,
  );
  await allEvents(harness, FOLLOW, { id: operationIdOf(removed.data, 'deleteFileStorageSnapshot') });
  const read = await harness.query(`{ fileStorage { snapshot(${HOME}, snapshotName: "home-daily-2") { name } } }`);
  expect(read.data).toEqual({ fileStorage: { snapshot: null } });
});

test('a volume updated: quota, service level, export policy and tags change at once and read back', async () => {
  const ARCHIVE = `${SCOPE}, accountName: "contoso-files", poolName: "standard-pool", volumeName: "archive"`;
  const updated = await harness.query(
    `mutation($input: VolumePatchInput!) {
      updateFileStorageVolume(${ARCHIVE}, input: $input) {
        volume { usageThreshold serviceLevel provisioningState tags { name value } exportPolicyRules { ruleIndex allowedClients unixReadOnly } }
        operation { state }
      }
    }`,
    {
      input: {
        usageThreshold: 5 * 1024 ** 4,
        serviceLevel: 'PREMIUM',
        exportPolicyRules: [{ ruleIndex: 2, allowedClients: '10.0.2.0/24', unixReadOnly: true, nfsv3: true }],
        tags: [{ name: 'retention', value: '7y' }],
      },
    },
  );
  expect(updated.errors).toBeUndefined();
  const volume = {
    usageThreshold: 5 * 1024 ** 4,
    serviceLevel: 'PREMIUM',
    provisioningState: 'Succeeded',
    tags: [{ name: 'retention', value: '7y' }],
    exportPolicyRules: [{ ruleIndex: 2, allowedClients: '10.0.2.0/24', unixReadOnly: true }],
  };
  expect(updated.data).toEqual({ updateFileStorageVolume: { volume, operation: null } });
  // One PATCH, synchronous: no operation to follow.
  expect(recorder().count('PATCH', /\/volumes\/archive$/)).toBe(1);
  const read = await harness.query(`{ fileStorage { volume(${ARCHIVE}) {
    usageThreshold serviceLevel provisioningState tags { name value } exportPolicyRules { ruleIndex allowedClients unixReadOnly }
  } } }`);
  expect(read.data).toEqual({ fileStorage: { volume } });
});

test('a snapshot updated: its tags change and read back', async () => {
  const SCRATCH = `${SCOPE}, accountName: "fabrikam-files", poolName: "ultra-pool", volumeName: "scratch"`;
  const updated = await harness.query(`mutation {
    updateFileStorageSnapshot(${SCRATCH}, snapshotName: "scratch-before-run",
      input: { tags: [{ name: "run", value: "2024-07" }, { name: "keep", value: "yes" }] }) {
      snapshot { name tags { name value } provisioningState } operation { state }
    }
  }`);
  expect(updated.errors).toBeUndefined();
  const tags = [
    { name: 'run', value: '2024-07' },
    { name: 'keep', value: 'yes' },
  ];
  expect(updated.data).toEqual({
    updateFileStorageSnapshot: {
      snapshot: { name: 'scratch-before-run', tags, provisioningState: 'Succeeded' },
      operation: null,
    },
  });
  const read = await harness.query(
    `{ fileStorage { snapshot(${SCRATCH}, snapshotName: "scratch-before-run") { tags { name value } } } }`,
  );
  expect(read.data).toEqual({ fileStorage: { snapshot: { tags } } });
});

test('a volume, then its emptied pool, deleted: each gone once its operation completes', async () => {
  const POOL = `${SCOPE}, accountName: "contoso-files", poolName: "standard-pool"`;
  // A pool that still holds a volume is refused, and stays.
  const refused = await harness.query(`mutation { deleteFileStorageCapacityPool(${POOL}) { existed } }`);
  expect(errorAt(refused, ['deleteFileStorageCapacityPool'])?.extensions).toMatchObject({ status: 409 });

  const volume = await harness.query(`mutation {
    deleteFileStorageVolume(${POOL}, volumeName: "archive") { id: upstreamId existed operation { operationId state done } }
  }`);
  expect(volume.errors).toBeUndefined();
  expect(volume.data).toMatchObject({
    deleteFileStorageVolume: { existed: true, operation: { state: 'IN_PROGRESS', done: false } },
  });
  expect((volume.data as { deleteFileStorageVolume: { id: string } }).deleteFileStorageVolume.id).toMatch(
    /\/contoso-files\/capacityPools\/standard-pool\/volumes\/archive$/,
  );
  const volumeDone = await allEvents(harness, FOLLOW, { id: operationIdOf(volume.data, 'deleteFileStorageVolume') });
  expect(volumeDone.at(-1)?.data.data).toMatchObject({ fileStorageOperation: { state: 'SUCCEEDED', done: true } });
  const volumes = await harness.query(`{ fileStorage {
    volume(${POOL}, volumeName: "archive") { name } volumes(${POOL}) { name }
  } }`);
  expect(volumes.data).toEqual({ fileStorage: { volume: null, volumes: [] } });

  const pool = await harness.query(`mutation {
    deleteFileStorageCapacityPool(${POOL}) { id: upstreamId existed operation { operationId state } }
  }`);
  expect(pool.errors).toBeUndefined();
  expect(pool.data).toMatchObject({
    deleteFileStorageCapacityPool: { existed: true, operation: { state: 'IN_PROGRESS' } },
  });
  const poolDone = await allEvents(harness, FOLLOW, { id: operationIdOf(pool.data, 'deleteFileStorageCapacityPool') });
  expect(poolDone.at(-1)?.data.data).toMatchObject({ fileStorageOperation: { state: 'SUCCEEDED' } });
  const pools = await harness.query(`{ fileStorage {
    capacityPool(${POOL}) { name } capacityPools(${SCOPE}, accountName: "contoso-files") { name }
  } }`);
  expect(pools.data).toEqual({ fileStorage: { capacityPool: null, capacityPools: [{ name: 'premium-pool' }] } });

  // Deleting what is already gone: 204 upstream, nothing to follow.
  const again = await harness.query(`mutation {
    deleteFileStorageVolume(${POOL}, volumeName: "archive") { existed operation { state } }
  }`);
  expect(again.data).toEqual({ deleteFileStorageVolume: { existed: false, operation: null } });
});
