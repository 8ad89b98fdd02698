// Query.fileStorage: the 10 reads and 2 availability checks of the file storage provider, and the traversal
// account -> capacityPools -> volumes -> snapshots / mountTargets, each level resolved from its parent's id.
import { z } from 'zod';
import { parseResourceId, type ArmResource } from '../datasources/azure.js';
import type { AccountKey, PoolKey, VolumeKey } from '../datasources/fileStorage.js';
import { UpstreamError } from '../datasources/errors.js';
import { locationArg, resourceGroupArg, subscriptionIdArg } from '../schema/azure.js';
import { builder } from '../schema/builder.js';
import {
  Availability,
  CapacityPool,
  FileStorageAccount,
  FileStorageOperation,
  FileStorageQuery,
  FileStorageResourceType,
  MountTarget,
  Snapshot,
  Volume,
} from '../schema/fileStorage.js';

/** NetApp resource names: a letter or digit, then up to 63 letters, digits, `-` or `_`. */
const resourceNameArg = z
  .string()
  .regex(
    /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,63}$/,
    'must be 1 to 64 letters, digits, - or _, starting with a letter or digit',
  );
/** A volume's file path (creation token): starts with a letter, then letters, digits and `-`, at most 80. */
const filePathArg = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9-]{0,79}$/, 'must start with a letter and use only letters, digits and -');

/** Child resource types below an account, in order; the account's own type is whatever the provider path says. */
const CHILD_TYPES = ['capacitypools', 'volumes'];

/**
 * The names of a resource and its parents, parsed from its id: [account, pool?, volume?]. An id that does not
 * have this shape cannot be traversed: the upstream sent something unexpected.
 */
function chainOf(resource: ArmResource, depth: number) {
  const parsed = parseResourceId(resource.id);
  const names = parsed?.resources.slice(0, depth).map(([, name]) => name) ?? [];
  const typesMatch = parsed?.resources
    .slice(1, depth)
    .every(([type], index) => type.toLowerCase() === CHILD_TYPES[index]);
  if (!parsed?.resourceGroupName || names.length < depth || !typesMatch) {
    throw new UpstreamError('fileStorage', 'invalid-response');
  }
  return { subscriptionId: parsed.subscriptionId, resourceGroupName: parsed.resourceGroupName, names };
}
function accountKey(resource: ArmResource): AccountKey {
  const { names, ...scope } = chainOf(resource, 1);
  return { ...scope, accountName: names[0]! };
}
function poolKey(resource: ArmResource): PoolKey {
  const { names, ...scope } = chainOf(resource, 2);
  return { ...scope, accountName: names[0]!, poolName: names[1]! };
}
function volumeKey(resource: ArmResource): VolumeKey {
  const { names, ...scope } = chainOf(resource, 3);
  return { ...scope, accountName: names[0]!, poolName: names[1]!, volumeName: names[2]! };
}

builder.objectFields(FileStorageAccount, (t) => ({
  capacityPools: t.field({
    type: [CapacityPool],
    description: "The account's capacity pools.",
    resolve: (account, _args, { dataSources }) => dataSources.fileStorage.listCapacityPools(accountKey(account)),
  }),
}));

builder.objectFields(CapacityPool, (t) => ({
  volumes: t.field({
    type: [Volume],
    description: "The pool's volumes.",
    resolve: (pool, _args, { dataSources }) => dataSources.fileStorage.listVolumes(poolKey(pool)),
  }),
}));

builder.objectFields(Volume, (t) => ({
  snapshots: t.field({
    type: [Snapshot],
    description: "The volume's snapshots.",
    resolve: (volume, _args, { dataSources }) => dataSources.fileStorage.listSnapshots(volumeKey(volume)),
  }),
  mountTargets: t.field({
    type: [MountTarget],
    description: "The volume's mount targets.",
    resolve: (volume, _args, { dataSources }) => dataSources.fileStorage.listMountTargets(volumeKey(volume)),
  }),
}));

const NameAvailabilityInput = builder.inputType('NameAvailabilityInput', {
  fields: (t) => ({
    name: t.string({ required: true, validate: resourceNameArg }),
    resourceGroupName: t.string({ required: true, validate: resourceGroupArg }),
    type: t.field({ type: FileStorageResourceType, required: true }),
  }),
});

const FilePathAvailabilityInput = builder.inputType('FilePathAvailabilityInput', {
  fields: (t) => ({
    filePath: t.string({ required: true, validate: filePathArg, description: 'The volume creation token to check.' }),
    resourceGroupName: t.string({ required: true, validate: resourceGroupArg }),
  }),
});

builder.objectFields(FileStorageQuery, (t) => {
  const subscriptionId = () => t.arg.string({ required: true, validate: subscriptionIdArg });
  const resourceGroupName = () => t.arg.string({ required: true, validate: resourceGroupArg });
  const named = () => t.arg.string({ required: true, validate: resourceNameArg });
  const accountArgs = () => ({
    subscriptionId: subscriptionId(),
    resourceGroupName: resourceGroupName(),
    accountName: named(),
  });
  const poolArgs = () => ({ ...accountArgs(), poolName: named() });
  const volumeArgs = () => ({ ...poolArgs(), volumeName: named() });

  return {
    operations: t.field({
      type: [FileStorageOperation],
      description: "The resource provider's operations.",
      resolve: (_root, _args, { dataSources }) => dataSources.fileStorage.listOperations(),
    }),
    accounts: t.field({
      type: [FileStorageAccount],
      description: 'The accounts of a resource group.',
      args: { subscriptionId: subscriptionId(), resourceGroupName: resourceGroupName() },
      resolve: (_root, args, { dataSources }) =>
        dataSources.fileStorage.listAccounts(args.subscriptionId, args.resourceGroupName),
    }),
    account: t.field({
      type: FileStorageAccount,
      description: 'One account; null when it does not exist.',
      args: accountArgs(),
      resolve: (_root, args, { dataSources }) => dataSources.fileStorage.getAccount(args),
    }),
    capacityPools: t.field({
      type: [CapacityPool],
      description: 'The capacity pools of an account.',
      args: accountArgs(),
      resolve: (_root, args, { dataSources }) => dataSources.fileStorage.listCapacityPools(args),
    }),
    capacityPool: t.field({
      type: CapacityPool,
      description: 'One capacity pool; null when it does not exist.',
      args: poolArgs(),
      resolve: (_root, args, { dataSources }) => dataSources.fileStorage.getCapacityPool(args),
    }),
    volumes: t.field({
      type: [Volume],
      description: 'The volumes of a capacity pool.',
      args: poolArgs(),
      resolve: (_root, args, { dataSources }) => dataSources.fileStorage.listVolumes(args),
    }),
    volume: t.field({
      type: Volume,
      description: 'One volume; null when it does not exist.',
      args: volumeArgs(),
      resolve: (_root, args, { dataSources }) => dataSources.fileStorage.getVolume(args),
    }),
    snapshots: t.field({
      type: [Snapshot],
      description: 'The snapshots of a volume.',
      args: volumeArgs(),
      resolve: (_root, args, { dataSources }) => dataSources.fileStorage.listSnapshots(args),
    }),
    snapshot: t.field({
      type: Snapshot,
      description: 'One snapshot; null when it does not exist.',
      args: { ...volumeArgs(), snapshotName: named() },
      resolve: (_root, args, { dataSources }) => dataSources.fileStorage.getSnapshot(args),
    }),
    mountTargets: t.field({
      type: [MountTarget],
      description: 'The mount targets of a volume.',
      args: volumeArgs(),
      resolve: (_root, args, { dataSources }) => dataSources.fileStorage.listMountTargets(args),
    }),
    checkNameAvailability: t.field({
      type: Availability,
      description: 'Whether a resource name is free in a resource group (no side effects).',
      args: {
        subscriptionId: subscriptionId(),
        location: t.arg.string({ required: true, validate: locationArg }),
        input: t.arg({ type: NameAvailabilityInput, required: true }),
      },
      resolve: (_root, args, { dataSources }) => {
        const source = dataSources.fileStorage;
        return source.checkNameAvailability(args.subscriptionId, args.location, {
          name: args.input.name,
          resourceGroup: args.input.resourceGroupName,
          type: source.accountType + args.input.type,
        });
      },
    }),
    checkFilePathAvailability: t.field({
      type: Availability,
      description: 'Whether a volume file path (creation token) is free in a location (no side effects).',
      args: {
        subscriptionId: subscriptionId(),
        location: t.arg.string({ required: true, validate: locationArg }),
        input: t.arg({ type: FilePathAvailabilityInput, required: true }),
      },
      resolve: (_root, args, { dataSources }) => {
        const source = dataSources.fileStorage;
        return source.checkFilePathAvailability(args.subscriptionId, args.location, {
          name: args.input.filePath,
          resourceGroup: args.input.resourceGroupName,
          type: `${source.accountType}/capacityPools/volumes`,
        });
      },
    }),
  };
});
