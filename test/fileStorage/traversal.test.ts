// The account tree is one query; each level is resolved from its parent's id, and each GET is made once.
import { FILE_STORAGE_SUBSCRIPTION } from '../../sandbox/fileStorage/index.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['fileStorage'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('fileStorage').recorder.reset());

const SCOPE = `subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "storage-rg"`;
const ACCOUNTS = `/subscriptions/${FILE_STORAGE_SUBSCRIPTION}/resourceGroups/storage-rg/providers/Microsoft.NetApp/netAppAccounts`;
const TREE = `accounts(${SCOPE}) {
  name
  capacityPools { name volumes { name snapshots { name } mountTargets { ipAddress } } }
}`;

test('the traversal query returns the seeded tree', async () => {
  const result = await harness.query(`{ fileStorage { ${TREE} } }`);
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    fileStorage: {
      accounts: [
        {
          name: 'contoso-files',
          capacityPools: [
            {
              name: 'premium-pool',
              volumes: [
                {
                  name: 'home',
                  snapshots: [{ name: 'home-daily-1' }, { name: 'home-daily-2' }],
                  mountTargets: [{ ipAddress: '10.0.1.4' }],
                },
                { name: 'builds', snapshots: [{ name: 'builds-weekly' }], mountTargets: [{ ipAddress: '10.0.1.5' }] },
              ],
            },
            {
              name: 'standard-pool',
              volumes: [{ name: 'archive', snapshots: [], mountTargets: [{ ipAddress: '10.0.2.4' }] }],
            },
          ],
        },
        {
          name: 'fabrikam-files',
          capacityPools: [
            {
              name: 'ultra-pool',
              volumes: [
                {
                  name: 'scratch',
                  snapshots: [{ name: 'scratch-before-run' }],
                  mountTargets: [{ ipAddress: '10.1.0.4' }],
                },
              ],
            },
          ],
        },
      ],
    },
  });
  const counts = harness.sandbox.service('fileStorage').recorder.counts();
  // 1 account list + 2 pool lists + 3 volume lists + 4 snapshot lists + 4 mount target lists.
  expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(14);
  expect(counts[`GET ${ACCOUNTS}`]).toBe(1);
  expect(counts[`GET ${ACCOUNTS}/contoso-files/capacityPools`]).toBe(1);
  expect(counts[`GET ${ACCOUNTS}/contoso-files/capacityPools/premium-pool/volumes/home/snapshots`]).toBe(1);
});

test('repeated GETs within one request are made once', async () => {
  const result = await harness.query(`{
    fileStorage {
      first: ${TREE}
      again: ${TREE}
      pools: capacityPools(${SCOPE}, accountName: "contoso-files") { name volumes { name } }
      volume(${SCOPE}, accountName: "contoso-files", poolName: "premium-pool", volumeName: "home") { name }
      sameVolume: volume(${SCOPE}, accountName: "contoso-files", poolName: "premium-pool", volumeName: "home") {
        creationToken
      }
    }
  }`);
  expect(result.errors).toBeUndefined();
  const data = result.data as { fileStorage: Record<string, unknown> };
  expect(data.fileStorage.again).toEqual(data.fileStorage.first);
  const counts = harness.sandbox.service('fileStorage').recorder.counts();
  // Every distinct path once: the 14 lists of the tree plus the one volume lookup.
  expect(Object.values(counts).every((count) => count === 1)).toBe(true);
  expect(Object.keys(counts)).toHaveLength(15);
});

test('each level is also a root field, and a missing resource is null', async () => {
  const volume = `${SCOPE}, accountName: "contoso-files", poolName: "premium-pool", volumeName: "home"`;
  const result = await harness.query(`{
    fileStorage {
      account(${SCOPE}, accountName: "contoso-files") {
        id: upstreamId name location subscriptionId resourceGroupName provisioningState tags { name value } activeDirectories { domain }
      }
      capacityPool(${SCOPE}, accountName: "contoso-files", poolName: "premium-pool") {
        serviceLevel serviceLevelRaw size poolId
      }
      volume(${volume}) {
        creationToken serviceLevel usageThreshold protocolTypes subnetId fileSystemId
        exportPolicyRules { ruleIndex allowedClients unixReadWrite nfsv3 nfsv4 }
      }
      snapshot(${volume}, snapshotName: "home-daily-2") { name creationDate provisioningState snapshotId }
      mountTargets(${volume}) { ipAddress netmask gateway smbServerFqdn }
      snapshots(${volume}) { name }
      volumes(${SCOPE}, accountName: "fabrikam-files", poolName: "ultra-pool") { name protocolTypes }
      missing: account(${SCOPE}, accountName: "nobody-files") { name }
      missingSnapshot: snapshot(${volume}, snapshotName: "never-taken") { name }
      operations { name operation }
    }
  }`);
  expect(result.errors).toBeUndefined();
  const fileStorage = (result.data as { fileStorage: Record<string, unknown> }).fileStorage;
  expect(fileStorage.account).toEqual({
    id: `${ACCOUNTS}/contoso-files`,
    name: 'contoso-files',
    location: 'westeurope',
    subscriptionId: FILE_STORAGE_SUBSCRIPTION,
    resourceGroupName: 'storage-rg',
    provisioningState: 'Succeeded',
    tags: [{ name: 'environment', value: 'production' }],
    activeDirectories: [],
  });
  expect(fileStorage.capacityPool).toMatchObject({
    serviceLevel: 'PREMIUM',
    serviceLevelRaw: 'Premium',
    size: 4 * 1024 ** 4,
  });
  expect(fileStorage.volume).toMatchObject({
    creationToken: 'home-directories',
    serviceLevel: 'PREMIUM',
    usageThreshold: 500 * 1024 ** 3,
    protocolTypes: ['NFSv3'],
    exportPolicyRules: [
      { ruleIndex: 1, allowedClients: '10.0.1.0/24', unixReadWrite: true, nfsv3: true, nfsv4: false },
    ],
  });
  expect(fileStorage.snapshot).toMatchObject({
    name: 'home-daily-2',
    creationDate: '2026-01-11T02:00:00.000Z',
    provisioningState: 'Succeeded',
  });
  expect(fileStorage.mountTargets).toEqual([
    {
      ipAddress: '10.0.1.4',
      netmask: '255.255.255.0',
      gateway: '10.0.1.1',
      smbServerFqdn: 'home.contoso-files.example.net',
    },
  ]);
  expect(fileStorage.snapshots).toEqual([{ name: 'home-daily-1' }, { name: 'home-daily-2' }]);
  expect(fileStorage.volumes).toEqual([{ name: 'scratch', protocolTypes: ['NFSv3', 'NFSv4.1'] }]);
  expect(fileStorage.missing).toBeNull();
  expect(fileStorage.missingSnapshot).toBeNull();
  expect((fileStorage.operations as unknown[]).length).toBeGreaterThan(0);
  // Every call carried the configured api-version.
  for (const request of harness.sandbox.service('fileStorage').recorder.requests) {
    expect(request.query['api-version']).toBe('2019-05-01');
  }
});

test('a nextLink on the configured upstream is followed; one elsewhere ends the list with a warning', async () => {
  const { baseUrl, faults, recorder } = harness.sandbox.service('fileStorage');
  const first = { id: `${ACCOUNTS}/first-page-account`, name: 'first-page-account' };
  faults.inject(
    {
      kind: 'status',
      status: 200,
      body: { value: [first], nextLink: `${baseUrl}${ACCOUNTS}?api-version=2019-05-01&$skiptoken=p2` },
    },
    { method: 'GET', path: ACCOUNTS, times: 1 },
  );
  const followed = await harness.query(`{ fileStorage { accounts(${SCOPE}) { name } } }`);
  expect(followed.data).toEqual({
    fileStorage: { accounts: [{ name: 'first-page-account' }, { name: 'contoso-files' }, { name: 'fabrikam-files' }] },
  });
  expect(recorder.matching('GET', ACCOUNTS).map((request) => request.query.$skiptoken)).toEqual([undefined, 'p2']);

  recorder.reset();
  faults.inject(
    { kind: 'status', status: 200, body: { value: [first], nextLink: `https://elsewhere.example${ACCOUNTS}?sig=x` } },
    { method: 'GET', path: ACCOUNTS, times: 1 },
  );
  const stopped = await harness.query(`{ fileStorage { accounts(${SCOPE}) { name } } }`);
  expect(stopped.data).toEqual({ fileStorage: { accounts: [{ name: 'first-page-account' }] } });
  expect(recorder.count()).toBe(1);
  expect(harness.logs.join('\n')).toContain('nextLink leaves the configured upstream');
  expect(harness.logs.join('\n')).not.toContain('elsewhere.example');
});
