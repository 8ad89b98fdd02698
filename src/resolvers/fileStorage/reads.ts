// Query.fileStorage: the 10 reads and 2 availability checks of the file storage provider, and the traversal
// account -> capacityPools -> volumes -> snapshots / mountTargets, each level resolved from its parent's id.
import { z } from 'zod';
import type { ArmResource } from '../../datasources/azure.js';
import { invalidResponse, required } from '../../http/boundary.js';
import type { AccountKey, AccountScope, PoolKey, VolumeKey } from '../../datasources/fileStorage.js';
import { listItems, locationArg, nameOf, placeOf, resourceGroupArg, subscriptionIdArg } from '../../schema/azure.js';
import { builder } from '../../schema/builder.js';
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
} from '../../schema/fileStorage/types.js';

/** NetApp resource names: a letter or digit, then up to 63 letters, digits, `-` or `_`. */
export const resourceNameArg = z
  .string()
  .regex(
    /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,63}$/,
    'must be 1 to 64 letters, digits, - or _, starting with a letter or digit',
  );
/** A volume's file path (creation token): starts with a letter, then letters, digits and `-`, at most 80. */
export const filePathArg = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9-]{0,79}$/, 'must start with a letter and use only letters, digits and -');

/**
 * Where a resource lives, from the path the gateway read it at (its id and name are optional in the spec), and
 * its own name: the key its children are read with. A record without a name cannot be traversed: an
 * UPSTREAM_ERROR on that field.
 */
function scopeOf(resource: ArmResource): AccountScope & { parents: string[] } {
  const place = placeOf(resource);
  if (!place?.resourceGroupName) throw invalidResponse('fileStorage', 'a resource without a known place');
  return { subscriptionId: place.subscriptionId, resourceGroupName: place.resourceGroupName, parents: place.parents };
}
function accountKey(account: ArmResource): AccountKey {
  const { subscriptionId, resourceGroupName } = scopeOf(account);
  return { subscriptionId, resourceGroupName, accountName: nameOf(account) };
}
function poolKey(pool: ArmResource): PoolKey {
  const { parents, ...scope } = scopeOf(pool);
  return { ...scope, accountName: required('fileStorage', parents[0], 'account'), poolName: nameOf(pool) };
}
function volumeKey(volume: ArmResource): VolumeKey {
  const { parents, ...scope } = scopeOf(volume);
  return {
    ...scope,
    accountName: required('fileStorage', parents[0], 'account'),
    poolName: required('fileStorage', parents[1], 'pool'),
    volumeName: nameOf(volume),
  };
}

/** Lists are `[X]` with nullable items: a record the gateway cannot read is an error at its index. */
const LIST = { nullable: { list: true, items: true } } as const;

builder.objectFields(FileStorageAccount, (t) => ({
  capacityPools: t.field({
    type: [CapacityPool],
    ...LIST,
    description: "The account's capacity pools.",
    resolve: async (account, _args, { dataSources }) =>
      listItems(await dataSources.fileStorage.listCapacityPools(accountKey(account))),
  }),
}));

builder.objectFields(CapacityPool, (t) => ({
  volumes: t.field({
    type: [Volume],
    ...LIST,
    description: "The pool's volumes.",
    resolve: async (pool, _args, { dataSources }) =>
      listItems(await dataSources.fileStorage.listVolumes(poolKey(pool))),
  }),
}));

builder.objectFields(Volume, (t) => ({
  snapshots: t.field({
    type: [Snapshot],
    ...LIST,
    description: "The volume's snapshots.",
    resolve: async (volume, _args, { dataSources }) =>
      listItems(await dataSources.fileStorage.listSnapshots(volumeKey(volume))),
  }),
  mountTargets: t.field({
    type: [MountTarget],
    ...LIST,
    description: "The volume's mount targets.",
    resolve: async (volume, _args, { dataSources }) =>
      listItems(await dataSources.fileStorage.listMountTargets(volumeKey(volume))),
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
      ...LIST,
      description: "The resource provider's operations.",
      resolve: async (_root, _args, { dataSources }) => listItems(await dataSources.fileStorage.listOperations()),
    }),
    accounts: t.field({
      type: [FileStorageAccount],
      ...LIST,
      description: 'The accounts of a resource group.',
      args: { subscriptionId: subscriptionId(), resourceGroupName: resourceGroupName() },
      resolve: async (_root, args, { dataSources }) =>
        listItems(await dataSources.fileStorage.listAccounts(args.subscriptionId, args.resourceGroupName)),
    }),
    account: t.field({
      type: FileStorageAccount,
      description: 'One account; null when it does not exist.',
      args: accountArgs(),
      resolve: (_root, args, { dataSources }) => dataSources.fileStorage.getAccount(args),
    }),
    capacityPools: t.field({
      type: [CapacityPool],
      ...LIST,
      description: 'The capacity pools of an account.',
      args: accountArgs(),
      resolve: async (_root, args, { dataSources }) => listItems(await dataSources.fileStorage.listCapacityPools(args)),
    }),
    capacityPool: t.field({
      type: CapacityPool,
      description: 'One capacity pool; null when it does not exist.',
      args: poolArgs(),
      resolve: (_root, args, { dataSources }) => dataSources.fileStorage.getCapacityPool(args),
    }),
    volumes: t.field({
      type: [Volume],
      ...LIST,
      description: 'The volumes of a capacity pool.',
      args: poolArgs(),
      resolve: async (_root, args, { dataSources }) => listItems(await dataSources.fileStorage.listVolumes(args)),
    }),
    volume: t.field({
      type: Volume,
      description: 'One volume; null when it does not exist.',
      args: volumeArgs(),
      resolve: (_root, args, { dataSources }) => dataSources.fileStorage.getVolume(args),
    }),
    snapshots: t.field({
      type: [Snapshot],
      ...LIST,
      description: 'The snapshots of a volume.',
      args: volumeArgs(),
      resolve: async (_root, args, { dataSources }) => listItems(await dataSources.fileStorage.listSnapshots(args)),
    }),
    snapshot: t.field({
      type: Snapshot,
      description: 'One snapshot; null when it does not exist.',
      args: { ...volumeArgs(), snapshotName: named() },
      resolve: (_root, args, { dataSources }) => dataSources.fileStorage.getSnapshot(args),
    }),
    mountTargets: t.field({
      type: [MountTarget],
      ...LIST,
      description: 'The mount targets of a volume.',
      args: volumeArgs(),
      resolve: async (_root, args, { dataSources }) => listItems(await dataSources.fileStorage.listMountTargets(args)),
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
