// Bad input is refused with BAD_USER_INPUT naming the argument, before any upstream call.
import { FILE_STORAGE_SUBSCRIPTION } from '../../sandbox/fileStorage/index.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['fileStorage'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('fileStorage').recorder.reset());

const SCOPE = `subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "storage-rg"`;

test.each([
  [
    'a subscription id that is not a GUID',
    '{ fileStorage { accounts(subscriptionId: "sub-1", resourceGroupName: "rg") { name } } }',
    'subscriptionId',
  ],
  [
    'a resource group ending in a period',
    `{ fileStorage { accounts(subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", resourceGroupName: "rg.") { name } } }`,
    'resourceGroupName',
  ],
  ['an account name that climbs', `{ fileStorage { account(${SCOPE}, accountName: "..") { name } } }`, 'accountName'],
  [
    'a pool name with a slash',
    `{ fileStorage { capacityPool(${SCOPE}, accountName: "a", poolName: "p/q") { name } } }`,
    'poolName',
  ],
  [
    'a volume name with a query',
    `{ fileStorage { volume(${SCOPE}, accountName: "a", poolName: "p", volumeName: "v?x=1") { name } } }`,
    'volumeName',
  ],
  [
    'a location that is not a region',
    `{ fileStorage { checkNameAvailability(subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", location: "West Europe", input: { name: "x", resourceGroupName: "rg", type: ACCOUNT }) { isAvailable } } }`,
    'location',
  ],
  [
    'a file path starting with a digit',
    `{ fileStorage { checkFilePathAvailability(subscriptionId: "${FILE_STORAGE_SUBSCRIPTION}", location: "westeurope", input: { filePath: "1abc", resourceGroupName: "rg" }) { isAvailable } } }`,
    'input.filePath',
  ],
])('%s', async (_label, query, argument) => {
  const result = await harness.query(query);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  expect(harness.sandbox.service('fileStorage').recorder.count()).toBe(0);
});
