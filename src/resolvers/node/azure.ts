// Node identity of the Azure Resource Manager services (file storage, scheduler). The key is the path the
// resource is read at: subscription, resource group, then the names of the resource and its parents, joined by
// `/` (names cannot hold one). It does not depend on the configured provider namespace, so an id stays valid
// when the gateway is switched between the brief's provider path and the real one.
import type { ServiceKey } from '../../config/index.js';
import type { GatewayContext } from '../../context.js';
import { parseResourceId, type ArmResource } from '../../datasources/azure.js';
import { listItems, nameOf, placeOf, resourceGroupArg, subscriptionIdArg } from '../../schema/azure.js';
import { CapacityPool, FileStorageAccount, MountTarget, Snapshot, Volume } from '../../schema/fileStorage/types.js';
import { Job, JobCollection } from '../../schema/scheduler.js';
import { resourceNameArg } from '../fileStorage/reads.js';
import { nameArg } from '../scheduler/inputs.js';
import { identify } from './identify.js';

/** subscription / resource group / names, outermost first; undefined when the resource's place is unknown. */
function armKey(resource: ArmResource): string | undefined {
  const place = placeOf(resource);
  if (place?.resourceGroupName) {
    return [place.subscriptionId, place.resourceGroupName, ...place.parents, nameOf(resource)].join('/');
  }
  const parsed = parseResourceId(resource.id);
  if (!parsed?.resourceGroupName || parsed.resources.length === 0) return undefined;
  return [parsed.subscriptionId, parsed.resourceGroupName, ...parsed.resources.map(([, name]) => name)].join('/');
}

/** The key of a listed record, or undefined for one without a name (that record answers no lookup). */
function ownKey(resource: ArmResource): string | undefined {
  try {
    return armKey(resource);
  } catch {
    return undefined;
  }
}

/** The key split into its parts, when it has the scope and exactly `names` resource names of the right form. */
function keyParts(
  key: string,
  names: number,
  name: { safeParse: (value: unknown) => { success: boolean } },
): KeyParts | undefined {
  const parts = key.split('/');
  if (parts.length !== names + 2) return undefined;
  const [subscriptionId, resourceGroupName, ...rest] = parts as [string, string, ...string[]];
  if (!subscriptionIdArg.safeParse(subscriptionId).success || !resourceGroupArg.safeParse(resourceGroupName).success) {
    return undefined;
  }
  if (!rest.every((part) => name.safeParse(part).success)) return undefined;
  return { subscriptionId, resourceGroupName, names: rest };
}

function armNode<T extends ArmResource>(
  service: ServiceKey,
  depth: number,
  name: typeof resourceNameArg,
  load: (parts: KeyParts, context: GatewayContext) => Promise<T | null>,
) {
  return {
    service,
    key: armKey,
    accepts: (key: string) => keyParts(key, depth, name) !== undefined,
    load: (key: string, context: GatewayContext) => load(keyParts(key, depth, name)!, context),
    upstreamId: false as const,
  };
}

const fs = (context: GatewayContext) => context.dataSources.fileStorage;
interface KeyParts {
  subscriptionId: string;
  resourceGroupName: string;
  names: string[];
}
const account = (p: KeyParts) => ({
  subscriptionId: p.subscriptionId,
  resourceGroupName: p.resourceGroupName,
  accountName: p.names[0]!,
});
const pool = (p: KeyParts) => ({ ...account(p), poolName: p.names[1]! });
const volume = (p: KeyParts) => ({ ...pool(p), volumeName: p.names[2]! });

identify(
  FileStorageAccount,
  armNode('fileStorage', 1, resourceNameArg, (p, c) => fs(c).getAccount(account(p))),
);
identify(
  CapacityPool,
  armNode('fileStorage', 2, resourceNameArg, (p, c) => fs(c).getCapacityPool(pool(p))),
);
identify(
  Volume,
  armNode('fileStorage', 3, resourceNameArg, (p, c) => fs(c).getVolume(volume(p))),
);
identify(
  Snapshot,
  armNode('fileStorage', 4, resourceNameArg, (p, c) => fs(c).getSnapshot({ ...volume(p), snapshotName: p.names[3]! })),
);
identify(
  MountTarget,
  // The spec has no lookup of one mount target: it is found in its volume's (bounded, unpaged) list.
  armNode('fileStorage', 4, resourceNameArg, async (p, c) => {
    const targets = listItems(await fs(c).listMountTargets(volume(p)));
    return targets.find((target) => ownKey(target)?.split('/')[5] === p.names[3]) ?? null;
  }),
);

identify(
  JobCollection,
  armNode('scheduler', 1, nameArg, (p, c) =>
    c.dataSources.scheduler.getJobCollection({
      subscriptionId: p.subscriptionId,
      resourceGroupName: p.resourceGroupName,
      jobCollectionName: p.names[0]!,
    }),
  ),
);
identify(
  Job,
  armNode('scheduler', 2, nameArg, (p, c) =>
    c.dataSources.scheduler.getJob({
      subscriptionId: p.subscriptionId,
      resourceGroupName: p.resourceGroupName,
      jobCollectionName: p.names[0]!,
      jobName: p.names[1]!,
    }),
  ),
);
