// checkNameAvailability and checkFilePathAvailability: side-effect-free POSTs with typed inputs.
import { FILE_STORAGE_SUBSCRIPTION } from '../../sandbox/fileStorage/index.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['fileStorage'] });
});
afterAll(() => harness.close());

const AT = `subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", location: "westeurope"`;

test('names: taken, free, per resource type and resource group', async () => {
  const result = await harness.query(`{ fileStorage {
    taken: checkNameAvailability(${AT}, input: { name: "contoso-files", resourceGroupName: "storage-rg", type: ACCOUNT }) {
      isAvailable reason reasonRaw message
    }
    free: checkNameAvailability(${AT}, input: { name: "new-files", resourceGroupName: "storage-rg", type: ACCOUNT }) {
      isAvailable reason
    }
    pool: checkNameAvailability(${AT}, input: { name: "premium-pool", resourceGroupName: "storage-rg", type: CAPACITY_POOL }) {
      isAvailable reason
    }
    otherGroup: checkNameAvailability(${AT}, input: { name: "contoso-files", resourceGroupName: "other-rg", type: ACCOUNT }) {
      isAvailable
    }
  } }`);
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    fileStorage: {
      taken: {
        isAvailable: false,
        reason: 'ALREADY_EXISTS',
        reasonRaw: 'AlreadyExists',
        message: 'The name contoso-files is already in use.',
      },
      free: { isAvailable: true, reason: null },
      pool: { isAvailable: false, reason: 'ALREADY_EXISTS' },
      otherGroup: { isAvailable: true },
    },
  });
  const [request] = harness.sandbox.service('fileStorage').recorder.matching('POST');
  expect(request?.path).toBe(
    `/subscriptions/${FILE_STORAGE_SUBSCRIPTION}/providers/Microsoft.NetApp/locations/westeurope/checkNameAvailability`,
  );
});

test('file paths: a volume creation token in the location is taken', async () => {
  const result = await harness.query(`{ fileStorage {
    taken: checkFilePathAvailability(${AT}, input: { filePath: "home-directories", resourceGroupName: "storage-rg" }) {
      isAvailable reason
    }
    free: checkFilePathAvailability(${AT}, input: { filePath: "fresh-path", resourceGroupName: "storage-rg" }) {
      isAvailable
    }
    elsewhere: checkFilePathAvailability(subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", location: "northeurope", input: { filePath: "home-directories", resourceGroupName: "storage-rg" }) {
      isAvailable
    }
  } }`);
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({
    fileStorage: {
      taken: { isAvailable: false, reason: 'ALREADY_EXISTS' },
      free: { isAvailable: true },
      elsewhere: { isAvailable: true },
    },
  });
});

test('the real provider path is one configuration value away', async () => {
  const real = await startHarness({
    services: ['fileStorage'],
    env: { FILE_STORAGE_PROVIDER_PATH: 'Microsoft.NetApp/netAppAccounts' },
  });
  try {
    const result = await real.query(`{ fileStorage {
      accounts(subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "storage-rg") { name type capacityPools { name } }
      check: checkNameAvailability(${AT}, input: { name: "fabrikam-files", resourceGroupName: "storage-rg", type: ACCOUNT }) { isAvailable }
    } }`);
    expect(result.errors).toBeUndefined();
    const data = result.data as { fileStorage: { accounts: Array<{ name: string; type: string }>; check: unknown } };
    expect(data.fileStorage.accounts.map((account) => [account.name, account.type])).toEqual([
      ['contoso-files', 'Microsoft.NetApp/netAppAccounts'],
      ['fabrikam-files', 'Microsoft.NetApp/netAppAccounts'],
    ]);
    expect(data.fileStorage.check).toEqual({ isAvailable: false });
    const paths = real.sandbox.service('fileStorage').recorder.requests.map((request) => request.path);
    expect(paths.every((path) => path.includes('/providers/Microsoft.NetApp/'))).toBe(true);
  } finally {
    await real.close();
  }
});
