// File storage resource provider (Azure NetApp Files 2019-05-01, spec D): accounts -> capacity pools -> volumes ->
// snapshots / mount targets. The provider path is configurable: `Provider.FileStorage/fileStorageAccounts` (the
// brief) or `Microsoft.NetApp/netAppAccounts` (the real API).
import type * as Upstream from '@gateway/upstream-types/overlays/fileStorage';
import type { UpstreamCredential } from '../auth/credentials.js';
import type { FileStorageSettings } from '../config/index.js';
import { AzureDataSource, type ArmItem, type ArmPlace, type ArmResource, type ArmWriteResult } from './azure.js';
import type { UpstreamClient } from '../http/client.js';
import { path } from './paths.js';

// The upstream's resources: generated from the spec, with the overlay of what ARM really sends, plus where the
// gateway read each one (ArmResource's place).
export type ActiveDirectoryDto = Upstream.ActiveDirectory;
export type ExportPolicyRuleDto = Upstream.ExportPolicyRule;
export type AccountDto = Upstream.Account & ArmResource;
export type CapacityPoolDto = Upstream.CapacityPool & ArmResource;
export type VolumeDto = Upstream.Volume & ArmResource;
export type SnapshotDto = Upstream.Snapshot & ArmResource;
export type MountTargetDto = Upstream.MountTarget & ArmResource;
export type ProviderOperationDto = Upstream.ProviderOperation;

/** Its `type` is the full resource type, e.g. `Provider.FileStorage/fileStorageAccounts/capacityPools`. */
export type AvailabilityRequest = Upstream.NameAvailabilityRequest;

export type AvailabilityDto = Upstream.NameAvailability;

/** The resource group accounts live in. */
export interface AccountScope {
  subscriptionId: string;
  resourceGroupName: string;
}
/** Where an account lives: the identity every child level is resolved from. */
export interface AccountKey extends AccountScope {
  accountName: string;
}
export interface PoolKey extends AccountKey {
  poolName: string;
}
export interface VolumeKey extends PoolKey {
  volumeName: string;
}

export interface SnapshotKey extends VolumeKey {
  snapshotName: string;
}

// Request bodies of the writes: the spec's resources (PUT) and `…Patch` definitions (PATCH), as the overlay sends them.
export type AccountBody = Upstream.Account;
export type AccountPatchBody = Upstream.AccountPatch;
export type PoolBody = Upstream.CapacityPool;
export type PoolPatchBody = Upstream.CapacityPoolPatch;
export type VolumeBody = Upstream.NewVolume;
export type VolumePatchBody = Upstream.VolumePatch;
export type SnapshotBody = Upstream.Snapshot;
export type SnapshotPatchBody = Upstream.SnapshotPatch;

export class FileStorageDataSource extends AzureDataSource {
  /** `Provider.FileStorage`: the namespace part of the provider path. */
  readonly providerNamespace: string;
  /** `Provider.FileStorage/fileStorageAccounts` */
  readonly accountType: string;

  /** How a subscription follows a long-running operation. */
  readonly operationSettings: Pick<FileStorageSettings, 'operationPollMs' | 'operationMaxPolls'>;

  constructor(upstream: UpstreamClient, credential: UpstreamCredential | undefined, settings: FileStorageSettings) {
    super(upstream, credential, settings.apiVersion);
    this.operationSettings = {
      operationPollMs: settings.operationPollMs,
      operationMaxPolls: settings.operationMaxPolls,
    };
    this.accountType = settings.providerPath;
    this.providerNamespace = settings.providerPath.split('/')[0] ?? settings.providerPath;
  }

  // The provider path comes from validated configuration (`Namespace.Name/type`), never from a caller.
  private accounts(subscriptionId: string, resourceGroupName: string): string {
    return path`subscriptions/${subscriptionId}/resourceGroups/${resourceGroupName}/providers/` + this.accountType;
  }
  private account(key: AccountKey): string {
    return this.accounts(key.subscriptionId, key.resourceGroupName) + path`/${key.accountName}`;
  }
  private pool(key: PoolKey): string {
    return this.account(key) + path`/capacityPools/${key.poolName}`;
  }
  private volume(key: VolumeKey): string {
    return this.pool(key) + path`/volumes/${key.volumeName}`;
  }

  /** Where the children of `names` (account, pool, volume, outermost first) live, from the request path. */
  private place(scope: AccountScope, names: string[], childType: string, name?: string): ArmPlace {
    const types = ['capacityPools', 'volumes'];
    let listId = `/subscriptions/${scope.subscriptionId}/resourceGroups/${scope.resourceGroupName}/providers/${this.accountType}`;
    names.forEach((parent, index) => {
      listId += `/${parent}` + (index < names.length - 1 ? `/${types[index]}` : '');
    });
    if (names.length) listId += `/${childType}`;
    return { service: 'fileStorage', ...scope, parents: names, listId, ...(name === undefined ? {} : { name }) };
  }

  async listOperations(): Promise<Array<ArmItem<ProviderOperationDto>>> {
    return this.readAll<ProviderOperationDto>(`providers/${this.providerNamespace}/operations`);
  }

  listAccounts(subscriptionId: string, resourceGroupName: string): Promise<Array<ArmItem<AccountDto>>> {
    return this.readAll<AccountDto>(
      this.accounts(subscriptionId, resourceGroupName),
      this.place({ subscriptionId, resourceGroupName }, [], ''),
    );
  }

  getAccount(key: AccountKey): Promise<AccountDto | null> {
    return this.readOne<AccountDto>(this.account(key), this.place(key, [], '', key.accountName));
  }

  listCapacityPools(key: AccountKey): Promise<Array<ArmItem<CapacityPoolDto>>> {
    return this.readAll<CapacityPoolDto>(
      this.account(key) + '/capacityPools',
      this.place(key, [key.accountName], 'capacityPools'),
    );
  }

  getCapacityPool(key: PoolKey): Promise<CapacityPoolDto | null> {
    return this.readOne<CapacityPoolDto>(
      this.pool(key),
      this.place(key, [key.accountName], 'capacityPools', key.poolName),
    );
  }

  listVolumes(key: PoolKey): Promise<Array<ArmItem<VolumeDto>>> {
    return this.readAll<VolumeDto>(
      this.pool(key) + '/volumes',
      this.place(key, [key.accountName, key.poolName], 'volumes'),
    );
  }

  getVolume(key: VolumeKey): Promise<VolumeDto | null> {
    return this.readOne<VolumeDto>(
      this.volume(key),
      this.place(key, [key.accountName, key.poolName], 'volumes', key.volumeName),
    );
  }

  listSnapshots(key: VolumeKey): Promise<Array<ArmItem<SnapshotDto>>> {
    return this.readAll<SnapshotDto>(
      this.volume(key) + '/snapshots',
      this.place(key, [key.accountName, key.poolName, key.volumeName], 'snapshots'),
    );
  }

  getSnapshot(key: VolumeKey & { snapshotName: string }): Promise<SnapshotDto | null> {
    return this.readOne<SnapshotDto>(
      this.volume(key) + path`/snapshots/${key.snapshotName}`,
      this.place(key, [key.accountName, key.poolName, key.volumeName], 'snapshots', key.snapshotName),
    );
  }

  listMountTargets(key: VolumeKey): Promise<Array<ArmItem<MountTargetDto>>> {
    return this.readAll<MountTargetDto>(
      this.volume(key) + '/mountTargets',
      this.place(key, [key.accountName, key.poolName, key.volumeName], 'mountTargets'),
    );
  }

  /** Side-effect free, but a POST: not cached. */
  checkNameAvailability(subscriptionId: string, location: string, request: AvailabilityRequest) {
    return this.writeObject<AvailabilityDto>(this.locationPath(subscriptionId, location, 'checkNameAvailability'), {
      json: request,
    });
  }

  checkFilePathAvailability(subscriptionId: string, location: string, request: AvailabilityRequest) {
    return this.writeObject<AvailabilityDto>(this.locationPath(subscriptionId, location, 'checkFilePathAvailability'), {
      json: request,
    });
  }

  private locationPath(subscriptionId: string, location: string, action: string): string {
    return (
      path`subscriptions/${subscriptionId}/providers/` + this.providerNamespace + path`/locations/${location}/` + action
    );
  }

  // Writes. Creates and deletes are ARM long-running operations; PUT and DELETE are idempotent (retried on
  // 502/503/504), PATCH is not.

  /**
   * `.../locations/{location}/operationResults/{id}` (or `/operations/{id}`) of this provider. Public: an operation
   * id naming any other path is refused before a call.
   */
  override isOperationPath(candidate: string): boolean {
    const segments = candidate.split('/');
    return (
      segments.length === 8 &&
      segments[0]?.toLowerCase() === 'subscriptions' &&
      segments[2]?.toLowerCase() === 'providers' &&
      segments[3]?.toLowerCase() === this.providerNamespace.toLowerCase() &&
      segments[4]?.toLowerCase() === 'locations' &&
      ['operationresults', 'operations'].includes(segments[6]?.toLowerCase() ?? '') &&
      segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..')
    );
  }

  putAccount(key: AccountKey, body: AccountBody): Promise<ArmWriteResult<AccountDto>> {
    return this.writeLongRunning('PUT', this.account(key), this.place(key, [], '', key.accountName), { json: body });
  }
  patchAccount(key: AccountKey, body: AccountPatchBody): Promise<ArmWriteResult<AccountDto>> {
    return this.writeLongRunning('PATCH', this.account(key), this.place(key, [], '', key.accountName), { json: body });
  }
  deleteAccount(key: AccountKey): Promise<ArmWriteResult<AccountDto>> {
    return this.writeLongRunning('DELETE', this.account(key), this.place(key, [], '', key.accountName));
  }

  putCapacityPool(key: PoolKey, body: PoolBody): Promise<ArmWriteResult<CapacityPoolDto>> {
    return this.writeLongRunning('PUT', this.pool(key), this.poolPlace(key), { json: body });
  }
  patchCapacityPool(key: PoolKey, body: PoolPatchBody): Promise<ArmWriteResult<CapacityPoolDto>> {
    return this.writeLongRunning('PATCH', this.pool(key), this.poolPlace(key), { json: body });
  }
  deleteCapacityPool(key: PoolKey): Promise<ArmWriteResult<CapacityPoolDto>> {
    return this.writeLongRunning('DELETE', this.pool(key), this.poolPlace(key));
  }

  putVolume(key: VolumeKey, body: VolumeBody): Promise<ArmWriteResult<VolumeDto>> {
    return this.writeLongRunning('PUT', this.volume(key), this.volumePlace(key), { json: body });
  }
  patchVolume(key: VolumeKey, body: VolumePatchBody): Promise<ArmWriteResult<VolumeDto>> {
    return this.writeLongRunning('PATCH', this.volume(key), this.volumePlace(key), { json: body });
  }
  deleteVolume(key: VolumeKey): Promise<ArmWriteResult<VolumeDto>> {
    return this.writeLongRunning('DELETE', this.volume(key), this.volumePlace(key));
  }

  putSnapshot(key: SnapshotKey, body: SnapshotBody): Promise<ArmWriteResult<SnapshotDto>> {
    return this.writeLongRunning('PUT', this.snapshot(key), this.snapshotPlace(key), { json: body });
  }
  patchSnapshot(key: SnapshotKey, body: SnapshotPatchBody): Promise<ArmWriteResult<SnapshotDto>> {
    return this.writeLongRunning('PATCH', this.snapshot(key), this.snapshotPlace(key), { json: body });
  }
  deleteSnapshot(key: SnapshotKey): Promise<ArmWriteResult<SnapshotDto>> {
    return this.writeLongRunning('DELETE', this.snapshot(key), this.snapshotPlace(key));
  }

  private snapshot(key: SnapshotKey): string {
    return this.volume(key) + path`/snapshots/${key.snapshotName}`;
  }
  private poolPlace(key: PoolKey): ArmPlace {
    return this.place(key, [key.accountName], 'capacityPools', key.poolName);
  }
  private volumePlace(key: VolumeKey): ArmPlace {
    return this.place(key, [key.accountName, key.poolName], 'volumes', key.volumeName);
  }
  private snapshotPlace(key: SnapshotKey): ArmPlace {
    return this.place(key, [key.accountName, key.poolName, key.volumeName], 'snapshots', key.snapshotName);
  }
}
