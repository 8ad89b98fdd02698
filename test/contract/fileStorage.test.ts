// File storage (Azure NetApp Files 2019-05-01, spec D) against bodies generated from the spec, under the real
// API's names (the contract upstream answers the spec's paths only).
import { describeContract } from './support/contract.js';
import type { ContractRequest } from './support/upstream.js';

const SUBSCRIPTION = '5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31';
const ACCOUNTS =
  '/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.NetApp/netAppAccounts';
const ACCOUNT = `${ACCOUNTS}/{accountName}`;
const POOL = `${ACCOUNT}/capacityPools/{poolName}`;
const VOLUME = `${POOL}/volumes/{volumeName}`;
const LOCATION = `/subscriptions/{subscriptionId}/providers/Microsoft.NetApp/locations/{location}`;

const SCOPE = `subscriptionId: "${SUBSCRIPTION}", resourceGroupName: "storage-rg"`;
const IN_ACCOUNT = `${SCOPE}, accountName: "contoso-files"`;
const IN_POOL = `${IN_ACCOUNT}, poolName: "premium-pool"`;
const IN_VOLUME = `${IN_POOL}, volumeName: "home"`;

const COMMON = {
  service: 'fileStorage',
  spec: 'D-azure-netapp.yaml',
  env: {
    FILE_STORAGE_TOKEN: 'contract-token',
    FILE_STORAGE_PROVIDER_PATH: 'Microsoft.NetApp/netAppAccounts',
    // The long-array volume list is 12 MB: on a loaded CI machine the reads after it may queue behind its parsing,
    // long enough for the upstream to close an idle keep-alive socket as it is reused. These tests are about shapes,
    // not timing: a longer timeout, and the retries of idempotent reads the gateway makes in production.
    FILE_STORAGE_TIMEOUT_MS: '60000',
    FILE_STORAGE_RETRIES: '2',
  },
  authorize: (request: ContractRequest) =>
    request.headers.authorization === 'Bearer contract-token' && request.query.get('api-version') === '2019-05-01',
} as const;

describeContract({
  ...COMMON,
  // The one refusal of a spec-valid answer kept (docs/services/fileStorage.md); any other fails the suite.
  allowedRefusals: [
    {
      name: 'availability-unknown',
      reason: 'invalid-response',
      detail: 'an availability answer says neither isAvailable nor a reason',
      why:
        'the spec requires nothing of an availability answer; one with neither isAvailable nor a reason says ' +
        'nothing about availability, and a null would read as unknown or be taken for "no"',
    },
  ],
  operations: [
    'GET /providers/Microsoft.NetApp/operations',
    `POST ${LOCATION}/checkNameAvailability`,
    `POST ${LOCATION}/checkFilePathAvailability`,
    `GET ${ACCOUNTS}`,
    `GET ${ACCOUNT}`,
    `GET ${ACCOUNT}/capacityPools`,
    `GET ${POOL}`,
    `GET ${POOL}/volumes`,
    `GET ${VOLUME}`,
    `GET ${VOLUME}/snapshots`,
    `GET ${VOLUME}/snapshots/{snapshotName}`,
    `GET ${VOLUME}/mountTargets`,
  ],
  // One level below each entry reaches every field (each level of the tree is also an entry) and keeps long-array
  // bodies from fanning out to 30^n upstream calls.
  depth: 1,
  entries: [
    { field: 'fileStorage.operations' },
    { field: 'fileStorage.accounts', args: `(${SCOPE})` },
    { field: 'fileStorage.account', args: `(${IN_ACCOUNT})` },
    { field: 'fileStorage.capacityPool', args: `(${IN_POOL})` },
    { field: 'fileStorage.volumes', args: `(${IN_POOL})` },
    { field: 'fileStorage.volume', args: `(${IN_VOLUME})` },
    { field: 'fileStorage.snapshots', args: `(${IN_VOLUME})` },
    { field: 'fileStorage.snapshot', args: `(${IN_VOLUME}, snapshotName: "daily-1")` },
    { field: 'fileStorage.mountTargets', args: `(${IN_VOLUME})` },
    {
      field: 'fileStorage.checkNameAvailability',
      refusal: 'an availability answer with neither isAvailable nor a reason says nothing about availability',
      args: `(subscriptionId: "${SUBSCRIPTION}", location: "westeurope", input: { name: "pool-2", resourceGroupName: "storage-rg", type: CAPACITY_POOL })`,
    },
    {
      field: 'fileStorage.checkFilePathAvailability',
      refusal: 'an availability answer with neither isAvailable nor a reason says nothing about availability',
      args: `(subscriptionId: "${SUBSCRIPTION}", location: "westeurope", input: { filePath: "home-dirs", resourceGroupName: "storage-rg" })`,
    },
  ],
});

// The pools of an account on their own, without their volumes: a spec-valid volume list of 30 volumes, each with 30
// lists of 30 mount targets, is 12 MB, and reading it below each of 30 pools would only measure JSON parsing. The
// pools' volumes are queried above (capacityPool.volumes, and the volumes entry).
describeContract({
  ...COMMON,
  operations: [`GET ${ACCOUNT}/capacityPools`],
  depth: 0,
  entries: [{ field: 'fileStorage.capacityPools', args: `(${IN_ACCOUNT})` }],
});
