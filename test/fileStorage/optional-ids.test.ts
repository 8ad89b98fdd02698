// ARM `id` and `name` are read-only and optional in the spec: children are read at the path the parent was read
// at, a record's own name comes from its id or its name, and a record with neither is an error at its own path.
import { FILE_STORAGE_SUBSCRIPTION } from '../../sandbox/fileStorage/index.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['fileStorage'] });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.sandbox.service('fileStorage').recorder.reset();
  harness.sandbox.service('fileStorage').faults.clear();
});

const SCOPE = `subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "storage-rg"`;
const ACCOUNT = `/subscriptions/${FILE_STORAGE_SUBSCRIPTION}/resourceGroups/storage-rg/providers/Microsoft.NetApp/netAppAccounts/contoso-files`;

function answer(path: RegExp, body: unknown) {
  harness.sandbox.service('fileStorage').faults.inject({ kind: 'status', status: 200, body }, { method: 'GET', path });
}

test('pools without ids: their volumes are read below the account the pools were listed at', async () => {
  answer(/\/capacityPools$/, {
    value: [
      { name: 'contoso-files/premium-pool', location: 'westeurope', properties: { serviceLevel: 'Premium', size: 1 } },
      { location: 'westeurope', properties: { serviceLevel: 'Standard', size: 1 } },
    ],
  });
  const result = await harness.query<{ fileStorage: { capacityPools: Array<{ id: string; name: string } | null> } }>(
    `{ fileStorage { capacityPools(${SCOPE}, accountName: "contoso-files") {
      id: upstreamId name subscriptionId resourceGroupName volumes { name }
    } } }`,
  );
  expect(result.data?.fileStorage.capacityPools).toEqual([
    {
      id: `${ACCOUNT}/capacityPools/premium-pool`,
      name: 'premium-pool',
      subscriptionId: FILE_STORAGE_SUBSCRIPTION,
      resourceGroupName: 'storage-rg',
      volumes: [{ name: 'home' }, { name: 'builds' }],
    },
    // Neither id nor name: the record cannot be told apart; the rest of the list answers.
    null,
  ]);
  expect(result.errors).toEqual([
    expect.objectContaining({
      path: ['fileStorage', 'capacityPools', 1, 'id'],
      extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR', reason: 'invalid-response' }),
    }),
  ]);
  expect(
    harness.sandbox.service('fileStorage').recorder.count('GET', `${ACCOUNT}/capacityPools/premium-pool/volumes`),
  ).toBe(1);
});

test('a volume read by name without id or name in its body: its snapshots and mount targets still answer', async () => {
  answer(/\/volumes\/home$/, { location: 'westeurope', properties: { creationToken: 'home-directories' } });
  const result = await harness.query(
    `{ fileStorage { volume(${SCOPE}, accountName: "contoso-files", poolName: "premium-pool", volumeName: "home") {
      id: upstreamId name creationToken snapshots { name } mountTargets { ipAddress }
    } } }`,
  );
  expect(result).toEqual({
    data: {
      fileStorage: {
        volume: {
          id: `${ACCOUNT}/capacityPools/premium-pool/volumes/home`,
          name: 'home',
          creationToken: 'home-directories',
          snapshots: [{ name: 'home-daily-1' }, { name: 'home-daily-2' }],
          mountTargets: [{ ipAddress: '10.0.1.4' }],
        },
      },
    },
  });
});

test('a list item that is not an object is an error at its index; the list answers', async () => {
  answer(/\/volumes\/home\/snapshots$/, {
    value: ['not-a-snapshot', { name: 'contoso-files/premium-pool/home/kept', location: 'westeurope' }],
  });
  const result = await harness.query(
    `{ fileStorage { snapshots(${SCOPE}, accountName: "contoso-files", poolName: "premium-pool", volumeName: "home") { name } } }`,
  );
  expect(result.data).toEqual({ fileStorage: { snapshots: [null, { name: 'kept' }] } });
  expect(result.errors).toEqual([
    expect.objectContaining({
      path: ['fileStorage', 'snapshots', 0],
      extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR', reason: 'invalid-response' }),
    }),
  ]);
});

test('a list body of the wrong shape is an UPSTREAM_ERROR on that field', async () => {
  answer(/\/mountTargets$/, { value: 'not-a-list' });
  const result = await harness.query(
    `{ fileStorage { mountTargets(${SCOPE}, accountName: "contoso-files", poolName: "premium-pool", volumeName: "home") { name } } }`,
  );
  expect(result.data).toEqual({ fileStorage: { mountTargets: null } });
  expect(result.errors).toEqual([
    expect.objectContaining({
      path: ['fileStorage', 'mountTargets'],
      extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR', reason: 'invalid-response' }),
    }),
  ]);
});
