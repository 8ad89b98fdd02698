// Sandbox of the file storage resource provider (Azure NetApp Files 2019-05-01, spec D): a seeded tree of accounts,
// capacity pools, volumes, snapshots and mount targets under the configured provider path, the two availability
// checks, and the writes as long-running operations (writes.ts).
import type { FastifyRequest } from 'fastify';
import type { SandboxDefinition } from '../framework.js';
import { armGuard, badRequest, body, notFound, type ArmError } from '../azure.js';
import { registerFileStorageWrites, type Resource } from './writes.js';

export const FILE_STORAGE_DEMO_TOKEN = 'sandbox-file-storage-token';
export const FILE_STORAGE_SUBSCRIPTION = '5f3c9a2e-7d41-4b8e-9c07-2a6e1f0d8b31';

interface SeedVolume {
  name: string;
  creationToken: string;
  usageGiB: number;
  protocols: string[];
  snapshots: string[];
  ip: string;
}
interface SeedPool {
  name: string;
  serviceLevel: string;
  sizeTiB: number;
  volumes: SeedVolume[];
}
interface SeedAccount {
  resourceGroup: string;
  name: string;
  location: string;
  pools: SeedPool[];
}

const GiB = 1024 ** 3;
const TiB = 1024 ** 4;

const SEED: SeedAccount[] = [
  {
    resourceGroup: 'storage-rg',
    name: 'contoso-files',
    location: 'westeurope',
    pools: [
      {
        name: 'premium-pool',
        serviceLevel: 'Premium',
        sizeTiB: 4,
        volumes: [
          {
            name: 'home',
            creationToken: 'home-directories',
            usageGiB: 500,
            protocols: ['NFSv3'],
            snapshots: ['home-daily-1', 'home-daily-2'],
            ip: '10.0.1.4',
          },
          {
            name: 'builds',
            creationToken: 'build-artifacts',
            usageGiB: 1024,
            protocols: ['NFSv4.1'],
            snapshots: ['builds-weekly'],
            ip: '10.0.1.5',
          },
        ],
      },
      {
        name: 'standard-pool',
        serviceLevel: 'Standard',
        sizeTiB: 8,
        volumes: [
          {
            name: 'archive',
            creationToken: 'long-term-archive',
            usageGiB: 4096,
            protocols: ['NFSv3'],
            snapshots: [],
            ip: '10.0.2.4',
          },
        ],
      },
    ],
  },
  {
    resourceGroup: 'storage-rg',
    name: 'fabrikam-files',
    location: 'northeurope',
    pools: [
      {
        name: 'ultra-pool',
        serviceLevel: 'Ultra',
        sizeTiB: 4,
        volumes: [
          {
            name: 'scratch',
            creationToken: 'hpc-scratch-space',
            usageGiB: 2048,
            protocols: ['NFSv3', 'NFSv4.1'],
            snapshots: ['scratch-before-run'],
            ip: '10.1.0.4',
          },
        ],
      },
    ],
  },
];

/** A stable UUID-shaped id from a text, so the seeded ids never change between runs. */
function stableUuid(text: string): string {
  let hash = 0x811c9dc5;
  const bytes: string[] = [];
  for (let round = 0; round < 4; round += 1) {
    for (const char of `${round}:${text}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    bytes.push(hash.toString(16).padStart(8, '0'));
  }
  const hex = bytes.join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The resources of one sandbox instance, keyed by id in lower case (ARM ids are case-insensitive). */
function seed(providerPath: string): Map<string, Resource> {
  const resources = new Map<string, Resource>();
  const add = (resource: Resource) => resources.set(resource.id.toLowerCase(), resource);
  const succeeded = { provisioningState: 'Succeeded' };
  SEED.forEach((account, accountIndex) => {
    const accountId = `/subscriptions/${FILE_STORAGE_SUBSCRIPTION}/resourceGroups/${account.resourceGroup}/providers/${providerPath}/${account.name}`;
    add({
      id: accountId,
      name: account.name,
      type: providerPath,
      location: account.location,
      tags: { environment: accountIndex === 0 ? 'production' : 'research' },
      properties: { ...succeeded, activeDirectories: [] },
    });
    for (const pool of account.pools) {
      const poolId = `${accountId}/capacityPools/${pool.name}`;
      add({
        id: poolId,
        name: `${account.name}/${pool.name}`,
        type: `${providerPath}/capacityPools`,
        location: account.location,
        properties: {
          ...succeeded,
          poolId: stableUuid(poolId),
          serviceLevel: pool.serviceLevel,
          size: pool.sizeTiB * TiB,
        },
      });
      for (const volume of pool.volumes) {
        const volumeId = `${poolId}/volumes/${volume.name}`;
        const fileSystemId = stableUuid(volumeId);
        add({
          id: volumeId,
          name: `${account.name}/${pool.name}/${volume.name}`,
          type: `${providerPath}/capacityPools/volumes`,
          location: account.location,
          properties: {
            ...succeeded,
            fileSystemId,
            creationToken: volume.creationToken,
            serviceLevel: pool.serviceLevel,
            usageThreshold: volume.usageGiB * GiB,
            protocolTypes: volume.protocols,
            subnetId: `/subscriptions/${FILE_STORAGE_SUBSCRIPTION}/resourceGroups/${account.resourceGroup}/providers/Microsoft.Network/virtualNetworks/${account.name}-vnet/subnets/netapp`,
            baremetalTenantId: stableUuid(`tenant:${account.name}`),
            exportPolicy: {
              rules: [
                {
                  ruleIndex: 1,
                  allowedClients: volume.ip.replace(/\.\d+$/, '.0/24'),
                  unixReadOnly: false,
                  unixReadWrite: true,
                  cifs: false,
                  nfsv3: volume.protocols.includes('NFSv3'),
                  nfsv4: volume.protocols.includes('NFSv4.1'),
                },
              ],
            },
          },
        });
        volume.snapshots.forEach((snapshot, snapshotIndex) => {
          const snapshotId = `${volumeId}/snapshots/${snapshot}`;
          add({
            id: snapshotId,
            name: `${account.name}/${pool.name}/${volume.name}/${snapshot}`,
            type: `${providerPath}/capacityPools/volumes/snapshots`,
            location: account.location,
            properties: {
              ...succeeded,
              snapshotId: stableUuid(snapshotId),
              fileSystemId,
              creationDate: new Date(Date.UTC(2026, 0, 10 + snapshotIndex, 2, 0, 0)).toISOString(),
            },
          });
        });
        const mountTargetId = `${volumeId}/mountTargets/${fileSystemId}`;
        add({
          id: mountTargetId,
          name: `${account.name}/${pool.name}/${volume.name}/${fileSystemId}`,
          type: `${providerPath}/capacityPools/volumes/mountTargets`,
          location: account.location,
          properties: {
            ...succeeded,
            mountTargetId: stableUuid(mountTargetId),
            fileSystemId,
            ipAddress: volume.ip,
            subnet: volume.ip.replace(/\.\d+$/, '.0/24'),
            netmask: '255.255.255.0',
            gateway: volume.ip.replace(/\.\d+$/, '.1'),
            startIp: volume.ip.replace(/\.\d+$/, '.4'),
            endIp: volume.ip.replace(/\.\d+$/, '.254'),
            smbServerFqdn: `${volume.name}.${account.name}.example.net`,
          },
        });
      }
    }
  });
  return resources;
}

type Params = Record<string, string>;

export const fileStorageSandbox: SandboxDefinition = {
  key: 'fileStorage',
  basePath: '',
  demo: { secret: FILE_STORAGE_DEMO_TOKEN },
  register(app, { settings }) {
    const providerPath = settings.fileStorage.providerPath;
    const [namespace = providerPath] = providerPath.split('/');
    const resources = seed(providerPath);
    armGuard(app, {
      token: settings.services.fileStorage.credential.secret ?? FILE_STORAGE_DEMO_TOKEN,
      apiVersion: settings.fileStorage.apiVersion,
    });

    const idOf = (request: FastifyRequest) => decodeURIComponent(request.url.split('?')[0] ?? '');
    const find = (id: string): Resource | ArmError => resources.get(id.toLowerCase()) ?? notFound(id);
    /** Direct children of `parentId` of one type, after checking the parent exists. */
    const children = (parentId: string, childType: string) => {
      const parent = find(parentId);
      if (parent instanceof Error) throw parent;
      const prefix = `${parentId}/${childType}/`.toLowerCase();
      const value = [...resources.values()].filter((resource) => {
        const id = resource.id.toLowerCase();
        // A snapshot is listed once it is provisioned.
        if (childType === 'snapshots' && resource.properties.provisioningState === 'Creating') return false;
        return id.startsWith(prefix) && !id.slice(prefix.length).includes('/');
      });
      return { value };
    };
    const one = (request: FastifyRequest) => {
      const found = find(idOf(request));
      if (found instanceof Error) throw found;
      return found;
    };
    const parentOf = (request: FastifyRequest) => idOf(request).replace(/\/[^/]+$/, '');

    const accounts = `/subscriptions/:subscriptionId/resourceGroups/:resourceGroupName/providers/${providerPath}`;
    const account = `${accounts}/:accountName`;
    const pool = `${account}/capacityPools/:poolName`;
    const volume = `${pool}/volumes/:volumeName`;

    app.get(`/providers/${namespace}/operations`, async () => ({
      value: [
        ['read', 'Accounts', 'Read an account'],
        ['write', 'Accounts', 'Create or update an account'],
        ['delete', 'Accounts', 'Delete an account'],
        ['capacityPools/read', 'Capacity pools', 'Read a capacity pool'],
        ['capacityPools/volumes/read', 'Volumes', 'Read a volume'],
        ['capacityPools/volumes/snapshots/read', 'Snapshots', 'Read a snapshot'],
        ['capacityPools/volumes/mountTargets/read', 'Mount targets', 'Read a mount target'],
      ].map(([operation, resource, description]) => ({
        name: `${providerPath}/${operation}`,
        origin: 'user,system',
        display: { provider: namespace, resource, operation: description, description },
      })),
    }));
    app.get(accounts, async (request) => {
      const { subscriptionId, resourceGroupName } = request.params as Params;
      const prefix = `/subscriptions/${subscriptionId}/resourceGroups/${resourceGroupName}/providers/${providerPath}/`;
      const value = [...resources.values()].filter((resource) => {
        const id = resource.id.toLowerCase();
        return id.startsWith(prefix.toLowerCase()) && !id.slice(prefix.length).includes('/');
      });
      return { value };
    });
    app.get(account, async (request) => one(request));
    app.get(`${account}/capacityPools`, async (request) => children(parentOf(request), 'capacityPools'));
    app.get(pool, async (request) => one(request));
    app.get(`${pool}/volumes`, async (request) => children(parentOf(request), 'volumes'));
    app.get(volume, async (request) => one(request));
    app.get(`${volume}/snapshots`, async (request) => children(parentOf(request), 'snapshots'));
    app.get(`${volume}/snapshots/:snapshotName`, async (request) => one(request));
    app.get(`${volume}/mountTargets`, async (request) => children(parentOf(request), 'mountTargets'));

    const availabilityRequest = (request: FastifyRequest) => {
      const input = body<{ name: string; type: string; resourceGroup: string }>(request);
      for (const field of ['name', 'type', 'resourceGroup'] as const) {
        if (typeof input[field] !== 'string' || !input[field]) throw badRequest(`The property ${field} is required.`);
      }
      return input as { name: string; type: string; resourceGroup: string };
    };
    const types = ['', '/capacityPools', '/capacityPools/volumes', '/capacityPools/volumes/snapshots'].map((suffix) =>
      `${providerPath}${suffix}`.toLowerCase(),
    );
    app.post(
      `/subscriptions/:subscriptionId/providers/${namespace}/locations/:location/checkNameAvailability`,
      async (request) => {
        const { subscriptionId } = request.params as Params;
        const input = availabilityRequest(request);
        if (!types.includes(input.type.toLowerCase())) throw badRequest(`The type ${input.type} is not supported.`);
        if (!/^[a-zA-Z0-9][a-zA-Z0-9_-]{0,63}$/.test(input.name)) {
          return { isAvailable: false, reason: 'Invalid', message: 'Names are 1 to 64 letters, digits, _ or -.' };
        }
        const taken = [...resources.values()].some(
          (resource) =>
            resource.type.toLowerCase() === input.type.toLowerCase() &&
            resource.id
              .toLowerCase()
              .startsWith(`/subscriptions/${subscriptionId}/resourcegroups/${input.resourceGroup}/`.toLowerCase()) &&
            resource.id.split('/').pop()?.toLowerCase() === input.name.toLowerCase(),
        );
        return taken
          ? { isAvailable: false, reason: 'AlreadyExists', message: `The name ${input.name} is already in use.` }
          : { isAvailable: true };
      },
    );
    app.post(
      `/subscriptions/:subscriptionId/providers/${namespace}/locations/:location/checkFilePathAvailability`,
      async (request) => {
        const { subscriptionId, location } = request.params as Params;
        const input = availabilityRequest(request);
        if (!/^[a-zA-Z][a-zA-Z0-9-]{0,79}$/.test(input.name)) {
          return {
            isAvailable: false,
            reason: 'Invalid',
            message: 'A file path starts with a letter: letters, digits and -.',
          };
        }
        const taken = [...resources.values()].some(
          (resource) =>
            resource.id.toLowerCase().startsWith(`/subscriptions/${subscriptionId}/`.toLowerCase()) &&
            resource.location === location &&
            resource.properties.creationToken === input.name,
        );
        return taken
          ? { isAvailable: false, reason: 'AlreadyExists', message: `The file path ${input.name} is already in use.` }
          : { isAvailable: true };
      },
    );
    registerFileStorageWrites(app, {
      resources,
      providerPath,
      namespace,
      apiVersion: settings.fileStorage.apiVersion,
      stableUuid,
    });
  },
};
