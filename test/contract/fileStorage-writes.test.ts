// File storage writes (Azure NetApp Files 2019-05-01, spec D) against bodies generated from the spec: every create,
// update and delete the gateway calls, under the real API's names. The long-running ones (the spec's
// `x-ms-long-running-operation`) also name an operation to follow, as ARM does: `Azure-AsyncOperation` on a PUT,
// `Location` on a DELETE, on the upstream's own operation path. Following it is not a spec operation; the sandbox
// tests (test/fileStorage) cover it.
import { describeContract, type ContractEntry } from './support/contract.js';

const SUBSCRIPTION = '5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31';
const ACCOUNT =
  '/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Microsoft.NetApp/netAppAccounts/{accountName}';
const POOL = `${ACCOUNT}/capacityPools/{poolName}`;
const VOLUME = `${POOL}/volumes/{volumeName}`;
const SNAPSHOT = `${VOLUME}/snapshots/{snapshotName}`;

const IN_ACCOUNT = `subscriptionId: "${SUBSCRIPTION}", resourceGroupName: "storage-rg", accountName: "contoso-files"`;
const IN_POOL = `${IN_ACCOUNT}, poolName: "premium-pool"`;
const IN_VOLUME = `${IN_POOL}, volumeName: "home"`;
const IN_SNAPSHOT = `${IN_VOLUME}, snapshotName: "daily-1"`;
const SUBNET = `/subscriptions/${SUBSCRIPTION}/resourceGroups/storage-rg/providers/Microsoft.Network/virtualNetworks/vnet/subnets/netapp`;
const TAGS = 'tags: [{ name: "team", value: "data" }]';

const entries: ContractEntry[] = [
  ['createFileStorageAccount', `(${IN_ACCOUNT}, input: { location: "westeurope", ${TAGS} })`],
  ['updateFileStorageAccount', `(${IN_ACCOUNT}, input: { ${TAGS} })`],
  ['deleteFileStorageAccount', `(${IN_ACCOUNT})`],
  [
    'createFileStorageCapacityPool',
    `(${IN_POOL}, input: { location: "westeurope", serviceLevel: PREMIUM, size: 4398046511104 })`,
  ],
  ['updateFileStorageCapacityPool', `(${IN_POOL}, input: { size: 8796093022208 })`],
  ['deleteFileStorageCapacityPool', `(${IN_POOL})`],
  [
    'createFileStorageVolume',
    `(${IN_VOLUME}, input: { location: "westeurope", creationToken: "home-dirs", usageThreshold: 107374182400,
      subnetId: "${SUBNET}", protocolTypes: [NFSV3], exportPolicyRules: [{ ruleIndex: 1, allowedClients: "10.0.0.0/24", nfsv3: true }] })`,
  ],
  ['updateFileStorageVolume', `(${IN_VOLUME}, input: { usageThreshold: 214748364800, serviceLevel: ULTRA })`],
  ['deleteFileStorageVolume', `(${IN_VOLUME})`],
  ['createFileStorageSnapshot', `(${IN_SNAPSHOT}, input: { location: "westeurope" })`],
  ['updateFileStorageSnapshot', `(${IN_SNAPSHOT}, input: { ${TAGS} })`],
  ['deleteFileStorageSnapshot', `(${IN_SNAPSHOT})`],
].map(([field, args]) => ({ field: field!, args, mutation: true }));

const LONG_RUNNING = new Set([
  `PUT ${ACCOUNT}`,
  `DELETE ${ACCOUNT}`,
  `PUT ${POOL}`,
  `DELETE ${POOL}`,
  `PUT ${VOLUME}`,
  `DELETE ${VOLUME}`,
  `PUT ${SNAPSHOT}`,
  `DELETE ${SNAPSHOT}`,
]);

describeContract({
  service: 'fileStorage',
  spec: 'D-azure-netapp.yaml',
  env: { FILE_STORAGE_TOKEN: 'contract-token', FILE_STORAGE_PROVIDER_PATH: 'Microsoft.NetApp/netAppAccounts' },
  authorize: (request) =>
    request.headers.authorization === 'Bearer contract-token' && request.query.get('api-version') === '2019-05-01',
  operations: [...LONG_RUNNING, `PATCH ${ACCOUNT}`, `PATCH ${POOL}`, `PATCH ${VOLUME}`, `PATCH ${SNAPSHOT}`],
  reply: ({ operation, generated, request, spec }) => {
    if (!LONG_RUNNING.has(`${operation.method} ${operation.path}`)) return undefined;
    const url =
      `http://${request.headers.host}${spec.basePath}/subscriptions/${SUBSCRIPTION}/providers/Microsoft.NetApp` +
      `/locations/westeurope/operationResults/op-1?api-version=2019-05-01`;
    const header = operation.method === 'PUT' ? 'azure-asyncoperation' : 'location';
    return { status: operation.status, body: generated, headers: { [header]: url } };
  },
  // One level below each payload: the resource's own fields and its nested lists (export rules, tags).
  depth: 2,
  entries,
});
